import * as v from 'valibot';

// Answers of the sports feeds under /web-api/sports/... (issue 4). The server builds them and its tests parse them
// with these schemas; the client validates every answer with them (a failing answer keeps the last good data).
// The answers the home page never asks for have their own modules, so it does not download their schemas:
// sports-pages.ts (menus, a game's markets, timeline, results, statistics) and sports-toto.ts (toto and lotto).
//
// Status codes: game 1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled; market 1 open, 2 suspended, 3 closed;
// outcome 1 open, 2 suspended, 3 won, 4 lost, 5 void. Times are ISO-8601 UTC strings.

const Id = v.pipe(v.number(), v.integer());
/** A wall time of the server's clock, epoch milliseconds. */
export const ServerTimeSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(8.64e15));

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
  /** Seconds of play at `clockAt`; null before the start. */
  timeSec: v.nullable(v.number()),
  /**
   * When (the server's clock) the clock read `timeSec`: while it runs the client runs it on from there at `clockRate`
   * (streams/sports/game-clock.ts), so a game is not sent again only because its clock moved.
   */
  clockAt: ServerTimeSchema,
  period: v.number(),
  /** Seconds of play per second of wall time while the clock runs (0 when it is stopped). */
  clockRate: v.number(),
  /** Seconds of play at which the current period ends (the clock stops there); null when untimed. */
  periodEndSec: v.nullable(v.number()),
  /** The round being played on the current map, for disciplines counted in rounds (CS2, Valorant); no clock then. */
  round: v.optional(v.number()),
  periods: v.number(),
  isTop: v.boolean(),
  hasVideo: v.boolean(),
  isSynthetic: v.boolean(),
  marketCount: v.number(),
  version: v.number(),
  markets: v.array(MarketSchema),
});
export type Game = v.InferOutput<typeof GameSchema>;

/**
 * What a game's clock reads at `now` (the server's clock, epoch ms): run on from its anchor at its rate, stopped at
 * the end of the period. The one rule for the server (its results) and the client (the clock on screen).
 */
export function clockReading(clock: Pick<Game, 'timeSec' | 'clockAt' | 'clockRate' | 'periodEndSec'>, now: number): number | null {
  if (clock.timeSec === null) return null;
  // Before `clockAt` too (an anchor is put on the next whole second, a moment after the clock was read); a stopped
  // clock (rate 0) reads its seconds.
  return Math.min(Math.max(0, Math.floor(clock.timeSec + ((now - clock.clockAt) / 1000) * clock.clockRate)), clock.periodEndSec ?? Infinity);
}

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

/**
 * GET /web-api/sports/games?mode=&sport=&champ=&time=&since=&... : games with their main markets.
 * With `since` (a version of an earlier answer) only games changed after it come (`full` false), and `removed`
 * lists the games that left the list. GET /web-api/sports/top?mode= (the home page's top games, T21) answers it too.
 */
export const GamesFeedSchema = v.object({
  version: v.number(),
  /** When the answer was made (the server's clock): the client tells the server's time from it (game-clock.ts). */
  at: ServerTimeSchema,
  full: v.boolean(),
  games: v.array(GameSchema),
  removed: v.array(v.number()),
  sports: v.array(SportSchema),
  champs: v.array(ChampSchema),
});
export type GamesFeed = v.InferOutput<typeof GamesFeedSchema>;

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

/** GET /web-api/sports/outcomes?ids= : the current state of outcomes (for a coupon or a stored selection). */
export const OutcomeStatesSchema = v.object({
  version: v.number(),
  outcomes: v.array(v.object({ id: v.number(), coef: v.number(), status: v.number(), gameStatus: v.number(), marketStatus: v.number() })),
});
export type OutcomeStates = v.InferOutput<typeof OutcomeStatesSchema>;
