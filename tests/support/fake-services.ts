import { BehaviorSubject, NEVER, of, type Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { Services, SessionState } from '../../streams/services-types';
import type { SiteConfig, SiteLanguage } from '../../streams/schemas/site-config';
import { createNotices } from '../../streams/notices/notices';
import { createPageLanguage } from '../../streams/language/language';
import { siteConfigFixture } from './site-config-fixture';
import { fakeCoupon } from './fake-coupon';
import { fakeAuth } from './fake-auth';
import { fakeAccounts } from './fake-accounts';
import { fakeSports } from './fake-sports';
import { fakePreferences, type FakePreferences } from './fake-preferences';
import { createContentApi } from '../../streams/content/content-api';
import { createRemoteApps } from '../../streams/remote/app-state';
import type { Http } from '../../streams/core/http';
import { fakeCasino } from './fake-casino';
import type { CasinoServices } from '../../streams/casino/casino-types';
import type { LimitsServices } from '../../streams/limits/limits-types';
import type { AgeNotice } from '../../streams/limits/age-notice';
import { fakeCalls } from './fake-calls';
import { createValidatedStorage } from '../../streams/core/storage';

export interface FakeServices extends Services {
  /** The preferences with their storage and cookies. */
  preferences: FakePreferences;
  /** Test handles: drive the session and scroll button, inspect the log. */
  setSession(state: SessionState): void;
  setScrollTopVisible(visible: boolean): void;
  logged: Array<{ message: string; data?: unknown }>;
}

/** Services for component tests: real notices, fixed config, controllable session; no network. */
export function fakeServices(options: { http?: Http; config?: SiteConfig; session?: SessionState; siteConfig$?: Observable<SiteConfig>; maintenance$?: Observable<boolean>; casino?: CasinoServices; limits?: LimitsServices; ageNotice?: AgeNotice } = {}): FakeServices {
  const config = options.config ?? siteConfigFixture();
  const session = new BehaviorSubject<SessionState>(options.session ?? { userId: null, banLevel: 0 });
  const scrollTop = new BehaviorSubject(false);
  const logged: FakeServices['logged'] = [];
  let preferred: SiteLanguage | null = null;
  const notices = createNotices();
  // The real coupon on memory stores, so odds buttons and the coupon panel work in component tests.
  // The real preferences model on memory storage (no server copy); the coupon shows its odds format.
  const preferences = fakePreferences();
  const { coupon } = fakeCoupon({ notices, authorized$: session.pipe(map((s) => s.userId !== null)), oddsFormat$: preferences.value$.pipe(map((p) => p.oddsFormat)) });
  const services: FakeServices = {
    http: options.http ?? { request$: () => NEVER },
    // The real content calls, on services.http as it is when they are made.
    content$: of(createContentApi({ request$: (req) => services.http.request$(req) })),
    // The real C07 registry, one per fake.
    remoteApps$: of(createRemoteApps({ log: (message, data) => { logged.push({ message, data }); } })),
    // Issue 16's extras never load in component tests of other features (tests/src/consent builds them for real).
    extras$: NEVER,
    siteConfig$: options.siteConfig$ ?? of(config),
    // The shell's extras start a while after load in the browser; their tests render them themselves.
    configGroups$: () => of({}),
    session: { state$: session.asObservable(), authorized$: session.pipe(map((s) => s.userId !== null)) },
    // Accounts (issue 3): login, registration and logout move this fake session.
    auth: fakeAuth({ setSession: (s) => session.next(s) }),
    redirects: { check$: () => of({ kind: 'stay' as const }) },
    blocks: { check$: () => of({ kind: 'open' as const }) },
    maintenance$: options.maintenance$ ?? of(false),
    notices,
    coupon,
    casino$: of(options.casino ?? fakeCasino()),
    limits$: of(options.limits ?? fakeCalls<LimitsServices>()),
    ageNotice: options.ageNotice ?? { age$: of(null), accept: () => undefined, close: () => undefined },
    // Money and the office (issue 6): the real accounts services on an http that never answers (tests pass their own).
    accounts: fakeAccounts({ authorized$: session.pipe(map((s) => s.userId !== null)) }),
    // Sports (issue 4): page visibility; calls on services.http as it is when they are made (tests put their own http
    // in), in the page language.
    sports: fakeSports({ request$: (req) => services.http.request$(req) }, () => services.language.current()),
    preferences,
    // localStorage of the page, in memory.
    local: createValidatedStorage(memoryBackend(), (message, data) => { logged.push({ message, data }); }),
    scrollTopVisible$: scrollTop.asObservable(),
    platformType: 'desktop',
    // The real page language; harnesses that render without the router's language gate feed it their path.
    language: createPageLanguage('en'),
    preferredLanguage: () => preferred,
    rememberLanguage: (lang) => { preferred = lang; },
    log: (message, data) => { logged.push({ message, data }); },
    end: () => undefined,
    setSession: (s) => session.next(s),
    setScrollTopVisible: (v) => scrollTop.next(v),
    logged,
  };
  return services;
}

function memoryBackend() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
}
