import { asyncScheduler, defer, distinctUntilChanged, map, of, switchMap, takeWhile, timer, type Observable, type SchedulerLike } from 'rxjs';

// The crash game's countdown to the round's start (issue 23). The shared round is polled, but an answer repeating
// the last one's round, phase and multiplier is dropped (streams/casino/crash-round.ts), so during the betting window
// few answers arrive: the page counts down on its own clock from the latest answer's "starts in", every 100 ms,
// instead of freezing on the first answer's figure.

/** Ticks of the countdown: often enough that a whole second changes on time. */
export const COUNTDOWN_TICK_MS = 100;

/** The whole seconds left of the betting window while the round takes bets, null in the other phases. */
export function bettingCountdown$(
  round$: Observable<{ phase: string; startsInMs: number } | null>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<number | null> {
  return round$.pipe(
    switchMap((round) => (round?.phase !== 'betting' ? of(null) : defer(() => {
      const end = scheduler.now() + round.startsInMs;
      return timer(0, COUNTDOWN_TICK_MS, scheduler).pipe(
        map(() => Math.max(0, Math.ceil((end - scheduler.now()) / 1000))),
        takeWhile((left) => left > 0, true),
      );
    }))),
    distinctUntilChanged(),
  );
}
