import { distinctUntilChanged, type Observable } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';

/** The shared crash round is asked for this often: the multiplier climbs between answers on the page. */
export const CRASH_POLL_MS = 500;

/**
 * The crash game's shared round (one for every player, run by the server): polled every 500 ms while the page is
 * visible, a slow answer skips ticks instead of queueing (exhaustMap), a failed one keeps the last state; answers
 * equal to the previous one (same round, phase and multiplier) are not repeated. Stops when unsubscribed.
 */
export function crashRound$<T extends { roundId: string | number; phase: string; multiplier: number }>(
  deps: { request$: () => Observable<T>; visible$: Observable<boolean> },
  options: { period?: number } = {},
): Observable<T> {
  return pollWhileVisible$(deps.request$, { period: options.period ?? CRASH_POLL_MS, visible$: deps.visible$ }).pipe(
    distinctUntilChanged((a, b) => a.roundId === b.roundId && a.phase === b.phase && a.multiplier === b.multiplier),
  );
}
