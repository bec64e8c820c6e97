import { BehaviorSubject, Subject, catchError, defer, finalize, take, switchMap, throwError, throwIfEmpty, type Observable } from 'rxjs';
import { HttpError } from '../core/http';

// C17: a 400 answer with one of the four captcha codes opens the captcha challenge; once solved, the same call is
// sent again with the X-Captcha header. The challenge itself is a modal (src/features/auth/CaptchaModal): it reads
// `challenge$`, shows the server's image (GET /captcha/update), checks the answer (POST /captcha/validate) and calls
// solve(pass) or cancel().

export const CAPTCHA_CODES = ['captcha_required', 'captcha_invalid', 'captcha_expired', 'captcha_used'] as const;
/** How many times one call may be sent again with a new captcha (a used or expired pass asks again). */
export const CAPTCHA_MAX_ROUNDS = 3;

export const isCaptchaError = (err: unknown): err is HttpError =>
  err instanceof HttpError && err.status === 400 && (CAPTCHA_CODES as readonly unknown[]).includes(err.code);

export interface CaptchaAsk {
  /** Distinct per challenge (a React key). */
  id: number;
  /** The captcha code of the answer that asked (captcha_required, captcha_invalid, ...). */
  code: string;
  solve(pass: string): void;
  cancel(): void;
}

export interface CaptchaBroker {
  /** The open challenge, or null. */
  readonly challenge$: Observable<CaptchaAsk | null>;
  /** Opens the challenge; emits the pass once solved, completes without one when cancelled. */
  ask$(code: string): Observable<string>;
}

export function createCaptchaBroker(): CaptchaBroker {
  const open = new BehaviorSubject<CaptchaAsk | null>(null);
  let next = 0;
  return {
    challenge$: open.asObservable(),
    ask$: (code) =>
      defer(() => {
        const answer = new Subject<string>();
        next += 1;
        const ask: CaptchaAsk = {
          id: next,
          code,
          solve: (pass) => {
            answer.next(pass);
            answer.complete();
          },
          cancel: () => answer.complete(),
        };
        open.next(ask);
        return answer.pipe(take(1), finalize(() => {
          if (open.getValue() === ask) open.next(null);
        }));
      }),
  };
}

/**
 * Runs `attempt(null)`; on a captcha error asks for a captcha and runs `attempt(pass)`, up to CAPTCHA_MAX_ROUNDS
 * times. Cancelling the challenge gives the caller the captcha error.
 */
export function withCaptcha<T>(attempt: (pass: string | null) => Observable<T>, ask$: (code: string) => Observable<string>, round = 0): Observable<T> {
  return attempt(null).pipe(catchError((err: unknown) => retryWithCaptcha(err, attempt, ask$, round)));
}

function retryWithCaptcha<T>(err: unknown, attempt: (pass: string | null) => Observable<T>, ask$: (code: string) => Observable<string>, round: number): Observable<T> {
  if (!isCaptchaError(err) || round >= CAPTCHA_MAX_ROUNDS) return throwError(() => err);
  return ask$(String(err.code)).pipe(
    take(1),
    // Cancelled: the caller gets the captcha error.
    throwIfEmpty(() => err),
    switchMap((pass) => attempt(pass).pipe(catchError((next: unknown) => retryWithCaptcha(next, attempt, ask$, round + 1)))),
  );
}
