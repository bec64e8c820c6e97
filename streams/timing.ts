// Every number of SPEC.md sections 4 and 9, named once, each with the requirement id it serves.
// Durations are milliseconds (suffix _MS), retry and poll limits are counts. Streams take these as
// defaults so a marble test can state the spec's figure and a domain never hard-codes one.
// This file imports nothing: the server may import it too (eslint allows streams/timing).
//
// Where SPEC.md says "configured value, not shown" we picked a value; those constants say so and
// are only defaults: the site config may override them.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Calls, caches and retries (SPEC.md sections 7 and 9 "Retries")
// ---------------------------------------------------------------------------------------------

/** T01: POST .../limit-service-api/.../v3/ping every 30 s while authorised. */
export const PING_INTERVAL_MS = 30 * SECOND;

/** T02: user authentication refreshed every 60 s while authorised and the page is visible. */
export const AUTH_REFRESH_INTERVAL_MS = 60 * SECOND;

/** T03: GET /web-api/user/gettoken is cached 60 s; concurrent callers share one request. */
export const TOKEN_CACHE_MS = 60 * SECOND;

/** T04: GET /web-api/session is called about 8 s after start when no session is present. */
export const SESSION_LOAD_DELAY_MS = 8 * SECOND;

/** T05: the session check on the auth api is retried 2 times... */
export const SESSION_CHECK_RETRY_COUNT = 2;
/** T05: ...1500 ms apart. */
export const SESSION_CHECK_RETRY_DELAY_MS = 1_500;

/** T06: GET /bff-api/config/all.json (fallback when not preloaded) is retried 5 times... */
export const CONFIG_RETRY_COUNT = 5;
/** T06: ...1 s apart. */
export const CONFIG_RETRY_DELAY_MS = 1 * SECOND;

/** T07: GET /bff-api/config/group/get answers are cached at least 600 s... */
export const CONFIG_GROUP_CACHE_MIN_MS = 600 * SECOND;
/** T07: ...and at most 900 s (the lifetime is drawn in between so caches do not expire together). */
export const CONFIG_GROUP_CACHE_MAX_MS = 900 * SECOND;

/** T08: POST /redirects-api/api/v1/redirect-light is retried 5 times... */
export const REDIRECT_RETRY_COUNT = 5;
/** T08: ...1 s apart. */
export const REDIRECT_RETRY_DELAY_MS = 1 * SECOND;

/** T09: POST /blocks-api/api/v2/block is retried 2 times. */
export const BLOCK_RETRY_COUNT = 2;
/**
 * T09: spacing of the block retries. SPEC.md gives no spacing; we use 1 s like the other
 * start-up calls (config, redirect) so a flaky block service delays the first page by at most 2 s.
 */
export const BLOCK_RETRY_DELAY_MS = 1 * SECOND;

/** T10: a remote view that failed is retried up to 3 times... */
export const REMOTE_VIEW_RETRY_COUNT = 3;
/** T10: ...first after 1000 ms, doubling each time (1 s, 2 s, 4 s)... */
export const REMOTE_VIEW_RETRY_DELAY_MS = 1_000;
/** T10: ...through a reload that is debounced 1000 ms. */
export const REMOTE_VIEW_RELOAD_DEBOUNCE_MS = 1_000;

/** T11: a chunk-loading failure reloads the page at most once per minute. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 1 * MINUTE;

/** T12: remote header components are retried 5 times... */
export const REMOTE_HEADER_RETRY_COUNT = 5;
/** T12: ...1 s apart. */
export const REMOTE_HEADER_RETRY_DELAY_MS = 1 * SECOND;
/** T12: micro-front default request timeout 1000 ms... */
export const MICROFRONT_TIMEOUT_MS = 1_000;
/** T12: ...and 3 retries by default. */
export const MICROFRONT_RETRY_COUNT = 3;
/**
 * Configured (SPEC.md gives no figure): an attempt at a remote app with a bundle of its own (the payments area) also
 * downloads and runs its script, some 100 kB gzipped, which 1000 ms does not cover on a slow line.
 */
