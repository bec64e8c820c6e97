import { type SportRules, setOver } from './rules.ts';

// The state of a game and what can still happen to it. The same code samples the possible ends of a game for
// pricing (Monte Carlo over FinalState) and plays the game live in the simulator, so odds and results agree.

export type Side = 'home' | 'away';
export type Pair = [number, number];

/** games.score (jsonb). Goals/points: home/away are the score; sets: sets won (periods hold each set's points);
 *  fight: rounds won on the judges' cards (periods hold [1,0]/[0,1] per round) and ko once a knock-out ends it. */
export interface ScoreJson {
  home: number;
  away: number;
  periods: Pair[];
  ko?: { side: Side; round: number } | null;
}

/** games.sim (jsonb): the parameters of the scoring process, drifted by the simulator. */
export interface SimParams {
  /** goals/points: expected regular-time score of each side. */
  rh: number;
  ra: number;
  /** sets: chance the home side wins a point; fight: chance the home side wins a round. */
  p: number;
  /** fight: share of knock-outs won by the home side. */
  ko: number;
  /** Seed of the pricing samples (common random numbers: prices only move when the state or params move). */
  seed: number;
}

export interface LiveState {
  /** 1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled */
  status: number;
  /** Current period (1-based), 0 before the start. */
  period: number;
  /** Seconds of play so far. */
  timeSec: number;
  score: ScoreJson;
}

/** How a game ended (or may end): what every market settles on. */
export interface FinalState {
  /** Score for totals and handicaps: regular time for goal sports, everything (overtime too) for the others. */
  home: number;
  away: number;
  /** Regular-time score (1X2, double chance, correct score). */
  regHome: number;
  regAway: number;
  periods: Pair[];
  winner: Side | 'draw';
  firstGoal: Side | null;
  ko: { side: Side; round: number } | null;
  /** Rounds fought (fight). */
  rounds: number;
  /** Sum of the periods' points: games in tennis, points in volleyball, rounds in CS2 (sets). */
  pointsHome: number;
  pointsAway: number;
  /** 'home:Name' of every scorer, and of the first one (player markets; only known for played games). */
  scorers?: string[];
  firstScorer?: string | null;
}

export const emptyScore = (): ScoreJson => ({ home: 0, away: 0, periods: [] });

// ------------------------------------------------------------------------------------------------ sampling helpers

