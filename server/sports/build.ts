import type { Queryable } from '../db/index.ts';
import { mulberry32, seedFrom } from '../seed/prng.ts';
import { kickOff, type SimEvent, type StepState, stepGame } from '../sim/step.ts';
import { squadOf, type SportDef } from './catalog.ts';
import { type LiveState, type ScoreJson, type SimParams, emptyScore, sampleFinal } from './engine.ts';
import { marketsFor, type MarketSpec } from './markets.ts';
import { priceMarkets } from './pricing.ts';
import { regularSec, rulesOf, type SportRules } from './rules.ts';

// Building games (with their priced markets) and writing them in bulk: shared by the seed and by the simulator,
// which schedules new games so the line never runs dry.

export interface ChampRow {
  id: number;
  sportId: number;
  sportSlug: string;
  isTop: boolean;
  cyberType: string | null;
  teams: string[];
}

export interface BuiltOutcome {
  code: string;
  name: string;
  coef: number;
  status: number;
}

export interface BuiltMarket extends Omit<MarketSpec, 'outcomes'> {
  status: number;
  outcomes: BuiltOutcome[];
}

export interface BuiltGame {
  champId: number;
  sportId: number;
  kind: 0 | 1;
  home: string;
  away: string;
  startAt: Date;
  status: number;
  score: ScoreJson;
  gameTimeSec: number | null;
  period: number;
  durationSec: number;
  isSynthetic: boolean;
  isTop: boolean;
  hasVideo: boolean;
  finishedAt: Date | null;
  sim: SimParams & { brk: number; ps?: number };
  markets: BuiltMarket[];
  events: SimEvent[];
}

/** A team's strength in [0.6, 1.4], stable for its name. */
export function ratingOf(team: string): number {
  return 0.6 + 0.8 * mulberry32(seedFrom(`rating:${team}`))();
}

