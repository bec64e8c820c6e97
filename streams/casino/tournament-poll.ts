import type { Observable } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';

/** The leaderboard of a running tournament is asked for again this often (while the page is visible). */
export const TOURNAMENT_POLL_MS = 10_000;

/**
 * A tournament page's data: asked at once, then every 10 s while the page is visible (paused 30 s after it is hidden,
 * as every poll, T23); a failed request keeps the last leaderboard. Unsubscribing (leaving the page) stops it.
 */
export function tournamentPoll$<T>(deps: { request$: () => Observable<T>; visible$: Observable<boolean> }, options: { period?: number } = {}): Observable<T> {
  return pollWhileVisible$(deps.request$, { period: options.period ?? TOURNAMENT_POLL_MS, visible$: deps.visible$ });
}
