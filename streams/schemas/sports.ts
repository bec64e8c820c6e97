import * as v from 'valibot';
import { COEF_MAX, Coef, Count, EpochMs, Int4, Seconds, Version, real } from './numbers';

// Answers of the sports feeds under /web-api/sports/... (issue 4). The server builds them and its tests parse them
// with these schemas; the client validates every answer with them (a failing answer keeps the last good data).
// The answers the home page never asks for have their own modules, so it does not download their schemas:
// sports-pages.ts (menus, a game's markets, timeline, results, statistics) and sports-toto.ts (toto and lotto).
//
// Status codes: game 1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled; market 1 open, 2 suspended, 3 closed;
// outcome 1 open, 2 suspended, 3 won, 4 lost, 5 void. Times are ISO-8601 UTC strings.

const Id = Count;
/** A wall time of the server's clock, epoch milliseconds. */
export const ServerTimeSchema = EpochMs;

export const OutcomeSchema = v.object({
  id: Id,
  /** Language-neutral display name ('1', 'X', 'Over 2.5', '2:1', a player); the client localises it from code. */
  name: v.string(),
  code: v.string(),
  coef: real(1, COEF_MAX),
  status: Int4,
});
export type Outcome = v.InferOutput<typeof OutcomeSchema>;

export const MarketSchema = v.object({
  id: Id,
  kind: Int4,
  typeId: Int4,
  name: v.string(),
  param: v.nullable(real(-1000, 1000)),
  period: Int4,
  status: Int4,
  blockId: Int4,
  isMain: v.boolean(),
  outcomes: v.array(OutcomeSchema),
});
export type Market = v.InferOutput<typeof MarketSchema>;

export const ScoreSchema = v.object({
  home: Count,
  away: Count,
  periods: v.array(v.tuple([Count, Count])),
  ko: v.optional(v.nullable(v.object({ side: v.picklist(['home', 'away']), round: Count }))),
});
export type Score = v.InferOutput<typeof ScoreSchema>;

export const GameSchema = v.object({
  id: Id,
  sportId: Count,
  champId: Count,
  /** 0 a match, 1 an outright (home holds its title). */
  kind: Int4,
  home: v.string(),
  away: v.string(),
  startAt: v.string(),
  status: Int4,
  score: ScoreSchema,
  /** Seconds of play at `clockAt`; null before the start. */
  timeSec: v.nullable(Seconds),
  /**
   * When (the server's clock) the clock read `timeSec`: while it runs the client runs it on from there at `clockRate`
   * (streams/sports/game-clock.ts), so a game is not sent again only because its clock moved.
   */
  clockAt: ServerTimeSchema,
  period: Int4,
  /** Seconds of play per second of wall time while the clock runs (0 when it is stopped). */
  clockRate: real(0, 1000),
  /** Seconds of play at which the current period ends (the clock stops there); null when untimed. */
  periodEndSec: v.nullable(Seconds),
  /** The round being played on the current map, for disciplines counted in rounds (CS2, Valorant); no clock then. */
  round: v.optional(Count),
  periods: Count,
  isTop: v.boolean(),
  hasVideo: v.boolean(),
  isSynthetic: v.boolean(),
  marketCount: Count,
  version: Version,
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
  id: Count,
  slug: v.string(),
  name: v.string(),
  isCyber: v.boolean(),
  /** T18: live polling period of this sport (3000 for some sports, else 5000; synthetic games 2000). */
  livePollMs: Count,
  scoreModel: v.string(),
  count: Count,
});
export type Sport = v.InferOutput<typeof SportSchema>;

export const ChampSchema = v.object({
  id: Count,
  sportId: Count,
  slug: v.string(),
  name: v.string(),
  country: v.nullable(v.string()),
  countryIso: v.nullable(v.string()),
  isTop: v.boolean(),
  cyberType: v.nullable(v.string()),
  /** T18: overrides the sport's live polling period for this championship. */
  livePollMs: v.nullable(Count),
  specialSlug: v.nullable(v.string()),
  count: Count,
});
export type Champ = v.InferOutput<typeof ChampSchema>;

/**
 * GET /web-api/sports/games?mode=&sport=&champ=&time=&since=&... : games with their main markets.
 * With `since` (a version of an earlier answer) only games changed after it come (`full` false), and `removed`
 * lists the games that left the list. GET /web-api/sports/top?mode= (the home page's top games, T21) answers it too.
 */
export const GamesFeedSchema = v.object({
  version: Version,
  /** When the answer was made (the server's clock): the client tells the server's time from it (game-clock.ts). */
  at: ServerTimeSchema,
  full: v.boolean(),
  games: v.array(GameSchema),
  removed: v.array(Count),
  sports: v.array(SportSchema),
  champs: v.array(ChampSchema),
});
export type GamesFeed = v.InferOutput<typeof GamesFeedSchema>;

/** GET /web-api/sports/slider?mode= : the featured games of the slider (T19). */
export const SliderSchema = v.object({
  items: v.array(v.object({ id: Count, title: v.string(), subtitle: v.string(), game: GameSchema })),
});
export type Slider = v.InferOutput<typeof SliderSchema>;

/** GET /web-api/sports/media : live video streams (T20). */
export const MediaSchema = v.object({
  streams: v.array(v.object({ gameId: Count, title: v.string(), sport: v.string(), kind: v.picklist(['video', 'animation']) })),
});
export type Media = v.InferOutput<typeof MediaSchema>;

/** GET /web-api/sports/outcomes?ids= : the current state of outcomes (for a coupon or a stored selection). */
export const OutcomeStatesSchema = v.object({
  version: Version,
  outcomes: v.array(v.object({ id: Count, coef: Coef, status: Int4, gameStatus: Int4, marketStatus: Int4 })),
});
export type OutcomeStates = v.InferOutput<typeof OutcomeStatesSchema>;
