import { asyncScheduler, distinctUntilChanged, map, of, startWith, switchMap, take, timer, type Observable, type SchedulerLike } from 'rxjs';

// The slot's reels spin before they stop on the server's result (issue 23): every reel spins while the round is
// asked for, then they stop one by one from the left, and the result and win show once the last one stopped. With
// reduced motion (or before the first round) the reels stand still and the result shows at once.

/** How long every reel keeps spinning after the answer, and the pause between two reels stopping. */
export const REEL_SPIN_MS = 500;
export const REEL_STAGGER_MS = 200;

export interface SpinState {
  playing: boolean;
  /** The last finished round (null before the first). */
  roundId: string | null;
}

/** How many reels (from the left) have stopped: 0 while the round is asked for, then up to `reels`. */
export function reelStops$(spin$: Observable<SpinState>, reels: number, motion: boolean, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  return spin$.pipe(
    distinctUntilChanged((a, b) => a.playing === b.playing && a.roundId === b.roundId),
    switchMap(({ playing, roundId }, i) => {
      if (playing) return of(0);
      // The round shown at first (none, or one already played) does not spin again.
      if (!motion || roundId === null || i === 0) return of(reels);
      return timer(REEL_SPIN_MS, REEL_STAGGER_MS, scheduler).pipe(map((n) => n + 1), take(reels), startWith(0));
    }),
    distinctUntilChanged(),
  );
}
