import * as v from 'valibot';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { lockAccount, post } from '../money/ledger.ts';
import { catalog } from './catalog.ts';
import { bingoDraw } from './bingo-seed.ts';
import { newTableSeed, seedHash } from './table-seed.ts';
import { BINGO_CALLED, bingoTicketPrice, BingoTicketSchema, ticketReturn } from '../../streams/schemas/casino-games/bingo.ts';
import type { BINGO_PHASES } from '../../streams/schemas/casino-bingo.ts';

// The 90-ball bingo rooms' rounds (issue 23), in the database like the live tables' (table-rounds.ts): every instance
// reads a room's round of the moment from here and sells its tickets; the cluster's leader alone makes rounds and
// pays them (advanceBingo, on the leader's tick). A round is buying (BUYING_MS), then the draw (a ball every BALL_MS,
// BINGO_CALLED balls; all decided by the seed when the round was made, shown one by one as their time comes), then
// the result stays up (RESULT_MS) and the next round opens. A room runs while someone looked at it in the last WATCH_MS.

export const BUYING_MS = 10_000;
export const BALL_MS = 900;
export const DRAW_MS = BINGO_CALLED * BALL_MS;
export const RESULT_MS = 6_000;
export const WATCH_MS = 60_000;
/** A quiet room restarts now instead of replaying the rounds it missed. */
const CATCH_UP_MS = 10_000;

export type BingoPhase = (typeof BINGO_PHASES)[number];

export interface BingoRound {
  id: string; gameId: number; serverSeed: string; serverSeedHash: string; draw: number[]; ticketPrice: number;
  buyingFrom: number; closesAt: number; resultAt: number; endsAt: number;
}

interface RoundRow {
  id: string; game_id: number; server_seed: string; server_seed_hash: string; draw: unknown; ticket_price_minor: string;
  buying_from: Date; closes_at: Date; result_at: Date; ends_at: Date;
}
const DrawSchema = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90))), v.length(BINGO_CALLED));
// A sort must name the table: `ORDER BY id` would sort the text alias ("9" after "10").
const ROUND_COLUMNS = 'id::text AS id, game_id, server_seed, server_seed_hash, draw, ticket_price_minor, buying_from, closes_at, result_at, ends_at';
const roundOf = (r: RoundRow): BingoRound => ({
  id: r.id, gameId: r.game_id, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, draw: v.parse(DrawSchema, r.draw),
  ticketPrice: Number(r.ticket_price_minor),
  buyingFrom: r.buying_from.getTime(), closesAt: r.closes_at.getTime(), resultAt: r.result_at.getTime(), endsAt: r.ends_at.getTime(),
});

export const bingoPhaseAt = (round: BingoRound, t: number): BingoPhase => (t < round.closesAt ? 'buying' : t < round.resultAt ? 'drawing' : 'result');
export const bingoPhaseLeftMs = (round: BingoRound, t: number): number =>
  Math.max(0, (t < round.closesAt ? round.closesAt : t < round.resultAt ? round.resultAt : round.endsAt) - t);
/** The balls called by `t`: the first at the draw's start, one more every BALL_MS. */
export const calledAt = (round: BingoRound, t: number): number[] =>
  (t < round.closesAt ? [] : round.draw.slice(0, Math.min(BINGO_CALLED, Math.floor((t - round.closesAt) / BALL_MS) + 1)));

/** The room's round of the moment: its newest that has begun (null before the leader made the first). */
export async function currentBingoRound(db: Queryable, gameId: number, now: number): Promise<BingoRound | null> {
  const row = await db.one<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM bingo_rounds WHERE game_id = $1 AND buying_from <= $2 ORDER BY bingo_rounds.id DESC LIMIT 1`, [gameId, new Date(now)]);
  return row ? roundOf(row) : null;
}

/** Keeps the room running for WATCH_MS more; writes at most once every half of it. */
export async function watchBingo(db: Queryable, gameId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO bingo_watch (game_id, watched_until) VALUES ($1, $2)
     ON CONFLICT (game_id) DO UPDATE SET watched_until = EXCLUDED.watched_until WHERE bingo_watch.watched_until < $3`,
    [gameId, new Date(now + WATCH_MS), new Date(now + WATCH_MS / 2)]);
}

/** A buy's hold on the round: locks it against the leader's closing (FOR SHARE), refuses it once closed. */
export async function holdOpenBingoRound(tx: Queryable, roundId: string): Promise<void> {
  const row = await tx.one<{ settled: boolean }>('SELECT settled_at IS NOT NULL AS settled FROM bingo_rounds WHERE id = $1::bigint FOR SHARE', [roundId]);
  if (!row || row.settled) throw new ApiError(409, 'round_closed', 'Tickets are no longer sold', 'Wait for the next round');
}

