import * as v from 'valibot';
import { MAX_RUNNERS, RaceCardSchema, RaceResultSchema } from './casino-games/virtual-race.ts';
import { BigId, Count, Id, int, MINOR_MAX } from './numbers.ts';

// Virtual horse racing's API (GET /web-api/casino/virtual/:gameId, POST .../bet): the server builds its answers
// through these schemas and the browser validates them with the same ones.

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Minor = int(0, MINOR_MAX);
const RaceId = v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/));
const Gate = int(0, MAX_RUNNERS - 1);
export const RACE_PHASES = ['betting', 'racing', 'result'] as const;
export const MAX_RACE_BETS_PER_REQUEST = MAX_RUNNERS;

/** A win bet on the runner at `runner` (its gate on the card). */
export const RaceBetSchema = v.object({ runner: Gate, stake: int(1, MINOR_MAX) });

export const RaceBetBodySchema = v.object({
  bets: v.pipe(v.array(RaceBetSchema), v.minLength(1), v.maxLength(MAX_RACE_BETS_PER_REQUEST)),
  mode: v.picklist(['real', 'demo']),
});
export type RaceBetBody = v.InferOutput<typeof RaceBetBodySchema>;

/** One of my bets in the race, at its price in hundredths: what it returned once settled (stake included; 0 lost), null before. */
export const MyRaceBetSchema = v.object({ runner: Gate, odds: int(101, 1_000_000), stake: Minor, returned: v.nullable(Minor) });

export const RaceSchema = v.object({
  id: RaceId,
  phase: v.picklist(RACE_PHASES),
  /** Until the phase ends: betting closes, the race ends, the next race opens. */
  phaseLeftMs: int(0, 3_600_000),
  /** How long the race itself runs (the animation's length). */
  raceMs: int(1, 600_000),
  /** The runners and their prices, public from the start. */
  card: RaceCardSchema,
  /** The race's seed hash from before betting opens; the seed and the finishing order once betting has closed. */
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
  result: v.optional(RaceResultSchema),
  /** Everyone on this race: the players with a bet and their bets. */
  players: Count,
  bets: Count,
});
export type RaceView = v.InferOutput<typeof RaceSchema>;

export const RaceStateSchema = v.object({
  gameId: Id,
  /** The race of the moment (named as a live table's round, so one poll serves both: table-round.ts); null until
   * the server's first race of this game opens (a game starts when someone opens it). */
  round: v.nullable(RaceSchema),
  /** The last races, newest first: their cards and finishing orders. */
  history: v.pipe(v.array(v.object({ id: RaceId, card: RaceCardSchema, result: RaceResultSchema })), v.maxLength(10)),
  myBets: v.pipe(v.array(MyRaceBetSchema), v.maxLength(1000)),
});
export type RaceState = v.InferOutput<typeof RaceStateSchema>;

export const RaceBetAnswerSchema = v.object({
  raceId: RaceId,
  myBets: v.pipe(v.array(MyRaceBetSchema), v.maxLength(1000)),
  placed: v.pipe(v.array(v.object({ id: BigId, runner: Gate, odds: int(101, 1_000_000), stake: Minor })), v.maxLength(MAX_RACE_BETS_PER_REQUEST)),
});
export type RaceBetAnswer = v.InferOutput<typeof RaceBetAnswerSchema>;
