import { catchError, switchMap, take, throwError, throwIfEmpty, type Observable } from 'rxjs';
import { HttpError } from '../core/http';

// C17: a call refused with a captcha code asks for a captcha (captcha.ts's broker) and is sent again with its pass.
// Loaded with the account calls (auth-api.ts re-exports withCaptcha), so the home page does not carry it.

export const CAPTCHA_CODES = ['captcha_required', 'captcha_invalid', 'captcha_expired', 'captcha_used'] as const;
/** How many times one call may be sent again with a new captcha (a used or expired pass asks again). */
export const CAPTCHA_MAX_ROUNDS = 3;

export const isCaptchaError = (err: unknown): err is HttpError =>
  err instanceof HttpError && err.status === 400 && (CAPTCHA_CODES as readonly unknown[]).includes(err.code);

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