export const REMOTE_BUNDLE_TIMEOUT_MS = 10_000;

/** T13: the fingerprint fetch is retried at most 2 times. */
export const FINGERPRINT_MAX_RETRIES = 2;

/** T14: adding a currency polls up to 5 times... */
export const ADD_CURRENCY_POLL_COUNT = 5;
/** T14: ...1000 ms apart, until the currency account appears. */
export const ADD_CURRENCY_POLL_DELAY_MS = 1_000;

/** T15: balance refresh repeats up to 5 times... */
export const BALANCE_REFRESH_COUNT = 5;
/** T15: ...2500 ms apart, until an active account exists. */
export const BALANCE_REFRESH_DELAY_MS = 2_500;

// ---------------------------------------------------------------------------------------------
// Polling intervals (SPEC.md section 9 "Polling intervals")
// ---------------------------------------------------------------------------------------------

/** T16: default polling interval. */
export const POLL_DEFAULT_MS = 10_000;
/** T17: line (pre-match) data. */
export const POLL_LINE_MS = 15_000;
/** T18: live data, fastest area. */
export const POLL_LIVE_MIN_MS = 2_000;
/** T18: live data, slowest ordinary area. */
export const POLL_LIVE_MAX_MS = 5_000;
/** T18: live data for the sports and championships that poll at 3 s. */
export const POLL_LIVE_SOME_SPORTS_MS = 3_000;
/** T18: the live game-over panel. */
export const POLL_LIVE_GAME_OVER_MS = 10_000;
/** T18: synthetic (simulated) live games. */
export const POLL_LIVE_SYNTHETIC_MS = 2_000;
/** T19: slider on line pages. */
export const POLL_SLIDER_LINE_MS = 30_000;
/** T19: slider on live pages. */
export const POLL_SLIDER_LIVE_MS = 15_000;
/** T20: media resources. */
export const POLL_MEDIA_MS = 600_000;
/** T21: top games on line pages. */
export const POLL_TOP_GAMES_LINE_MS = 60_000;
/** T21: top games on live pages. */
export const POLL_TOP_GAMES_LIVE_MS = 10_000;
/** T22: user messages. */
export const POLL_USER_MESSAGES_MS = 60_000;
/** T22: banners. */
export const POLL_BANNERS_MS = 60_000;
/** T22: live timeline. */
export const POLL_LIVE_TIMELINE_MS = 60_000;

/** T23: polling keeps going for 30 s after the page is hidden, then pauses until it is visible. */
export const PAGE_LEAVE_PAUSE_MS = 30 * SECOND;

// ---------------------------------------------------------------------------------------------
// Reminders, notices and user-facing timers (SPEC.md sections 4, 5, 8 and 9)
// ---------------------------------------------------------------------------------------------

/** T24: coupon reminder due 30 s after a live bet is added. */
export const COUPON_REMINDER_LIVE_DELAY_MS = 30 * SECOND;
/** T24: coupon reminder due 5 min after a line bet is added. */
export const COUPON_REMINDER_LINE_DELAY_MS = 5 * MINUTE;

/** T25: non-permanent notices close by themselves after 10 s. */
export const NOTICE_AUTO_CLOSE_MS = 10 * SECOND;

/** T26: the age-restriction notice is shown at most once per 3 days. */
export const AGE_RESTRICTION_MEMORY_MS = 3 * DAY;

/** T27: activity events (mouse, keys, touch, scroll) are throttled 100 ms. */
export const ACTIVITY_THROTTLE_MS = 100;
/**
 * T27: minutes without activity before a logged-in user is disconnected. SPEC.md: "configured
 * value, not shown". Our default is 30 min, a common responsible-gaming idle limit; site config
 * may override it.
 */
export const AUTO_LOGOFF_DEFAULT_MINUTES = 30;
/** T27: AUTO_LOGOFF_DEFAULT_MINUTES in milliseconds. */
export const AUTO_LOGOFF_DEFAULT_MS = AUTO_LOGOFF_DEFAULT_MINUTES * MINUTE;