/** Scoring parameters of a game between two teams. */
export function paramsFor(rules: SportRules, home: string, away: string, seed: number): SimParams {
  const rh = ratingOf(home);
  const ra = ratingOf(away);
  const edge = (rh - ra) / (rh + ra);
  const base = { rh: 0, ra: 0, p: 0.5, ko: 0.5, seed };
  switch (rules.model) {
    case 'goals':
    case 'points': {
      const k = rules.model === 'goals' ? 0.9 : 0.12;
      const half = rules.avgTotal / 2;
      return { ...base, rh: round4(half * Math.exp(k * edge * 2) * 1.05), ra: round4(half * Math.exp(-k * edge * 2) / 1.05) };
    }
    case 'sets':
      return { ...base, p: round4(0.5 + (0.35 / Math.sqrt(rules.setTarget ?? 1)) * edge) };
    case 'fight':
      return { ...base, p: round4(0.5 + 0.6 * edge), ko: round4(0.5 + 0.8 * edge) };
    default:
      return base;
  }
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function isSyntheticChamp(c: { cyberType: string | null }): boolean {
  return c.cyberType === 'virtual';
}

/** Real seconds a game takes at SIM_SPEED 1 (breaks included; synthetic games run clockRate times faster). */
export function realDurationSec(rules: SportRules): number {
  const breaks = rules.model === 'sets' ? ((rules.setsToWin ?? 2) * 1.5 - 1) * rules.breakSec : Math.max(0, rules.periods - 1) * rules.breakSec;
  return (regularSec(rules) + breaks) / (rules.clockRate ?? 1);
}

export interface BuildOptions {
  champ: ChampRow;
  sport: SportDef;
  home: string;
  away: string;
  startAt: Date;
  isTop: boolean;
  hasVideo: boolean;
  seed: number;
  samples?: number;
}

function priced(rules: SportRules, params: SimParams, state: LiveState, specs: MarketSpec[], samples?: number): BuiltMarket[] {
  const prices = priceMarkets(rules, params, state, specs, samples ? { samples } : {});
  return specs.map((m, i) => ({
    ...m,
    status: 1,
    outcomes: m.outcomes.map((o, j) => ({ code: o.code, name: o.name, coef: prices[i]![j]!.coef, status: prices[i]![j]!.status })),
  }));
}

export function squadsOf(home: string, away: string): { home: string[]; away: string[] } {
  const rand = (seed: string) => mulberry32(seedFrom(seed));
  return { home: squadOf(home, rand).slice(0, 8), away: squadOf(away, rand).slice(0, 8) };
}

/** A pre-match game with its markets. */
export function buildUpcoming(o: BuildOptions): BuiltGame {
  const rules = rulesOf(o.sport.slug);
  const params = paramsFor(rules, o.home, o.away, o.seed);
  const specs = marketsFor({ rules, params, isTop: o.isTop, ...(rules.players ? { squads: squadsOf(o.home, o.away) } : {}) });
  const state: LiveState = { status: 1, period: 0, timeSec: 0, score: emptyScore() };
  return {
    champId: o.champ.id, sportId: o.sport.id, kind: 0, home: o.home, away: o.away, startAt: o.startAt, status: 1,
    score: emptyScore(), gameTimeSec: null, period: 0, durationSec: Math.round(regularSec(rules)),
    isSynthetic: isSyntheticChamp(o.champ), isTop: o.isTop, hasVideo: o.hasVideo, finishedAt: null,
    sim: { ...params, brk: 0 }, markets: priced(rules, params, state, specs, o.samples), events: [],
  };
}

/** A game already under way: played from kick-off for `elapsedPlaySec` with the simulator's own step. */
export function buildLive(o: BuildOptions & { elapsedPlaySec: number; rand: () => number }): BuiltGame {
  const game = buildUpcoming({ ...o, samples: 1 });
  const rules = rulesOf(o.sport.slug);
  const squads = rules.players ? squadsOf(o.home, o.away) : undefined;
  let step = kickOff(rules, { status: 1, period: 0, timeSec: 0, score: emptyScore(), brk: 0 });
  const events = [...step.events];
  let state: StepState = step.state;
  let guard = 0;
  while (state.timeSec < o.elapsedPlaySec && state.status !== 4 && guard++ < 5000) {
    step = stepGame(rules, game.sim, state, 30, o.rand, squads);
    if (step.state.status === 4) break; // keep it running: the seed wants live games
    state = step.state;
    events.push(...step.events);
  }
  const specs = marketsFor({ rules, params: game.sim, isTop: o.isTop, ...(squads ? { squads } : {}) });
  return {
    ...game,
    status: state.status,
    score: state.score,
    gameTimeSec: Math.floor(state.timeSec),
    period: state.period,
    sim: { ...game.sim, brk: state.brk, ps: state.periodStartSec ?? 0 },
    markets: priced(rules, game.sim, state, specs, o.samples),
    events,
  };
}

/** A finished game (results, statistics): its final score only, no markets. */
export function buildFinished(o: BuildOptions & { rand: () => number }): BuiltGame {
  const rules = rulesOf(o.sport.slug);
  const params = paramsFor(rules, o.home, o.away, o.seed);
  const f = sampleFinal(rules, params, { status: 1, period: 0, timeSec: 0, score: emptyScore() }, o.rand);
  const score: ScoreJson = rules.model === 'goals' || rules.model === 'points'
    ? { home: f.periods.reduce((s, p) => s + p[0], 0), away: f.periods.reduce((s, p) => s + p[1], 0), periods: f.periods }
    : { home: f.regHome, away: f.regAway, periods: f.periods, ...(f.ko ? { ko: f.ko } : {}) };
  const duration = Math.round(regularSec(rules));
  return {
    champId: o.champ.id, sportId: o.sport.id, kind: 0, home: o.home, away: o.away, startAt: o.startAt, status: 4,
    score, gameTimeSec: duration, period: f.periods.length, durationSec: duration,
    isSynthetic: isSyntheticChamp(o.champ), isTop: false, hasVideo: false,
    finishedAt: new Date(o.startAt.getTime() + realDurationSec(rules) * 1000),
    sim: { ...params, brk: 0 }, markets: [], events: [],
  };
}

/**
 * A long-term event (championship winner, election): one outright market and a yes/no per contender. Its home is the
 * championship's name and its away the season, so each page language writes the title (no English in the data).
 */
export function buildOutright(o: { champ: ChampRow; sport: SportDef; name: string; season: string; contenders: string[]; startAt: Date; seed: number }): BuiltGame {
  const rules = rulesOf(o.sport.slug);
  const rand = mulberry32(o.seed);
  const strengths = o.contenders.map((c) => ratingOf(c) ** 3 * (0.7 + 0.6 * rand()));
  const total = strengths.reduce((s, x) => s + x, 0);
  const probs = strengths.map((x) => x / total);
  const specs = marketsFor({ rules, params: { rh: 0, ra: 0, p: 0.5, ko: 0.5, seed: o.seed }, isTop: false, contenders: o.contenders });
  const markets: BuiltMarket[] = specs.map((m) => {
    if (m.param === null) {
      return { ...m, status: 1, outcomes: m.outcomes.map((oc, i) => ({ code: oc.code, name: oc.name, coef: coefOf(probs[i]!, 1.2), status: 1 })) };
    }
    const p = probs[m.param]!;
    return { ...m, status: 1, outcomes: [{ ...m.outcomes[0]!, coef: coefOf(p, 1.08), status: 1 }, { ...m.outcomes[1]!, coef: coefOf(1 - p, 1.08), status: 1 }] };
  });
  return {
    champId: o.champ.id, sportId: o.sport.id, kind: 1, home: o.name, away: o.season, startAt: o.startAt, status: 1,
    score: emptyScore(), gameTimeSec: null, period: 0, durationSec: 0, isSynthetic: false, isTop: false, hasVideo: false,
    finishedAt: null, sim: { rh: 0, ra: 0, p: 0.5, ko: 0.5, seed: o.seed, brk: 0 }, markets, events: [],
  };
}

function coefOf(p: number, overround: number): number {
  const c = 1 / (Math.max(0.002, Math.min(0.95, p)) * overround);
  const step = c < 5 ? 0.01 : c < 10 ? 0.05 : c < 20 ? 0.1 : c < 100 ? 0.5 : 5;
  return Math.max(1.01, Math.min(501, Math.round(Math.round(c / step) * step * 1000) / 1000));
}

// ------------------------------------------------------------------------------------------------ bulk writes

async function reserveIds(tx: Queryable, seq: string, count: number): Promise<number> {
  if (count === 0) return 0;
  const row = await tx.one<{ last: number }>(`SELECT setval('${seq}', nextval('${seq}') + $1 - 1) AS last`, [count]);
  return row!.last - count + 1;
}

/** A PostgreSQL array literal of the values (text elements quoted), for `unnest($1::int[], ...)` bulk inserts. */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }).join(',')}}`;
}

/** Inserts rows column-wise through unnest (several times faster than one row per statement on PGlite). */
async function insertRecords(tx: Queryable, table: string, columns: ReadonlyArray<readonly [name: string, type: string]>, rows: ReadonlyArray<Record<string, unknown>>, chunk = 10_000): Promise<void> {
  const names = columns.map(([n]) => n).join(', ');
  const args = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await tx.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${args})`, columns.map(([n]) => arrayLiteral(part.map((r) => r[n]))));
  }
}

