import * as v from 'valibot';
import { COEF_MAX, Count, Id, Int4, Seconds, real } from './numbers';

// What an odds button hands to the coupon (SPEC.md section 3, "Bet in the coupon"): enough to show the bet,
// decide its facts (B06) and send it. The sports pages build it; the coupon validates it again when it loads a
// stored coupon (B11). Shared by sports (issue 4), coupon (issue 5) and the server's placement check.
export const CouponSelectionSchema = v.object({
  /** The outcome id: the coupon's key for this bet. */
  outcomeId: Id,
  market: v.object({
    id: Count,
    /** The market kind (B05: kind 7 bars the accumulator bonus). */
    kind: Int4,
    /** Market type id (bonus market types make a bonus bet, B06). */
    typeId: Int4,
    name: v.string(),
    outcomeName: v.string(),
    coef: real(1, COEF_MAX),
    sportId: Count,
    sportName: v.string(),
    champId: Count,
    champName: v.string(),
    gameId: Count,
    isLive: v.boolean(),
    opponents: v.tuple([v.string(), v.string()]),
  }),
  /** Lobby block of the market: bets of one block cannot be combined (express), bankers need one (B01). */
  blockId: Int4,
  /** -2 until the server has confirmed the bet (SPEC.md default). */
  statusId: v.optional(Int4, -2),
  gameStatusId: Int4,
  gameStartDateTime: v.string(),
  gameTimeSec: v.nullable(Seconds),
  score: v.nullable(v.string()),
  isBlocked: v.optional(v.boolean(), false),
  isDepend: v.optional(v.boolean(), false),
  isBannedExpress: v.optional(v.boolean(), false),
  isDisabledBanker: v.optional(v.boolean(), false),
  pageType: v.optional(v.picklist(['line', 'live', 'cyber', 'game', 'home', 'multi']), 'line'),
});
export type CouponSelection = v.InferOutput<typeof CouponSelectionSchema>;