/** T28: window resize handling is debounced 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;

/** T29: the version check starts 60 s after load. */
export const VERSION_CHECK_DELAY_MS = 60 * SECOND;
/**
 * T29: how often the version is checked after the first check. SPEC.md gives only the 60 s delay; our choice is
 * 5 min: a deploy is noticed within minutes, for one tiny request per open tab.
 */
export const VERSION_CHECK_INTERVAL_MS = 5 * MINUTE;

/** T30: the secure-data cookie _grant_* lasts 1800 s. */
export const GRANT_COOKIE_MAX_AGE_MS = 1_800 * SECOND;

/** T31: a payment-history entry with status id 2 is a completed deposit. */
export const TEAM_CASH_COMPLETED_STATUS_ID = 2;
/** T31: up to 5 completed entries are searched... */
export const TEAM_CASH_MAX_COMPLETED_ENTRIES = 5;
/** T31: ...over at most 2 pages of payment history. */
export const TEAM_CASH_MAX_PAGES = 2;
/** T31: the modal shows at exactly 3 completed deposits (first marker)... */
export const TEAM_CASH_FIRST_TRIGGER_DEPOSITS = 3;
/** T31: ...and again at exactly 4, after which the activated marker is set. */
export const TEAM_CASH_SECOND_TRIGGER_DEPOSITS = 4;
/**
 * T31: team cash markers last the spec's figure 32140800, which SPEC.md section 9 labels "ms" but
 * section 4 describes as "about 372 days". 32140800 is exactly 372 days in seconds (in ms it would
 * be under 9 hours, and the 3-deposit modal would come back the same day), so we read it as
 * seconds: the marker cookie's Max-Age.
 */
export const TEAM_CASH_MARKER_EXPIRY_SEC = 32_140_800;
/** T31: TEAM_CASH_MARKER_EXPIRY_SEC in milliseconds (372 days). */
export const TEAM_CASH_MARKER_EXPIRY_MS = TEAM_CASH_MARKER_EXPIRY_SEC * SECOND;

/**
 * The site shell's extras (service worker, version check, messages, loading bar, prefetch; issue 16) start this long
 * after the page's load event. Our choice: none of them is needed for the first
 * paint, and started later they never compete with the first page's own downloads and data calls (the home page's
 * JS bar counts only what loads before the network settles, which on a busy machine is seconds after load).
 */
export const SHELL_START_DELAY_MS = 5 * SECOND;

/** T32: the navigation loading bar runs 5 s... */
export const LOADING_BAR_DURATION_MS = 5 * SECOND;
/** T32: ...and its updates are throttled 200 ms. */
export const LOADING_BAR_THROTTLE_MS = 200;

/** T33: performance metrics are sent at most 10 s after load. */
export const PERFORMANCE_METRICS_MAX_DELAY_MS = 10 * SECOND;

/** T34: analytics starts 10 s after load... */
export const ANALYTICS_START_DELAY_MS = 10 * SECOND;
/** T34: ...or at once on the registration page. */
export const ANALYTICS_START_DELAY_REGISTRATION_MS = 0;
/** T34: analytics counters in local storage expire after 24 h. */
export const ANALYTICS_STORAGE_EXPIRY_MS = 24 * HOUR;

/** T35: route prefetch waits for idle at most 2000 ms (and is skipped on 2g or save-data). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

/** T36: a session limit is set in hours; one hour in milliseconds. */
export const SESSION_LIMIT_HOUR_MS = 1 * HOUR;

/**
 * T37: delay before the registration reminder popup may show to an anonymous visitor. SPEC.md:
 * "configured value, not shown". Our default is 60 s, long enough to look around first.
 */
export const REGISTRATION_REMINDER_DEFAULT_DELAY_MS = 60 * SECOND;
/**
 * T37: minutes until the registration reminder may show again. SPEC.md: "configured value, not
 * shown" (0 if none). Our default is 30 min.
 */
