import { animationFrameScheduler, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import type { ObservableScope } from '../core/scope';
import { clockTicker$ } from './game-clock';
import { createSportsApi, type SportsApi } from './sports-api';
import type { SportsPagesApi } from './sports-pages-api';
import { ODDS_PER_FRAME, createSportsStore, type SportsStore } from './sports-store';
import type { TotoLottoApi } from './toto-lotto-api';

/** What one sports page owns, made when the page opens and dropped with it (the page's polls end with it). */
export interface SportsPageScope {
  /** The page's games, markets and odds; odds changes reach the buttons at most ODDS_PER_FRAME a frame. */
  store: SportsStore;
  /** The page's one ticker for every game clock (game-clock.ts). */
  clockTick$: Observable<unknown>;
}

/** What the sports pages take from the composition root (their preferences are services.preferences). */
export interface SportsServices {
  /** Whether the page is visible (T23: polls pause 30 s after it is hidden and resume at once). */
  visible$: Observable<boolean>;
  /** The home page's calls, in the page's language. */
  api: SportsApi;
  /**
   * The other sports pages' calls, a domain (ObservableScope.domain): their code and schemas are imported by the first
   * subscriber, so the home page has neither.
   */
  pagesApi$: Observable<SportsPagesApi>;
  /** Toto and lotto calls, a domain the same way. */
  totoLottoApi$: Observable<TotoLottoApi>;
  /** A new page's own store and clock ticker. */
  pageScope(): SportsPageScope;
}

export interface SportsServicesDeps {
  http: Http;
  /** The page's language now (services.language.current). */
  lang: () => string;
  visible$: Observable<boolean>;
  /** The composition root's scope, whose end ends the use of these domains. */
  scope: Pick<ObservableScope, 'domain'>;
}

export function createSportsServices(deps: SportsServicesDeps): SportsServices {
  const { http, lang, scope } = deps;
  return {
    visible$: deps.visible$,
    api: createSportsApi(http, lang),
    pagesApi$: scope.domain(() => import('./sports-pages-api').then((m) => m.createSportsPagesApi(http, lang))),
    totoLottoApi$: scope.domain(() => import('./toto-lotto-api').then((m) => m.createTotoLottoApi(http, lang))),
    pageScope: () => ({
      store: createSportsStore({ outcomes: { scheduler: animationFrameScheduler, size: ODDS_PER_FRAME } }),
      clockTick$: clockTicker$(),
    }),
  };
}
