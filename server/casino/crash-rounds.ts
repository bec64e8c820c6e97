import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { BETTING_MS, CRASHED_PAUSE_MS, crashAfterMs, crashPointOf, type CrashRound } from './crash.ts';
import { holdOpenRound as holdOpen, payEach, type Log } from './shared-rounds.ts';

// The crash game's shared rounds in the database (issue 21). Every instance reads the round of the moment from here,
// so a cluster shows one round and any instance takes a bet or a cash-out; the leader (server/cluster/leader.ts)
// alone makes rounds and settles them (advanceCrash). A round's course is fixed when it is made (its seed decides the
// crash point and so the crash time), so it goes on whatever happens to the process that made it.
//
// How a round is settled (the rules page states it): the leader follows every open round on each of its ticks and
// moves its `watched_until` on while it follows without a break longer than WATCH_GAP_MS. A round followed up to its
// crash is 'crashed': bets not cashed out are lost. A round whose leader stopped before its crash (a process died
// or restarted) is 'refunded': every bet not cashed out gets its stake back, because the player may not have been
// able to cash out. Cash-outs made before the crash stand either way.

/** Longer than a slow tick on a busy embedded database, shorter than a round's climb: a silence this long is a lost leader. */
export const WATCH_GAP_MS = 5_000;
/** A quiet time longer than this starts the next round now instead of replaying missed rounds one by one. */
const CATCH_UP_MS = 60_000;
const HISTORY = 20;

interface RoundRow {
  id: string; server_seed: string; server_seed_hash: string; crash_point: string;
  betting_from: Date; running_from: Date; crash_at: Date; ends_at: Date;
}
const ROUND_COLUMNS = 'id::text AS id, server_seed, server_seed_hash, crash_point, betting_from, running_from, crash_at, ends_at';
const roundOf = (r: RoundRow): CrashRound => ({
  id: r.id, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, crashPoint: Number(r.crash_point),
  bettingFrom: r.betting_from.getTime(), runningFrom: r.running_from.getTime(), crashAt: r.crash_at.getTime(), endsAt: r.ends_at.getTime(),
});

/** The round of the moment: the newest one that has begun (null before the leader made the first). */
export async function currentCrashRound(db: Queryable, now: number): Promise<CrashRound | null> {
  const row = await db.one<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM crash_rounds WHERE betting_from <= $1 ORDER BY crash_rounds.id DESC LIMIT 1`, [new Date(now)]);
  return row ? roundOf(row) : null;
}

/** The crash points of the last rounds that crashed, newest first. */
export async function crashHistory(db: Queryable, now: number): Promise<number[]> {
  const rows = await db.query<{ p: string }>('SELECT crash_point AS p FROM crash_rounds WHERE crash_at <= $1 ORDER BY id DESC LIMIT $2', [new Date(now), HISTORY]);
  return rows.map((r) => Number(r.p));
}

/**
 * A bet's or a cash-out's hold on the round: locks it against settlement (FOR SHARE) and refuses one that is
 * settled. The caller then checks the phase with the time after the lock.
 */
export const holdOpenRound = (tx: Queryable, roundId: string): Promise<void> =>
  holdOpen(tx, 'crash_rounds', roundId, () => new ApiError(409, 'round_closed', 'The round is over', 'Wait for the next round'));

function newRound(bettingFrom: number) {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  const crashPoint = crashPointOf(serverSeed);
  const runningFrom = bettingFrom + BETTING_MS;
  const crashAt = runningFrom + crashAfterMs(crashPoint);
  return { serverSeed, serverSeedHash: crypto.createHash('sha256').update(serverSeed).digest('hex'), crashPoint, bettingFrom, runningFrom, crashAt, endsAt: crashAt + CRASHED_PAUSE_MS };
}

/**
 * The leader's tick: follow the open rounds, settle those that crashed, pay back the stakes of refunded ones, and make
 * the next round when the current one has ended. Safe to run again after a failure: every step is idempotent.
 */
export async function advanceCrash(db: Db, now: number, log: Log = () => undefined): Promise<void> {
  const at = new Date(now);
  await db.query('UPDATE crash_rounds SET watched_until = $1 WHERE settled_at IS NULL AND watched_until >= $2 AND watched_until < $1',
    [at, new Date(now - WATCH_GAP_MS)]);
  // Settling and refunding are each on their own: a round or a bet that cannot be settled now (logged, tried again
  // next tick) must not stop the game from going on to its next round.
  const due = await db.query<{ id: string }>('SELECT id::text AS id FROM crash_rounds WHERE settled_at IS NULL AND crash_at <= $1 ORDER BY crash_rounds.id', [at]);
  for (const { id } of due) await settleRound(db, id, at).catch((err: unknown) => log(`crash round ${id} could not be settled`, err));
  await refundOpenStakes(db, log);
  const last = await db.one<{ ends_at: Date }>('SELECT ends_at FROM crash_rounds ORDER BY id DESC LIMIT 1');
  const lastEnd = last?.ends_at.getTime() ?? null;
  if (lastEnd !== null && lastEnd > now) return;
  const r = newRound(lastEnd === null || now - lastEnd > CATCH_UP_MS ? now : lastEnd);
  await db.query(
    `INSERT INTO crash_rounds (server_seed, server_seed_hash, crash_point, betting_from, running_from, crash_at, ends_at, watched_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.serverSeed, r.serverSeedHash, r.crashPoint, new Date(r.bettingFrom), new Date(r.runningFrom), new Date(r.crashAt), new Date(r.endsAt), new Date(Math.max(now, r.bettingFrom))]);
}

/** Settles one round: the lock waits for bets and cash-outs in flight, after which none can begin. */
async function settleRound(db: Db, id: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const round = await tx.one<{ crash_at: Date; watched_until: Date; settled: boolean }>(
      'SELECT crash_at, watched_until, settled_at IS NOT NULL AS settled FROM crash_rounds WHERE id = $1::bigint FOR UPDATE', [id]);
    if (!round || round.settled) return;
    const followed = round.watched_until.getTime() >= round.crash_at.getTime();
    await tx.query('UPDATE crash_rounds SET outcome = $2, settled_at = $3 WHERE id = $1::bigint', [id, followed ? 'crashed' : 'refunded', at]);
    // Lost bets need no money move (the stake was taken at the bet); refunds are paid one by one below.
    if (followed) await tx.query('UPDATE casino_rounds SET settled = true WHERE crash_round = $1 AND NOT settled', [id]);
  });
}

/** Pays back every open bet of a refunded round, each in its own transaction. */
async function refundOpenStakes(db: Db, log: Log): Promise<void> {
  const open = await db.query<{ id: string; user_id: number; account_id: number }>(
    `SELECT b.id::text AS id, b.user_id, b.account_id FROM casino_rounds b JOIN crash_rounds c ON c.id::text = b.crash_round
      WHERE NOT b.settled AND c.outcome = 'refunded' ORDER BY b.id LIMIT 500`);
  await payEach(db, open, 'crash bet', log, async (tx, bet) => {
    const row = await tx.one<{ stake: string }>(
      "UPDATE casino_rounds SET settled = true, outcome = outcome || '{\"refunded\": true}'::jsonb WHERE id = $1::bigint AND NOT settled RETURNING stake_minor AS stake", [bet.id]);
    return row ? { accountId: bet.account_id, amountMinor: Number(row.stake), kind: 'casino_refund', refType: 'casino_round', refId: bet.id } : null;
  });
}
