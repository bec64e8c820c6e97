import * as v from 'valibot';

// Toto and lotto (R05): answers and request bodies of /web-api/toto and /web-api/lotto (server/routes/sports-toto.ts),
// apart from the sports feeds (sports.ts) so that only the toto and lotto pages download them.

export const TotoEventSchema = v.object({
  num: v.number(),
  gameId: v.number(),
  home: v.string(),
  away: v.string(),
  startAt: v.string(),
  sport: v.string(),
  champ: v.string(),
  /** How the players picked 1, X and 2, in percent (the nominees of each outcome). */
  picks: v.tuple([v.number(), v.number(), v.number()]),
  status: v.number(),
  score: v.nullable(v.string()),
  result: v.nullable(v.picklist(['1', 'X', '2', 'C'])),
});

export const TotoPrizeSchema = v.object({ hits: v.number(), winners: v.number(), payout: v.number() });

export const TotoDrawSchema = v.object({
  id: v.number(),
  number: v.number(),
  /** 1 announced, 2 open for coupons, 3 closed (being played), 4 settled. */
  status: v.number(),
  closesAt: v.string(),
  currency: v.string(),
  /** Major units. */
  pool: v.number(),
  jackpot: v.number(),
  coupons: v.number(),
  events: v.array(TotoEventSchema),
  prizes: v.array(TotoPrizeSchema),
});
export type TotoDraw = v.InferOutput<typeof TotoDrawSchema>;

/** GET /web-api/toto : the open draw, the next one, and the price of a combination for this visitor. */
export const TotoOverviewSchema = v.object({
  current: v.nullable(TotoDrawSchema),
  next: v.nullable(TotoDrawSchema),
  price: v.object({ amount: v.number(), currency: v.string() }),
});
export type TotoOverview = v.InferOutput<typeof TotoOverviewSchema>;

export const TotoCouponSchema = v.object({
  id: v.number(),
  drawId: v.number(),
  drawNumber: v.number(),
  picks: v.array(v.string()),
  combinations: v.number(),
  stake: v.number(),
  currency: v.string(),
  hits: v.nullable(v.number()),
  payout: v.nullable(v.number()),
  createdAt: v.string(),
});
export type TotoCoupon = v.InferOutput<typeof TotoCouponSchema>;

/** GET /web-api/toto/draws : settled and running draws, newest first. */
export const TotoDrawsSchema = v.object({ draws: v.array(TotoDrawSchema) });
/** GET /web-api/toto/draws/:id : one draw with its best coupons. */
export const TotoDrawDetailSchema = v.object({ draw: TotoDrawSchema, coupons: v.array(TotoCouponSchema) });
/** GET /web-api/toto/coupons : the user's coupons; POST answers the new one with the balance. */
export const TotoCouponsSchema = v.object({ coupons: v.array(TotoCouponSchema) });
export const TotoBuyAnswerSchema = v.object({ coupon: TotoCouponSchema, balance: v.number() });

export const LottoDrawSchema = v.object({
  id: v.number(),
  number: v.number(),
  drawAt: v.string(),
  status: v.number(),
  numbers: v.nullable(v.array(v.number())),
  tickets: v.number(),
});
export type LottoDraw = v.InferOutput<typeof LottoDrawSchema>;

export const LottoGameSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  pick: v.number(),
  pool: v.number(),
  everyMin: v.number(),
  /** The ticket price for this visitor (major units). */
  price: v.object({ amount: v.number(), currency: v.string() }),
  /** Prize as a multiple of the price, by hits. */
  prizes: v.array(v.object({ hits: v.number(), multiplier: v.number() })),
  upcoming: v.array(LottoDrawSchema),
  results: v.array(LottoDrawSchema),
});
export type LottoGame = v.InferOutput<typeof LottoGameSchema>;

/** GET /web-api/lotto (every game with its next draws and last results), /web-api/lotto/:slug (one, more results). */
export const LottoOverviewSchema = v.object({ games: v.array(LottoGameSchema) });
export const LottoTicketSchema = v.object({
  id: v.number(),
  drawId: v.number(),
  /** The game's name as the operator wrote it, and its slug (the key of its translated name). */
  lotto: v.string(),
  lottoSlug: v.string(),
  drawNumber: v.number(),
  drawAt: v.string(),
  numbers: v.array(v.number()),
  drawn: v.nullable(v.array(v.number())),
  stake: v.number(),
  currency: v.string(),
  hits: v.nullable(v.number()),
  payout: v.nullable(v.number()),
});
export type LottoTicket = v.InferOutput<typeof LottoTicketSchema>;
export const LottoTicketsSchema = v.object({ tickets: v.array(LottoTicketSchema) });
export const LottoBuyAnswerSchema = v.object({ ticket: LottoTicketSchema, balance: v.number() });

/** Request bodies. */
export const TotoBuyBodySchema = v.object({ drawId: v.pipe(v.number(), v.integer()), picks: v.pipe(v.array(v.pipe(v.string(), v.regex(/^(1|X|2|1X|12|X2|1X2)$/))), v.length(15)) });
export const LottoBuyBodySchema = v.object({ drawId: v.pipe(v.number(), v.integer()), numbers: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(20)) });
