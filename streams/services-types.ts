import type { Observable } from 'rxjs';
import type { SiteConfig, ConfigGroups, SiteLanguage } from './schemas/site-config';
import type { Http } from './core/http';
import type { Notices } from './notices/notices';
import type { AuthService } from './auth/types';
import type { CouponService } from './coupon/coupon-service';
import type { AccountsServices } from './accounts/accounts-services';
import type { PreferencesModel } from './preferences/preferences';
import type { SportsServices } from './sports/sports-services';
import type { PageLanguage } from './language/language';
import type { CasinoServices } from './casino/casino-types';
import type { LimitsServices } from './limits/limits-types';
import type { AgeNotice } from './limits/age-notice';
import type { SiteExtras } from './shell-extras/extras-load';
import type { ValidatedStorage } from './core/storage';
import type { ContentApi } from './content/content-api';
import type { RemoteApps } from './remote/app-state';
import type { SessionState } from './session/session';
import type { RedirectCheck } from './redirects/redirect-light';
import type { BlockCheck } from './blocks/block-check';
import type { PlatformType } from './core/platform-type';

/** What the composition root (services.ts) hands to the React app; tests build fakes of it. */
export interface Services {
  http: Http;
  /** The site config: preloaded by the server, else fetched (T06). Errors once retries are spent (E05). */
  siteConfig$: Observable<SiteConfig>;
  /** Config groups, cached 600-900 s per groups+language (T07). */
  configGroups$(groups: readonly string[], lang: string): Observable<ConfigGroups>;
  session: {
    /** Current session; emits at once (from the token cookie), then on every change (login, logout, token answers). */
    state$: Observable<SessionState>;
    authorized$: Observable<boolean>;
  };
  /** Accounts (issue 3): login, registration, logout, captcha, recovery, terms, the user token (T03/T44). */
  auth: AuthService;
  /** Where a navigation should go before it renders (redirect-light, T08 / C02 / R23). */
  redirects: RedirectCheck;
  /** Whether this url is blocked for this user (T09 / C03). */
  blocks: BlockCheck;
  /** Maintenance on or off, re-evaluated as the notify dates pass (T39). */
  maintenance$: Observable<boolean>;
  notices: Notices;
  /**
   * The betting coupon (issue 5): `state$` and `selectedIds$` replay at once; `toggle(selection)` adds or removes
   * an odd (odds buttons call it); `betPlaced$` tells the new balance after every bet.
   */
  coupon: CouponService;
  /**
   * Money and the personal office (issue 6): accounts state, active account and balance (C13), `refresh()` after a
   * bet or payment (T15), add/remove currency (T14), switch the active account, payments, the office API, reminders.
   * Its code is loaded on the first login or call (accounts-services.ts): an anonymous visitor gets only the empty state.
   */
  accounts: AccountsServices;
  /** Sports (issue 4): page visibility for the sports polls (T23) and their calls. */
  sports: SportsServices;
  /**
   * B25: the site's one preferences model (theme, font size, light version, odds format B10, time zone and clock, view,
   * filters), applied at once everywhere, kept in the browser and, for a logged-in player, on the server.
   */
  preferences: PreferencesModel;
  /**
   * The casino (issue 14): catalogue, favourites, rounds, the crash round and tournament polls. A domain
   * (ObservableScope.domain): its module is imported and built by the first subscriber (the casino's pages, through
   * withCasino in src/features/casino/use-casino.tsx).
   */
  casino$: Observable<CasinoServices>;
  /**
   * Responsible gaming (issue 13): the player's limits, their changes and the watchers of the session limit (T36)
   * and the reality check. A domain (ObservableScope.domain): its module is imported and built by the first subscriber.
   */
  limits$: Observable<LimitsServices>;
  /** The age-restriction notice (T26), for every visitor. */
  ageNotice: AgeNotice;
  /**
   * Issue 16: the site shell (service worker B29, version check T29, messages T22, loading bar T32, prefetch T35), the
   * cookie consent (B24, C16), analytics (T33, T34), the consultant chat (T43) and the ad-blocker and web-view notices
   * (B30). Nothing before their start signal (streams/shell/shell-start.ts: a few seconds after the home page has
   * loaded, at load elsewhere); then their code is imported once and replayed to every subscriber.
   */
  extras$: Observable<SiteExtras>;
  /**
   * The content store's calls (issue 15): pages, rules, news, blog, glossary, bonuses, promotions, landings, partners,
   * taking a bonus. A domain (ObservableScope.domain): its module is imported and built by the first subscriber.
   */
  content$: Observable<ContentApi>;
  /** The page's C07 registry of remote apps (issue 16), its code imported with the first remote view. */
  remoteApps$: Observable<RemoteApps>;
  /** localStorage through schemas, for the stores a feature's own code builds (the social registration's choices). */
  local: ValidatedStorage;
  /** The platform type of the visit: the build's, or the one `?platform_type=` forced for the session (R24). */
  platformType: PlatformType;
  /** The scroll-to-top button shows after one screen of scroll (T41). */
  scrollTopVisible$: Observable<boolean>;
  /** The language of the page shown (R01): fed by the router, followed by http, i18next and the pages. */
  language: PageLanguage;
  /** The visitor's preferred language from the `lng` cookie, if valid. */
  preferredLanguage(): SiteLanguage | null;
  /** A language the visitor chose (switcher, settings): kept in the `lng` cookie for a year. */
  rememberLanguage(lang: SiteLanguage): void;
  log(message: string, data?: unknown): void;
  /** Ends the page's scope (streams/core/scope.ts): the effects between domains stop and no domain loads any more. */
  end(): void;
}

// Each domain owns its types; the app reads them here with the Services they belong to.
export type { SessionState } from './session/session';
export type { RedirectDecision } from './redirects/redirect-light';
export type { BlockDecision } from './blocks/block-check';
