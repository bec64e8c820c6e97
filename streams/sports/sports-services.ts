import { animationFrameScheduler, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Cookies } from '../core/cookies';
import type { Http } from '../core/http';
import { deferredCalls, onDemand } from '../core/on-demand';
import type { ValidatedStorage } from '../core/storage';
import { clockTicker$ } from './game-clock';
import { type SportsPreferences, SportsPrefsSchema, createSportsPreferences } from './preferences';
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

/** What the sports pages (and the coupon, for the odds format) take from the composition root. */
export interface SportsServices {
  /** Whether the page is visible (T23: polls pause 30 s after it is hidden and resume at once). */
  visible$: Observable<boolean>;
  /** B25 preferences (odds format B10, view type, compact view, time filter, ...), saved and shared. */
  preferences: SportsPreferences;
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
  local: ValidatedStorage;
  cookies: Cookies;
}

export function createSportsServices(deps: SportsServicesDeps): SportsServices {
  const { http, lang } = deps;
  return {
    visible$: deps.visible$,
    preferences: createSportsPreferences({ item: deps.local.item('sports_prefs', v.nullable(SportsPrefsSchema), null), cookies: deps.cookies }),
    api: createSportsApi(http, lang),
    pagesApi: deferredCalls<SportsPagesApi>(onDemand(() => import('./sports-pages-api').then((m) => m.createSportsPagesApi(http, lang)))),
    totoLotto: deferredCalls<TotoLottoApi>(onDemand(() => import('./toto-lotto-api').then((m) => m.createTotoLottoApi(http, lang)))),
    pageScope: () => ({
      store: createSportsStore({ outcomes: { scheduler: animationFrameScheduler, size: ODDS_PER_FRAME } }),
      clockTick$: clockTicker$(),
    }),
  };
}
