import * as v from 'valibot';

// What an odds button hands to the coupon (SPEC.md section 3, "Bet in the coupon"): enough to show the bet,
// decide its facts (B06) and send it. The sports pages build it; the coupon validates it again when it loads a
// stored coupon (B11). Shared by sports (issue 4), coupon (issue 5) and the server's placement check.
export const CouponSelectionSchema = v.object({
  /** The outcome id: the coupon's key for this bet. */
  outcomeId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  market: v.object({
    id: v.pipe(v.number(), v.integer()),
    /** The market kind (B05: kind 7 bars the accumulator bonus). */
    kind: v.number(),
    /** Market type id (bonus market types make a bonus bet, B06). */
    typeId: v.number(),
    name: v.string(),
    outcomeName: v.string(),
    coef: v.pipe(v.number(), v.minValue(1)),
    sportId: v.number(),
    sportName: v.string(),
    champId: v.number(),
    champName: v.string(),
    gameId: v.pipe(v.number(), v.integer()),
    isLive: v.boolean(),
    opponents: v.tuple([v.string(), v.string()]),
  }),
  /** Lobby block of the market: bets of one block cannot be combined (express), bankers need one (B01). */
  blockId: v.number(),
  /** -2 until the server has confirmed the bet (SPEC.md default). */
  statusId: v.optional(v.number(), -2),
  gameStatusId: v.number(),
  gameStartDateTime: v.string(),
  gameTimeSec: v.nullable(v.number()),
  score: v.nullable(v.string()),
  isBlocked: v.optional(v.boolean(), false),
  isDepend: v.optional(v.boolean(), false),
  isBannedExpress: v.optional(v.boolean(), false),
  isDisabledBanker: v.optional(v.boolean(), false),
  pageType: v.optional(v.picklist(['line', 'live', 'cyber', 'game', 'home', 'multi']), 'line'),
});
export type CouponSelection = v.InferOutput<typeof CouponSelectionSchema>;
