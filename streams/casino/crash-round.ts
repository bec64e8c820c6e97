import { distinctUntilChanged, type Observable } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';

/** The shared crash round is asked for this often: the multiplier climbs between answers on the page. */
export const CRASH_POLL_MS = 500;

/** The player's own bet in a round as the answer tells it: compared by value (a bet placed, then cashed out). */
const sameBet = (a: { stake: number; cashedOutAt: number | null } | null | undefined, b: typeof a) =>
  (a ?? null) === (b ?? null) || (a != null && b != null && a.stake === b.stake && a.cashedOutAt === b.cashedOutAt);

/**
 * The crash game's shared round (one for every player, run by the server): polled every 500 ms while the page is
 * visible, a slow answer skips ticks instead of queueing (exhaustMap), a failed one keeps the last state; answers
 * equal to the previous one (same round, phase, multiplier and the player's bet) are not repeated: a bet placed or
 * cashed out shows at once. Stops when unsubscribed.
 */
export function crashRound$<T extends { roundId: string | number; phase: string; multiplier: number; myBet?: { stake: number; cashedOutAt: number | null } | null }>(
  deps: { request$: () => Observable<T>; visible$: Observable<boolean> },
  options: { period?: number } = {},
): Observable<T> {
  return pollWhileVisible$(deps.request$, { period: options.period ?? CRASH_POLL_MS, visible$: deps.visible$ }).pipe(
    distinctUntilChanged((a, b) => a.roundId === b.roundId && a.phase === b.phase && a.multiplier === b.multiplier && sameBet(a.myBet, b.myBet)),
  );
}
