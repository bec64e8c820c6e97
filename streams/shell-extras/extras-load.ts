import * as v from 'valibot';
import {
  BehaviorSubject, asyncScheduler, Observable, ReplaySubject, Subject, catchError, combineLatest, defer, distinctUntilChanged, filter, from, map, merge, of,
  scan, share, switchMap, take, tap,
} from 'rxjs';
import type { Cookies } from '../core/cookies';
import { loadShell, type ShellServices } from '../shell/shell-load';
import type { ValidatedStorage } from '../core/storage';
import type { Http } from '../core/http';
import type { ConfigGroups, SiteConfig } from '../schemas/site-config';
import type { PageLanguage } from '../language/language';
import type { AuthService } from '../auth/types';
import { BookmakerRatingSchema, type AnalyticsEvent, type BookmakerRating } from '../schemas/shell-extras';
import { createConsent, type ConsentService } from '../consent/consent';
import { analyticsStart$, performanceReport$, type PerformanceMetrics } from '../analytics/analytics-timing';
import { createLocalCounters, type LocalCounters } from '../analytics/local-counters';
import { runAnalytics$ } from '../analytics/analytics';
import { chatProviderOf, configuredChat$, type ChatProvider, type ChatWidgetState } from '../chat/chat-widget';
import { createSupportDeskChat, type SupportDeskChat } from '../chat/support-desk-chat';
import { PAYMENT_CONSULTANT_COOKIE } from '../auth/referral';
import { AD_BAIT_URL, adBlockerDetected$ } from './ad-blocker';
import { webViewAppOf, type WebViewApp } from './web-view';

// Issue 16's parts of the shell that no page needs in its first second: the cookie consent banner, analytics, the
// consultant chat, the ad-blocker notice and the messaging-app web-view mode. services.ts imports this module on
// demand (the home page keeps its JS bar), hands it the browser and the shared services, and it wires them here.

/** The services these parts use (services.ts hands over the whole Services). */
export interface ExtrasServices {
  http: Http;
  configGroups$(groups: readonly string[], lang: string): Observable<ConfigGroups>;
  siteConfig$: Observable<SiteConfig>;
  language: PageLanguage;
  auth: Pick<AuthService, 'panel$' | 'openPanel' | 'saveReferral$'>;
  session: { authorized$: Observable<boolean> };
  log(message: string, data?: unknown): void;
}

/** The browser's stores and signals, as the composition root (services.ts) made them for the whole page. */
export interface ExtrasBrowser {
  cookies: Cookies;
  local: ValidatedStorage;
  session: ValidatedStorage;
  visible$: Observable<boolean>;
  /** The navigation start (epoch ms): the analytics delays count from the load (T33, T34), and this code arrives later. */
  startedAt: number;
}

export interface SiteExtras {
  /** The site shell's services (B29, T29, T22, T32, T35): built here too, one composition root for issue 16's extras. */
  shell: ShellServices;
  consent: ConsentService;
  chat: {
    provider$: Observable<ChatProvider | null>;
    state$: Observable<ChatWidgetState>;
    setOpen(open: boolean): void;
    desk: SupportDeskChat;
  };
  /** B30: the ad-blocker notice shows while true. */
  adBlockerNotice$: Observable<boolean>;
  closeAdBlockerNotice(): void;
  /** B30: the web-view notice names the app while shown. */
  webViewNotice$: Observable<WebViewApp | null>;
  closeWebViewNotice(): void;
  /** The address to copy into a real browser. */
  pageUrl(): string;
  /** B28: the bookmakers' rating the right column shows on Russian pages (asked only by that block). */
  bookmakerRating$(): Observable<BookmakerRating>;
  /** The router tells every page the visitor sees (analytics page views). */
  pageView(path: string): void;
  openLogin(): void;
}

/** The operator settings of these parts (config groups `cookies`, `support`, `notices`); anything malformed = off. */
const ExtrasSettingsSchema = v.object({
  cookies: v.fallback(v.object({ consentPopup: v.fallback(v.boolean(), true) }), { consentPopup: true }),
  support: v.fallback(v.object({ chatProviderId: v.fallback(v.unknown(), 0) }), { chatProviderId: 0 }),
  notices: v.fallback(v.object({ adBlockerNotice: v.fallback(v.boolean(), false) }), { adBlockerNotice: false }),
});
type ExtrasSettings = v.InferOutput<typeof ExtrasSettingsSchema>;

