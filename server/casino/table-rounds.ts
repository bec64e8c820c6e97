import * as v from 'valibot';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { phaseAt, phaseLeftMs, sharedRounds, type OpenStake, type SharedRound } from './shared-rounds.ts';
import { tableResultOf } from './table-seed.ts';
import { isTableKind, tableReturn, TableResultSchema, type TableKind, type TableResult } from '../../streams/schemas/casino-games/table-games.ts';
import { TABLE_PHASES } from '../../streams/schemas/casino-tables.ts';

// The shared live tables' rounds (issue 23), shared rounds (shared-rounds.ts): a round is betting (BETTING_MS), then
// the spin or the deal (DEALING_MS, the result and the seed are shown from its start: no bet can be placed any more),
// then the result stays up (RESULT_MS) and the next round opens. Its result is decided by its seed when the round is
// made. A table runs rounds only while someone looks at it, so 260 live tables idle at no cost.

export const BETTING_MS = 15_000;
export const DEALING_MS = 6_000;
export const RESULT_MS = 5_000;
export const TABLE_HISTORY = 20;

export type TablePhase = (typeof TABLE_PHASES)[number];

export interface TableRound extends SharedRound { kind: TableKind; result: TableResult }

export const tablePhaseAt = (round: TableRound, t: number): TablePhase => phaseAt(TABLE_PHASES, round, t);
export { phaseLeftMs };

/** The results of the table's last rounds whose result has been shown, newest first. */
export async function tableHistory(db: Queryable, gameId: number, now: number): Promise<TableResult[]> {
  const rows = await db.query<{ result: unknown }>(
    'SELECT result FROM table_rounds WHERE game_id = $1 AND result_at <= $2 ORDER BY id DESC LIMIT $3', [gameId, new Date(now), TABLE_HISTORY]);
  return rows.map((r) => v.parse(TableResultSchema, r.result));
}

export const tableRounds = sharedRounds<TableRound, OpenStake & { spot: string; stake: string }>({
  name: 'table round',
  tables: { rounds: 'table_rounds', watch: 'table_watch', stakes: 'table_bets' },
  columns: { opensAt: 'betting_from', stakeRound: 'round_id' },
  select: { round: 'kind, result', stake: 's.spot, s.stake_minor AS stake' },
  durations: { openMs: BETTING_MS, closedMs: DEALING_MS, resultMs: RESULT_MS },
  plays: (game) => isTableKind(game.kind),
  made: (game, serverSeed) => {
    if (!isTableKind(game.kind)) throw new Error(`game ${game.id} is not a table`);
    return { kind: game.kind, result: tableResultOf(game.kind, serverSeed) };
  },
  read: (shared, row) => {
    const kind = row['kind'];
    if (typeof kind !== 'string' || !isTableKind(kind)) throw new Error(`table round ${shared.id} has an unknown kind ${String(kind)}`);
    return { ...shared, kind, result: v.parse(TableResultSchema, row['result']) };
  },
  returnOf: (bet, round) => tableReturn(bet.spot, Number(bet.stake), round.result),
  refType: 'table_bet',
  closed: () => new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next round'),
});
