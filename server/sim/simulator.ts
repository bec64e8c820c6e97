import type { Db, Queryable } from '../db/index.ts';
import { mulberry32 } from '../seed/prng.ts';
import { champRows, sportsTargets } from '../seed/sports.ts';
import { type BuiltGame, type ChampRow, buildUpcoming, insertGames, isSyntheticChamp, realDurationSec, squadsOf } from '../sports/build.ts';
import { SPORTS } from '../sports/catalog.ts';
import { type ScoreJson, type Side, type SimParams, finalOf, gauss } from '../sports/engine.ts';
import { MT, compileSettle, type Settled } from '../sports/markets.ts';
import { priceMarkets } from '../sports/pricing.ts';
import { type RmGame, type RmMarket, type SportsReadModel, SPORTS_WRITE_LOCK, sportsReadModel } from '../sports/read-model.ts';
import { rulesOf, type SportRules } from '../sports/rules.ts';
import { kickOff, type SimEvent, type StepState, stepGame } from './step.ts';
import { advanceLotto, advanceToto, closeStartedTotoDraws } from '../sports/toto-lotto.ts';

// The live simulator (issue 4): every tick it runs the clocks of live games (SIM_SPEED times the wall clock,
// synthetic games faster still), moves scores by each sport's nature, suspends markets after goals and reopens
// them with new odds, drifts odds, settles period markets as periods end and every outcome when a game finishes
// (outcome status 3 won / 4 lost / 5 void, market status 3 closed: the coupon settles bets from these), kicks
// off games whose time has come and schedules new ones so the line never runs dry.
//
// It keeps no state between ticks but the database (games.sim holds the drifted parameters and the suspension
// and repricing times), so a restart catches up, and the dev API can put a goal in through applyGoal().
// Time comes from deps.now: tests drive tick() with a fake clock; nothing runs by itself unless start() is called.

export const SUSPEND_AFTER_GOAL_MS = 4_000;
const DRIFT_EVERY_MS: [number, number] = [6_000, 14_000];
const REPRICE_THROTTLE_MS = 3_000;
const MAX_KICKOFFS_PER_TICK = 100;
const MAX_NEW_GAMES_PER_TICK = 40;
const LINE_DRIFT_PER_TICK = 2;
/** Live games repriced per tick at most (kick-offs always are); the rest wait a tick. */
const MAX_REPRICES_PER_TICK = 8;
const LIVE_SAMPLES = 500;
/** The line reaches this far ahead (wall time at SIM_SPEED 1). */
const LINE_HORIZON_MS = 24 * 3600_000;

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

/** games.sim with the simulator's bookkeeping. */
export interface SimState extends SimParams {
  brk: number;
  /** Seconds of play when the current period began (StepState.periodStartSec). */
  ps?: number;
  /** Markets suspended until (epoch ms), then repriced and reopened. */
  sus?: number;
  /** Next drift of the parameters (epoch ms). */
  drift?: number;
  /** Next reprice allowed after points (epoch ms). */
  next?: number;
}

interface Work {
  row: RmGame;
  slug: string;
  rules: SportRules;
  state: StepState;
  sim: SimState;
  events: SimEvent[];
  kicked: boolean;
  goals: Array<{ side: Side; player?: string }>;
  /** The score moved this tick (goals, points, rounds). */
  scored: boolean;
  periodsEnded: number[];
  reprice: boolean;
  suspend: boolean;
  finished: boolean;
}