const replay = <T>() => share<T>({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: false, resetOnRefCountZero: false });

/** A request that errors only when no answer came at all (what an ad blocker's cancel looks like); aborted on unsubscribe. */
function baitRequest$(win: Window): Observable<unknown> {
  return defer(() => {
    const controller = new AbortController();
    return new Observable<unknown>((subscriber) => {
      from(win.fetch(AD_BAIT_URL, { signal: controller.signal, cache: 'no-store', credentials: 'omit' })).subscribe(subscriber);
      return () => controller.abort();
    });
  });
}

/** The bait element: ad-like classes, in the page but out of sight; hidden or removed means a blocker took it. */
function baitElement(doc: Document): () => boolean {
  const bait = doc.createElement('div');
  bait.className = 'adsbox ad-banner ad-placement textads banner-ads';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.textContent = '\u00a0';
  doc.body.appendChild(bait);
  return () => {
    const hidden = !bait.isConnected || bait.offsetHeight === 0 || doc.defaultView?.getComputedStyle(bait).display === 'none';
    bait.remove();
    return hidden;
  };
}

/** The page's performance metrics (ms from the navigation start) as the browser learns them; completes when all are in. */
function pageMetrics$(win: Window & { PerformanceObserver?: typeof PerformanceObserver }): Observable<PerformanceMetrics> {
  return new Observable<PerformanceMetrics>((subscriber) => {
    const perf = win.performance;
    const nav = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav && nav.loadEventEnd > 0) {
      subscriber.next({
        ttfb: Math.round(nav.responseStart), domContentLoaded: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd),
        transferSize: nav.transferSize,
      });
    }
    const fcp = perf.getEntriesByName('first-contentful-paint')[0];
    if (fcp) subscriber.next({ firstContentfulPaint: Math.round(fcp.startTime) });
    const Observer = win.PerformanceObserver;
    if (typeof Observer !== 'function' || !Observer.supportedEntryTypes.includes('largest-contentful-paint')) {
      subscriber.complete();
      return undefined;
    }
    // The largest paint keeps changing until the visitor acts, so it never completes: the 10 s limit (T33) ends it.
    const observer = new Observer((list) => {
      const last = list.getEntries().at(-1);
      if (last) subscriber.next({ largestContentfulPaint: Math.round(last.startTime) });
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    return () => observer.disconnect();
  });
}

const isRegistrationPath = (path: string) => /^\/[a-z]{2}\/registration(?:\/|$)/.test(path);

