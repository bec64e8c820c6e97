import { asyncScheduler, concat, map, of, switchMap, take, timer, type Observable, type SchedulerLike } from 'rxjs';

// The wait before a code or message may be asked for again (issue 20 #7). The server says it as `resendInSec` with
// a sent code and as `retryAfterSec` with a 429 refusal; the page counts it down once a second on RxJS time and keeps
// the send button off until it reaches 0.

/** Seconds left of a wait: `seconds` now, one less every second down to 0, then complete (0 at once for no wait). */
export function countdown$(seconds: number, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole === 0) return of(0);
  return concat(of(whole), timer(1000, 1000, scheduler).pipe(take(whole), map((i) => whole - 1 - i)));
}

/** The seconds left of the latest wait: each new wait starts its own countdown, dropping the one before. */
export function waitLeft$(waits$: Observable<number>, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  return waits$.pipe(switchMap((seconds) => countdown$(seconds, scheduler)));
}