type Log = (message: string, err?: unknown) => void;

/**
 * The leader's tick: close the rounds whose draw is over, pay their tickets, and open the next round in every watched
 * room whose round has ended. Safe to run again after a failure or on another instance: every step is idempotent.
 */
export async function advanceBingo(db: Db, now: number, log: Log = () => undefined): Promise<void> {
  const at = new Date(now);
  const due = await db.query<{ id: string }>('SELECT id::text AS id FROM bingo_rounds WHERE settled_at IS NULL AND result_at <= $1 ORDER BY bingo_rounds.id', [at]);
  for (const { id } of due) {
    await db.query('UPDATE bingo_rounds SET settled_at = $2 WHERE id = $1::bigint AND settled_at IS NULL', [id, at])
      .catch((err: unknown) => log(`bingo round ${id} could not be closed`, err));
  }
  await payClosedTickets(db, log);
  const rooms = await db.query<{ game_id: number; ends_at: Date | null }>(
    `SELECT w.game_id, (SELECT ends_at FROM bingo_rounds r WHERE r.game_id = w.game_id ORDER BY id DESC LIMIT 1) AS ends_at
       FROM bingo_watch w WHERE w.watched_until > $1`, [at]);
  for (const room of rooms) {
    const lastEnd = room.ends_at?.getTime() ?? null;
    if (lastEnd !== null && lastEnd > now) continue;
    const game = catalog().byId.get(room.game_id);
    if (!game || game.kind !== 'bingo') continue;
    await openRound(db, game.id, bingoTicketPrice(game.minStake), lastEnd === null || now - lastEnd > CATCH_UP_MS ? now : lastEnd)
      .catch((err: unknown) => log(`bingo room ${room.game_id} could not open a round`, err));
  }
}

async function openRound(db: Db, gameId: number, ticketPrice: number, buyingFrom: number): Promise<void> {
  const serverSeed = newTableSeed();
  const closesAt = buyingFrom + BUYING_MS;
  const resultAt = closesAt + DRAW_MS;
  // Only one round per room may be opening: a second tick (an old leader's) finds the new round and stops.
  await db.transaction(async (tx) => {
    await tx.query('SELECT game_id FROM bingo_watch WHERE game_id = $1 FOR UPDATE', [gameId]);
    const last = await tx.one<{ ends_at: Date }>('SELECT ends_at FROM bingo_rounds WHERE game_id = $1 ORDER BY id DESC LIMIT 1', [gameId]);
    if (last && last.ends_at.getTime() > buyingFrom) return;
    await tx.query(
      `INSERT INTO bingo_rounds (game_id, server_seed, server_seed_hash, draw, ticket_price_minor, buying_from, closes_at, result_at, ends_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)`,
      [gameId, serverSeed, seedHash(serverSeed), JSON.stringify(bingoDraw(serverSeed)), ticketPrice,
        new Date(buyingFrom), new Date(closesAt), new Date(resultAt), new Date(resultAt + RESULT_MS)]);
  });
}

/** Pays every ticket of a closed round, each in its own transaction in the order money moves (player, account). */
async function payClosedTickets(db: Db, log: Log): Promise<void> {
  const open = await db.query<{ id: string; user_id: number; account_id: number; numbers: unknown; price: string; draw: unknown }>(
    `SELECT t.id::text AS id, t.user_id, t.account_id, t.numbers, t.price_minor AS price, r.draw
       FROM bingo_tickets t JOIN bingo_rounds r ON r.id = t.round_id
      WHERE t.return_minor IS NULL AND r.settled_at IS NOT NULL ORDER BY t.id LIMIT 500`);
  for (const ticket of open) {
    const returned = ticketReturn(v.parse(BingoTicketSchema, ticket.numbers), v.parse(DrawSchema, ticket.draw), Number(ticket.price));
    await db.transaction(async (tx) => {
      await lockAccount(tx, ticket.account_id, ticket.user_id);
      const paid = await tx.one('UPDATE bingo_tickets SET return_minor = $2 WHERE id = $1::bigint AND return_minor IS NULL RETURNING id', [ticket.id, returned]);
      if (paid && returned > 0) await post(tx, { accountId: ticket.account_id, amountMinor: returned, kind: 'casino_win', refType: 'bingo_ticket', refId: ticket.id });
    }).catch((err: unknown) => log(`bingo ticket ${ticket.id} could not be paid`, err));
  }
}
