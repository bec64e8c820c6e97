import type { Observable } from 'rxjs';
import type { SiteConfig, ConfigGroups, SiteLanguage } from './schemas/site-config';
import type { Http } from './core/http';
import type { Notices } from './notices/notices';

/** What the composition root (services.ts) hands to the React app; tests build fakes of it. */
export interface Services {
  http: Http;
  /** The site config: preloaded by the server, else fetched (T06). Errors once retries are spent (E05). */
  siteConfig$: Observable<SiteConfig>;
  /** Config groups, cached 600-900 s per groups+language (T07). */
  configGroups$(groups: readonly string[], lang: string): Observable<ConfigGroups>;
  session: {
    /** Current session; emits at once (from the token cookie), then on every change. */
    state$: Observable<SessionState>;
    authorized$: Observable<boolean>;
  };
  /** Where a navigation should go before it renders (redirect-light, T08 / C02 / R23). */
  redirects: { check$(url: string): Observable<RedirectDecision> };
  /** Whether this url is blocked for this user (T09 / C03). */
  blocks: { check$(url: string, authorized: boolean): Observable<BlockDecision> };
  /** Maintenance on or off, re-evaluated as the notify dates pass (T39). */
  maintenance$: Observable<boolean>;
  notices: Notices;
  /** The scroll-to-top button shows after one screen of scroll (T41). */
  scrollTopVisible$: Observable<boolean>;
  /** The visitor's preferred language from the `lng` cookie, if valid. */
  preferredLanguage(): SiteLanguage | null;
  rememberLanguage(lang: SiteLanguage): void;
  log(message: string, data?: unknown): void;
}

export interface SessionState {
  userId: number | null;
  banLevel: number;
}

export type RedirectDecision =
  | { kind: 'stay' }
  | { kind: 'redirect'; code: number; url: string }
  | { kind: 'cyclic'; url: string };

/** The status page a block reason sends the user to (SPEC.md section 8, C03). */
export type BlockPage = 'block' | 'block-ua' | 'block-ie' | 'site-updates' | 'coming-soon' | 'suspension';
export type BlockDecision = { kind: 'open' } | { kind: 'blocked'; reason: number; page: BlockPage };
