import { asyncScheduler, defer, fromEvent, merge, of, map, ReplaySubject, share, switchMap, take, type Observable } from 'rxjs';
import type { Services } from './services-types';
import type { SiteConfig } from './schemas/site-config';
import { createHttp } from './core/http';
import { createCookies } from './core/cookies';
import { createValidatedStorage } from './core/storage';
import { configGroupTtlMs } from './core/shared-with-ttl';
import { scrollTopVisible$ } from './core/scroll-top';
import { createNotices } from './notices/notices';
import { siteConfig$ } from './config/site-config';
import { createConfigGroups } from './config/config-groups';
import { createRedirects, RedirectTrailSchema } from './redirects/redirect-light';
import { createBlocks } from './blocks/block-check';
import { sessionState$ } from './session/session';
import { maintenanceFromConfig$ } from './maintenance/maintenance';
import { isSiteLanguage } from './language/resolve-language';

/** The `lng` cookie remembers a chosen language for a year. */
const LANGUAGE_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;

/** The browser effects the services need; only main.tsx reaches for window and document and hands them here. */
export interface ServiceDeps {
  window: Window;
  document: Document;
  /** The JSON the server preloaded into the page, or undefined. */
  preloadedConfig: unknown;
  /** The language of the first page, before the router runs. */
  initialLanguage: string;
  appMarker?: string;
}

const replayForever = <T>() => share<T>({ connector: () => new ReplaySubject(1), resetOnError: false, resetOnComplete: false, resetOnRefCountZero: false });

/** The composition root: wires every domain once. */
export function createServices(deps: ServiceDeps): Services {
  const { window: win, document: doc } = deps;
  const log = (message: string, data?: unknown) => console.warn(`[site] ${message}`, data ?? '');
  let language = deps.initialLanguage;

  const cookies = createCookies({ read: () => doc.cookie, write: (c) => { doc.cookie = c; }, now: () => asyncScheduler.now(), log });
  const sessionStore = createValidatedStorage(win.sessionStorage, log);
  const http = createHttp({ fetch: (input, init) => win.fetch(input, init), appMarker: deps.appMarker ?? 'desktop-62', language: () => language, log });

  const config$: Observable<SiteConfig> = siteConfig$({ http, preloaded: deps.preloadedConfig, lang: () => language, log });
  const state$ = sessionState$({
    http,
    userToken: () => cookies.get('user_token'),
    hasSession: () => cookies.get('has_session') !== null || cookies.get('user_token') !== null,
    log,
  });
  const trail = sessionStore.item('redirect_trail', RedirectTrailSchema, []);
  const redirectsFor = (isProduction: boolean) =>
    createRedirects({ http, trail: { read: () => trail.get(), write: (u) => trail.set(u) }, isProduction: () => isProduction, origin: win.location.origin, log });

  // The time-zone offset cookie (tzo, hours east of UTC) tells the server how to show times before login.
  if (cookies.get('tzo') === null) cookies.set('tzo', String(-new Date(asyncScheduler.now()).getTimezoneOffset() / 60), { maxAgeSec: LANGUAGE_COOKIE_MAX_AGE_SEC });

  return {
    http,
    siteConfig$: config$,
    configGroups$: createConfigGroups({ http, ttlMs: () => configGroupTtlMs(Math.random) }),
    session: { state$, authorized$: state$.pipe(map((s) => s.userId !== null), replayForever()) },
    redirects: { check$: (url) => config$.pipe(take(1), switchMap((c) => redirectsFor(c.isProduction).check$(url))) },
    blocks: createBlocks({ http, log }),
    maintenance$: maintenanceFromConfig$(config$, () => cookies.get('maintenance') !== null),
    notices: createNotices(),
    scrollTopVisible$: scrollTopVisible$({
      // The current position first, so the button is right after a reload half-way down the page.
      scrollY$: merge(defer(() => of(win.scrollY)), fromEvent(win, 'scroll', { passive: true }).pipe(map(() => win.scrollY))),
      viewportHeight: () => win.innerHeight,
    }),
    preferredLanguage: () => {
      const lang = cookies.get('lng');
      return isSiteLanguage(lang) ? lang : null;
    },
    rememberLanguage: (lang) => {
      language = lang;
      cookies.set('lng', lang, { maxAgeSec: LANGUAGE_COOKIE_MAX_AGE_SEC });
    },
    log,
  };
}
