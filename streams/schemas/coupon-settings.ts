import * as v from 'valibot';
import { COEF_MAX, Count, Int4, MINOR_MAX, int, real } from './numbers';

// What the coupon reads before it holds a bet (SPEC.md sections 3 and 5): the coupon part of the site config, the
// bettor's coupon settings (B11 keeps them locally) and the reminder record (T24). Apart from the other coupon
// schemas (coupon.ts: the saved coupon, placement, codes, history) because the coupon facade builds the empty coupon
// from these on every page: the entry chunk takes this module, and the rest comes with the engine and the slip.
// Client and server validate against the same objects.

/** Building blocks the other coupon schemas (coupon.ts) share with these. */
export const Int = Int4;
const NonNegInt = int(0, MINOR_MAX);
export const CouponTypeSchema = v.picklist([0, 1, 2, 4, 9]);

// -------------------------------------------------------------------------------------------------------------
// Site config: the coupon's operator settings (section 5 "Coupon min amount applies only to coupon types
// configured for it; max amount applies to configured types and not on the bonus account", B05, B07, B08, B09)
// -------------------------------------------------------------------------------------------------------------

/** Money per currency in minor units; a currency not listed uses RUB's entry (B09 fallback). */
const PerCurrency = v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), NonNegInt);

export const CouponConfigSchema = v.object({
  /** B05: the site allows the accumulator bonus. */
  bonusBetEnabled: v.optional(v.boolean(), true),
  /** B07: coupon types the minimum amount applies to. */
  minAmountTypes: v.optional(v.array(CouponTypeSchema), [0, 1, 2, 4, 9]),
  /** B07: coupon types the maximum amount applies to (never on the bonus account). */
  maxAmountTypes: v.optional(v.array(CouponTypeSchema), [0, 1, 2, 4, 9]),
  /** Minimum stake per coupon (per combination for systems), minor units per currency. */
  minBetByCurrency: v.optional(PerCurrency, { RUB: 1000, USD: 10, EUR: 10, UAH: 500, KZT: 5000, JPY: 10, KWD: 100 }),
  /** Maximum stake per coupon, minor units per currency; a currency absent here is unbounded (B07 default). */
  maxBetByCurrency: v.optional(PerCurrency, {}),
  /** Maximum payout per coupon, minor units per currency; absent = unbounded. */
  maxPayoutByCurrency: v.optional(PerCurrency, {}),
  /** B08: VIP bets (above the maximum, pre-match only) are enabled. */
  vipBetEnabled: v.optional(v.boolean(), false),
  /** B08: one-click betting is shown on this site. */
  oneClickShown: v.optional(v.boolean(), true),
  /** Hyper bonus on express wins (percent of the profit, from a minimum stake, capped). */
  hyperBonusPercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 0),
  minHyperBonusBetLimitByCurrency: v.optional(PerCurrency, {}),
  maxHyperBonusLimitByCurrency: v.optional(PerCurrency, {}),
});
export type CouponConfig = v.InferOutput<typeof CouponConfigSchema>;
export const DEFAULT_COUPON_CONFIG: CouponConfig = v.parse(CouponConfigSchema, {});

// -------------------------------------------------------------------------------------------------------------
// Coupon settings (SPEC.md section 3 "Coupon settings"; B11 keeps them locally)
// -------------------------------------------------------------------------------------------------------------

/**
 * changeCoefAction (B10, default 2): what happens when odds change while a bet sits in the coupon.
 * 0 ask: every change waits for the bettor's accept; 1 accept only rises (a drop waits); 2 accept any change.
 */
export const CHANGE_COEF_ACTIONS = [0, 1, 2] as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTIONS)[number];

export const CouponSettingsSchema = v.object({
  /** Amount step per currency (minor units) the bettor chose; used when isManualAmountStep. */
  amountStepByCurrency: v.optional(PerCurrency, {}),
  isManualAmountStep: v.optional(v.boolean(), false),
  changeCoefAction: v.optional(v.picklist(CHANGE_COEF_ACTIONS), 2),
  isAutoMax: v.optional(v.boolean(), false),
  isVipBet: v.optional(v.boolean(), false),
  isBalanceShown: v.optional(v.boolean(), true),
  isPossibleWinShown: v.optional(v.boolean(), true),
  isSelectAccountShown: v.optional(v.boolean(), true),
  /** Keep the bets in the coupon after a bet is placed. */
  isCouponFixed: v.optional(v.boolean(), false),
  /** One-click stake, minor units of the account's currency. */
  oneClickAmount: v.optional(NonNegInt, 0),
  isActiveOneClick: v.optional(v.boolean(), false),
  /**
   * Exact coefficient (B03), our reading: the smallest coefficient the bettor accepts for a one-click or coupon
   * bet ("at exactly this price or better"); null = empty. Emptying it turns drop-on-score-change off.
   */
  exactCoef: v.optional(v.nullable(real(1, COEF_MAX)), null),
  /** Refuse a live bet when the score changed since it was added (needs exactCoef). */
  isDropOnScoreChange: v.optional(v.boolean(), false),
  expressId: v.optional(v.nullable(Int), null),
  bonusAccountOneClickAmount: v.optional(NonNegInt, 0),
});
export type CouponSettings = v.InferOutput<typeof CouponSettingsSchema>;
export const DEFAULT_COUPON_SETTINGS: CouponSettings = v.parse(CouponSettingsSchema, {});

// -------------------------------------------------------------------------------------------------------------
// T24: the coupon reminder
// -------------------------------------------------------------------------------------------------------------

/** T24: the coupon reminder record in session storage. */
export const CouponReminderRecordSchema = v.object({
  id: v.pipe(Int, v.minValue(1)),
  /** Epoch ms when it is due. */
  timeToShow: Count,
  isShown: v.boolean(),
});
export type CouponReminderRecord = v.InferOutput<typeof CouponReminderRecordSchema>;