export interface Simulator {
  tick(): Promise<TickReport>;
  /** Ticks every `intervalMs` until stop(); a failed tick is logged and the next one runs. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createSimulator(deps: SimulatorDeps): Simulator {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const targets = deps.targets ?? sportsTargets();
  const log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e));
  const rm = deps.readModel ?? sportsReadModel(deps.db);
  const champs = champRows();
  const champById = new Map(champs.map((c) => [c.id, c]));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let lastDraws = 0;

  async function tick(): Promise<TickReport> {
    const report: TickReport = { kickedOff: 0, stepped: 0, goals: 0, finished: 0, repriced: 0, settledOutcomes: 0, scheduled: 0 };
    const t = now();
    await rm.refresh();
    // The tick is worked out first, from the read model, and only then written in one short transaction: the
    // database (PGlite has one connection) is not held while games are repriced (CPU work that also lets waiting
    // requests run), so bet placement and the other writers are not kept waiting for the whole tick. The
    // transaction checks that no other tick was written in between (another server on one PostgreSQL), else it
    // writes nothing and the next tick starts from what that one wrote.
    const simRow = await deps.db.one<{ last_tick_at: Date | null }>('SELECT last_tick_at FROM sports_sim_state WHERE id = 1');
    const seenTickAt = simRow ? (simRow.last_tick_at?.getTime() ?? null) : undefined;
    {
      const last = simRow?.last_tick_at?.getTime() ?? t;
      const dtReal = Math.max(0, Math.min(6 * 3600, (t - last) / 1000));

      const all = [...rm.games()];
      const live = all.filter((g) => g.status === 2 || g.status === 3);
      const upcoming = all.filter((g) => g.status === 1 && g.kind === 0).sort((a, b) => a.startAt - b.startAt || a.id - b.id);
      const due = upcoming.filter((g) => g.startAt <= t);
      // Keep about `targets.live` games live: bring the next games forward when too few are playing.
      const deficit = Math.min(5, targets.live - live.length - due.length);
      const early = deficit > 0 ? upcoming.filter((g) => g.startAt > t && !g.isSynthetic).slice(0, deficit) : [];
      due.push(...early.map((g) => ({ ...g, startAt: t })));

      const work: Work[] = [];
      for (const row of due.slice(0, MAX_KICKOFFS_PER_TICK)) {
        const slug = rm.sports.get(row.sportId)?.slug;
        if (!slug) continue;
        const rules = rulesOf(slug);
        const started = kickOff(rules, { status: 1, period: 0, timeSec: 0, score: row.score, brk: 0 });
        const w = newWork(row, slug, rules, started.state, started.events, true);
        advance(w, Math.max(0, (t - row.startAt) / 1000) * deps.speed * (rules.clockRate ?? 1));
        w.reprice = true;
        work.push(w);
        report.kickedOff++;
      }
      for (const row of live) {
        const slug = rm.sports.get(row.sportId)?.slug;
        if (!slug) continue;
        const rules = rulesOf(slug);
        const state: StepState = { status: row.status, period: row.period, timeSec: row.gameTimeSec ?? 0, score: row.score, brk: row.sim.brk ?? 0, periodStartSec: row.sim.ps ?? 0 };
        const w = newWork(row, slug, rules, state, [], false);
        advance(w, dtReal * deps.speed * (rules.clockRate ?? 1));
        work.push(w);
      }
      report.stepped = work.length;

      // What each game needs: suspension after goals, reopening, drift, throttled repricing, settlement.
      for (const w of work) {
        const { sim } = w;
        if (w.finished) continue;
        if (w.goals.length > 0) {
          sim.sus = t + SUSPEND_AFTER_GOAL_MS;
          w.suspend = true;
        } else if (w.scored || w.periodsEnded.length > 0) {
          if ((sim.next ?? 0) <= t) {
            w.reprice = true;
            sim.next = t + REPRICE_THROTTLE_MS;
          }
        }
        if (sim.sus !== undefined && sim.sus <= t && !w.suspend) {
          delete sim.sus;
          w.reprice = true;
        } else if (sim.sus === undefined && w.rules.model === 'goals' && w.state.status === 2 && random() < 0.004 * Math.max(1, dtReal)) {
          // A dangerous attack: markets close for a few seconds.
          sim.sus = t + 2_500 + random() * 2_500;
          w.suspend = true;
        }
        if ((sim.drift ?? 0) <= t) {
          if (sim.drift !== undefined) driftParams(sim, w.rules, random);
          sim.drift = t + DRIFT_EVERY_MS[0] + random() * (DRIFT_EVERY_MS[1] - DRIFT_EVERY_MS[0]);
          w.reprice = true;
        }
        if (sim.sus !== undefined && !w.suspend) w.reprice = false; // still suspended: reprice on reopening
      }

      const touched = work.filter((w) => w.reprice || w.suspend || w.finished || w.periodsEnded.length > 0 || w.goals.length > 0 || w.kicked);
      const scorers = await loadScorers(deps.db, touched.filter((w) => w.rules.players || w.finished).map((w) => w.row.id));
      const outcomeUpdates: OutcomeUpdate[] = [];
      const marketUpdates: Array<{ id: number; status: number }> = [];
      let budget = MAX_REPRICES_PER_TICK;
      for (const w of touched) {
        const ms = marketRows(w.row.markets);
        const scored = [...(scorers.get(w.row.id) ?? []), ...w.goals.map((g) => `${g.side}:${g.player ?? ''}`)];
        report.goals += w.goals.length;
        if (w.finished) {
          report.settledOutcomes += settleAll(w.rules, w.state.score, ms, scored, outcomeUpdates, marketUpdates);
          report.finished++;
          continue;
        }
        report.settledOutcomes += settleEarly(w, ms, scored, outcomeUpdates, marketUpdates);
        if (w.suspend) suspendAll(ms, outcomeUpdates, marketUpdates);
        else if (w.reprice && (budget-- > 0 || w.kicked)) {
          reprice(w, ms, outcomeUpdates, marketUpdates);
          report.repriced++;
          // Pricing is CPU work: let waiting requests (feeds answer from memory) run between two games.
          await new Promise<void>((resolve) => setImmediate(resolve));
        } else if (w.reprice) {
          w.sim.drift = t; // over this tick's budget: first in line next tick
        }
      }

      // The line moves too: a couple of upcoming games drift each tick.
      const drifted = driftLine(upcoming, outcomeUpdates);

      const written = await deps.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SPORTS_WRITE_LOCK]);
        const current = await tx.one<{ last_tick_at: Date | null }>('SELECT last_tick_at FROM sports_sim_state WHERE id = 1');
        if ((current ? (current.last_tick_at?.getTime() ?? null) : undefined) !== seenTickAt) return false;
        // A game of this tick written meanwhile (a QA goal or finish): this tick's view of it is old; the next tick redoes it.
        if (work.length > 0) {
          const moved = await tx.one(
            'SELECT 1 AS x FROM games g JOIN unnest($1::int[], $2::bigint[]) AS seen(id, version) ON g.id = seen.id WHERE g.version <> seen.version LIMIT 1',
            [`{${work.map((w) => w.row.id).join(',')}}`, `{${work.map((w) => w.row.version).join(',')}}`],
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
        report.repriced += drifted.length;

        await writeGames(tx, work, t);
        await writeMarkets(tx, marketUpdates);
        await writeOutcomes(tx, outcomeUpdates);
        report.scheduled = await schedule(tx, t, upcoming);
        // Toto draws close, settle and follow each other; lotto draws are drawn (every 10 s of wall time is enough).
        if (t - lastDraws >= 10_000) {
          lastDraws = t;
          await advanceToto(tx, new Date(t));
          await advanceLotto(tx, new Date(t), random);
        }
        await tx.query('UPDATE sports_sim_state SET last_tick_at = $1, ticks = ticks + 1 WHERE id = 1', [new Date(t)]);
        return true;
      });
      if (!written) return { kickedOff: 0, stepped: 0, goals: 0, finished: 0, repriced: 0, settledOutcomes: 0, scheduled: 0 };
    }
    await rm.refresh();
    return report;
  }

  function newWork(row: RmGame, slug: string, rules: SportRules, state: StepState, events: SimEvent[], kicked: boolean): Work {
    return { row, slug, rules, state, sim: { ...row.sim }, events: [...events], kicked, goals: [], scored: false, periodsEnded: [], reprice: false, suspend: false, finished: false };
  }

  /** Runs a game's clock `dt` seconds of play in steps of at most 30 s. */
  function advance(w: Work, dt: number): void {
    const squads = w.rules.players ? squadsOf(w.row.home, w.row.away) : undefined;
    let left = dt;
    while (left > 1e-6 && w.state.status !== 4) {
      const chunk = Math.min(30, left);
      left -= chunk;
      const r = stepGame(w.rules, w.sim, w.state, chunk, random, squads);
      w.state = r.state;
      w.events.push(...r.events);
      for (const e of r.events) if (e.type === 'goal' && e.side) w.goals.push({ side: e.side, ...(e.player ? { player: e.player } : {}) });
      if (r.scored) w.scored = true;
      if (r.periodEnded !== null) w.periodsEnded.push(r.periodEnded);
      if (r.state.status === 4) w.finished = true;
    }
    w.sim.brk = w.state.brk;
    w.sim.ps = w.state.periodStartSec ?? 0;
  }

