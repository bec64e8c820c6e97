import { BehaviorSubject, NEVER, Subject, of, type Observable } from 'rxjs';
import type { Http } from '../../streams/core/http';
import type { Notices } from '../../streams/notices/notices';
import { createCouponService, type CouponService } from '../../streams/coupon/coupon-service';
import type { CouponAccount } from '../../streams/coupon/coupon-state';
import { DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS, type CouponConfig, type CouponReminderRecord, type CouponSettings } from '../../streams/schemas/coupon-settings';

/** In-memory stores of a fake coupon, so a test can look at what was saved or pre-load a save. */
export interface FakeCouponStores {
  saved: { value: unknown };
  settings: { value: CouponSettings };
  reminder: { value: CouponReminderRecord | null };
  /** Simulates another tab writing the save. */
  external: Subject<unknown>;
  account: BehaviorSubject<CouponAccount | null>;
  authorized: BehaviorSubject<boolean>;
}

export interface FakeCouponOptions {
  http?: Http;
  notices: Notices;
  config?: CouponConfig;
  saved?: unknown;
  settings?: CouponSettings;
  account?: CouponAccount | null;
  authorized?: boolean;
  authorized$?: Observable<boolean>;
  lang?: string;
  /** Page visibility for the odds refresh; NEVER = no refresh (keeps marble tests finite). */
  visible$?: Observable<boolean>;
  /** The preferences' odds format (decimal by default). */
  oddsFormat$?: Observable<number>;
}

/** The real coupon service on memory stores and a given (or silent) http: for component and service tests. */
export function fakeCoupon(options: FakeCouponOptions): { coupon: CouponService; stores: FakeCouponStores } {
  let keys = 0;
  const stores: FakeCouponStores = {
    saved: { value: options.saved ?? null },
    settings: { value: options.settings ?? DEFAULT_COUPON_SETTINGS },
    reminder: { value: null },
    external: new Subject<unknown>(),
    account: new BehaviorSubject<CouponAccount | null>(options.account ?? null),
    authorized: new BehaviorSubject<boolean>(options.authorized ?? false),
  };
  const coupon = createCouponService({
    http: options.http ?? { request$: () => NEVER },
    saved: { get: () => stores.saved.value, set: (v) => { stores.saved.value = v; }, remove: () => { stores.saved.value = null; } },
    savedExternal$: stores.external,
    settings: { get: () => stores.settings.value, set: (v) => { stores.settings.value = v; }, remove: () => { stores.settings.value = DEFAULT_COUPON_SETTINGS; } },
    reminder: { get: () => stores.reminder.value, set: (v) => { stores.reminder.value = v; }, remove: () => { stores.reminder.value = null; } },
    notices: options.notices,
    config$: of(options.config ?? DEFAULT_COUPON_CONFIG),
    authorized$: options.authorized$ ?? stores.authorized,
    account$: stores.account,
    visible$: options.visible$ ?? of(true),
    oddsFormat$: options.oddsFormat$ ?? of(0),
    lang: () => options.lang ?? 'en',
    newKey: () => `test-key-${String(++keys).padStart(4, '0')}`,
    log: () => undefined,
  });
  return { coupon, stores };
}
