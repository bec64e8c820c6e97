import * as v from 'valibot';
import { filter, map, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import type { StorageChange, ValidatedStorage } from '../core/storage';
import type { Notices } from '../notices/notices';
import { CouponReminderRecordSchema, CouponSettingsSchema, DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS } from '../schemas/coupon-settings';
import type { SiteConfig } from '../schemas/site-config';
import type { CouponService } from './coupon-service';
import type { CouponAccount } from './coupon-state';
import { createLazyCouponService } from './lazy-coupon';

// Builds the coupon service from the app's shared pieces (services.ts calls this once): the local save and the
// settings in localStorage (B11, other tabs' writes arrive as storage events), the reminder record in
// sessionStorage (T24), the coupon part of the site config, and the active account of the accounts service.
// What it returns is the facade of lazy-coupon.ts: the engine (coupon-service.ts) is downloaded on demand.

export const COUPON_STORAGE_KEY = 'coupon';
export const COUPON_SETTINGS_STORAGE_KEY = 'coupon_settings';
export const COUPON_REMINDER_STORAGE_KEY = 'coupon_reminder';

export interface CreateCouponDeps {
  http: Http;
  local: ValidatedStorage;
  /** Storage events of localStorage (other tabs). */
  localChanges$: Observable<StorageChange>;
  session: ValidatedStorage;
  notices: Notices;
  siteConfig$: Observable<SiteConfig>;
  authorized$: Observable<boolean>;
  visible$: Observable<boolean>;
  lang: () => string;
  newKey: () => string;
  log: (message: string, data?: unknown) => void;
  /** The account to bet from: the accounts service's active account (services.ts). */
  account$: Observable<CouponAccount | null>;
  /** The odds format of the preferences (B10, B25). */
  oddsFormat$: Observable<number>;
}

/** An Idempotency-Key: 32 random hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function randomKey(crypto: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createCoupon(deps: CreateCouponDeps): CouponService {
  const saved = deps.local.item<unknown>(COUPON_STORAGE_KEY, v.unknown(), null);
  const settings = deps.local.item(COUPON_SETTINGS_STORAGE_KEY, CouponSettingsSchema, DEFAULT_COUPON_SETTINGS);
  const reminder = deps.session.item(COUPON_REMINDER_STORAGE_KEY, v.nullable(CouponReminderRecordSchema), null);
  return createLazyCouponService({
    // The engine is its own chunk, downloaded when the coupon needs it (a saved coupon, a command).
    load: () => import('./coupon-service'),
    http: deps.http,
    saved: { get: () => saved.get(), set: (value) => { saved.set(value); }, remove: () => saved.remove() },
    savedExternal$: deps.localChanges$.pipe(filter((c) => c.key === null || c.key === COUPON_STORAGE_KEY), map(() => saved.get())),
    settings: { get: () => settings.get(), set: (value) => { settings.set(value); }, remove: () => settings.remove() },
    reminder: { get: () => reminder.get(), set: (value) => { reminder.set(value); }, remove: () => reminder.remove() },
    notices: deps.notices,
    config$: deps.siteConfig$.pipe(map((c) => c.coupon ?? DEFAULT_COUPON_CONFIG)),
    authorized$: deps.authorized$,
    account$: deps.account$,
    oddsFormat$: deps.oddsFormat$,
    visible$: deps.visible$,
    lang: deps.lang,
    newKey: deps.newKey,
    log: deps.log,
  });
}