  function reprice(w: Work, ms: MarketRow[], outcomes: OutcomeUpdate[], marketsOut: Array<{ id: number; status: number }>): void {
    const open = ms.filter((m) => m.status !== 3 && m.outcomes.some((o) => o.status <= 2));
    if (open.length === 0) return;
    const prices = priceMarkets(w.rules, w.sim, w.state, open.map((m) => ({ typeId: m.type_id, param: m.param, period: m.period, outcomes: m.outcomes })), { samples: LIVE_SAMPLES });
    open.forEach((m, i) => {
      if (m.status === 2) marketsOut.push({ id: m.id, status: 1 });
      m.outcomes.forEach((o, j) => {
        if (o.status > 2) return;
        const p = prices[i]![j]!;
        if (o.coef !== p.coef || o.status !== p.status) outcomes.push({ id: o.id, coef: p.coef, status: p.status });
      });
    });
  }

  function suspendAll(ms: MarketRow[], outcomes: OutcomeUpdate[], marketsOut: Array<{ id: number; status: number }>): void {
    for (const m of ms) {
      if (m.status !== 1) continue;
      marketsOut.push({ id: m.id, status: 2 });
      for (const o of m.outcomes) if (o.status === 1) outcomes.push({ id: o.id, coef: o.coef, status: 2 });
    }
  }