/** Wires these parts on the shared services and the browser's stores that services.ts hands in (its composition root). */
export function loadExtras(services: ExtrasServices, browser: ExtrasBrowser, win: Window, doc: Document): SiteExtras {
  const { http, log } = services;
  const { startedAt } = browser;
  const now = () => asyncScheduler.now();
  const settings$ = services.language.language$.pipe(
    distinctUntilChanged(),
    switchMap((lang) => services.configGroups$(['cookies', 'support', 'notices'], lang).pipe(
      catchError((err: unknown) => {
        log('extras: settings not loaded', err instanceof Error ? err.message : err);
        return of({});
      }),
    )),
    map((groups): ExtrasSettings => v.parse(ExtrasSettingsSchema, groups)),
    replay(),
  );

  const consent = createConsent({
    cookies: browser.cookies, http, now, log,
    popupEnabled$: settings$.pipe(map((s) => s.cookies.consentPopup), distinctUntilChanged()),
  });

  // ---- analytics (T33, T34) and the local counters of SPEC.md section 3
  const counters = createLocalCounters({ local: browser.local, now });
  const pageViews = new Subject<string>();
  const event = (name: AnalyticsEvent['name'], data: AnalyticsEvent['data']): AnalyticsEvent => ({ name, at: now(), page: win.location.pathname.slice(0, 500), data });
  const countersData = (c: LocalCounters) => ({
    authTryCounter: c.authTryCounter, lastAuthPopUpCallTime: c.lastAuthPopUpCallTime, regTryCounter: c.regTryCounter, lastRegCallTime: c.lastRegCallTime,
    hasDone: c.hasDone, type: c.additionalParams?.type ?? null, hasRegister: c.additionalParams?.hasRegister ?? null,
  });
  const authEvents$ = merge(
    services.auth.panel$.pipe(
      filter((p) => p === 'login' || p === 'registration'),
      map((p) => (p === 'login' ? event('auth_popup', countersData(counters.authPopup())) : event('registration_popup', countersData(counters.regPopup())))),
    ),
    // Logged in after a popup: the last popup opened tells a login from a registration.
    merge(services.auth.panel$.pipe(map((panel) => ({ panel }))), services.session.authorized$.pipe(map((authorized) => ({ authorized })))).pipe(
      scan((s: { was: boolean | null; via: 'login' | 'registration'; gotIn: boolean }, x) => ('panel' in x
        ? { ...s, via: x.panel === 'registration' || x.panel === 'login' ? x.panel : s.via, gotIn: false }
        : { ...s, was: x.authorized, gotIn: s.was === false && x.authorized }), { was: null, via: 'login', gotIn: false }),
      filter((s) => s.gotIn),
      map((s) => event('auth_done', countersData(counters.done(s.via)))),
    ),
  );
  const config$ = services.siteConfig$.pipe(take(1));
  config$.pipe(
    switchMap((config) => runAnalytics$({
      http, log, domain: win.location.host, projectId: config.projectId,
      start$: analyticsStart$({ startedAt: startedAt, registrationPage: isRegistrationPath(win.location.pathname) }),
      marketing$: consent.marketing$,
      performance$: performanceReport$(pageMetrics$(win), { startedAt: startedAt }).pipe(map((m) => event('performance', m))),
      events$: merge(pageViews.pipe(distinctUntilChanged(), map((path) => ({ ...event('page_view', {}), page: path.slice(0, 500) }))), authEvents$),
    })),
  ).subscribe();
  consent.agreementLog$.subscribe();
  // B24 / T40: the first page's referral cookies wait for the consent that allows them (for the page's lifetime).
  services.auth.saveReferral$(consent.state$.pipe(map((s) => s.consent))).subscribe();

  // ---- the consultant chat (T43)
  const desk = createSupportDeskChat({
    http, visible$: browser.visible$, log, viaPaymentConsultant: () => browser.cookies.get(PAYMENT_CONSULTANT_COOKIE) === '1',
  });
  const open = new BehaviorSubject(false);
  const provider$ = settings$.pipe(map((s) => chatProviderOf(s.support.chatProviderId)), distinctUntilChanged(), replay());
  const chatState$ = configuredChat$(settings$.pipe(map((s) => s.support.chatProviderId)), { deskAvailable$: () => desk.available$(), open$: open, log }).pipe(replay());

  // ---- B30: ad blocker and web view
  const adClosed = browser.session.item('ad_blocker_notice_closed', v.boolean(), false);
  const adClosedNow = new BehaviorSubject(adClosed.get());
  const adDetected$ = defer(() => adBlockerDetected$({ baitHidden: baitElement(doc), baitRequest$: baitRequest$(win) })).pipe(replay());
  const webViewClosed = browser.session.item('web_view_notice_closed', v.boolean(), false);
  const webViewClosedNow = new BehaviorSubject(webViewClosed.get());
  const webViewApp = webViewAppOf(win.navigator.userAgent);

  return {
    shell: loadShell({
      window: win, document: doc, http, visible$: browser.visible$, authorized$: services.session.authorized$, language: services.language.current, log,
    }),
    consent,
    chat: { provider$, state$: chatState$, setOpen: (value) => open.next(value), desk },
    adBlockerNotice$: combineLatest([settings$.pipe(map((s) => s.notices.adBlockerNotice)), adClosedNow]).pipe(
      switchMap(([enabled, closed]) => (enabled && !closed ? adDetected$ : of(false))),
      distinctUntilChanged(),
    ),
    closeAdBlockerNotice: () => {
      adClosed.set(true);
      adClosedNow.next(true);
    },
    webViewNotice$: webViewClosedNow.pipe(map((closed) => (closed ? null : webViewApp))),
    closeWebViewNotice: () => {
      webViewClosed.set(true);
      webViewClosedNow.next(true);
    },
    pageUrl: () => win.location.href,
    bookmakerRating$: () => http.request$({ url: '/web-api/bookmaker-rating', schema: BookmakerRatingSchema }).pipe(
      tap({ error: (err: unknown) => log('bookmaker rating not loaded', err instanceof Error ? err.message : err) }),
    ),
    pageView: (path) => pageViews.next(path),
    openLogin: () => services.auth.openPanel('login'),
  };
}
