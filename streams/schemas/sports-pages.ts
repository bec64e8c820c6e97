import * as v from 'valibot';
import { Count, Int4, Seconds, Version } from './numbers';
import { ChampSchema, GameSchema, ScoreSchema, ServerTimeSchema, SportSchema } from './sports';

// Answers of the sports calls of the pages other than home (server/routes/sports.ts): menus, a game with every
// market, the timeline, results and statistics. Apart from sports.ts because the home page never asks for them, so
// it does not download their schemas. Same conventions as sports.ts (status codes, ISO-8601 UTC times).

export const SportsModeSchema = v.picklist(['line', 'live']);
export type SportsMode = v.InferOutput<typeof SportsModeSchema>;

/** GET /web-api/sports/menu?mode=&time=&lang= : the line or live menu with counts. */
export const MenuSchema = v.object({
  version: Version,
  mode: SportsModeSchema,
  total: Count,
  sports: v.array(SportSchema),
  champs: v.array(ChampSchema),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

/** GET /web-api/sports/game/:id?since= : one game with every market (with `since`, only the markets changed). */
export const GameFeedSchema = v.object({
  version: Version,
  /** When the answer was made (the server's clock). */
  at: ServerTimeSchema,
  full: v.boolean(),
  game: GameSchema,
  sport: SportSchema,
  champ: ChampSchema,
});
export type GameFeed = v.InferOutput<typeof GameFeedSchema>;

export const TimelineEventSchema = v.object({
  id: Count,
  timeSec: Seconds,
  type: v.string(),
  side: v.nullable(v.picklist(['home', 'away'])),
  score: v.nullable(v.string()),
  player: v.nullable(v.string()),
});
/** GET /web-api/sports/game/:id/timeline : the live timeline (T22). */
export const TimelineSchema = v.object({ gameId: Count, events: v.array(TimelineEventSchema) });
export type Timeline = v.InferOutput<typeof TimelineSchema>;

export const ResultGameSchema = v.object({
  id: Count,
  sportId: Count,
  champId: Count,
  home: v.string(),
  away: v.string(),
  startAt: v.string(),
  status: Int4,
  score: ScoreSchema,
  timeSec: v.nullable(Seconds),
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
  team: v.string(), played: Count, won: Count, drawn: Count, lost: Count,
  scored: Count, conceded: Count, points: Count, form: FormSchema,
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