  /** Drifts a few upcoming games and reprices them (their odds into `outcomes`); answers their new sim to write. */
  function driftLine(upcoming: RmGame[], outcomes: OutcomeUpdate[]): Array<{ id: number; sim: SimState }> {
    const drifted: Array<{ id: number; sim: SimState }> = [];
    if (upcoming.length === 0) return drifted;
    for (let i = 0; i < LINE_DRIFT_PER_TICK; i++) {
      const row = upcoming[Math.floor(random() * upcoming.length)]!;
      const slug = rm.sports.get(row.sportId)?.slug;
      if (!slug) continue;
      const rules = rulesOf(slug);
      const w = newWork(row, slug, rules, { status: 1, period: 0, timeSec: 0, score: row.score, brk: 0 }, [], false);
      driftParams(w.sim, rules, random, 0.5);
      reprice(w, marketRows(row.markets), outcomes, []);
      drifted.push({ id: row.id, sim: w.sim });
    }
    return drifted;
  }

  async function schedule(tx: Queryable, t: number, upcoming: RmGame[]): Promise<number> {
    const horizon = LINE_HORIZON_MS / deps.speed;
    const byChamp = new Map<number, { n: number; last: Date }>();
    for (const g of upcoming) {
      const c = byChamp.get(g.champId) ?? { n: 0, last: new Date(0) };
      c.n++;
      if (g.startAt > c.last.getTime()) c.last = new Date(g.startAt);
      byChamp.set(g.champId, c);
    }
    const counts = [...byChamp].map(([champ_id, c]) => ({ champ_id, ...c }));
    const built: BuiltGame[] = [];
    const rand = mulberry32(Math.floor(random() * 2 ** 32));
    // Synthetic championships: the next games follow each other every half game.
    for (const c of champs.filter(isSyntheticChamp)) {
      const have = byChamp.get(c.id);
      let last = Math.max(t, have?.last.getTime() ?? t);
      for (let k = have?.n ?? 0; k < targets.syntheticUpcoming; k++) {
        last += (realDurationSec(rulesOf(c.sportSlug)) * 500) / deps.speed;
        built.push(newGame(c, new Date(last), rand));
      }
    }
    // The line: keep `targets.upcoming` regular upcoming games, refilled at the far end of the horizon.
    const regularUpcoming = counts.filter((c) => {
      const ch = champById.get(c.champ_id);
      return ch && !isSyntheticChamp(ch);
    }).reduce((s, c) => s + c.n, 0);
    const missing = Math.min(MAX_NEW_GAMES_PER_TICK, targets.upcoming - regularUpcoming);
    const pool = champs.filter((c) => !isSyntheticChamp(c) && c.sportSlug !== 'politics');
    for (let k = 0; k < missing; k++) {
      const c = weightedChamp(pool, rand);
      const offset = missing > 20 ? horizon * (0.05 + 0.95 * rand()) : horizon * (0.85 + 0.15 * rand());
      built.push(newGame(c, new Date(Math.floor((t + offset) / 60_000) * 60_000), rand));
    }
    if (built.length > 0) await insertGames(tx, built);
    return built.length;
  }

