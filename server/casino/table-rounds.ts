import * as v from 'valibot';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { lockAccount, post } from '../money/ledger.ts';
import { catalog } from './catalog.ts';
import { newTableSeed, seedHash, tableResultOf } from './table-seed.ts';
import { isTableKind, tableReturn, TableResultSchema, type TableKind, type TableResult } from '../../streams/schemas/casino-games/table-games.ts';
import { TABLE_PHASES } from '../../streams/schemas/casino-tables.ts';

// The shared live tables' rounds (issue 23), in the database like the crash game's (crash-rounds.ts): every instance
// reads a table's round of the moment from here and takes its bets; the cluster's leader alone makes rounds and pays
// them (advanceTables, on the leader's tick). A round is betting (BETTING_MS), then the spin or the deal (DEALING_MS,
// the result and the seed are shown from its start: no bet can be placed any more), then the result stays up
// (RESULT_MS) and the next round opens. Its result is decided by its seed when the round is made. A table runs rounds
// while someone has looked at it in the last WATCH_MS (its page polls), so 260 live tables idle at no cost.

export const BETTING_MS = 15_000;
export const DEALING_MS = 6_000;
export const RESULT_MS = 5_000;
export const WATCH_MS = 60_000;
/** A quiet table restarts now instead of replaying the rounds it missed. */
const CATCH_UP_MS = 10_000;
export const TABLE_HISTORY = 20;

export type TablePhase = (typeof TABLE_PHASES)[number];

export interface TableRound {
  id: string; gameId: number; kind: TableKind; serverSeed: string; serverSeedHash: string; result: TableResult;
  bettingFrom: number; closesAt: number; resultAt: number; endsAt: number;
}

interface RoundRow {
  id: string; game_id: number; kind: string; server_seed: string; server_seed_hash: string; result: unknown;
  betting_from: Date; closes_at: Date; result_at: Date; ends_at: Date;
}
const ROUND_COLUMNS = 'id::text AS id, game_id, kind, server_seed, server_seed_hash, result, betting_from, closes_at, result_at, ends_at';
function roundOf(r: RoundRow): TableRound {
  if (!isTableKind(r.kind)) throw new Error(`table round ${r.id} has an unknown kind ${r.kind}`);
  return {
    id: r.id, gameId: r.game_id, kind: r.kind, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, result: v.parse(TableResultSchema, r.result),
    bettingFrom: r.betting_from.getTime(), closesAt: r.closes_at.getTime(), resultAt: r.result_at.getTime(), endsAt: r.ends_at.getTime(),
  };
}

export const tablePhaseAt = (round: TableRound, t: number): TablePhase => (t < round.closesAt ? 'betting' : t < round.resultAt ? 'dealing' : 'result');
export const phaseLeftMs = (round: TableRound, t: number): number =>
  Math.max(0, (t < round.closesAt ? round.closesAt : t < round.resultAt ? round.resultAt : round.endsAt) - t);

/** The table's round of the moment: its newest that has begun (null before the leader made the first). */
export async function currentTableRound(db: Queryable, gameId: number, now: number): Promise<TableRound | null> {
  const row = await db.one<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM table_rounds WHERE game_id = $1 AND betting_from <= $2 ORDER BY table_rounds.id DESC LIMIT 1`, [gameId, new Date(now)]);
  return row ? roundOf(row) : null;
}

/** The results of the table's last rounds whose result has been shown, newest first. */
export async function tableHistory(db: Queryable, gameId: number, now: number): Promise<TableResult[]> {
  const rows = await db.query<{ result: unknown }>(
    'SELECT result FROM table_rounds WHERE game_id = $1 AND result_at <= $2 ORDER BY id DESC LIMIT $3', [gameId, new Date(now), TABLE_HISTORY]);
  return rows.map((r) => v.parse(TableResultSchema, r.result));
}

/** Keeps the table running for WATCH_MS more; writes at most once every half of it. */
export async function watchTable(db: Queryable, gameId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO table_watch (game_id, watched_until) VALUES ($1, $2)
     ON CONFLICT (game_id) DO UPDATE SET watched_until = EXCLUDED.watched_until WHERE table_watch.watched_until < $3`,
    [gameId, new Date(now + WATCH_MS), new Date(now + WATCH_MS / 2)]);
}

