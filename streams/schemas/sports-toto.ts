import * as v from 'valibot';
import { Coef, Count, Id, Int4, Major, Percent, int } from './numbers';

// Toto and lotto (R05): answers and request bodies of /web-api/toto and /web-api/lotto (server/routes/sports-toto.ts),
// apart from the sports feeds (sports.ts) so that only the toto and lotto pages download them.

export const TotoEventSchema = v.object({
  num: Count,
  gameId: Count,
  home: v.string(),
  away: v.string(),
  startAt: v.string(),
  sport: v.string(),
  champ: v.string(),
  /** How the players picked 1, X and 2, in percent (the nominees of each outcome). */
  picks: v.tuple([Percent, Percent, Percent]),
  status: Int4,
  score: v.nullable(v.string()),
  result: v.nullable(v.picklist(['1', 'X', '2', 'C'])),
});

export const TotoPrizeSchema = v.object({ hits: Count, winners: Count, payout: Major });

export const TotoDrawSchema = v.object({
  id: Count,
  number: Count,
  /** 1 announced, 2 open for coupons, 3 closed (being played), 4 settled. */
  status: Int4,
  closesAt: v.string(),
  currency: v.string(),
  /** Major units. */
  pool: Major,
  jackpot: Major,
  coupons: Count,
  events: v.array(TotoEventSchema),
  prizes: v.array(TotoPrizeSchema),
});
export type TotoDraw = v.InferOutput<typeof TotoDrawSchema>;

/** GET /web-api/toto : the open draw, the next one, and the price of a combination for this visitor. */
export const TotoOverviewSchema = v.object({
  current: v.nullable(TotoDrawSchema),
  next: v.nullable(TotoDrawSchema),
  price: v.object({ amount: Major, currency: v.string() }),
});
export type TotoOverview = v.InferOutput<typeof TotoOverviewSchema>;

export const TotoCouponSchema = v.object({
  id: Count,
  drawId: Count,
  drawNumber: Count,
  picks: v.array(v.string()),
  combinations: Count,
  stake: Major,
  currency: v.string(),
  hits: v.nullable(Count),
  payout: v.nullable(Major),
  createdAt: v.string(),
});
export type TotoCoupon = v.InferOutput<typeof TotoCouponSchema>;

/** GET /web-api/toto/draws : settled and running draws, newest first. */
export const TotoDrawsSchema = v.object({ draws: v.array(TotoDrawSchema) });
/** GET /web-api/toto/draws/:id : one draw with its best coupons. */
export const TotoDrawDetailSchema = v.object({ draw: TotoDrawSchema, coupons: v.array(TotoCouponSchema) });
/** GET /web-api/toto/coupons : the user's coupons; POST answers the new one with the balance. */
export const TotoCouponsSchema = v.object({ coupons: v.array(TotoCouponSchema) });
export const TotoBuyAnswerSchema = v.object({ coupon: TotoCouponSchema, balance: Major });

export const LottoDrawSchema = v.object({
  id: Count,
  number: Count,
  drawAt: v.string(),
  status: Int4,
  numbers: v.nullable(v.array(Count)),
  tickets: Count,
});
export type LottoDraw = v.InferOutput<typeof LottoDrawSchema>;

export const LottoGameSchema = v.object({
  id: Count,
  slug: v.string(),
  name: v.string(),
  pick: Count,
  pool: Count,
  everyMin: Count,
  /** The ticket price for this visitor (major units). */
  price: v.object({ amount: Major, currency: v.string() }),
  /** Prize as a multiple of the price, by hits. */
  prizes: v.array(v.object({ hits: Count, multiplier: Coef })),
  upcoming: v.array(LottoDrawSchema),
  results: v.array(LottoDrawSchema),
});
export type LottoGame = v.InferOutput<typeof LottoGameSchema>;

/** GET /web-api/lotto (every game with its next draws and last results), /web-api/lotto/:slug (one, more results). */
export const LottoOverviewSchema = v.object({ games: v.array(LottoGameSchema) });
export const LottoTicketSchema = v.object({
  id: Count,
  drawId: Count,
  /** The game's name as the operator wrote it, and its slug (the key of its translated name). */
  lotto: v.string(),
  lottoSlug: v.string(),
  drawNumber: Count,
  drawAt: v.string(),
  numbers: v.array(Count),
  drawn: v.nullable(v.array(Count)),
  stake: Major,
  currency: v.string(),
  hits: v.nullable(Count),
  payout: v.nullable(Major),
});
export type LottoTicket = v.InferOutput<typeof LottoTicketSchema>;
export const LottoTicketsSchema = v.object({ tickets: v.array(LottoTicketSchema) });
export const LottoBuyAnswerSchema = v.object({ ticket: LottoTicketSchema, balance: Major });

/** Request bodies. */
export const TotoBuyBodySchema = v.object({ drawId: Id, picks: v.pipe(v.array(v.pipe(v.string(), v.regex(/^(1|X|2|1X|12|X2|1X2)$/))), v.length(15)) });
export const LottoBuyBodySchema = v.object({ drawId: Id, numbers: v.pipe(v.array(int(0, 1000)), v.minLength(1), v.maxLength(20)) });
