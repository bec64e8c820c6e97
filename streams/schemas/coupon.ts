import * as v from 'valibot';
import { COEF_MAX, Coef, EpochMs, MAJOR_MAX, Major, Percent, Seconds, real } from './numbers';
import { CouponSelectionSchema } from './coupon-selection';
import { CHANGE_COEF_ACTIONS, CouponTypeSchema, Int } from './coupon-settings';

// The coupon's shared schemas (SPEC.md sections 3 and 9): the saved coupon (B11), the "Coupon to send" and its
// answers, the odds refresh, coupon codes, the bet history and promo codes. Client and server validate against the
// same objects. The site config's coupon part, the settings and the reminder record are in coupon-settings.ts, which
// every page loads; this module is loaded with the engine, the slip and the pages that show bets.

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
  addedAtByBetId: v.record(v.string(), EpochMs),
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

// -------------------------------------------------------------------------------------------------------------
// Coupon to send (SPEC.md section 3): POST /web-api/coupon/place with an Idempotency-Key header
// -------------------------------------------------------------------------------------------------------------

export const CouponSendBetSchema = v.object({
  outcomeId: v.pipe(Int, v.minValue(1)),
  /** The coefficient the bettor saw and accepted. */
  coef: real(1, COEF_MAX),
  isBanker: v.optional(v.boolean(), false),
  /** Score when the bet was added (isDropOnScoreChange). */
  score: v.optional(v.nullable(v.string()), null),
  /** Type 9: this single's own stake, major units. */
  amount: v.optional(real(0, MAJOR_MAX)),
});
export type CouponSendBet = v.InferOutput<typeof CouponSendBetSchema>;

export const CouponToSendSchema = v.object({
  /** Client-side id of this coupon attempt (the Idempotency-Key travels in the header). */
  id: v.optional(v.string()),
  accountId: v.optional(v.nullable(Int), null),
  /** Major units of the account's currency (0 for type 9, whose stakes are per bet). */
  amount: real(0, MAJOR_MAX),
  amountByBlockId: v.optional(v.record(v.string(), real(0, MAJOR_MAX)), {}),
  bets: v.pipe(v.array(CouponSendBetSchema), v.minLength(1), v.maxLength(40)),
  changeCoefAction: v.optional(v.picklist(CHANGE_COEF_ACTIONS), 2),
  /** The total coefficient the bettor saw (express with bonus, system effective, anti-express). */
  coef: v.optional(Coef),
  coefByView: v.optional(v.string()),
  coefViewId: v.optional(Int, 0),
  exactCoef: v.optional(v.nullable(Coef), null),
  isDropOnScoreChange: v.optional(v.boolean(), false),
  prepaidAmount: v.optional(real(0, MAJOR_MAX), 0),
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
  hyperBonusPercent: v.optional(Percent, 0),
  minHyperBonusBetLimit: v.optional(Major, 0),
  maxHyperBonusLimit: v.optional(Major, 0),
});
export type CouponToSend = v.InferOutput<typeof CouponToSendSchema>;

export const PlacedSelectionSchema = v.object({
  outcomeId: Int,
  coef: Coef,
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
  amount: Major,
  coef: Coef,
  bonusCoef: Coef,
  systemValue: v.nullable(Int),
  combinations: Int,
  possibleWin: Major,
  payout: v.nullable(Major),
  isVipBet: v.boolean(),
  /** The part of the stake paid by a free-bet promo code, major units (absent or 0: all from the balance). */
  prepaidAmount: v.optional(Major),
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
  balance: Major,
  currency: v.string(),
});
export type PlaceCouponAnswer = v.InferOutput<typeof PlaceCouponAnswerSchema>;

/**
 * Refusal codes of placement (each is translated on the client: coupon.json errors.<code>). coef_changed carries
 * the current coefficients in its detail as JSON: {"changes":[{"outcomeId":1,"coef":1.9}]}.
 */
export const PLACE_ERROR_CODES = [
  'unauthorized', 'idempotency_key_required', 'idempotency_in_progress', 'idempotency_key_reused', 'invalid_body', 'account_not_found',
  'account_inactive', 'insufficient_funds', 'amount_below_min', 'amount_above_max', 'amount_invalid', 'vip_not_allowed',
  'coef_changed', 'exact_coef', 'score_changed', 'outcome_not_found', 'outcome_closed', 'market_suspended', 'market_closed',
  'game_started', 'game_finished', 'game_cancelled', 'dependent_outcomes', 'type_mismatch', 'system_invalid',
  'banned_user', 'self_excluded', 'limit_exceeded', 'max_payout', 'promo_invalid', 'promo_expired', 'promo_used',
  'promo_min_coef',
] as const;
export type PlaceErrorCode = (typeof PLACE_ERROR_CODES)[number];

export const CoefChangesSchema = v.object({
  changes: v.array(v.object({ outcomeId: Int, coef: Coef })),
});

// -------------------------------------------------------------------------------------------------------------
// Odds refresh of the bets in the coupon: POST /web-api/coupon/outcomes { ids }
// -------------------------------------------------------------------------------------------------------------

export const OutcomesRequestSchema = v.object({ ids: v.pipe(v.array(v.pipe(Int, v.minValue(1))), v.maxLength(100)) });

export const OutcomeStateSchema = v.object({
  outcomeId: Int,
  coef: Coef,
  /** Outcome status 1 open, 2 suspended, 3 won, 4 lost, 5 void. */
  outcomeStatus: Int,
  /** Market status 1 open, 2 suspended, 3 closed. */
  marketStatus: Int,
  /** Game status 1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled. */
  gameStatus: Int,
  score: v.nullable(v.string()),
  gameTimeSec: v.nullable(Seconds),
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
  amount: real(0, MAJOR_MAX),
  /** The same amount in minor units (what the coupon state keeps). */
  amountMinor: v.pipe(Int, v.minValue(1)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  /** The coupon's coefficient must be at least this. */
  minCoef: real(1, COEF_MAX),
  expiresAt: v.string(),
});
export type CouponPromoCode = v.InferOutput<typeof CouponPromoCodeSchema>;

export const CouponPromoCodesAnswerSchema = v.object({ promoCodes: v.array(CouponPromoCodeSchema) });
export type CouponPromoCodesAnswer = v.InferOutput<typeof CouponPromoCodesAnswerSchema>;

/** Dev/QA only: grant a free-bet code to a user. Currency defaults to the user's main account's. */
export const DevGrantPromoCodeSchema = v.object({
  userId: v.pipe(Int, v.minValue(1)),
  /** Major units. */
  amount: real(0.01, MAJOR_MAX),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  minCoef: v.optional(real(1, COEF_MAX), 1),
  /** Lifetime from now, seconds (negative: already expired, for tests). */
  expiresInSec: v.optional(v.pipe(Int, v.minValue(-31_536_000), v.maxValue(31_536_000)), 604_800),
  code: v.optional(PromoCodeValueSchema),
});
