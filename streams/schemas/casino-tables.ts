import * as v from 'valibot';
import { TableResultSchema } from './casino-games/table-games.ts';
import { BigId, Count, Id, int, MINOR_MAX } from './numbers.ts';

// The shared live tables' API (GET /web-api/casino/tables/:gameId, POST .../bet): the server builds its answers
// through these schemas and the browser validates them with the same ones.

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Minor = int(0, MINOR_MAX);
/** A spot of a table's layout (`straight-17`, `red`, `banker`, ...); the table's rules say which exist. */
export const TableSpotSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(20), v.regex(/^[a-z0-9-]+$/));
export const TABLE_PHASES = ['betting', 'dealing', 'result'] as const;
export const MAX_BETS_PER_REQUEST = 40;

export const TableBetSchema = v.object({ spot: TableSpotSchema, stake: int(1, MINOR_MAX) });

export const TableBetBodySchema = v.object({
  bets: v.pipe(v.array(TableBetSchema), v.minLength(1), v.maxLength(MAX_BETS_PER_REQUEST)),
  mode: v.picklist(['real', 'demo']),
});
export type TableBetBody = v.InferOutput<typeof TableBetBodySchema>;

/** One of my bets in the round: what it returned once settled (stake included; 0 lost), null before. */
export const MyTableBetSchema = v.object({ spot: TableSpotSchema, stake: Minor, returned: v.nullable(Minor) });

export const TableRoundSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/)),
  phase: v.picklist(TABLE_PHASES),
  /** Until the phase ends: betting closes, the spin or deal ends, the next round opens. */
  phaseLeftMs: int(0, 3_600_000),
  /** The round's seed hash from before betting opens; the seed and the result once betting has closed. */
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
  result: v.optional(TableResultSchema),
  /** Everyone at the table this round: the players with a bet and their bets. */
  players: Count,
  bets: Count,
});

export const TableStateSchema = v.object({
  gameId: Id,
  kind: v.picklist(['roulette', 'baccarat']),
  /** Null until the server's first round at this table opens (a table starts when someone opens it). */
  round: v.nullable(TableRoundSchema),
  /** The last results, newest first. */
  history: v.pipe(v.array(TableResultSchema), v.maxLength(20)),
  myBets: v.pipe(v.array(MyTableBetSchema), v.maxLength(1000)),
});
export type TableState = v.InferOutput<typeof TableStateSchema>;

export const TableBetAnswerSchema = v.object({
  roundId: v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/)),
  myBets: v.pipe(v.array(MyTableBetSchema), v.maxLength(1000)),
  placed: v.pipe(v.array(v.object({ id: BigId, spot: TableSpotSchema, stake: Minor })), v.maxLength(MAX_BETS_PER_REQUEST)),
});
export type TableBetAnswer = v.InferOutput<typeof TableBetAnswerSchema>;