export const REGISTRATION_REMINDER_DEFAULT_INTERVAL_MINUTES = 30;

/** T38: a pending deposit limit expires 86400 s after it started. */
export const PENDING_DEPOSIT_LIMIT_EXPIRY_MS = 86_400 * SECOND;

// ---------------------------------------------------------------------------------------------
// Referral cookie lifetimes (SPEC.md section 9, T40)
// ---------------------------------------------------------------------------------------------

/** T40: refererid lives 60 days. */
export const REFERERID_COOKIE_MS = 60 * DAY;
/** T40: bf lives 1 day. */
export const BF_COOKIE_MS = 1 * DAY;
/** T40: reflinkid lives 60 days... */
export const REFLINKID_COOKIE_MS = 60 * DAY;
/** T40: ...or 1 hour in its short variant. */
export const REFLINKID_SHORT_COOKIE_MS = 1 * HOUR;
/** T40: ref_partner_id lives 30 days when it came from click_id... */
export const REF_PARTNER_ID_CLICK_ID_COOKIE_MS = 30 * DAY;
/** T40: ...else 60 days. */
export const REF_PARTNER_ID_COOKIE_MS = 60 * DAY;
/** T40: subid lives 60 days. */
export const SUBID_COOKIE_MS = 60 * DAY;
/** T40: postback_watcher lives 30 days... */
export const POSTBACK_WATCHER_COOKIE_MS = 30 * DAY;
/** T40: ...or 4 s when there is no pb parameter. */
export const POSTBACK_WATCHER_NO_PB_COOKIE_MS = 4 * SECOND;

// ---------------------------------------------------------------------------------------------
// Display (SPEC.md sections 2 and 9)
// ---------------------------------------------------------------------------------------------

/** T41: the scroll-to-top button shows after 1 screen of scroll on desktop... */
export const SCROLL_TOP_SCREENS = 1;
/** T41: ...and after 4 screens on mobile. */
export const SCROLL_TOP_SCREENS_MOBILE = 4;

/** B29: desktop breakpoints in px, widest first. */
export const BREAKPOINTS_PX = [1920, 1366, 1100, 1024] as const;
/** B29: apple touch icon sizes in px. */
export const APPLE_TOUCH_ICON_SIZES_PX = [72, 96, 128, 144, 152, 192, 384, 512] as const;
/** B29: viewport padding in px (10 extra at the top, 52 at the bottom, 10 on the sides). */
export const VIEWPORT_PADDING_PX = { topExtra: 10, bottom: 52, sides: 10 } as const;

// ---------------------------------------------------------------------------------------------
// Coupon (SPEC.md sections 4 and 9)
// ---------------------------------------------------------------------------------------------

/** B01: coupon type ids. */
export const COUPON_TYPE = { single: 0, express: 1, system: 2, type4: 4, multiSingle: 9 } as const;

/** B04: the system value never goes below 2 (and defaults to 2). */
export const SYSTEM_VALUE_MIN = 2;

/** B05: a bonus bet needs at least 3 bets in an express... */
export const BONUS_BET_MIN_BETS = 3;
/** B05: ...no bet of this kind... */
export const BONUS_BET_EXCLUDED_KIND = 7;
/** B05: ...each coefficient at least 1.1... */
export const BONUS_BET_MIN_COEF = 1.1;
/** B05: ...and a total coefficient at least 1.01. */
export const BONUS_BET_MIN_TOTAL_COEF = 1.01;
/** B05: bonus coef is 1 + n/100 for n from 1 to this many bets, else BONUS_COEF_CAP. */
export const BONUS_COEF_MAX_SCALED_BETS = 9;
/** B05: bonus coef beyond BONUS_COEF_MAX_SCALED_BETS bets. */
export const BONUS_COEF_CAP = 1.1;

/** B06: game status id of a finished game. */
export const GAME_STATUS_FINISHED = 4;
/** B06: game status ids of a live game. */
export const GAME_STATUS_LIVE = [2, 3] as const;
/** B06: default statusId of a bet in the coupon. */
export const BET_STATUS_DEFAULT = -2;