  function newGame(c: ChampRow, startAt: Date, rand: () => number): BuiltGame {
    const sport = SPORTS.find((s) => s.id === c.sportId)!;
    const i = Math.floor(rand() * c.teams.length);
    let j = Math.floor(rand() * (c.teams.length - 1));
    if (j >= i) j++;
    return buildUpcoming({
      champ: c, sport, home: c.teams[i]!, away: c.teams[j]!, startAt, isTop: false,
      hasVideo: c.cyberType === 'stream' || isSyntheticChamp(c), seed: Math.floor(rand() * 2 ** 31), samples: 300,
    });
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

// ------------------------------------------------------------------------------------------------ helpers

interface MarketRow {
  id: number;
  type_id: number;
  param: number | null;
  period: number;
  status: number;
  outcomes: Array<{ id: number; code: string; coef: number; status: number }>;
}

interface OutcomeUpdate {
  id: number;
  coef: number;
  status: number;
}

const SETTLED_STATUS: Record<Settled, number> = { won: 3, lost: 4, void: 5 };

function weightedChamp(pool: ChampRow[], rand: () => number): ChampRow {
  const weights = pool.map((c) => {
    const sport = SPORTS.find((s) => s.id === c.sportId)!;
    return Math.max(0.2, sport.weight) * (c.isTop ? 3 : 1) / pool.filter((x) => x.sportId === c.sportId).length;
  });
  let x = rand() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < pool.length; i++) {
    x -= weights[i]!;
    if (x < 0) return pool[i]!;
  }
  return pool[pool.length - 1]!;
}

/** A random walk of the strengths: the odds drift. */
function driftParams(sim: SimState, rules: SportRules, random: () => number, scale = 1): void {
  if (rules.model === 'goals' || rules.model === 'points') {
    const k = (rules.model === 'goals' ? 0.03 : 0.008) * scale;
    sim.rh = Math.round(sim.rh * Math.exp(k * gauss(random)) * 10_000) / 10_000;
    sim.ra = Math.round(sim.ra * Math.exp(k * gauss(random)) * 10_000) / 10_000;
  } else {
    const k = (rules.model === 'sets' ? 0.006 : 0.02) * scale;
    sim.p = Math.min(0.9, Math.max(0.1, Math.round((sim.p + k * gauss(random)) * 10_000) / 10_000));
  }
}

/** The simulator's working copy of a game's markets (read-model rows, copied so a failed tick changes nothing). */
function marketRows(markets: readonly RmMarket[]): MarketRow[] {
  return markets.map((m) => ({ id: m.id, type_id: m.typeId, param: m.param, period: m.period, status: m.status, outcomes: m.outcomes.map((o) => ({ id: o.id, code: o.code, coef: o.coef, status: o.status })) }));
}

async function loadScorers(tx: Queryable, gameIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (gameIds.length === 0) return out;
  const rows = await tx.query<{ game_id: number; side: string; player: string | null }>(
    `SELECT game_id, side, player FROM game_events WHERE type = 'goal' AND game_id = ANY($1::int[]) ORDER BY id`,
    [`{${gameIds.join(',')}}`],
  );
  for (const r of rows) {
    const list = out.get(r.game_id) ?? [];
    list.push(`${r.side}:${r.player ?? ''}`);
    out.set(r.game_id, list);
  }
  return out;
}

/** Settles every open outcome of a finished game and closes its markets. */
function settleAll(rules: SportRules, score: ScoreJson, ms: MarketRow[], scored: string[], outcomes: OutcomeUpdate[], marketsOut: Array<{ id: number; status: number }>): number {
  const final = finalOf(rules, score, scored);
  let n = 0;
  for (const m of ms) {
    if (m.status !== 3) marketsOut.push({ id: m.id, status: 3 });
    for (const o of m.outcomes) {
      if (o.status > 2) continue;
      const r = compileSettle(m.type_id, o.code, m.param, m.period)(final);
      outcomes.push({ id: o.id, coef: o.coef, status: SETTLED_STATUS[r] });
      n++;
    }
  }
  return n;
}

const PERIOD_TYPES: ReadonlySet<number> = new Set([MT.periodResult, MT.periodWinner, MT.periodTotal, MT.periodHandicap, MT.periodOddEven, MT.koInRound]);

/** Settles what is already decided: markets of ended periods, first goal and scorer markets after a goal. */
function settleEarly(w: Work, ms: MarketRow[], scored: string[], outcomes: OutcomeUpdate[], marketsOut: Array<{ id: number; status: number }>): number {
  const final = finalOf(w.rules, w.state.score, scored);
  let n = 0;
  const ended = new Set(w.periodsEnded);
  for (const m of ms) {
    if (m.status === 3) continue;
    const byPeriod = PERIOD_TYPES.has(m.type_id) && ended.has(m.period) && !(m.type_id === MT.koInRound && w.state.score.ko);
    const firstDecided = (m.type_id === MT.firstGoal || m.type_id === MT.firstScorer) && scored.length > 0;
    if (byPeriod || firstDecided) {
      marketsOut.push({ id: m.id, status: 3 });
      for (const o of m.outcomes) {
        if (o.status > 2) continue;
        const r = compileSettle(m.type_id, o.code, m.param, m.period)(final);
        outcomes.push({ id: o.id, coef: o.coef, status: SETTLED_STATUS[r] });
        n++;
      }
    } else if (m.type_id === MT.playerAnytime) {
      // A scorer's outcome is won at once; the others stay open until the end.
      for (const o of m.outcomes) {
        if (o.status <= 2 && scored.includes(o.code)) {
          outcomes.push({ id: o.id, coef: o.coef, status: 3 });
          o.status = 3;
          n++;
        }
      }
    }
    if (byPeriod || firstDecided) m.status = 3;
  }
  return n;
}

async function writeGames(tx: Queryable, work: Work[], t: number): Promise<void> {
  if (work.length === 0) return;
  const rows = work.map((w) => ({
    id: w.row.id, status: w.state.status, period: w.state.period, time: Math.floor(w.state.timeSec),
    score: JSON.stringify(w.state.score), sim: JSON.stringify({ ...w.sim, brk: w.state.brk, ps: w.state.periodStartSec ?? 0 }),
    finished: w.finished ? new Date(t).toISOString() : null,
  }));
  const arr = (vals: unknown[]) => `{${vals.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  await tx.query(
    `UPDATE games g SET status = x.status, period = x.period, game_time_sec = x.time, score = x.score, sim = x.sim,
       finished_at = COALESCE(x.finished, g.finished_at), updated_at = now(), version = nextval('sports_version_seq')
     FROM unnest($1::int[], $2::smallint[], $3::smallint[], $4::int[], $5::jsonb[], $6::jsonb[], $7::timestamptz[]) AS x(id, status, period, time, score, sim, finished)
     WHERE g.id = x.id`,
    [arr(rows.map((r) => r.id)), arr(rows.map((r) => r.status)), arr(rows.map((r) => r.period)), arr(rows.map((r) => r.time)),
      arr(rows.map((r) => r.score)), arr(rows.map((r) => r.sim)), arr(rows.map((r) => r.finished))],
  );
  const events = work.flatMap((w) => w.events.map((e) => ({ ...e, gameId: w.row.id })));
  if (events.length > 0) {
    await tx.query(
      `INSERT INTO game_events (game_id, game_time_sec, type, side, score, player)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [arr(events.map((e) => e.gameId)), arr(events.map((e) => e.timeSec)), arr(events.map((e) => e.type)), arr(events.map((e) => e.side)),
        arr(events.map((e) => e.score)), arr(events.map((e) => e.player ?? null))],
    );
  }
}