export function gauss(rand: () => number): number {
  let u = 0;
  while (u === 0) u = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** A Poisson count (Knuth) for small means, a rounded normal with variance `mean * vf` for large ones. */
export function poisson(rand: () => number, mean: number, vf = 1): number {
  if (mean <= 0) return 0;
  if (mean < 25) {
    const l = Math.exp(-mean);
    let k = 0;
    let p = rand();
    while (p > l) {
      k++;
      p *= rand();
    }
    return k;
  }
  return Math.max(0, Math.round(mean + Math.sqrt(mean * vf) * gauss(rand)));
}

const sum = (ps: Pair[], i: 0 | 1) => ps.reduce((s, p) => s + p[i], 0);

// ------------------------------------------------------------------------------------------------ scenarios

/** One possible end of the game from `state`, drawn with `rand`. */
export function sampleFinal(rules: SportRules, params: SimParams, state: LiveState, rand: () => number): FinalState {
  switch (rules.model) {
    case 'sets':
      return sampleSets(rules, params, state, rand);
    case 'fight':
      return sampleFight(rules, params, state, rand);
    default:
      return sampleTimed(rules, params, state, rand);
  }
}

function sampleTimed(rules: SportRules, params: SimParams, state: LiveState, rand: () => number): FinalState {
  const regular = rules.periods;
  const periods: Pair[] = state.score.periods.map((p) => [p[0], p[1]]);
  const started = state.status !== 1;
  const cur = started ? Math.max(1, state.period) : 1;
  const t = started ? state.timeSec : 0;
  const vf = rules.model === 'points' ? 1.6 : 1;
  const perH = params.rh / regular;
  const perA = params.ra / regular;
  let firstGoal: Side | null = null;
  const alreadyScored = state.score.home + state.score.away > 0;
  for (let k = cur; k <= regular; k++) {
    const frac = k === cur ? Math.max(0, Math.min(1, (k * rules.periodSec - t) / rules.periodSec)) : 1;
    const gh = poisson(rand, perH * frac, vf);
    const ga = poisson(rand, perA * frac, vf);
    const prev = periods[k - 1] ?? [0, 0];
    periods[k - 1] = [prev[0] + gh, prev[1] + ga];
    if (!alreadyScored && firstGoal === null && gh + ga > 0) {
      firstGoal = ga === 0 || (gh > 0 && rand() < gh / (gh + ga)) ? 'home' : 'away';
    }
  }
  for (let k = 0; k < regular; k++) periods[k] ??= [0, 0];
  const regHome = sum(periods.slice(0, regular), 0);
  const regAway = sum(periods.slice(0, regular), 1);
  // Overtime for sports without draws: up to 3 periods, then a deciding point (shoot-out).
  if (rules.noDraw && regHome === regAway) {
    const otSec = rules.otSec ?? 300;
    for (let k = regular + 1; k <= regular + 3; k++) {
      const h = sum(periods, 0);
      const a = sum(periods, 1);
      if (k > regular + 1 && h !== a) break;
      const frac = k < cur ? 0 : k === cur ? Math.max(0, (regular * rules.periodSec + (k - regular) * otSec - t) / otSec) : 1;
      const prev = periods[k - 1] ?? [0, 0];
      periods[k - 1] = [prev[0] + poisson(rand, perH * frac * (otSec / rules.periodSec), vf), prev[1] + poisson(rand, perA * frac * (otSec / rules.periodSec), vf)];
    }
    if (sum(periods, 0) === sum(periods, 1)) periods.push(rand() < params.rh / (params.rh + params.ra) ? [1, 0] : [0, 1]);
  }
  const home = sum(periods, 0);
  const away = sum(periods, 1);
  const goalSport = rules.model === 'goals';
  return {
    home: goalSport ? regHome : home,
    away: goalSport ? regAway : away,
    regHome,
    regAway,
    periods,
    winner: home > away ? 'home' : away > home ? 'away' : 'draw',
    firstGoal,
    ko: null,
    rounds: 0,
    pointsHome: home,
    pointsAway: away,
  };
}

/** Which sets are finished and the index of the set being played (or to be played next). */
export function setsState(rules: SportRules, periods: Pair[]): { h: number; a: number; current: number } {
  let h = 0;
  let a = 0;
  let current = periods.length;
  periods.forEach((p, i) => {
    if (setOver(rules, i + 1, p[0], p[1])) {
      if (p[0] > p[1]) h++;
      else a++;
    } else current = Math.min(current, i);
  });
  return { h, a, current };
}

function sampleSets(rules: SportRules, params: SimParams, state: LiveState, rand: () => number): FinalState {
  const toWin = rules.setsToWin ?? 2;
  const periods: Pair[] = state.status === 1 ? [] : state.score.periods.map((p) => [p[0], p[1]]);
  let { h, a } = setsState(rules, periods);
  let n = periods.length;
  if (n > 0 && !setOver(rules, n, periods[n - 1]![0], periods[n - 1]![1])) n -= 1; // continue the open set
  while (h < toWin && a < toWin) {
    const idx = n;
    const set: Pair = periods[idx] ?? [0, 0];
    let guard = 0;
    while (!setOver(rules, idx + 1, set[0], set[1]) && guard++ < 500) {
      if (rand() < params.p) set[0]++;
      else set[1]++;
    }
    periods[idx] = set;
    if (set[0] > set[1]) h++;
    else a++;
    n++;
  }
  return {
    home: h,
    away: a,
    regHome: h,
    regAway: a,
    periods,
    winner: h > a ? 'home' : 'away',
    firstGoal: null,
    ko: null,
    rounds: periods.length,
    pointsHome: sum(periods, 0),
    pointsAway: sum(periods, 1),
  };
}

function sampleFight(rules: SportRules, params: SimParams, state: LiveState, rand: () => number): FinalState {
  const rounds = rules.rounds ?? 3;
  const periods: Pair[] = state.score.periods.map((p) => [p[0], p[1]]);
  let ko = state.score.ko ?? null;
  if (!ko) {
    const started = state.status !== 1;
    const cur = started ? Math.max(1, state.period) : 1;
    for (let r = cur; r <= rounds && !ko; r++) {
      const frac = r === cur && started ? Math.max(0, Math.min(1, (r * (rules.roundSec ?? 300) - state.timeSec) / (rules.roundSec ?? 300))) : 1;
      if (rand() < (rules.koPerRound ?? 0.1) * frac) {
        ko = { side: rand() < params.ko ? 'home' : 'away', round: r };
        break;
      }
      if (r > periods.length) periods.push(rand() < params.p ? [1, 0] : [0, 1]);
    }
  }
  return fightFinal(rules, periods, ko);
}

export function fightFinal(rules: SportRules, periods: Pair[], ko: { side: Side; round: number } | null): FinalState {
  const h = sum(periods, 0);
  const a = sum(periods, 1);
  return {
    home: h,
    away: a,
    regHome: h,
    regAway: a,
    periods,
    winner: ko ? ko.side : h > a ? 'home' : a > h ? 'away' : 'draw',
    firstGoal: null,
    ko,
    rounds: ko ? ko.round : (rules.rounds ?? 3),
    pointsHome: h,
    pointsAway: a,
  };
}

/** The final state of a game that has ended, from its score (and scorers for player markets). */
export function finalOf(rules: SportRules, score: ScoreJson, scorers: string[] = [], firstGoal: Side | null = null): FinalState {
  const periods = score.periods.map((p): Pair => [p[0], p[1]]);
  if (rules.model === 'fight') return { ...fightFinal(rules, periods, score.ko ?? null), scorers, firstScorer: scorers[0] ?? null };
  if (rules.model === 'sets') {
    const s = setsState(rules, periods);
    return {
      home: s.h, away: s.a, regHome: s.h, regAway: s.a, periods,
      winner: s.h > s.a ? 'home' : s.a > s.h ? 'away' : 'draw',
      firstGoal: null, ko: null, rounds: periods.length,
      pointsHome: sum(periods, 0), pointsAway: sum(periods, 1), scorers, firstScorer: null,
    };
  }
  for (let k = 0; k < rules.periods; k++) periods[k] ??= [0, 0];
  const regHome = sum(periods.slice(0, rules.periods), 0);
  const regAway = sum(periods.slice(0, rules.periods), 1);
  const home = sum(periods, 0);
  const away = sum(periods, 1);
  const goalSport = rules.model === 'goals';
  return {
    home: goalSport ? regHome : home,
    away: goalSport ? regAway : away,
    regHome, regAway, periods,
    winner: home > away ? 'home' : away > home ? 'away' : 'draw',
    firstGoal: firstGoal ?? (scorers[0] ? (scorers[0].split(':')[0] as Side) : null),
    ko: null, rounds: 0, pointsHome: home, pointsAway: away,
    scorers, firstScorer: scorers[0] ?? null,
  };
}
