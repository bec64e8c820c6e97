import type { Observable } from 'rxjs';
import type { GamesFeed, Media, Menu, Results, Slider, Timeline } from '../schemas/sports';
import { type FeedState, pollFeed$ } from './poll-feed';
import { type Mode, defaultPeriod, mediaPeriod, sliderPeriod, timelinePeriod, topGamesPeriod } from './poll-periods';
import type { SportsApi } from './sports-api';
import type { SportsStore } from './sports-store';

// The smaller sports polls, each with its period of SPEC.md section 9: menus and results (T16, default 10 s),
// slider (T19), media (T20), top games (T21), live timeline (T22). All pause with the page (T23).

interface Deps {
  api: SportsApi;
  visible$: Observable<boolean>;
  onError?: (err: unknown) => void;
}

const replace = <T>(_: T | null, answer: T): T => answer;
const withError = (deps: Deps) => (deps.onError ? { onError: deps.onError } : {});

/** T16: the line or live menu with counts. */
export function menu$(deps: Deps, q: Parameters<SportsApi['menu$']>[0]): Observable<FeedState<Menu>> {
  return pollFeed$<Menu, Menu>({ request$: () => deps.api.menu$(q), reduce: replace, period: defaultPeriod(), visible$: deps.visible$, ...withError(deps) });
}

/** T16: results (the live results board moves with the games). */
export function results$(deps: Deps, q: Parameters<SportsApi['results$']>[0]): Observable<FeedState<Results>> {
  return pollFeed$<Results, Results>({ request$: () => deps.api.results$(q), reduce: replace, period: defaultPeriod(), visible$: deps.visible$, ...withError(deps) });
}

/** T19: the slider, 30 s on line pages and 15 s on live pages; its games' odds go to the page's store when given. */
export function slider$(deps: Deps & { store?: SportsStore }, mode: Mode): Observable<FeedState<Slider>> {
  return pollFeed$<Slider, Slider>({
    request$: () => deps.api.slider$(mode),
    reduce: (_, answer) => {
      deps.store?.putGames(answer.items.map((i) => i.game));
      return answer;
    },
    period: sliderPeriod(mode),
    visible$: deps.visible$,
    ...withError(deps),
  });
}

/** T20: media (live streams), every 600 s. */
export function media$(deps: Deps): Observable<FeedState<Media>> {
  return pollFeed$<Media, Media>({ request$: () => deps.api.media$(), reduce: replace, period: mediaPeriod(), visible$: deps.visible$, ...withError(deps) });
}

/** T21: top games, 60 s on line and 10 s on live; their odds go to the page's store. */
export function topGames$(deps: Deps & { store: SportsStore }, mode: Mode): Observable<FeedState<GamesFeed>> {
  return pollFeed$<GamesFeed, GamesFeed>({
    request$: () => deps.api.top$(mode),
    reduce: (_, answer) => {
      deps.store.putRefs(answer.sports, answer.champs);
      deps.store.putGames(answer.games);
      return answer;
    },
    period: topGamesPeriod(mode),
    visible$: deps.visible$,
    ...withError(deps),
  });
}

/** T22: the live timeline of a game, every 60 s. */
export function timeline$(deps: Deps, gameId: number): Observable<FeedState<Timeline>> {
  return pollFeed$<Timeline, Timeline>({ request$: () => deps.api.timeline$(gameId), reduce: replace, period: timelinePeriod(), visible$: deps.visible$, ...withError(deps) });
}

/** T16: toto and lotto pages refresh at the default period (draws close, results come in). */
export function totoLotto$<T>(deps: { visible$: Observable<boolean>; onError?: (err: unknown) => void }, request$: () => Observable<T>): Observable<FeedState<T>> {
  return pollFeed$<T, T>({ request$, reduce: replace, period: defaultPeriod(), visible$: deps.visible$, ...(deps.onError ? { onError: deps.onError } : {}) });
}