async function writeMarkets(tx: Queryable, updates: Array<{ id: number; status: number }>): Promise<void> {
  if (updates.length === 0) return;
  const last = new Map(updates.map((u) => [u.id, u.status]));
  await tx.query(
    `UPDATE markets m SET status = x.status, version = nextval('sports_version_seq')
     FROM unnest($1::int[], $2::smallint[]) AS x(id, status) WHERE m.id = x.id AND m.status <> x.status`,
    [`{${[...last.keys()].join(',')}}`, `{${[...last.values()].join(',')}}`],
  );
}

async function writeOutcomes(tx: Queryable, updates: OutcomeUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const last = new Map(updates.map((u) => [u.id, u]));
  const all = [...last.values()];
  // In slices, with a pause between them, so requests waiting on the event loop are not held up by one long write.
  for (let i = 0; i < all.length; i += 300) {
    const list = all.slice(i, i + 300);
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    await tx.query(
      `UPDATE outcomes o SET coef = x.coef, status = x.status, updated_at = now(), version = nextval('sports_version_seq')
       FROM unnest($1::int[], $2::numeric[], $3::smallint[]) AS x(id, coef, status) WHERE o.id = x.id`,
      [`{${list.map((u) => u.id).join(',')}}`, `{${list.map((u) => u.coef).join(',')}}`, `{${list.map((u) => u.status).join(',')}}`],
    );
  }
}

