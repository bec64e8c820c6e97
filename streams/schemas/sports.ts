import * as v from 'valibot';

// Answers of the sports feeds under /web-api/sports/... (issue 4). The server builds them and its tests parse them
// with these schemas; the client validates every answer with them (a failing answer keeps the last good data).
//
// Status codes: game 1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled; market 1 open, 2 suspended, 3 closed;
// outcome 1 open, 2 suspended, 3 won, 4 lost, 5 void. Times are ISO-8601 UTC strings.

const Id = v.pipe(v.number(), v.integer());

export const OutcomeSchema = v.object({
  id: Id,
  /** Language-neutral display name ('1', 'X', 'Over 2.5', '2:1', a player); the client localises it from code. */
  name: v.string(),
  code: v.string(),
  coef: v.pipe(v.number(), v.minValue(1)),
  status: v.number(),
});
export type Outcome = v.InferOutput<typeof OutcomeSchema>;

export const MarketSchema = v.object({
  id: Id,
  kind: v.number(),
  typeId: v.number(),
  name: v.string(),
  param: v.nullable(v.number()),
  period: v.number(),
  status: v.number(),
  blockId: v.number(),
  isMain: v.boolean(),
  outcomes: v.array(OutcomeSchema),
});
export type Market = v.InferOutput<typeof MarketSchema>;

export const ScoreSchema = v.object({
  home: v.number(),
  away: v.number(),
  periods: v.array(v.tuple([v.number(), v.number()])),
  ko: v.optional(v.nullable(v.object({ side: v.picklist(['home', 'away']), round: v.number() }))),
});
export type Score = v.InferOutput<typeof ScoreSchema>;

export const GameSchema = v.object({
  id: Id,
  sportId: v.number(),
  champId: v.number(),
  /** 0 a match, 1 an outright (home holds its title). */
  kind: v.number(),
  home: v.string(),
  away: v.string(),
  startAt: v.string(),
  status: v.number(),
  score: ScoreSchema,
  /** Seconds of play when the answer was made; null before the start. */
  timeSec: v.nullable(v.number()),
  period: v.number(),
  /** Seconds of play per second of wall time while the clock runs (0 when it is stopped). */
  clockRate: v.number(),
  /** Seconds of play at which the current period ends (the clock stops there); null when untimed. */
  periodEndSec: v.nullable(v.number()),
  periods: v.number(),
  isTop: v.boolean(),
  hasVideo: v.boolean(),
  isSynthetic: v.boolean(),
  marketCount: v.number(),
  version: v.number(),
  markets: v.array(MarketSchema),
});
export type Game = v.InferOutput<typeof GameSchema>;

export const SportSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  isCyber: v.boolean(),
  /** T18: live polling period of this sport (3000 for some sports, else 5000; synthetic games 2000). */
  livePollMs: v.number(),
  scoreModel: v.string(),
  count: v.number(),
});
export type Sport = v.InferOutput<typeof SportSchema>;

export const ChampSchema = v.object({
  id: v.number(),
  sportId: v.number(),
  slug: v.string(),
  name: v.string(),
  country: v.nullable(v.string()),
  countryIso: v.nullable(v.string()),
  isTop: v.boolean(),
  cyberType: v.nullable(v.string()),
  /** T18: overrides the sport's live polling period for this championship. */
  livePollMs: v.nullable(v.number()),
  specialSlug: v.nullable(v.string()),
  count: v.number(),
});
export type Champ = v.InferOutput<typeof ChampSchema>;

export const SportsModeSchema = v.picklist(['line', 'live']);
export type SportsMode = v.InferOutput<typeof SportsModeSchema>;

