import { animationFrameScheduler, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import { deferredCalls, onDemand } from '../core/on-demand';
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
  /** The other sports pages' calls: their code and schemas load with the first call, so the home page has neither. */
  pagesApi: SportsPagesApi;
  /** Toto and lotto calls, loaded the same way. */
  totoLotto: TotoLottoApi;
  /** A new page's own store and clock ticker. */
  pageScope(): SportsPageScope;
}

export interface SportsServicesDeps {
  http: Http;
  /** The page's language now (services.language.current). */
  lang: () => string;
  visible$: Observable<boolean>;
}

export function createSportsServices(deps: SportsServicesDeps): SportsServices {
  const { http, lang } = deps;
  return {
    visible$: deps.visible$,
    api: createSportsApi(http, lang),
    pagesApi: deferredCalls<SportsPagesApi>(onDemand(() => import('./sports-pages-api').then((m) => m.createSportsPagesApi(http, lang)))),
    totoLotto: deferredCalls<TotoLottoApi>(onDemand(() => import('./toto-lotto-api').then((m) => m.createTotoLottoApi(http, lang)))),
    pageScope: () => ({
      store: createSportsStore({ outcomes: { scheduler: animationFrameScheduler, size: ODDS_PER_FRAME } }),
      clockTick$: clockTicker$(),
    }),
  };
}
