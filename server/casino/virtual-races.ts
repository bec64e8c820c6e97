import crypto from 'node:crypto';
import * as v from 'valibot';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { lockAccount, post } from '../money/ledger.ts';
import { catalog } from './catalog.ts';
import { newTableSeed, seedHash } from './table-seed.ts';
import {
  newRaceCard, RACE_FLOATS, raceMessage, RaceCardSchema, raceResultOfDigests, RaceResultSchema, type RaceCard, type RaceResult,
} from '../../streams/schemas/casino-games/virtual-race.ts';
import type { RACE_PHASES } from '../../streams/schemas/casino-virtual.ts';

// Virtual horse racing's races (issue 23), in the database like the live tables' rounds (table-rounds.ts): every
// instance reads a game's race of the moment from here and takes its bets; the cluster's leader alone makes races and
// pays them (advanceRaces, on the leader's tick), so a race an instance died during is finished by whichever leads.
// A race is betting (BETTING_MS, its card with the prices shown), then the race itself (RACE_MS: the seed and the
// finishing order are shown from its start, no bet can be placed any more), then the result stays up (RESULT_MS)
// and the next race opens. A game runs races while someone has looked at it in the last WATCH_MS (its page polls).

export const BETTING_MS = 30_000;
export const RACE_MS = 15_000;
export const RESULT_MS = 6_000;
export const WATCH_MS = 60_000;
/** A quiet game restarts now instead of replaying the races it missed. */
const CATCH_UP_MS = 10_000;
export const RACE_HISTORY = 10;

export type RacePhase = (typeof RACE_PHASES)[number];

export interface Race {
  id: string; gameId: number; serverSeed: string; serverSeedHash: string; card: RaceCard; result: RaceResult;
  bettingFrom: number; closesAt: number; resultAt: number; endsAt: number;
}

interface RaceRow {
  id: string; game_id: number; server_seed: string; server_seed_hash: string; card: unknown; result: unknown;
  betting_from: Date; closes_at: Date; result_at: Date; ends_at: Date;
}
const RACE_COLUMNS = 'id::text AS id, game_id, server_seed, server_seed_hash, card, result, betting_from, closes_at, result_at, ends_at';
const raceOf = (r: RaceRow): Race => ({
  id: r.id, gameId: r.game_id, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash,
  card: v.parse(RaceCardSchema, r.card), result: v.parse(RaceResultSchema, r.result),
  bettingFrom: r.betting_from.getTime(), closesAt: r.closes_at.getTime(), resultAt: r.result_at.getTime(), endsAt: r.ends_at.getTime(),
});

export const racePhaseAt = (race: Race, t: number): RacePhase => (t < race.closesAt ? 'betting' : t < race.resultAt ? 'racing' : 'result');
export const racePhaseLeftMs = (race: Race, t: number): number =>
  Math.max(0, (t < race.closesAt ? race.closesAt : t < race.resultAt ? race.resultAt : race.endsAt) - t);

/** A race's finishing order from its seed (the rule is streams/schemas/casino-games/virtual-race.ts). */
export function raceResultOfSeed(card: RaceCard, serverSeed: string): RaceResult {
  const digests = Array.from({ length: RACE_FLOATS }, (_, i) => crypto.createHmac('sha256', serverSeed).update(raceMessage(i)).digest());
  return raceResultOfDigests(card, digests);
}

/** The game's race of the moment: its newest that has begun (null before the leader made the first). */
export async function currentRace(db: Queryable, gameId: number, now: number): Promise<Race | null> {
  const row = await db.one<RaceRow>(`SELECT ${RACE_COLUMNS} FROM virtual_races WHERE game_id = $1 AND betting_from <= $2 ORDER BY virtual_races.id DESC LIMIT 1`, [gameId, new Date(now)]);
  return row ? raceOf(row) : null;
}

/** The last races whose result has been shown, newest first: their cards and finishing orders. */
export async function raceHistory(db: Queryable, gameId: number, now: number): Promise<Array<{ id: string; card: RaceCard; result: RaceResult }>> {
  const rows = await db.query<{ id: string; card: unknown; result: unknown }>(
    'SELECT id::text AS id, card, result FROM virtual_races WHERE game_id = $1 AND result_at <= $2 ORDER BY virtual_races.id DESC LIMIT $3', [gameId, new Date(now), RACE_HISTORY]);
  return rows.map((r) => ({ id: r.id, card: v.parse(RaceCardSchema, r.card), result: v.parse(RaceResultSchema, r.result) }));
}