/** GET /web-api/sports/menu?mode=&time=&lang= : the line or live menu with counts. */
export const MenuSchema = v.object({
  version: v.number(),
  mode: SportsModeSchema,
  total: v.number(),
  sports: v.array(SportSchema),
  champs: v.array(ChampSchema),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

/**
 * GET /web-api/sports/games?mode=&sport=&champ=&time=&since=&... : games with their main markets.
 * With `since` (a version of an earlier answer) only games changed after it come (`full` false), and `removed`
 * lists the games that left the list.
 */
export const GamesFeedSchema = v.object({
  version: v.number(),
  full: v.boolean(),
  games: v.array(GameSchema),
  removed: v.array(v.number()),
  sports: v.array(SportSchema),
  champs: v.array(ChampSchema),
});
export type GamesFeed = v.InferOutput<typeof GamesFeedSchema>;

/** GET /web-api/sports/game/:id?since= : one game with every market (with `since`, only the markets changed). */
export const GameFeedSchema = v.object({
  version: v.number(),
  full: v.boolean(),
  game: GameSchema,
  sport: SportSchema,
  champ: ChampSchema,
});
export type GameFeed = v.InferOutput<typeof GameFeedSchema>;

export const TimelineEventSchema = v.object({
  id: v.number(),
  timeSec: v.number(),
  type: v.string(),
  side: v.nullable(v.picklist(['home', 'away'])),
  score: v.nullable(v.string()),
  player: v.nullable(v.string()),
});
/** GET /web-api/sports/game/:id/timeline : the live timeline (T22). */
export const TimelineSchema = v.object({ gameId: v.number(), events: v.array(TimelineEventSchema) });
export type Timeline = v.InferOutput<typeof TimelineSchema>;

/** GET /web-api/sports/slider?mode= : the featured games of the slider (T19). */
export const SliderSchema = v.object({
  items: v.array(v.object({ id: v.number(), title: v.string(), subtitle: v.string(), game: GameSchema })),
});
export type Slider = v.InferOutput<typeof SliderSchema>;

/** GET /web-api/sports/media : live video streams (T20). */
export const MediaSchema = v.object({
  streams: v.array(v.object({ gameId: v.number(), title: v.string(), sport: v.string(), kind: v.picklist(['video', 'animation']) })),
});
export type Media = v.InferOutput<typeof MediaSchema>;

export const ResultGameSchema = v.object({
  id: v.number(),
  sportId: v.number(),
  champId: v.number(),
  home: v.string(),
  away: v.string(),
  startAt: v.string(),
  status: v.number(),
  score: ScoreSchema,
  timeSec: v.nullable(v.number()),
});
export type ResultGame = v.InferOutput<typeof ResultGameSchema>;

/** GET /web-api/sports/results?date=&sport=&champ=&type= : finished (or, type=live, running) games by championship. */
export const ResultsSchema = v.object({
  date: v.string(),
  type: v.picklist(['all', 'live', 'zone']),
  sports: v.array(SportSchema),
  champs: v.array(ChampSchema),
  games: v.array(ResultGameSchema),
});
export type Results = v.InferOutput<typeof ResultsSchema>;

export const FormSchema = v.array(v.picklist(['W', 'D', 'L']));
export const StandingSchema = v.object({
  team: v.string(), played: v.number(), won: v.number(), drawn: v.number(), lost: v.number(),
  scored: v.number(), conceded: v.number(), points: v.number(), form: FormSchema,
});
export type Standing = v.InferOutput<typeof StandingSchema>;

/** GET /web-api/sports/statistic/game/:id : form, head-to-head and standings (404 when statistics are off). */
export const GameStatisticSchema = v.object({
  game: ResultGameSchema,
  sport: SportSchema,
  champ: ChampSchema,
  home: v.object({ team: v.string(), form: FormSchema, last: v.array(ResultGameSchema) }),
  away: v.object({ team: v.string(), form: FormSchema, last: v.array(ResultGameSchema) }),
  headToHead: v.array(ResultGameSchema),
  standings: v.array(StandingSchema),
});
export type GameStatistic = v.InferOutput<typeof GameStatisticSchema>;

/** GET /web-api/sports/statistic/champ/:id : a championship's table. */
export const ChampStatisticSchema = v.object({
  champ: ChampSchema,
  sport: SportSchema,
  standings: v.array(StandingSchema),
  recent: v.array(ResultGameSchema),
});
export type ChampStatistic = v.InferOutput<typeof ChampStatisticSchema>;

/** GET /web-api/sports/outcomes?ids= : the current state of outcomes (for a coupon or a stored selection). */
export const OutcomeStatesSchema = v.object({
  version: v.number(),
  outcomes: v.array(v.object({ id: v.number(), coef: v.number(), status: v.number(), gameStatus: v.number(), marketStatus: v.number() })),
});
export type OutcomeStates = v.InferOutput<typeof OutcomeStatesSchema>;

// ------------------------------------------------------------------------------------------------ toto and lotto (R05)

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
  lotto: v.string(),
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