interface DbGame {
  id: number;
  status: number;
  period: number;
  game_time_sec: number | null;
  score: ScoreJson;
  sim: SimState;
  home: string;
  away: string;
  slug: string;
}

const DB_GAME = `SELECT g.id, g.status, g.period, g.game_time_sec, g.score, g.sim, g.home, g.away, s.slug FROM games g JOIN sports s ON s.id = g.sport_id WHERE g.id = $1 FOR UPDATE`;

/**
 * Puts a goal (a point, a round) into a live game at once (dev API and tests): the score moves, markets suspend
 * and the next tick after SUSPEND_AFTER_GOAL_MS reopens them at new odds.
 */
export async function applyGoal(db: Db, gameId: number, side: Side, nowMs: number = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SPORTS_WRITE_LOCK]);
    const row = await tx.one<DbGame>(DB_GAME, [gameId]);
    if (!row || (row.status !== 2 && row.status !== 3)) return false;
    const rules = rulesOf(row.slug);
    const score = row.score;
    const idx = Math.max(0, row.period - 1);
    if (rules.model === 'fight') {
      score[side]++;
      score.periods.push(side === 'home' ? [1, 0] : [0, 1]);
    } else {
      score.periods[idx] ??= [0, 0];
      score.periods[idx]![side === 'home' ? 0 : 1]++;
      if (rules.model !== 'sets') score[side]++;
    }
    const squads = rules.players ? squadsOf(row.home, row.away) : undefined;
    const player = rules.model === 'goals' ? (squads?.[side][0] ?? null) : null;
    const sim: SimState = { ...row.sim, sus: nowMs + SUSPEND_AFTER_GOAL_MS };
    await tx.query(`UPDATE games SET score = $2::jsonb, sim = $3::jsonb, updated_at = now(), version = nextval('sports_version_seq') WHERE id = $1`, [gameId, JSON.stringify(score), JSON.stringify(sim)]);
    await tx.query(`INSERT INTO game_events (game_id, game_time_sec, type, side, score, player) VALUES ($1, $2, 'goal', $3, $4, $5)`,
      [gameId, row.game_time_sec ?? 0, side, `${score.home}:${score.away}`, player]);
    await tx.query(`UPDATE markets SET status = 2, version = nextval('sports_version_seq') WHERE game_id = $1 AND status = 1`, [gameId]);
    await tx.query(`UPDATE outcomes SET status = 2, updated_at = now(), version = nextval('sports_version_seq')
      WHERE status = 1 AND market_id IN (SELECT id FROM markets WHERE game_id = $1)`, [gameId]);
    return true;
  });
}

