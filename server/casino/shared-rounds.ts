import type { Db, Queryable, SqlParam } from '../db/index.ts';
import type { ApiError } from '../errors.ts';
import { lockAccount, post } from '../money/ledger.ts';
import { catalog, type CatalogGame } from './catalog.ts';
import { newTableSeed, seedHash } from './table-seed.ts';

// The one mechanism of the casino's shared rounds (issues 22, 23): the live tables, the bingo rooms and the virtual
// races. A game's rounds are rows of its own table in the database, so every instance reads a game's round of the
// moment and takes its stakes; the cluster's leader alone makes rounds and pays them (advance, on the leader's tick),
// so a round an instance died during is finished by whichever instance leads. A round is open (stakes taken), then
// closed (the draw, the race or the deal: decided by the seed when the round was made), then its result stays up and
// the next round opens. A game runs rounds while someone has looked at it in the last WATCH_MS (its page polls).
// Each game plugs in its rules: its durations, what its seed decides, what a stake returns.

export const WATCH_MS = 60_000;
/** A quiet game restarts now instead of replaying the rounds it missed. */
const CATCH_UP_MS = 10_000;
/** Stakes paid on one tick at the most; the rest wait for the next. */
const PAY_BATCH = 500;

export type Log = (message: string, err?: unknown) => void;
type LedgerEntry = Parameters<typeof post>[1];

/** The columns every shared round has, as read. */
export interface SharedRound {
  id: string; gameId: number; serverSeed: string; serverSeedHash: string;
  opensAt: number; closesAt: number; resultAt: number; endsAt: number;
}

interface SharedRow {
  id: string; game_id: number; server_seed: string; server_seed_hash: string;
  opens_at: Date; closes_at: Date; result_at: Date; ends_at: Date;
}

/** A stake not paid yet, as its game's table holds it: its own columns besides these. */
export interface OpenStake { id: string; user_id: number; account_id: number; round_id: string }

export interface SharedRoundRules<R extends SharedRound, S extends OpenStake> {
  /** How logs name a round, e.g. 'bingo round'. */
  name: string;
  /** The game's tables: its rounds, its watch (game_id, watched_until) and its stakes (id, user_id, account_id, return_minor). */
  tables: { rounds: string; watch: string; stakes: string };
  /** The column of the round's opening (buying_from or betting_from) and the stakes' column naming their round. */
  columns: { opensAt: string; stakeRound: string };
  /** The round's own columns as read (after the shared ones), and the stake's (after id, user_id, account_id). */
  select: { round: string; stake: string };
  durations: { openMs: number; closedMs: number; resultMs: number };
  plays(game: CatalogGame): boolean;
  /** The round's own columns when it is made: what its seed decides (objects are stored as jsonb). */
  made(game: CatalogGame, serverSeed: string): Record<string, string | number | object>;
  /** The round as read: the shared part and the game's own columns of `row`. */
  read(shared: SharedRound, row: Record<string, unknown>): R;
  /** What a stake returns, stake included (0 when lost), by the round's result. */
  returnOf(stake: S, round: R): number;
  /** The ledger's reference type of a stake. */
  refType: string;
  /** The error of a stake that came after the round closed. */
  closed(): ApiError;
}

export function phaseAt<P>(names: readonly [P, P, P], round: SharedRound, t: number): P {
  return t < round.closesAt ? names[0] : t < round.resultAt ? names[1] : names[2];
}
export const phaseLeftMs = (round: SharedRound, t: number): number =>
  Math.max(0, (t < round.closesAt ? round.closesAt : t < round.resultAt ? round.resultAt : round.endsAt) - t);

