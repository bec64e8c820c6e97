import type { Db, Queryable } from '../db/index.ts';
import { letRequestsRun } from '../event-loop.ts';
import { sportsTargets } from '../seed/sports.ts';
import { type RmGame, type SportsReadModel, SPORTS_WRITE_LOCK, sportsReadModel } from '../sports/read-model.ts';
import { rulesOf } from '../sports/rules.ts';
import { advanceLotto, advanceToto, closeStartedTotoDraws } from '../sports/toto-lotto.ts';
import { advance, anchorClock, markNeeds } from './game-clock.ts';
import { createLine } from './line.ts';
import { moveMarkets, type MarketMoves } from './market-moves.ts';
import { newWork, type SimState, type Work } from './sim-model.ts';
import { loadScorers, writeGames, writeMarkets, writeOutcomes } from './sim-writes.ts';
import { kickOff, type StepState } from './step.ts';

export { SUSPEND_AFTER_GOAL_MS } from './game-clock.ts';
export { applyGoal, finishGame } from './manual-events.ts';

// The live simulator (issue 4): every tick it runs the clocks of live games (SIM_SPEED times the wall clock,
// synthetic games faster still), moves scores by each sport's nature, suspends markets after goals and reopens
// them with new odds, drifts odds, settles period markets as periods end and every outcome when a game finishes
// (outcome status 3 won / 4 lost / 5 void, market status 3 closed: the coupon settles bets from these), kicks
// off games whose time has come and schedules new ones so the line never runs dry.
//
// It keeps no state between ticks but the database (games.sim holds the drifted parameters and the suspension
// and repricing times), so a restart catches up, and the dev API can put a goal in through applyGoal().
// Time comes from deps.now: tests drive tick() with a fake clock; nothing runs by itself unless start() is called.
//
// A tick is four steps, each a function of its own: move the games (kick-offs and live clocks, game-clock.ts),
// mark what each needs, move their markets (market-moves.ts) and the line (line.ts), then write it all in one
// transaction (sim-writes.ts).

const MAX_KICKOFFS_PER_TICK = 100;

export interface SimTargets {
  upcoming: number;
  live: number;
  syntheticUpcoming: number;
}

export interface SimulatorDeps {
  db: Db;
  /** The process's read model (default: the shared one of db); refreshed before and after every tick. */
  readModel?: SportsReadModel;
  speed: number;
  now?: () => number;
  random?: () => number;
  targets?: SimTargets;
  log?: (message: string, err?: unknown) => void;
}

export interface TickReport {
  kickedOff: number;
  stepped: number;
  goals: number;
  finished: number;
  repriced: number;
  settledOutcomes: number;
  scheduled: number;
}

