import { asyncScheduler, catchError, defer, distinctUntilChanged, fromEvent, merge, of, map, switchMap, take, tap, type Observable } from 'rxjs';
import type { Services } from './services-types';
import type { SiteConfig, SiteLanguage } from './schemas/site-config';
import { createHttp } from './core/http';
import { ObservableScope } from './core/scope';
import { createCookies } from './core/cookies';
import { createValidatedStorage } from './core/storage';
import { configGroupTtlMs } from './core/shared-with-ttl';
import { scrollTopVisible$ } from './core/scroll-top';
import { platformTypeOf, PlatformTypeSchema } from './core/platform-type';
import { createNotices } from './notices/notices';
import { siteConfig$ } from './config/site-config';
import { createConfigGroups, type PreloadedGroups } from './config/config-groups';
import { createRedirects, RedirectTrailSchema } from './redirects/redirect-light';
import { createBlocks } from './blocks/block-check';
import { createSessionStore } from './session/session-store';
import { createAuthService } from './auth/auth-service';
import { withFingerprintRetry } from './auth/fingerprint-retry';
import type { AuthService } from './auth/types';
import * as v from 'valibot';
import { maintenanceFromConfig$ } from './maintenance/maintenance';
import { isSiteLanguage } from './language/resolve-language';
import { createPageLanguage } from './language/language';
import { createCoupon, randomKey } from './coupon/create-coupon';
import { majorToMinor } from './schemas/money';
import { pageVisible$ } from './core/page-visible';
import { ageNoticeConfigOf, createAgeNotice } from './limits/age-notice';
import { createSportsServices } from './sports/sports-services';
import { createPreferences, StoredPreferencesSchema, UnsyncedKeysSchema } from './preferences/preferences';
import { createAccountsServices } from './accounts/accounts-services';
import { chunkReload$ } from './remote/chunk-reload';
import { shellStart$, shellStartDelayFor } from './shell/shell-start';

/** A 451 answer body that asks for the terms (exception_code 1, C17). */
const isTermsAnswer = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>)['exception_code'] === 1;

/** The `lng` cookie remembers a chosen language for a year. */
const LANGUAGE_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;

/** The browser effects the services need; only main.tsx reaches for window and document and hands them here. */
export interface ServiceDeps {
  window: Window;
  document: Document;
  /** The JSON the server preloaded into the page, or undefined. */
  preloadedConfig: unknown;
  /** The config groups the server preloaded into the page (the age notice's), or undefined. */
  preloadedGroups?: PreloadedGroups;
  /** The language of the first page, before the router runs. */
  initialLanguage: SiteLanguage;
  appMarker?: string;
}

/**
 * The composition root: wires every domain once. Its effects and domains live in the page's scope: they start here or
 * with their first use and end with `services.end()` (the browser's page never calls it: its scope is the page's).
 */
