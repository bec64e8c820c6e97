import { describe, expect, it } from 'vitest';
import * as t from '../../streams/timing';

// Each figure below is copied from SPEC.md (sections 4 and 9) in the unit the spec uses, so a
// changed constant fails here with the spec's own number next to it.
const s = (n: number) => n * 1000;
const min = (n: number) => n * 60_000;
const h = (n: number) => n * 3_600_000;
const d = (n: number) => n * 86_400_000;

describe('timing constants match SPEC.md', () => {
  it('[T01][T02] ping every 30 s; auth refresh every 60 s', () => {
    expect(t.PING_INTERVAL_MS).toBe(s(30));
    expect(t.AUTH_REFRESH_INTERVAL_MS).toBe(s(60));
  });

  it('[T03][T04] token cached 60 s; session loaded 8 s after start', () => {
    expect(t.TOKEN_CACHE_MS).toBe(s(60));
    expect(t.SESSION_LOAD_DELAY_MS).toBe(s(8));
  });

  it('[T05][T06][T08][T09] retries: session check 2 at 1500 ms; config 5 at 1 s; redirect 5 at 1 s; block 2', () => {
    expect([t.SESSION_CHECK_RETRY_COUNT, t.SESSION_CHECK_RETRY_DELAY_MS]).toEqual([2, 1500]);
    expect([t.CONFIG_RETRY_COUNT, t.CONFIG_RETRY_DELAY_MS]).toEqual([5, s(1)]);
    expect([t.REDIRECT_RETRY_COUNT, t.REDIRECT_RETRY_DELAY_MS]).toEqual([5, s(1)]);
    expect(t.BLOCK_RETRY_COUNT).toBe(2);
    expect(t.BLOCK_RETRY_DELAY_MS).toBeGreaterThan(0);
  });

  it('[T07] config groups cached between 600 and 900 s', () => {
    expect([t.CONFIG_GROUP_CACHE_MIN_MS, t.CONFIG_GROUP_CACHE_MAX_MS]).toEqual([s(600), s(900)]);
  });

  it('[T10][T11][T12][T13] remote view 3 retries from 1000 ms doubling, reload debounce 1000 ms; chunk reload once a minute; header 5 at 1 s; micro-front 1000 ms and 3; fingerprint max 2', () => {
    expect([t.REMOTE_VIEW_RETRY_COUNT, t.REMOTE_VIEW_RETRY_DELAY_MS, t.REMOTE_VIEW_RELOAD_DEBOUNCE_MS]).toEqual([3, 1000, 1000]);
    expect(t.CHUNK_RELOAD_MIN_INTERVAL_MS).toBe(min(1));
    expect([t.REMOTE_HEADER_RETRY_COUNT, t.REMOTE_HEADER_RETRY_DELAY_MS]).toEqual([5, s(1)]);
    expect([t.MICROFRONT_TIMEOUT_MS, t.MICROFRONT_RETRY_COUNT]).toEqual([1000, 3]);
    expect(t.FINGERPRINT_MAX_RETRIES).toBe(2);
  });

  it('[T14][T15] add-currency polls 5 times 1000 ms apart; balance refresh 5 times 2500 ms apart', () => {
    expect([t.ADD_CURRENCY_POLL_COUNT, t.ADD_CURRENCY_POLL_DELAY_MS]).toEqual([5, 1000]);
    expect([t.BALANCE_REFRESH_COUNT, t.BALANCE_REFRESH_DELAY_MS]).toEqual([5, 2500]);
  });

  it('[T16][T17][T18][T19][T20][T21][T22] polling intervals', () => {
    expect(t.POLL_DEFAULT_MS).toBe(10_000);
    expect(t.POLL_LINE_MS).toBe(15_000);
    expect([t.POLL_LIVE_MIN_MS, t.POLL_LIVE_MAX_MS, t.POLL_LIVE_SOME_SPORTS_MS, t.POLL_LIVE_GAME_OVER_MS, t.POLL_LIVE_SYNTHETIC_MS])
      .toEqual([2000, 5000, 3000, 10_000, 2000]);
    expect([t.POLL_SLIDER_LINE_MS, t.POLL_SLIDER_LIVE_MS]).toEqual([30_000, 15_000]);
    expect(t.POLL_MEDIA_MS).toBe(600_000);
    expect([t.POLL_TOP_GAMES_LINE_MS, t.POLL_TOP_GAMES_LIVE_MS]).toEqual([60_000, 10_000]);
    expect([t.POLL_USER_MESSAGES_MS, t.POLL_BANNERS_MS, t.POLL_LIVE_TIMELINE_MS]).toEqual([60_000, 60_000, 60_000]);
  });

  it('[T23] polling pauses 30 s after the page is left', () => {
    expect(t.PAGE_LEAVE_PAUSE_MS).toBe(s(30));
  });

  it('[T24][T25][T26] coupon reminder 30 s live, 5 min line; notices close after 10 s; age notice once per 3 days', () => {
    expect([t.COUPON_REMINDER_LIVE_DELAY_MS, t.COUPON_REMINDER_LINE_DELAY_MS]).toEqual([s(30), min(5)]);
    expect(t.NOTICE_AUTO_CLOSE_MS).toBe(s(10));
    expect(t.AGE_RESTRICTION_MEMORY_MS).toBe(d(3));
  });

  it('[T27][T28][T29][T30] activity throttle 100 ms (auto-logoff minutes configured); resize debounce 100 ms; version check after 60 s; _grant cookie 1800 s', () => {
    expect(t.ACTIVITY_THROTTLE_MS).toBe(100);
    expect(t.AUTO_LOGOFF_DEFAULT_MS).toBe(min(t.AUTO_LOGOFF_DEFAULT_MINUTES));
    expect(t.AUTO_LOGOFF_DEFAULT_MINUTES).toBeGreaterThan(0);
    expect(t.RESIZE_DEBOUNCE_MS).toBe(100);
    expect(t.VERSION_CHECK_DELAY_MS).toBe(s(60));
    expect(t.GRANT_COOKIE_MAX_AGE_MS).toBe(s(1800));
  });

  it('[T31] team cash: status 2, 5 entries over 2 pages, triggers at 3 and 4, markers 32140800 (read as seconds: 372 days)', () => {
    expect(t.TEAM_CASH_COMPLETED_STATUS_ID).toBe(2);
    expect([t.TEAM_CASH_MAX_COMPLETED_ENTRIES, t.TEAM_CASH_MAX_PAGES]).toEqual([5, 2]);
    expect([t.TEAM_CASH_FIRST_TRIGGER_DEPOSITS, t.TEAM_CASH_SECOND_TRIGGER_DEPOSITS]).toEqual([3, 4]);
    // SPEC.md writes "32140800 ms" in section 9 and "about 372 days" in section 4; only seconds fit both.
    expect(t.TEAM_CASH_MARKER_EXPIRY_SEC).toBe(32_140_800);
    expect(t.TEAM_CASH_MARKER_EXPIRY_MS).toBe(d(372));
  });

  it('[T32][T33][T34][T35] loading bar 5 s throttled 200 ms; metrics within 10 s; analytics after 10 s (0 on registration), storage 24 h; prefetch idle 2000 ms', () => {
    expect([t.LOADING_BAR_DURATION_MS, t.LOADING_BAR_THROTTLE_MS]).toEqual([s(5), 200]);
    expect(t.PERFORMANCE_METRICS_MAX_DELAY_MS).toBe(s(10));
    expect([t.ANALYTICS_START_DELAY_MS, t.ANALYTICS_START_DELAY_REGISTRATION_MS, t.ANALYTICS_STORAGE_EXPIRY_MS]).toEqual([s(10), 0, h(24)]);
    expect(t.PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });

  it('[T36][T37][T38] session limit in hours; registration reminder values configured; pending deposit limit 86400 s', () => {
    expect(t.SESSION_LIMIT_HOUR_MS).toBe(h(1));
    expect(t.REGISTRATION_REMINDER_DEFAULT_DELAY_MS).toBeGreaterThan(0);
    expect(t.REGISTRATION_REMINDER_DEFAULT_INTERVAL_MINUTES).toBeGreaterThanOrEqual(0);
    expect(t.PENDING_DEPOSIT_LIMIT_EXPIRY_MS).toBe(s(86_400));
  });

  it('[T40] referral cookie lifetimes', () => {
    expect(t.REFERERID_COOKIE_MS).toBe(d(60));
    expect(t.BF_COOKIE_MS).toBe(d(1));
    expect([t.REFLINKID_COOKIE_MS, t.REFLINKID_SHORT_COOKIE_MS]).toEqual([d(60), h(1)]);
    expect([t.REF_PARTNER_ID_CLICK_ID_COOKIE_MS, t.REF_PARTNER_ID_COOKIE_MS]).toEqual([d(30), d(60)]);
    expect(t.SUBID_COOKIE_MS).toBe(d(60));
    expect([t.POSTBACK_WATCHER_COOKIE_MS, t.POSTBACK_WATCHER_NO_PB_COOKIE_MS]).toEqual([d(30), s(4)]);
  });

  it('[T41][B29] scroll-to-top after 1 screen (4 on mobile); breakpoints, icons, viewport padding', () => {
    expect([t.SCROLL_TOP_SCREENS, t.SCROLL_TOP_SCREENS_MOBILE]).toEqual([1, 4]);
    expect(t.BREAKPOINTS_PX).toEqual([1920, 1366, 1100, 1024]);
    expect(t.APPLE_TOUCH_ICON_SIZES_PX).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
    expect(t.VIEWPORT_PADDING_PX).toEqual({ topExtra: 10, bottom: 52, sides: 10 });
  });

  it('[B01][B04][B05][B06] coupon types, system minimum 2, bonus bet thresholds, bet statuses', () => {
    expect(t.COUPON_TYPE).toEqual({ single: 0, express: 1, system: 2, type4: 4, multiSingle: 9 });
    expect(t.SYSTEM_VALUE_MIN).toBe(2);
    expect([t.BONUS_BET_MIN_BETS, t.BONUS_BET_EXCLUDED_KIND, t.BONUS_BET_MIN_COEF, t.BONUS_BET_MIN_TOTAL_COEF]).toEqual([3, 7, 1.1, 1.01]);
    expect([t.BONUS_COEF_MAX_SCALED_BETS, t.BONUS_COEF_CAP]).toEqual([9, 1.1]);
    expect([t.GAME_STATUS_FINISHED, t.GAME_STATUS_LIVE, t.BET_STATUS_DEFAULT]).toEqual([4, [2, 3], -2]);
  });

  it('[B09][B10] amount steps and initial amounts per currency, RUB fallback; odds formats, 3 decimals, changeCoefAction 2', () => {
    expect(t.AMOUNT_STEP_BY_CURRENCY).toEqual({ RUB: 100, USD: 2.5, EUR: 2.5, UAH: 50, KZT: 500, JPY: 500, KWD: 0.5 });
    expect(t.INITIAL_AMOUNT_BY_CURRENCY).toEqual({ RUB: 150, USD: 5, EUR: 5, UAH: 50, KZT: 1000 });
    expect(t.FALLBACK_CURRENCY).toBe('RUB');
    expect(Object.values(t.ODDS_FORMAT)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect([t.ODDS_DECIMALS, t.CHANGE_COEF_ACTION_DEFAULT]).toEqual([3, 2]);
  });

  it('[B12][B13][B14][B15] account types, protection levels, limit kinds and limit values', () => {
    expect(t.ACCOUNT_TYPE).toEqual({ main: 0, bonus: 4, currency: 9 });
    expect([t.PROTECTION_BAD_MAX, t.PROTECTION_NORMAL_MAX, t.PROTECTION_GOOD_MAX, t.PROTECTION_FULL]).toEqual([30, 69, 99, 100]);
    expect(Object.values(t.LIMIT_KIND)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
    expect(t.SELF_EXCLUSION_DAYS).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(t.SELF_EXCLUSION_DAYS_360).toEqual([1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650]);
    expect([t.SESSION_LIMIT_HOURS_MIN, t.SESSION_LIMIT_HOURS_MAX, t.SESSION_LIMIT_UNSET]).toEqual([1, 24, -1]);
    expect(t.REALITY_CHECK_MINUTES).toEqual([5, 10, 15, 30, 45, 60]);
    expect(t.TIMEOUT_DAYS).toEqual([1, 7, 30, 90]);
    expect(t.NO_DEPOSIT_LIMIT_MARKER).toBe(999_999_999);
  });

  it('[B19][B25][B28] ban levels 45 / 53; default time zone 3; policy logo countries', () => {
    expect([t.BAN_LEVEL_DEPOSIT_ALLOWED, t.BAN_LEVEL_DEPOSIT_ALLOWED_V1]).toEqual([45, 53]);
    expect(t.DEFAULT_TIME_ZONE).toBe(3);
    expect(t.POLICY_LOGO_COUNTRY_IDS).toEqual([1, 66, 126, 228, 120]);
  });
});
