import * as v from 'valibot';
import { CouponSelectionSchema } from './coupon-selection';

// The coupon's shared schemas (SPEC.md sections 3, 5 and 9): the coupon part of the site config, the coupon
// settings and the saved coupon (B11), the reminder record (T24), the "Coupon to send" and its answers, the odds
// refresh, coupon codes and the bet history. Client and server validate against the same objects.

const Int = v.pipe(v.number(), v.integer());
const NonNegInt = v.pipe(v.number(), v.integer(), v.minValue(0));
const CouponTypeSchema = v.picklist([0, 1, 2, 4, 9]);

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
  exactCoef: v.optional(v.nullable(v.pipe(v.number(), v.minValue(1))), null),
  /** Refuse a live bet when the score changed since it was added (needs exactCoef). */
  isDropOnScoreChange: v.optional(v.boolean(), false),
  expressId: v.optional(v.nullable(Int), null),
  bonusAccountOneClickAmount: v.optional(NonNegInt, 0),
});
export type CouponSettings = v.InferOutput<typeof CouponSettingsSchema>;
export const DEFAULT_COUPON_SETTINGS: CouponSettings = v.parse(CouponSettingsSchema, {});

// -------------------------------------------------------------------------------------------------------------
// The coupon saved locally (B11): bets, addedAtByBetId, typeId, systemValue. Read leniently: each bet is checked
// on its own, so a save from an older version or edited by hand keeps what is valid (streams/coupon/coupon-storage).
// -------------------------------------------------------------------------------------------------------------

export const SAVED_COUPON_VERSION = 1;

/** An Idempotency-Key as the server takes it (server/money/idempotency.ts). */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/));

export const SavedCouponBetSchema = v.object({
  ...CouponSelectionSchema.entries,
  isBanker: v.optional(v.boolean(), false),
});
export type SavedCouponBet = v.InferOutput<typeof SavedCouponBetSchema>;

export const SavedCouponSchema = v.object({
  version: v.literal(SAVED_COUPON_VERSION),
  bets: v.array(SavedCouponBetSchema),
  addedAtByBetId: v.record(v.string(), v.number()),
  typeId: CouponTypeSchema,
  systemValue: v.pipe(Int, v.minValue(2)),
  manuallyDeletedBonusBet: v.optional(v.boolean(), false),
  /**
   * The Idempotency-Key of a placement whose answer is not known yet (in flight, or lost): kept with the coupon so
   * that after a reload, or in another tab, the next try reuses it and the server answers the first answer.
   */
  placeKey: v.optional(v.nullable(IdempotencyKeySchema), null),
});
export type SavedCoupon = v.InferOutput<typeof SavedCouponSchema>;

/** T24: the coupon reminder record in session storage. */
export const CouponReminderRecordSchema = v.object({
  id: v.pipe(Int, v.minValue(1)),
  /** Epoch ms when it is due. */
  timeToShow: v.number(),
  isShown: v.boolean(),
});
export type CouponReminderRecord = v.InferOutput<typeof CouponReminderRecordSchema>;

// -------------------------------------------------------------------------------------------------------------
// Coupon to send (SPEC.md section 3): POST /web-api/coupon/place with an Idempotency-Key header
// -------------------------------------------------------------------------------------------------------------

export const CouponSendBetSchema = v.object({
  outcomeId: v.pipe(Int, v.minValue(1)),
  /** The coefficient the bettor saw and accepted. */
  coef: v.pipe(v.number(), v.minValue(1)),
  isBanker: v.optional(v.boolean(), false),
  /** Score when the bet was added (isDropOnScoreChange). */
  score: v.optional(v.nullable(v.string()), null),
  /** Type 9: this single's own stake, major units. */
  amount: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export type CouponSendBet = v.InferOutput<typeof CouponSendBetSchema>;

export const CouponToSendSchema = v.object({
  /** Client-side id of this coupon attempt (the Idempotency-Key travels in the header). */
  id: v.optional(v.string()),
  accountId: v.optional(v.nullable(Int), null),
  /** Major units of the account's currency (0 for type 9, whose stakes are per bet). */
  amount: v.pipe(v.number(), v.minValue(0)),
  amountByBlockId: v.optional(v.record(v.string(), v.pipe(v.number(), v.minValue(0))), {}),
  bets: v.pipe(v.array(CouponSendBetSchema), v.minLength(1), v.maxLength(40)),
  changeCoefAction: v.optional(v.picklist(CHANGE_COEF_ACTIONS), 2),
  /** The total coefficient the bettor saw (express with bonus, system effective, anti-express). */
  coef: v.optional(v.number()),
  coefByView: v.optional(v.string()),
  coefViewId: v.optional(Int, 0),
  exactCoef: v.optional(v.nullable(v.number()), null),
  isDropOnScoreChange: v.optional(v.boolean(), false),
  prepaidAmount: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  refId: v.optional(v.nullable(Int), null),
  systemValue: v.optional(v.pipe(Int, v.minValue(2)), 2),
  typeId: CouponTypeSchema,
  userId: v.optional(v.nullable(Int), null),
  /** The bettor keeps the accumulator bonus of B05 (not deleted by hand). */
  withBonus: v.optional(v.boolean(), false),
  isVipBet: v.optional(v.boolean(), false),
  expressId: v.optional(v.nullable(Int), null),
  /** A free-bet promo code of the user (GET /web-api/coupon/promo-codes, or typed); prepaidAmount is then its share. */
  promoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(32))), null),
  hyperBonusPercent: v.optional(v.number(), 0),
  minHyperBonusBetLimit: v.optional(v.number(), 0),
  maxHyperBonusLimit: v.optional(v.number(), 0),
});
export type CouponToSend = v.InferOutput<typeof CouponToSendSchema>;

