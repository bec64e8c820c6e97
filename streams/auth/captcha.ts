import { BehaviorSubject, Subject, defer, finalize, take, type Observable } from 'rxjs';

// C17: a 400 answer with one of the four captcha codes opens the captcha challenge; once solved, the same call is
// sent again with the X-Captcha header (captcha-retry.ts, loaded with the account calls). The challenge itself is a
// modal (src/features/auth/CaptchaModal): it reads `challenge$`, shows the server's image (GET /captcha/update),
// checks the answer (POST /captcha/validate) and calls solve(pass) or cancel().

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