export function createServices(deps: ServiceDeps): Services {
  const { window: win, document: doc } = deps;
  const scope = new ObservableScope();
  const log = (message: string, data?: unknown) => console.warn(`[site] ${message}`, data ?? '');
  const language = createPageLanguage(deps.initialLanguage);

  const cookies = createCookies({ read: () => doc.cookie, write: (c) => { doc.cookie = c; }, now: () => asyncScheduler.now(), log });
  const sessionStore = createValidatedStorage(win.sessionStorage, log);
  // R24: this is the desktop build; `?platform_type=` forces another type for the visit (the app marker, T41, T31).
  const platformType = platformTypeOf(win.location.search, sessionStore.item('platform_type', v.nullable(PlatformTypeSchema), null), 'desktop');
  doc.documentElement.dataset['platform'] = platformType;
  // The http client reads the auth service lazily: it is created below, on this http.
  const authRef: { current?: AuthService } = {};
  const baseHttp = createHttp({
    // C17 / B22: any answer 451 with exception_code 1 asks for the terms, whichever call got it.
    fetch: (input, init) => win.fetch(input, init).then((res) => {
      if (res.status === 451) void res.clone().json().then((b: unknown) => { if (isTermsAnswer(b)) authRef.current?.noteTermsRequired(); }, () => undefined);
      return res;
    }),
    appMarker: deps.appMarker ?? `${platformType}-62`,
    language: language.current,
    log,
    auth: {
      token$: () => authRef.current?.token$() ?? of(null),
      refreshToken$: () => authRef.current?.refreshToken$() ?? of(null),
      // Called only once requests go out, after `fingerprint` below exists.
      fingerprint$: () => fingerprint$.pipe(switchMap((f) => f.token$())),
    },
  });
  // T13 / C17: authorised calls carry the fingerprint token; a 400 with a fingerprint code refreshes it and retries once.
  // Its code loads with the first authorised call (an anonymous visitor makes none); a failed download is tried again
  // on the next call, which meanwhile goes without a fingerprint (http.ts treats it as best effort).
  const fingerprint$ = scope.domain(() => import('./auth/fingerprint').then((m) => m.createFingerprint({
    http: baseHttp,
    components: () => ({
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      screen: `${win.screen.width}x${win.screen.height}`,
      lang: win.navigator.language,
    }),
    log,
  })));
  const http = withFingerprintRetry(baseHttp, { refresh$: () => fingerprint$.pipe(switchMap((f) => f.refresh$())) });

  const configGroups$ = createConfigGroups({ http, ttlMs: () => configGroupTtlMs(Math.random), preloaded: deps.preloadedGroups });
  const config$: Observable<SiteConfig> = siteConfig$({ http, preloaded: deps.preloadedConfig, lang: language.current, log });
  // Accounts (issue 3): the session store is fed by the token cookie, the T04 load and every auth answer; the auth
  // service logs in and out and gives the http client its token (T03) and the one refresh after a 401 (T44).
  const sessionStoreOfUser = createSessionStore({
    http,
    userToken: () => cookies.get('user_token'),
    hasSession: () => cookies.get('has_session') !== null || cookies.get('user_token') !== null,
    log,
  });
  const state$ = sessionStoreOfUser.state$;
  // The inputs every domain shares, built once: page visibility (T02, T23) and whether someone is logged in.
  const visible$ = pageVisible$({ visibilityState: () => doc.visibilityState, visibilityChange$: fromEvent(doc, 'visibilitychange') });
  const authorized$ = state$.pipe(map((s) => s.userId !== null), distinctUntilChanged(), scope.replay());
  const localStore = createValidatedStorage(win.localStorage, log);
  const auth = createAuthService({
    http,
    store: sessionStoreOfUser,
    cookies,
    configGroups$: (groups, lang) => configGroups$(groups, lang),
    returnUrl: sessionStore.item('auth_return_url', v.nullable(v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048))), null),
    autoLogoffFlag: localStore.item('auth_auto_logoff', v.boolean(), false),
    reminderNextAllowed: localStore.item('auth_reg_reminder_next', v.number(), 0),
    visible$,
    activity$: merge(...['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'].map((type) => fromEvent(win, type, { passive: true }))),
    initialSearch: win.location.search,
    log,
  });
  authRef.current = auth;
  const trail = sessionStore.item('redirect_trail', RedirectTrailSchema, []);
  const redirectsFor = (isProduction: boolean) =>
    createRedirects({ http, trail: { read: () => trail.get(), write: (u) => trail.set(u) }, isProduction: () => isProduction, origin: win.location.origin, log });

  // The time-zone offset cookie (tzo, hours east of UTC) tells the server how to show times before login.
  if (cookies.get('tzo') === null) cookies.set('tzo', String(-new Date(asyncScheduler.now()).getTimezoneOffset() / 60), { maxAgeSec: LANGUAGE_COOKIE_MAX_AGE_SEC });

  const notices = createNotices();

  // T11: a lazy chunk a new build removed reloads the page (at most once a minute). Vite reports each failed dynamic
  // import (the module or a file it preloads) as a vite:preloadError event on the window, and nothing else.
  const chunkReloadAt = sessionStore.item('chunk_reload_at', v.nullable(v.number()), null);
  scope.effect(chunkReload$({
    failures$: fromEvent(win, 'vite:preloadError'),
    lastReloadAt: chunkReloadAt,
    reload: () => win.location.reload(),
    offline: () => !win.navigator.onLine,
  }));

  // Money and the personal office (issue 6).
  const accounts = createAccountsServices({
    http,
    authorized$,
    visible$,
    cookies,
    session: sessionStore,
    randomId: () => win.crypto.randomUUID(),
    assign: (url) => win.location.assign(url),
    newFormData: () => new FormData(),
    pathname: () => win.location.pathname,
    isMobile: () => platformType === 'mobile',
    log,
  });

  // B25: the one preferences model. The document's theme, font size and light version follow it (global.css), and so
  // do the coupon's odds; a logged-in player's copy is on the server, kept in step by code loaded at login.
  const preferences = createPreferences({
    // The key of the sports-only preferences before this model: a returning visitor keeps what he chose there.
    item: localStore.item('sports_prefs', StoredPreferencesSchema, null),
    unsynced: localStore.item('prefs_unsynced', UnsyncedKeysSchema, []),
    cookies,
    authorized$,
    sync$: (model) => scope.domain(() => import('./preferences/preferences-sync')).pipe(switchMap((m) => m.syncPreferences$({ ...model, api: m.officePreferencesApi(accounts.office$) }))),
  });
  scope.effect(preferences.value$.pipe(tap((p) => {
    const root = doc.documentElement;
    root.dataset['theme'] = p.theme;
    root.dataset['fontSize'] = p.fontSize;
    root.toggleAttribute('data-light-version', p.lightVersion);
  })));

  // The betting coupon (issue 5): its save and settings in localStorage (shared between tabs), reminder in sessionStorage.
  const coupon = createCoupon({
    http,
    local: createValidatedStorage(win.localStorage, log, { storageEvent$: fromEvent<StorageEvent>(win, 'storage').pipe(map((e) => ({ key: e.key }))) }),
    localChanges$: fromEvent<StorageEvent>(win, 'storage').pipe(map((e) => ({ key: e.key }))),
    session: sessionStore,
    notices,
    siteConfig$: config$,
    authorized$,
    visible$,
    lang: language.current,
    newKey: () => randomKey(win.crypto),
    log,
    // The coupon bets from the active account; after a bet the header balance is refreshed at once.
    account$: accounts.state$.pipe(map((a) => (a.active ? { id: a.active.id, currency: a.active.iso, type: a.active.type, balanceMinor: majorToMinor(a.active.money, a.active.iso) } : null))),
    oddsFormat$: preferences.value$.pipe(map((p) => p.oddsFormat)),
  });
  scope.effect(coupon.betPlaced$.pipe(tap(() => accounts.refresh())));

  // The casino (issue 14), a domain: its code loads with its first subscriber (a casino page). Rounds for real money
  // refresh the header balance.
  const casino$ = scope.domain(() => import('./casino/casino-load').then((m) => m.loadCasino({
    http, authorized$, visible$, local: localStore, newKey: () => randomKey(win.crypto), balanceChanged: () => accounts.refresh(),
    siteConfig$: config$, lang: language.current,
  })));

  // Responsible gaming (issue 13): the limit service's code loads with its first call (the office page, the watchers
  // of a logged-in player). The age notice (T26) is for every visitor, so it is small and here.
  const limits$ = scope.domain(() => import('./limits/limits-load').then((m) => m.loadLimits({ http, authorized$, freshToken$: () => auth.refreshToken$() })));
  const ageNotice = createAgeNotice({
    config$: language.language$.pipe(switchMap((lang) => configGroups$(['notices'], lang).pipe(
      map((groups) => ageNoticeConfigOf(groups['notices'])),
      catchError(() => of(null)),
    ))),
    local: localStore,
    session: sessionStore,
  });

  // Issue 16's extras start on one signal, decided by the first page (shell-start.ts): the shell's (service worker,
  // version check, messages, loading bar, prefetch) and the consent banner, analytics, the consultant chat and the
  // ad-blocker and web-view notices. The latter are imported then, with the first subscriber (the default layout); they
  // take the services whole (`services` below) and the window, and wire their own stores.
  const extrasStart$ = shellStart$({ loaded: () => doc.readyState === 'complete', load$: fromEvent(win, 'load') }, shellStartDelayFor(win.location.pathname))
    .pipe(scope.replay());
  // The navigation start is a fact of the page (its time origin, on the same epoch clock as asyncScheduler.now() in the
  // browser), not a reading of a clock: the analytics delays count from it (T33, T34).
  const startedAt = win.performance.timeOrigin;
  const extrasCode$ = scope.domain(() => import('./shell-extras/extras-load').then((m) => m.loadExtras(
    services, { cookies, local: localStore, session: sessionStore, visible$, startedAt }, win, doc,
  )));
  const extras$ = extrasStart$.pipe(switchMap(() => extrasCode$));

  const services: Services = {
    extras$,
    remoteApps$: scope.domain(() => import('./remote/app-state').then((m) => m.createRemoteApps({ log }))),
    content$: scope.domain(() => import('./content/content-api').then((m) => m.createContentApi(http))),
    http,
    siteConfig$: config$,
    configGroups$,
    session: { state$, authorized$ },
    auth,
    redirects: { check$: (url) => config$.pipe(take(1), switchMap((c) => redirectsFor(c.isProduction).check$(url))) },
    blocks: createBlocks({ http, log }),
    maintenance$: maintenanceFromConfig$(config$, () => cookies.get('maintenance') !== null),
    notices,
    coupon,
    accounts,
    casino$,
    limits$,
    ageNotice,
    sports: createSportsServices({
      http,
      lang: language.current,
      visible$,
      scope,
    }),
    preferences,
    local: localStore,
    scrollTopVisible$: scrollTopVisible$({
      // The current position first, so the button is right after a reload half-way down the page.
      scrollY$: merge(defer(() => of(win.scrollY)), fromEvent(win, 'scroll', { passive: true }).pipe(map(() => win.scrollY))),
      viewportHeight: () => win.innerHeight,
      mobile: platformType === 'mobile',
    }),
    platformType,
    preferredLanguage: () => {
      const lang = cookies.get('lng');
      return isSiteLanguage(lang) ? lang : null;
    },
    language,
    rememberLanguage: (lang) => cookies.set('lng', lang, { maxAgeSec: LANGUAGE_COOKIE_MAX_AGE_SEC }),
    log,
    end: () => scope.end(),
  };
  return services;
}