export const PlacedSelectionSchema = v.object({
  outcomeId: Int,
  coef: v.number(),
  isBanker: v.boolean(),
  result: v.picklist(['open', 'won', 'lost', 'void']),
  gameId: Int,
  gameName: v.string(),
  marketName: v.string(),
  outcomeName: v.string(),
  sportName: v.string(),
  champName: v.string(),
  gameStartDateTime: v.string(),
  isLive: v.boolean(),
  score: v.nullable(v.string()),
});
export type PlacedSelection = v.InferOutput<typeof PlacedSelectionSchema>;

export const BET_STATUSES = ['open', 'won', 'lost', 'refund'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** A placed coupon as the server keeps it (successCoupon, the bet history and print-coupon). */
export const PlacedCouponSchema = v.object({
  id: Int,
  typeId: CouponTypeSchema,
  status: v.picklist(BET_STATUSES),
  accountId: Int,
  currency: v.string(),
  /** Stake, major units. */
  amount: v.number(),
  coef: v.number(),
  bonusCoef: v.number(),
  systemValue: v.nullable(Int),
  combinations: Int,
  possibleWin: v.number(),
  payout: v.nullable(v.number()),
  isVipBet: v.boolean(),
  /** The part of the stake paid by a free-bet promo code, major units (absent or 0: all from the balance). */
  prepaidAmount: v.optional(v.number()),
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
  selections: v.array(PlacedSelectionSchema),
});
export type PlacedCoupon = v.InferOutput<typeof PlacedCouponSchema>;

export const SingleResultSchema = v.object({
  outcomeId: Int,
  coupon: v.nullable(PlacedCouponSchema),
  error: v.nullable(v.object({ code: v.string(), detail: v.string() })),
});
export type SingleResult = v.InferOutput<typeof SingleResultSchema>;

export const PlaceCouponAnswerSchema = v.object({
  /** Type 0/1/2/4: the placed coupon; type 9: null (see singlesResultCoupons). */
  successCoupon: v.nullable(PlacedCouponSchema),
  singlesResultCoupons: v.array(SingleResultSchema),
  accountId: Int,
  /** The account's balance after the stake, major units (the header shows it at once). */
  balance: v.number(),
  currency: v.string(),
});
export type PlaceCouponAnswer = v.InferOutput<typeof PlaceCouponAnswerSchema>;

/**
 * Refusal codes of placement (each is translated on the client: coupon.json errors.<code>). coef_changed carries
 * the current coefficients in its detail as JSON: {"changes":[{"outcomeId":1,"coef":1.9}]}.
 */
export const PLACE_ERROR_CODES = [
  'unauthorized', 'idempotency_key_required', 'idempotency_in_progress', 'invalid_body', 'account_not_found',
  'account_inactive', 'insufficient_funds', 'amount_below_min', 'amount_above_max', 'amount_invalid', 'vip_not_allowed',
  'coef_changed', 'exact_coef', 'score_changed', 'outcome_not_found', 'outcome_closed', 'market_suspended', 'market_closed',
  'game_started', 'game_finished', 'game_cancelled', 'dependent_outcomes', 'type_mismatch', 'system_invalid',
  'banned_user', 'self_excluded', 'limit_exceeded', 'max_payout', 'promo_invalid', 'promo_expired', 'promo_used',
  'promo_min_coef',
] as const;
export type PlaceErrorCode = (typeof PLACE_ERROR_CODES)[number];

export const CoefChangesSchema = v.object({
  changes: v.array(v.object({ outcomeId: Int, coef: v.number() })),
});

// -------------------------------------------------------------------------------------------------------------
// Odds refresh of the bets in the coupon: POST /web-api/coupon/outcomes { ids }
// -------------------------------------------------------------------------------------------------------------

export const OutcomesRequestSchema = v.object({ ids: v.pipe(v.array(v.pipe(Int, v.minValue(1))), v.maxLength(100)) });

export const OutcomeStateSchema = v.object({
  outcomeId: Int,
  coef: v.number(),
  /** Outcome status 1 open, 2 suspended, 3 won, 4 lost, 5 void. */
  outcomeStatus: Int,
  /** Market status 1 open, 2 suspended, 3 closed. */
  marketStatus: Int,
  /** Game status 1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled. */
  gameStatus: Int,
  score: v.nullable(v.string()),
  gameTimeSec: v.nullable(v.number()),
});
export type OutcomeState = v.InferOutput<typeof OutcomeStateSchema>;
/** Outcomes not known to the server any more are missing from the answer (their bets become locked). */
export const OutcomesAnswerSchema = v.object({ outcomes: v.array(OutcomeStateSchema) });

// -------------------------------------------------------------------------------------------------------------
// Coupon codes: save a coupon as a code and load it back (R07)
// -------------------------------------------------------------------------------------------------------------

export const SaveCouponCodeRequestSchema = v.object({
  bets: v.pipe(v.array(SavedCouponBetSchema), v.minLength(1), v.maxLength(40)),
  typeId: CouponTypeSchema,
  systemValue: v.pipe(Int, v.minValue(2)),
});
export const CouponCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{6,12}$/));
export const SaveCouponCodeAnswerSchema = v.object({ code: CouponCodeSchema });
export const LoadCouponCodeAnswerSchema = v.object({
  code: v.string(),
  bets: v.array(SavedCouponBetSchema),
  typeId: CouponTypeSchema,
  systemValue: v.pipe(Int, v.minValue(2)),
});
export type LoadCouponCodeAnswer = v.InferOutput<typeof LoadCouponCodeAnswerSchema>;