/** A bet's hold on the round: locks it against the leader's closing (FOR SHARE), refuses it once closed. */
export async function holdOpenTableRound(tx: Queryable, roundId: string): Promise<void> {
  const row = await tx.one<{ settled: boolean }>('SELECT settled_at IS NOT NULL AS settled FROM table_rounds WHERE id = $1::bigint FOR SHARE', [roundId]);
  if (!row || row.settled) throw new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next round');
}

type Log = (message: string, err?: unknown) => void;

/**
 * The leader's tick: close the rounds whose result is shown, pay their bets, and open the next round at every
 * watched table whose round has ended. Safe to run again after a failure: every step is idempotent.
 */
export async function advanceTables(db: Db, now: number, log: Log = () => undefined): Promise<void> {
  const at = new Date(now);
  const due = await db.query<{ id: string }>('SELECT id::text AS id FROM table_rounds WHERE settled_at IS NULL AND result_at <= $1 ORDER BY table_rounds.id', [at]);
  for (const { id } of due) {
    await db.query('UPDATE table_rounds SET settled_at = $2 WHERE id = $1::bigint AND settled_at IS NULL', [id, at])
      .catch((err: unknown) => log(`table round ${id} could not be closed`, err));
  }
  await payClosedBets(db, log);
  const tables = await db.query<{ game_id: number; ends_at: Date | null }>(
    `SELECT w.game_id, (SELECT ends_at FROM table_rounds r WHERE r.game_id = w.game_id ORDER BY id DESC LIMIT 1) AS ends_at
       FROM table_watch w WHERE w.watched_until > $1`, [at]);
  for (const table of tables) {
    const lastEnd = table.ends_at?.getTime() ?? null;
    if (lastEnd !== null && lastEnd > now) continue;
    const game = catalog().byId.get(table.game_id);
    if (!game || !isTableKind(game.kind)) continue;
    await openRound(db, game.id, game.kind, lastEnd === null || now - lastEnd > CATCH_UP_MS ? now : lastEnd)
      .catch((err: unknown) => log(`table ${table.game_id} could not open a round`, err));
  }
}

async function openRound(db: Db, gameId: number, kind: TableKind, bettingFrom: number): Promise<void> {
  const serverSeed = newTableSeed();
  const closesAt = bettingFrom + BETTING_MS;
  const resultAt = closesAt + DEALING_MS;
  // Only one round per table may be opening: a second tick (an old leader's) finds the new round and stops.
  await db.transaction(async (tx) => {
    await tx.query('SELECT game_id FROM table_watch WHERE game_id = $1 FOR UPDATE', [gameId]);
    const last = await tx.one<{ ends_at: Date }>('SELECT ends_at FROM table_rounds WHERE game_id = $1 ORDER BY id DESC LIMIT 1', [gameId]);
    if (last && last.ends_at.getTime() > bettingFrom) return;
    await tx.query(
      `INSERT INTO table_rounds (game_id, kind, server_seed, server_seed_hash, result, betting_from, closes_at, result_at, ends_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
      [gameId, kind, serverSeed, seedHash(serverSeed), JSON.stringify(tableResultOf(kind, serverSeed)),
        new Date(bettingFrom), new Date(closesAt), new Date(resultAt), new Date(resultAt + RESULT_MS)]);
  });
}

/** Pays every bet of a closed round, each in its own transaction in the order money moves (player, account). */
async function payClosedBets(db: Db, log: Log): Promise<void> {
  const open = await db.query<{ id: string; user_id: number; account_id: number; spot: string; stake: string; result: unknown }>(
    `SELECT b.id::text AS id, b.user_id, b.account_id, b.spot, b.stake_minor AS stake, r.result
       FROM table_bets b JOIN table_rounds r ON r.id = b.round_id
      WHERE b.return_minor IS NULL AND r.settled_at IS NOT NULL ORDER BY b.id LIMIT 500`);
  for (const bet of open) {
    const returned = tableReturn(bet.spot, Number(bet.stake), v.parse(TableResultSchema, bet.result));
    await db.transaction(async (tx) => {
      await lockAccount(tx, bet.account_id, bet.user_id);
      const paid = await tx.one('UPDATE table_bets SET return_minor = $2 WHERE id = $1::bigint AND return_minor IS NULL RETURNING id', [bet.id, returned]);
      if (paid && returned > 0) await post(tx, { accountId: bet.account_id, amountMinor: returned, kind: 'casino_win', refType: 'table_bet', refId: bet.id });
    }).catch((err: unknown) => log(`table bet ${bet.id} could not be paid`, err));
  }
}