/** Keeps the game running for WATCH_MS more; writes at most once every half of it. */
export async function watchRaces(db: Queryable, gameId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO virtual_race_watch (game_id, watched_until) VALUES ($1, $2)
     ON CONFLICT (game_id) DO UPDATE SET watched_until = EXCLUDED.watched_until WHERE virtual_race_watch.watched_until < $3`,
    [gameId, new Date(now + WATCH_MS), new Date(now + WATCH_MS / 2)]);
}

/** A bet's hold on the race: locks it against the leader's closing (FOR SHARE), refuses it once closed. */
export async function holdOpenRace(tx: Queryable, raceId: string): Promise<void> {
  const row = await tx.one<{ settled: boolean }>('SELECT settled_at IS NOT NULL AS settled FROM virtual_races WHERE id = $1::bigint FOR SHARE', [raceId]);
  if (!row || row.settled) throw new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next race');
}

type Log = (message: string, err?: unknown) => void;

/**
 * The leader's tick: close the races whose result is shown, pay their bets, and open the next race of every watched
 * game whose race has ended. Safe to run again after a failure: every step is idempotent.
 */
export async function advanceRaces(db: Db, now: number, log: Log = () => undefined): Promise<void> {
  const at = new Date(now);
  await db.query('UPDATE virtual_races SET settled_at = $1 WHERE settled_at IS NULL AND result_at <= $1', [at])
    .catch((err: unknown) => log('virtual races could not be closed', err));
  await payClosedBets(db, log);
  const games = await db.query<{ game_id: number; ends_at: Date | null }>(
    `SELECT w.game_id, (SELECT ends_at FROM virtual_races r WHERE r.game_id = w.game_id ORDER BY r.id DESC LIMIT 1) AS ends_at
       FROM virtual_race_watch w WHERE w.watched_until > $1`, [at]);
  for (const game of games) {
    const lastEnd = game.ends_at?.getTime() ?? null;
    if (lastEnd !== null && lastEnd > now) continue;
    if (catalog().byId.get(game.game_id)?.kind !== 'virtualrace') continue;
    await openRace(db, game.game_id, lastEnd === null || now - lastEnd > CATCH_UP_MS ? now : lastEnd)
      .catch((err: unknown) => log(`virtual race game ${game.game_id} could not open a race`, err));
  }
}

const cardRandom = () => crypto.randomInt(2 ** 47) / 2 ** 47;

async function openRace(db: Db, gameId: number, bettingFrom: number): Promise<void> {
  const serverSeed = newTableSeed();
  const card = newRaceCard(cardRandom);
  const closesAt = bettingFrom + BETTING_MS;
  const resultAt = closesAt + RACE_MS;
  // Only one race per game may be opening: a second tick (an old leader's) finds the new race and stops.
  await db.transaction(async (tx) => {
    await tx.query('SELECT game_id FROM virtual_race_watch WHERE game_id = $1 FOR UPDATE', [gameId]);
    const last = await tx.one<{ ends_at: Date }>('SELECT ends_at FROM virtual_races WHERE game_id = $1 ORDER BY virtual_races.id DESC LIMIT 1', [gameId]);
    if (last && last.ends_at.getTime() > bettingFrom) return;
    await tx.query(
      `INSERT INTO virtual_races (game_id, server_seed, server_seed_hash, card, result, betting_from, closes_at, result_at, ends_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9)`,
      [gameId, serverSeed, seedHash(serverSeed), JSON.stringify(card), JSON.stringify(raceResultOfSeed(card, serverSeed)),
        new Date(bettingFrom), new Date(closesAt), new Date(resultAt), new Date(resultAt + RESULT_MS)]);
  });
}

/** Pays every bet of a closed race at its price, each in its own transaction in the order money moves (player, account). */
async function payClosedBets(db: Db, log: Log): Promise<void> {
  const open = await db.query<{ id: string; user_id: number; account_id: number; runner: number; odds: number; stake: string; result: unknown }>(
    `SELECT b.id::text AS id, b.user_id, b.account_id, b.runner, b.odds, b.stake_minor AS stake, r.result
       FROM virtual_race_bets b JOIN virtual_races r ON r.id = b.race_id
      WHERE b.return_minor IS NULL AND r.settled_at IS NOT NULL ORDER BY b.id LIMIT 500`);
  for (const bet of open) {
    const won = v.parse(RaceResultSchema, bet.result).order[0] === bet.runner;
    const returned = won ? Math.floor((Number(bet.stake) * bet.odds) / 100) : 0;
    await db.transaction(async (tx) => {
      await lockAccount(tx, bet.account_id, bet.user_id);
      const paid = await tx.one('UPDATE virtual_race_bets SET return_minor = $2 WHERE id = $1::bigint AND return_minor IS NULL RETURNING id', [bet.id, returned]);
      if (paid && returned > 0) await post(tx, { accountId: bet.account_id, amountMinor: returned, kind: 'casino_win', refType: 'virtual_race_bet', refId: bet.id });
    }).catch((err: unknown) => log(`virtual race bet ${bet.id} could not be paid`, err));
  }
}
