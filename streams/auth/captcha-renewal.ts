import { combineLatest, map, switchMap, timer, type Observable } from 'rxjs';
import type { CaptchaTime } from '../schemas/auth-answers';

/**
 * C10: a captcha picture lives as long as the server says (GET /captcha/gettime: the server's time and the challenges'
 * lifetime). Each picture is replaced when its lifetime is over, so nobody types an answer into a dead one; a new
 * picture (the player asked for one, or a wrong answer) starts its own lifetime.
 */
export function captchaRenewals$(time$: Observable<CaptchaTime>, loaded$: Observable<unknown>): Observable<void> {
  return combineLatest([time$, loaded$]).pipe(
    switchMap(([time]) => timer(time.lifetimeSec * 1000)),
    map(() => undefined),
  );
}