// -------------------------------------------------------------------------------------------------------------
// Bet history: GET /web-api/bets/history (office/history, C13), GET /web-api/bets/:id (print-coupon)
// -------------------------------------------------------------------------------------------------------------

export const BetHistoryQuerySchema = v.object({
  accountId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/))),
  isIncludeArchive: v.optional(v.picklist(['true', 'false']), 'false'),
  pageNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), '1'),
  /** ISO dates (yyyy-mm-dd), inclusive. */
  dateFrom: v.optional(v.pipe(v.string(), v.isoDate())),
  dateTo: v.optional(v.pipe(v.string(), v.isoDate())),
  status: v.optional(v.picklist(['all', ...BET_STATUSES]), 'all'),
});
export type BetHistoryQuery = v.InferOutput<typeof BetHistoryQuerySchema>;

export const BetHistoryAnswerSchema = v.object({
  bets: v.array(PlacedCouponSchema),
  pageNumber: Int,
  pageSize: Int,
  total: Int,
});
export type BetHistoryAnswer = v.InferOutput<typeof BetHistoryAnswerSchema>;

export const BetAnswerSchema = v.object({ bet: PlacedCouponSchema });

// -------------------------------------------------------------------------------------------------------------
// Coupon promo codes (free bets): GET /web-api/coupon/promo-codes, and the dev grant POST /web-api/dev/coupon/promo-codes
// -------------------------------------------------------------------------------------------------------------

export const PromoCodeValueSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9_-]{4,32}$/));

/** One unused, unexpired free-bet code of the logged-in user. */
export const CouponPromoCodeSchema = v.object({
  code: PromoCodeValueSchema,
  /** Free-bet amount, major units of `currency`. */
  amount: v.pipe(v.number(), v.minValue(0)),
  /** The same amount in minor units (what the coupon state keeps). */
  amountMinor: v.pipe(Int, v.minValue(1)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  /** The coupon's coefficient must be at least this. */
  minCoef: v.pipe(v.number(), v.minValue(1)),
  expiresAt: v.string(),
});
export type CouponPromoCode = v.InferOutput<typeof CouponPromoCodeSchema>;

export const CouponPromoCodesAnswerSchema = v.object({ promoCodes: v.array(CouponPromoCodeSchema) });
export type CouponPromoCodesAnswer = v.InferOutput<typeof CouponPromoCodesAnswerSchema>;

/** Dev/QA only: grant a free-bet code to a user. Currency defaults to the user's main account's. */
export const DevGrantPromoCodeSchema = v.object({
  userId: v.pipe(Int, v.minValue(1)),
  /** Major units. */
  amount: v.pipe(v.number(), v.minValue(0.01)),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  minCoef: v.optional(v.pipe(v.number(), v.minValue(1)), 1),
  /** Lifetime from now, seconds (negative: already expired, for tests). */
  expiresInSec: v.optional(v.pipe(Int, v.minValue(-31_536_000), v.maxValue(31_536_000)), 604_800),
  code: v.optional(PromoCodeValueSchema),
});