export interface SharedRounds<R extends SharedRound> {
  /** The game's round of the moment: its newest that has begun (null before the leader made the first). */
  current(db: Queryable, gameId: number, now: number): Promise<R | null>;
  /** Keeps the game running for WATCH_MS more; writes at most once every half of it. */
  watch(db: Queryable, gameId: number, now: number): Promise<void>;
  /** A stake's hold on the round: locks it against the leader's closing (FOR SHARE), refuses it once closed. */
  holdOpen(tx: Queryable, roundId: string): Promise<void>;
  /**
   * The leader's tick: close the rounds whose result is shown, pay their stakes, and open the next round of every
   * watched game whose round has ended. Safe to run again after a failure or on another instance: every step is idempotent.
   */
  advance(db: Db, now: number, log?: Log): Promise<void>;
}

export function sharedRounds<R extends SharedRound, S extends OpenStake>(rules: SharedRoundRules<R, S>): SharedRounds<R> {
  const { rounds, watch, stakes } = rules.tables;
  // A sort must name the table: `ORDER BY id` would sort the text alias ("9" after "10").
  const columns = `${rounds}.id::text AS id, game_id, server_seed, server_seed_hash, ${rules.columns.opensAt} AS opens_at, closes_at, result_at, ends_at, ${rules.select.round}`;
  const readRow = (r: SharedRow): R => rules.read({
    id: r.id, gameId: r.game_id, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash,
    opensAt: r.opens_at.getTime(), closesAt: r.closes_at.getTime(), resultAt: r.result_at.getTime(), endsAt: r.ends_at.getTime(),
  }, r as unknown as Record<string, unknown>);

  async function open(db: Db, game: CatalogGame, opensAt: number): Promise<void> {
    const serverSeed = newTableSeed();
    const closesAt = opensAt + rules.durations.openMs;
    const resultAt = closesAt + rules.durations.closedMs;
    const own = Object.entries(rules.made(game, serverSeed));
    const values: SqlParam[] = [game.id, serverSeed, seedHash(serverSeed), new Date(opensAt), new Date(closesAt), new Date(resultAt),
      new Date(resultAt + rules.durations.resultMs), ...own.map(([, value]) => (typeof value === 'object' ? JSON.stringify(value) : value))];
    const placeholders = values.map((value, i) => `$${i + 1}${i >= 7 && typeof own[i - 7]![1] === 'object' ? '::jsonb' : ''}`);
    // Only one round per game may be opening: a second tick (an old leader's) finds the new round and stops.
    await db.transaction(async (tx) => {
      await tx.query(`SELECT game_id FROM ${watch} WHERE game_id = $1 FOR UPDATE`, [game.id]);
      const last = await tx.one<{ ends_at: Date }>(`SELECT ends_at FROM ${rounds} WHERE game_id = $1 ORDER BY ${rounds}.id DESC LIMIT 1`, [game.id]);
      if (last && last.ends_at.getTime() > opensAt) return;
      await tx.query(
        `INSERT INTO ${rounds} (game_id, server_seed, server_seed_hash, ${rules.columns.opensAt}, closes_at, result_at, ends_at, ${own.map(([column]) => column).join(', ')})
         VALUES (${placeholders.join(', ')})`, values);
    });
  }

  /** Pays every stake of a closed round, each in its own transaction. */
  async function payClosed(db: Db, log: Log): Promise<void> {
    const open = await db.query<S>(
      `SELECT s.id::text AS id, s.user_id, s.account_id, s.${rules.columns.stakeRound}::text AS round_id, ${rules.select.stake}
         FROM ${stakes} s JOIN ${rounds} r ON r.id = s.${rules.columns.stakeRound}
        WHERE s.return_minor IS NULL AND r.settled_at IS NOT NULL ORDER BY s.id LIMIT ${PAY_BATCH}`);
    const byId = new Map<string, R>();
    for (const id of new Set(open.map((s) => s.round_id))) {
      const row = await db.one<SharedRow>(`SELECT ${columns} FROM ${rounds} WHERE id = $1::bigint`, [id]);
      if (row) byId.set(id, readRow(row));
    }
    await payEach(db, open, `${rules.name} stake`, log, async (tx, stake) => {
      const returned = rules.returnOf(stake, byId.get(stake.round_id)!);
      const paid = await tx.one(`UPDATE ${stakes} SET return_minor = $2 WHERE id = $1::bigint AND return_minor IS NULL RETURNING id`, [stake.id, returned]);
      return paid && returned > 0 ? { accountId: stake.account_id, amountMinor: returned, kind: 'casino_win', refType: rules.refType, refId: stake.id } : null;
    });
  }

  return {
    async current(db, gameId, now) {
      const row = await db.one<SharedRow>(
        `SELECT ${columns} FROM ${rounds} WHERE game_id = $1 AND ${rules.columns.opensAt} <= $2 ORDER BY ${rounds}.id DESC LIMIT 1`, [gameId, new Date(now)]);
      return row ? readRow(row) : null;
    },
    async watch(db, gameId, now) {
      await db.query(
        `INSERT INTO ${watch} (game_id, watched_until) VALUES ($1, $2)
         ON CONFLICT (game_id) DO UPDATE SET watched_until = EXCLUDED.watched_until WHERE ${watch}.watched_until < $3`,
        [gameId, new Date(now + WATCH_MS), new Date(now + WATCH_MS / 2)]);
    },
    holdOpen: (tx, roundId) => holdOpenRound(tx, rounds, roundId, rules.closed),
    async advance(db, now, log = () => undefined) {
      const at = new Date(now);
      const due = await db.query<{ id: string }>(`SELECT id::text AS id FROM ${rounds} WHERE settled_at IS NULL AND result_at <= $1 ORDER BY ${rounds}.id`, [at]);
      for (const { id } of due) {
        await db.query(`UPDATE ${rounds} SET settled_at = $2 WHERE id = $1::bigint AND settled_at IS NULL`, [id, at])
          .catch((err: unknown) => log(`${rules.name} ${id} could not be closed`, err));
      }
      await payClosed(db, log);
      const games = await db.query<{ game_id: number; ends_at: Date | null }>(
        `SELECT w.game_id, (SELECT ends_at FROM ${rounds} r WHERE r.game_id = w.game_id ORDER BY r.id DESC LIMIT 1) AS ends_at
           FROM ${watch} w WHERE w.watched_until > $1`, [at]);
      for (const watched of games) {
        const lastEnd = watched.ends_at?.getTime() ?? null;
        if (lastEnd !== null && lastEnd > now) continue;
        const game = catalog().byId.get(watched.game_id);
        if (!game || !rules.plays(game)) continue;
        await open(db, game, lastEnd === null || now - lastEnd > CATCH_UP_MS ? now : lastEnd)
          .catch((err: unknown) => log(`${rules.name} of game ${game.id} could not be opened`, err));
      }
    },
  };
}

/** A stake's hold on a round of `table`: locks it against settlement (FOR SHARE), refuses it once settled. */
export async function holdOpenRound(tx: Queryable, table: string, roundId: string, closed: () => ApiError): Promise<void> {
  const row = await tx.one<{ settled: boolean }>(`SELECT settled_at IS NOT NULL AS settled FROM ${table} WHERE id = $1::bigint FOR SHARE`, [roundId]);
  if (!row || row.settled) throw closed();
}

/**
 * Pays stakes one by one, each in its own transaction in the order money moves (player, then account): `pay` marks the
 * stake paid and says what to post (null: nothing). A stake that fails is logged and tried again on the next tick.
 */
export async function payEach<S extends Omit<OpenStake, 'round_id'>>(
  db: Db, open: S[], what: string, log: Log, pay: (tx: Queryable, stake: S) => Promise<LedgerEntry | null>,
): Promise<void> {
  for (const stake of open) {
    await db.transaction(async (tx) => {
      await lockAccount(tx, stake.account_id, stake.user_id);
      const entry = await pay(tx, stake);
      if (entry) await post(tx, entry);
    }).catch((err: unknown) => log(`${what} ${stake.id} could not be paid`, err));
  }
}