/** Writes games with their markets, outcomes and events; answers the new game ids in order. */
export async function insertGames(tx: Queryable, games: readonly BuiltGame[]): Promise<number[]> {
  const marketCount = games.reduce((s, g) => s + g.markets.length, 0);
  const outcomeCount = games.reduce((s, g) => s + g.markets.reduce((t, m) => t + m.outcomes.length, 0), 0);
  let gameId = await reserveIds(tx, 'games_id_seq', games.length);
  let marketId = await reserveIds(tx, 'markets_id_seq', marketCount);
  let outcomeId = await reserveIds(tx, 'outcomes_id_seq', outcomeCount);
  const ids: number[] = [];
  const gameRows: Array<Record<string, unknown>> = [];
  const marketRows: Array<Record<string, unknown>> = [];
  const outcomeRows: Array<Record<string, unknown>> = [];
  const eventRows: Array<Record<string, unknown>> = [];
  for (const g of games) {
    const gid = gameId++;
    ids.push(gid);
    gameRows.push({
      id: gid, champ_id: g.champId, sport_id: g.sportId, kind: g.kind, home: g.home, away: g.away, start_at: g.startAt.toISOString(),
      status: g.status, score: g.score, game_time_sec: g.gameTimeSec, period: g.period, duration_sec: g.durationSec,
      is_synthetic: g.isSynthetic, is_top: g.isTop, has_video: g.hasVideo, finished_at: g.finishedAt?.toISOString() ?? null, sim: g.sim,
    });
    g.markets.forEach((m, mi) => {
      const mid = marketId++;
      marketRows.push({ id: mid, game_id: gid, kind: m.kind, type_id: m.typeId, name: m.name, param: m.param, period: m.period, status: m.status, block_id: gid, is_main: m.isMain, sort: mi });
      m.outcomes.forEach((o, oi) => {
        outcomeRows.push({ id: outcomeId++, market_id: mid, name: o.name, code: o.code, coef: o.coef, status: o.status, sort: oi });
      });
    });
    for (const e of g.events) eventRows.push({ game_id: gid, game_time_sec: e.timeSec, type: e.type, side: e.side, score: e.score, player: e.player ?? null });
  }
  await insertRecords(tx, 'games', [['id', 'int'], ['champ_id', 'int'], ['sport_id', 'int'], ['kind', 'smallint'], ['home', 'text'], ['away', 'text'],
    ['start_at', 'timestamptz'], ['status', 'smallint'], ['score', 'jsonb'], ['game_time_sec', 'int'], ['period', 'smallint'], ['duration_sec', 'int'],
    ['is_synthetic', 'boolean'], ['is_top', 'boolean'], ['has_video', 'boolean'], ['finished_at', 'timestamptz'], ['sim', 'jsonb']], gameRows, 3000);
  await insertRecords(tx, 'markets', [['id', 'int'], ['game_id', 'int'], ['kind', 'int'], ['type_id', 'int'], ['name', 'text'], ['param', 'numeric'],
    ['period', 'smallint'], ['status', 'smallint'], ['block_id', 'int'], ['is_main', 'boolean'], ['sort', 'int']], marketRows);
  await insertRecords(tx, 'outcomes', [['id', 'int'], ['market_id', 'int'], ['name', 'text'], ['code', 'text'], ['coef', 'numeric'], ['status', 'smallint'], ['sort', 'smallint']], outcomeRows, 20_000);
  await insertRecords(tx, 'game_events', [['game_id', 'int'], ['game_time_sec', 'int'], ['type', 'text'], ['side', 'text'], ['score', 'text'], ['player', 'text']], eventRows);
  return ids;
}
