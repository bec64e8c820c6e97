import type { Observable } from 'rxjs';
import type { GamesFeed, Media, Slider } from '../schemas/sports';
import type { BannersAnswer } from '../schemas/banners';
import { type FeedState, pollFeed$ } from './poll-feed';
import type { Mode } from './poll-periods';
import type { SportsApi } from './sports-api';
import type { SportsStore } from './sports-store';
import { POLL_BANNERS_MS, POLL_MEDIA_MS, POLL_SLIDER_LINE_MS, POLL_SLIDER_LIVE_MS, POLL_TOP_GAMES_LINE_MS, POLL_TOP_GAMES_LIVE_MS } from '../timing';

// The home page's polls, each with its period of SPEC.md section 9: slider (T19), media (T20), top games (T21),
// banners (T22).
// All pause with the page (T23). The polls of the other pages, and their periods (poll-periods.ts), are in
// sports-pages-polls.ts, games-list.ts and game-feed.ts (the home page does not download them).

/** The home page's calls, the page's visibility (T23) and where failed requests are logged. */
export interface WidgetDeps {
  api: SportsApi;
  visible$: Observable<boolean>;
  onError?: (err: unknown) => void;
}

/** T19: the slider, 30 s on line pages and 15 s on live pages; its games' odds go to the page's store when given. */
export function slider$(deps: WidgetDeps & { store?: SportsStore }, mode: Mode): Observable<FeedState<Slider>> {
  return pollFeed$<Slider, Slider>({
    request$: () => deps.api.slider$(mode),
    reduce: (_, answer) => {
      deps.store?.putGames(answer.items.map((i) => i.game));
      return answer;
    },
    period: mode === 'line' ? POLL_SLIDER_LINE_MS : POLL_SLIDER_LIVE_MS,
    visible$: deps.visible$,
    onError: deps.onError,
  });
}

/** T20: media (live streams), every 600 s. */
export function media$(deps: WidgetDeps): Observable<FeedState<Media>> {
  return pollFeed$<Media, Media>({ request$: () => deps.api.media$(), reduce: (_, answer) => answer, period: POLL_MEDIA_MS, visible$: deps.visible$, onError: deps.onError });
}

/** T22: the promotion banners, every 60 s (a banner the operator switches off goes at the next poll). */
export function banners$(deps: WidgetDeps): Observable<FeedState<BannersAnswer>> {
  return pollFeed$<BannersAnswer, BannersAnswer>({ request$: () => deps.api.banners$(), reduce: (_, answer) => answer, period: POLL_BANNERS_MS, visible$: deps.visible$, onError: deps.onError });
}

/** T21: top games, 60 s on line and 10 s on live; their odds go to the page's store. */
export function topGames$(deps: WidgetDeps & { store: SportsStore }, mode: Mode): Observable<FeedState<GamesFeed>> {
  return pollFeed$<GamesFeed, GamesFeed>({
    request$: () => deps.api.top$(mode),
    reduce: (_, answer) => {
      deps.store.putRefs(answer.sports, answer.champs);
      deps.store.putGames(answer.games, answer.at);
      return answer;
    },
    period: mode === 'line' ? POLL_TOP_GAMES_LINE_MS : POLL_TOP_GAMES_LIVE_MS,
    visible$: deps.visible$,
    onError: deps.onError,
  });
}