export interface Simulator {
  tick(): Promise<TickReport>;
  /** Ticks every `intervalMs` until stop(); a failed tick is logged and the next one runs. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const emptyReport = (): TickReport => ({ kickedOff: 0, stepped: 0, goals: 0, finished: 0, repriced: 0, settledOutcomes: 0, scheduled: 0 });

/** The games this tick moves, read from the read model at `t`. */
interface TickPlan {
  upcoming: RmGame[];
  /** Upcoming games brought forward to keep about `targets.live` games playing. */
  early: RmGame[];
  work: Work[];
  kickedOff: number;
}

/** What the tick writes, when no other tick was written since `seenTickAt`. */
/** Toto and lotto draws move on every 10 s of wall time at most (often enough for their minutes-long schedule). */
const DRAWS_EVERY_MS = 10_000;

interface TickWrite {
  t: number;
  seenTickAt: number | null | undefined;
  plan: TickPlan;
  moves: MarketMoves;
  drifted: Array<{ id: number; sim: SimState }>;
}

export function createSimulator(deps: SimulatorDeps): Simulator {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const targets = deps.targets ?? sportsTargets();
  const log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e));
  const rm = deps.readModel ?? sportsReadModel(deps.db);
  const line = createLine({ rm, speed: deps.speed, random, targets });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let lastDraws = 0;

  /** Kick-offs of the games whose time has come (or brought forward), and every live game's clock moved by `dtReal`. */
  function planGames(t: number, dtReal: number): TickPlan {
    const all = [...rm.games()];
    const live = all.filter((g) => g.status === 2 || g.status === 3);
    const upcoming = all.filter((g) => g.status === 1 && g.kind === 0).sort((a, b) => a.startAt - b.startAt || a.id - b.id);
    const due = upcoming.filter((g) => g.startAt <= t);
    // Keep about `targets.live` games live: bring the next games forward when too few are playing.
    const deficit = Math.min(5, targets.live - live.length - due.length);
    const early = deficit > 0 ? upcoming.filter((g) => g.startAt > t && !g.isSynthetic).slice(0, deficit) : [];
    due.push(...early.map((g) => ({ ...g, startAt: t })));

    const work: Work[] = [];
    let kickedOff = 0;
    for (const row of due.slice(0, MAX_KICKOFFS_PER_TICK)) {
      const slug = rm.sports.get(row.sportId)?.slug;
      if (!slug) continue;
      const rules = rulesOf(slug);
      const started = kickOff(rules, { status: 1, period: 0, timeSec: 0, score: row.score, brk: 0 });
      const w = newWork(row, slug, rules, started.state, started.events, true);
      advance(w, Math.max(0, (t - row.startAt) / 1000) * deps.speed * (rules.clockRate ?? 1), random);
      w.reprice = true;
      work.push(w);
      kickedOff++;
    }
    for (const row of live) {
      const slug = rm.sports.get(row.sportId)?.slug;
      if (!slug) continue;
      const rules = rulesOf(slug);
      const state: StepState = { status: row.status, period: row.period, timeSec: (row.gameTimeSec ?? 0) + (row.sim.tf ?? 0), score: row.score, brk: row.sim.brk ?? 0, periodStartSec: row.sim.ps ?? 0 };
      const w = newWork(row, slug, rules, state, [], false);
      advance(w, dtReal * deps.speed * (rules.clockRate ?? 1), random);
      work.push(w);
    }
    return { upcoming, early, work, kickedOff };
  }

  /** Writes the tick; false (nothing written) when another tick or a hand-made goal got there first. */
  async function writeTick(tx: Queryable, { t, seenTickAt, plan, moves, drifted }: TickWrite, report: TickReport): Promise<boolean> {
    const { work, early, upcoming } = plan;
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SPORTS_WRITE_LOCK]);
    const current = await tx.one<{ last_tick_at: Date | null }>('SELECT last_tick_at FROM sports_sim_state WHERE id = 1');
    if ((current ? (current.last_tick_at?.getTime() ?? null) : undefined) !== seenTickAt) return false;
    // A game of this tick written meanwhile (a QA goal or finish): this tick's view of it is old; the next tick redoes it.
    if (work.length > 0) {
      const moved = await tx.one(
        'SELECT 1 AS x FROM games g JOIN unnest($1::int[], $2::bigint[]) AS seen(id, version) ON g.id = seen.id WHERE g.version <> seen.version LIMIT 1',
        [`{${work.map((w) => w.row.id).join(',')}}`, `{${work.map((w) => w.version).join(',')}}`],
      );
      if (moved) return false;
    }
    if (!current) await tx.query('INSERT INTO sports_sim_state (id, last_tick_at) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [new Date(t)]);
    if (early.length > 0) {
      await tx.query(`UPDATE games SET start_at = $1, version = nextval('sports_version_seq'), updated_at = now() WHERE id = ANY($2::int[])`,
        [new Date(t), `{${early.map((g) => g.id).join(',')}}`]);
      // A toto draw with a game brought forward closes now, before that game starts.
      await closeStartedTotoDraws(tx, new Date(t));
    }

    for (const d of drifted) {
      await tx.query(`UPDATE games SET sim = $2::jsonb, version = nextval('sports_version_seq'), updated_at = now() WHERE id = $1`, [d.id, JSON.stringify(d.sim)]);
    }
    report.repriced = moves.repriced + drifted.length; // set, not added: a retried transaction runs this again

    // Requests run between the statements (letRequestsRun): the feeds answer from memory while the tick writes.
    await letRequestsRun();
    await writeGames(tx, work, t);
    await letRequestsRun();
    await writeMarkets(tx, moves.markets);
    await letRequestsRun();
    await writeOutcomes(tx, moves.outcomes);
    await letRequestsRun();
    report.scheduled = await line.schedule(tx, t, upcoming);
    // Toto draws close, settle and follow each other; lotto draws are drawn (every 10 s of wall time is enough).
    if (t - lastDraws >= DRAWS_EVERY_MS) {
      await letRequestsRun();
      await advanceToto(tx, new Date(t));
      await letRequestsRun();
      await advanceLotto(tx, new Date(t), random);
    }
    await letRequestsRun();
    await tx.query('UPDATE sports_sim_state SET last_tick_at = $1, ticks = ticks + 1 WHERE id = 1', [new Date(t)]);
    return true;
  }

  async function tick(): Promise<TickReport> {
    const t = now();
    await rm.refresh();
    // The tick is worked out first, from the read model, and only then written in one short transaction: the
    // database (PGlite has one connection) is not held while games are repriced (CPU work that also lets waiting
    // requests run), so bet placement and the other writers are not kept waiting for the whole tick. The
    // transaction checks that no other tick was written in between (another server on one PostgreSQL), else it
    // writes nothing and the next tick starts from what that one wrote.
    await letRequestsRun();
    const simRow = await deps.db.one<{ last_tick_at: Date | null }>('SELECT last_tick_at FROM sports_sim_state WHERE id = 1');
    const seenTickAt = simRow ? (simRow.last_tick_at?.getTime() ?? null) : undefined;
    const last = simRow?.last_tick_at?.getTime() ?? t;
    const dtReal = Math.max(0, Math.min(6 * 3600, (t - last) / 1000));

    const plan = planGames(t, dtReal);
    markNeeds(plan.work, t, dtReal, random);
    for (const w of plan.work) anchorClock(w, t, deps.speed);
    const touched = plan.work.filter((w) => w.reprice || w.suspend || w.finished || w.periodsEnded.length > 0 || w.goals.length > 0 || w.kicked);
    await letRequestsRun();
    const scorers = await loadScorers(deps.db, touched.filter((w) => w.rules.players || w.finished).map((w) => w.row.id));
    await letRequestsRun();
    const moves = await moveMarkets(touched, scorers, t);
    // The line moves too: a couple of upcoming games drift each tick.
    const drifted = line.driftLine(plan.upcoming, moves.outcomes);

    const report: TickReport = {
      ...emptyReport(), kickedOff: plan.kickedOff, stepped: plan.work.length,
      goals: moves.goals, finished: moves.finished, repriced: moves.repriced, settledOutcomes: moves.settledOutcomes,
    };
    const written = await deps.db.transaction((tx) => writeTick(tx, { t, seenTickAt, plan, moves, drifted }, report));
    if (!written) return emptyReport();
    // Only once the tick is committed (a transaction run again must draw too).
    if (t - lastDraws >= DRAWS_EVERY_MS) lastDraws = t;
    await letRequestsRun();
    await rm.refresh();
    return report;
  }

  return {
    tick,
    start(intervalMs = 1000) {
      stopped = false;
      const loop = () => {
        if (stopped) return;
        running = tick().catch((err: unknown) => log('sports simulator tick failed', err)).finally(() => {
          running = null;
          if (!stopped) timer = setTimeout(loop, intervalMs);
        });
      };
      timer = setTimeout(loop, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