/** Ends a live game now (dev API and tests): the score stands, every outcome settles and every market closes. */
export async function finishGame(db: Db, gameId: number, nowMs: number = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SPORTS_WRITE_LOCK]);
    const row = await tx.one<DbGame>(DB_GAME, [gameId]);
    if (!row || (row.status !== 2 && row.status !== 3)) return false;
    const rules = rulesOf(row.slug);
    const markets = await tx.query<{ id: number; type_id: number; param: string | null; period: number; status: number; outcomes: Array<{ id: number; code: string; coef: string; status: number }> }>(
      `SELECT m.id, m.type_id, m.param, m.period, m.status,
         (SELECT json_agg(json_build_object('id', o.id, 'code', o.code, 'coef', o.coef, 'status', o.status)) FROM outcomes o WHERE o.market_id = m.id) AS outcomes
       FROM markets m WHERE m.game_id = $1`, [gameId]);
    const scorers = (await loadScorers(tx, [gameId])).get(gameId) ?? [];
    const outcomes: OutcomeUpdate[] = [];
    const marketsOut: Array<{ id: number; status: number }> = [];
    settleAll(rules, row.score, markets.map((m) => ({
      id: m.id, type_id: m.type_id, param: m.param === null ? null : Number(m.param), period: m.period, status: m.status,
      outcomes: (m.outcomes ?? []).map((o) => ({ id: o.id, code: o.code, coef: Number(o.coef), status: o.status })),
    })), scorers, outcomes, marketsOut);
    await tx.query(`UPDATE games SET status = 4, finished_at = $2, updated_at = now(), version = nextval('sports_version_seq') WHERE id = $1`, [gameId, new Date(nowMs)]);
    await tx.query(`INSERT INTO game_events (game_id, game_time_sec, type, side, score, player) VALUES ($1, $2, 'finish', NULL, $3, NULL)`,
      [gameId, row.game_time_sec ?? 0, `${row.score.home}:${row.score.away}`]);
    await writeMarkets(tx, marketsOut);
    await writeOutcomes(tx, outcomes);
    return true;
  });
}
