import { switchMap, type Observable } from 'rxjs';
import type { Menu, Results, Timeline } from '../schemas/sports-pages';
import { type FeedState, pollFeed$ } from './poll-feed';
import { defaultPeriod, timelinePeriod } from './poll-periods';
import type { SportsPagesApi } from './sports-pages-api';

// The smaller polls of the sports pages other than home, each with its period of SPEC.md section 9: menus,
// results, toto and lotto (T16, default 10 s), the live timeline (T22). All pause with the page (T23). Apart from
// the home page's polls (widgets.ts) so that the home page does not download them.

/**
 * The calls of the pages other than home (a domain: services.sports.pagesApi$), the page's visibility (T23) and where
 * failed requests are logged.
 */
export interface SportsPagesDeps {
  api$: Observable<SportsPagesApi>;
  visible$: Observable<boolean>;
  onError?: (err: unknown) => void;
}

const replace = <T>(_: T | null, answer: T): T => answer;

/** One call of the pages' API, once its module is there. */
export const callPagesApi = <T>(deps: Pick<SportsPagesDeps, 'api$'>, call: (api: SportsPagesApi) => Observable<T>): Observable<T> =>
  deps.api$.pipe(switchMap(call));

/** T16: the line or live menu with counts. */
export function menu$(deps: SportsPagesDeps, q: Parameters<SportsPagesApi['menu$']>[0]): Observable<FeedState<Menu>> {
  return pollFeed$<Menu, Menu>({ request$: () => callPagesApi(deps, (api) => api.menu$(q)), reduce: replace, period: defaultPeriod(), visible$: deps.visible$, onError: deps.onError });
}

/** T16: results (the live results board moves with the games). */
export function results$(deps: SportsPagesDeps, q: Parameters<SportsPagesApi['results$']>[0]): Observable<FeedState<Results>> {
  return pollFeed$<Results, Results>({ request$: () => callPagesApi(deps, (api) => api.results$(q)), reduce: replace, period: defaultPeriod(), visible$: deps.visible$, onError: deps.onError });
}

/** T22: the live timeline of a game, every 60 s. */
export function timeline$(deps: SportsPagesDeps, gameId: number): Observable<FeedState<Timeline>> {
  return pollFeed$<Timeline, Timeline>({ request$: () => callPagesApi(deps, (api) => api.timeline$(gameId)), reduce: replace, period: timelinePeriod(), visible$: deps.visible$, onError: deps.onError });
}

/** T16: toto and lotto pages refresh at the default period (draws close, results come in). */
export function totoLotto$<T>(deps: Omit<SportsPagesDeps, 'api$'>, request$: () => Observable<T>): Observable<FeedState<T>> {
  return pollFeed$<T, T>({ request$, reduce: replace, period: defaultPeriod(), visible$: deps.visible$, onError: deps.onError });
}