/** B09: default amount step per currency; unknown currencies use RUB. */
export const AMOUNT_STEP_BY_CURRENCY = { RUB: 100, USD: 2.5, EUR: 2.5, UAH: 50, KZT: 500, JPY: 500, KWD: 0.5 } as const;
/** B09: default initial amount per currency; unknown currencies use RUB. */
export const INITIAL_AMOUNT_BY_CURRENCY = { RUB: 150, USD: 5, EUR: 5, UAH: 50, KZT: 1000 } as const;
/** B09: the fallback currency for steps, initial amounts and the default currency. */
export const FALLBACK_CURRENCY = 'RUB';

/** B10: odds display format ids. */
export const ODDS_FORMAT = { decimal: 0, fractional: 1, american: 2, hongKong: 4, indo: 5, malay: 6, format14: 14, format15: 15, format16: 16 } as const;
/** B10: odds are rounded to 3 decimals. */
export const ODDS_DECIMALS = 3;
/** B10: changeCoefAction default. */
export const CHANGE_COEF_ACTION_DEFAULT = 2;
/**
 * Bet placement retries after a lost answer (network error, 5xx), always with the same Idempotency-Key so a retry
 * never places a second bet. SPEC.md gives no figure; our choice: 2 retries, 1 s then 2 s.
 */
export const COUPON_PLACE_RETRY_COUNT = 2;
/** The first placement retry waits 1 s, doubling. */
export const COUPON_PLACE_RETRY_DELAY_MS = 1 * SECOND;

// ---------------------------------------------------------------------------------------------
// Accounts and responsible gaming (SPEC.md sections 3, 4 and 9)
// ---------------------------------------------------------------------------------------------

/** B12: account type ids. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

/** B13: protection level at or below this is "bad"... */
export const PROTECTION_BAD_MAX = 30;
/** B13: ...up to this is "normal"... */
export const PROTECTION_NORMAL_MAX = 69;
/** B13: ...up to this is "good"... */
export const PROTECTION_GOOD_MAX = 99;
/** B13: ...and this is "full". */
export const PROTECTION_FULL = 100;

/** B14: limit kind ids. */
export const LIMIT_KIND = {
  wagering24h: 1, wagering7d: 2, wagering30d: 3,
  loss24h: 10, loss7d: 11, loss30d: 12,
  deposit24h: 20, deposit7d: 21, deposit30d: 22,
  selfExclusion: 30, session: 31, realityCheck: 32, timeout: 33, extra: 37,
} as const;

/** B15: self-exclusion options in days, calendar-year variant (365, 730, 1095, 1825). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const;
/** B15: self-exclusion options in days, 360-day-year variant (360, 720, 1080, 1800). */
export const SELF_EXCLUSION_DAYS_360 = [1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650] as const;
/** B15: session limit hours, 1 to 24... */
export const SESSION_LIMIT_HOURS_MIN = 1;
/** B15: ...up to 24... */
export const SESSION_LIMIT_HOURS_MAX = 24;
/** B15: ...and -1 for unset. */
export const SESSION_LIMIT_UNSET = -1;
/** B15: reality check options in minutes. */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;
/** B15: timeout options in days. */
export const TIMEOUT_DAYS = [1, 7, 30, 90] as const;
/** B15: the marker value meaning "no deposit limit". */
export const NO_DEPOSIT_LIMIT_MARKER = 999_999_999;

/** B19: ban levels that keep the deposit/withdrawal page reachable (45; 53 in rule version 1). */
export const BAN_LEVEL_DEPOSIT_ALLOWED = 45;
/** B19: the same for version 1 of the ban rule. */
export const BAN_LEVEL_DEPOSIT_ALLOWED_V1 = 53;

/** B25: default time zone offset (hours). */
export const DEFAULT_TIME_ZONE = 3;

/** B28: geo country ids that show the policy logo. */
export const POLICY_LOGO_COUNTRY_IDS = [1, 66, 126, 228, 120] as const;
