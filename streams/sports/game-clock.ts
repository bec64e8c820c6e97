import { type Observable, asyncScheduler, distinctUntilChanged, interval, map, of, share, startWith } from 'rxjs';

// The game clocks of a page (T18: seconds of play run on locally between answers). Apart from games-list.ts: the
// home page shows clocks but no polled list.

/**
 * One ticker for every game clock of a page: all clocks move in the same timer task once a second (a task per game
 * clock costs the live page a main-thread task per game per second). It stops when the last clock unsubscribes.
 */
export function clockTicker$(tickMs = 1000, source$: Observable<unknown> = interval(tickMs)): Observable<unknown> {
  return source$.pipe(share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }));
}

/**
 * The game clock on screen: the seconds of play of the last answer, run on by the wall clock at the game's clock
 * rate (SIM_SPEED), stopped at the end of the period; a new answer resets it. It reads the time on each `tick$`
 * (the page's shared ticker), so the ticker's phase does not matter.
 */
export function gameClock$(timeSec: number | null, clockRate: number, periodEndSec: number | null, tick$: Observable<unknown> = interval(1000)): Observable<number | null> {
  if (timeSec === null || clockRate <= 0) return of(timeSec);
  const start = asyncScheduler.now();
  return tick$.pipe(
    startWith(0),
    map(() => {
      const t = Math.floor(timeSec + ((asyncScheduler.now() - start) / 1000) * clockRate);
      return periodEndSec === null ? t : Math.min(t, periodEndSec);
    }),
    distinctUntilChanged(),
  );
}
