import { type LiveState, type Pair, type Side, type SimParams, poisson, setsState } from '../sports/engine.ts';
import { SCORER_WEIGHTS } from '../sports/pricing.ts';
import { type SportRules, setOver } from '../sports/rules.ts';

// One step of a live game: the clock runs `dt` seconds of play and the score moves by the sport's nature.
// Pure (state in, state out, randomness from `rand`), so the simulator, the seed (which fast-forwards games that
// are already under way) and the tests all use it.

export type SimEventType = 'start' | 'goal' | 'period_end' | 'period_start' | 'set_end' | 'round_end' | 'ko' | 'finish';

export interface SimEvent {
  type: SimEventType;
  side: Side | null;
  timeSec: number;
  /** Score after the event, "2:1". */
  score: string;
  player?: string;
}

export interface StepState extends LiveState {
  /** Seconds of break left (status 3). */
  brk: number;
  /** Seconds of play when the current period (set, map) began: the in-map clock of server/sports/live-clock.ts. */
  periodStartSec?: number;
}

export interface StepResult {
  state: StepState;
  events: SimEvent[];
  /** A point was scored (odds jump, markets suspend for a moment). */
  scored: boolean;
  /** A period, set or round ended (its period markets settle). */
  periodEnded: number | null;
}

const clone = (s: StepState): StepState => ({ ...s, score: { ...s.score, periods: s.score.periods.map((p): Pair => [p[0], p[1]]), ko: s.score.ko ?? null } });
const scoreText = (s: StepState) => `${s.score.home}:${s.score.away}`;

/** Picks the scorer of a goal from a squad (the 8 likeliest scorers; 10% of goals go to someone else: null). */
export function pickScorer(squad: readonly string[] | undefined, rand: () => number): string | undefined {
  if (!squad || squad.length === 0) return undefined;
  let x = rand();
  for (let i = 0; i < Math.min(squad.length, SCORER_WEIGHTS.length); i++) {
    x -= SCORER_WEIGHTS[i]!;
    if (x < 0) return squad[i];
  }
  return undefined;
}

/** Starts a game: period 1, clock at 0. */
export function kickOff(rules: SportRules, state: StepState): StepResult {
  const s = clone(state);
  s.status = 2;
  s.period = 1;
  s.timeSec = 0;
  s.brk = 0;
  s.periodStartSec = 0;
  if (s.score.periods.length === 0 && rules.model !== 'fight') s.score.periods = [[0, 0]];
  return { state: s, events: [{ type: 'start', side: null, timeSec: 0, score: scoreText(s) }], scored: false, periodEnded: null };
}

export function stepGame(rules: SportRules, params: SimParams, state: StepState, dt: number, rand: () => number, squads?: { home: string[]; away: string[] }): StepResult {
  const s = clone(state);
  const events: SimEvent[] = [];
  const result: StepResult = { state: s, events, scored: false, periodEnded: null };
  if (s.status !== 2 && s.status !== 3) return result;
  if (s.status === 3) {
    s.brk -= dt;
    if (s.brk > 0) return result;
    s.brk = 0;
    s.status = 2;
    s.period += 1;
    s.periodStartSec = s.timeSec;
    if (rules.model !== 'fight') s.score.periods[s.period - 1] ??= [0, 0];
    events.push({ type: 'period_start', side: null, timeSec: s.timeSec, score: scoreText(s) });
    return result;
  }
  if (rules.model === 'sets') return stepSets(rules, params, s, dt, rand, result);
  if (rules.model === 'fight') return stepFight(rules, params, s, dt, rand, result);
  return stepTimed(rules, params, s, dt, rand, result, squads);
}

function periodEnd(rules: SportRules, period: number): number {
  if (period <= rules.periods) return period * rules.periodSec;
  return rules.periods * rules.periodSec + (period - rules.periods) * (rules.otSec ?? 300);
}

function stepTimed(rules: SportRules, params: SimParams, s: StepState, dt: number, rand: () => number, result: StepResult, squads?: { home: string[]; away: string[] }): StepResult {
  const end = periodEnd(rules, s.period);
  const advance = Math.max(0, Math.min(dt, end - s.timeSec));
  const total = rules.periods * rules.periodSec;
  const vf = rules.model === 'points' ? 1.6 : 1;
  const goals: Array<{ side: Side; at: number }> = [];
  for (const side of ['home', 'away'] as const) {
    const rate = (side === 'home' ? params.rh : params.ra) / total;
    const count = poisson(rand, rate * advance, vf);
    for (let i = 0; i < count; i++) goals.push({ side, at: s.timeSec + rand() * advance });
  }
  goals.sort((x, y) => x.at - y.at);
  const cur = (s.score.periods[s.period - 1] ??= [0, 0]);
  for (const g of goals) {
    if (g.side === 'home') {
      cur[0]++;
      s.score.home++;
    } else {
      cur[1]++;
      s.score.away++;
    }
    result.scored = true;
    // Goal sports keep every goal (timeline, scorers); point sports only the score.
    if (rules.model === 'goals') {
      const player = rules.players ? pickScorer(squads?.[g.side], rand) : undefined;
      result.events.push({ type: 'goal', side: g.side, timeSec: Math.floor(g.at), score: scoreText(s), ...(player ? { player } : {}) });
    }
  }
  s.timeSec += advance;
  if (s.timeSec >= end - 1e-6) {
    s.timeSec = end;
    result.periodEnded = s.period;
    result.events.push({ type: 'period_end', side: null, timeSec: s.timeSec, score: scoreText(s) });
    const level = s.score.home === s.score.away;
    if (s.period < rules.periods) {
      s.status = 3;
      s.brk = rules.breakSec;
    } else if (rules.noDraw && level && s.period < rules.periods + 3) {
      s.status = 3;
      s.brk = Math.min(rules.breakSec, 120);
    } else {
      if (rules.noDraw && level) {
        // Shoot-out: one deciding point.
        const side: Side = rand() < params.rh / (params.rh + params.ra) ? 'home' : 'away';
        s.score.periods.push(side === 'home' ? [1, 0] : [0, 1]);
        if (side === 'home') s.score.home++;
        else s.score.away++;
        result.scored = true;
      }
      finish(s, result);
    }
  }
  return result;
}

function stepSets(rules: SportRules, params: SimParams, s: StepState, dt: number, rand: () => number, result: StepResult): StepResult {
  const toWin = rules.setsToWin ?? 2;
  const points = poisson(rand, dt / (rules.pointSec ?? 60));
  s.timeSec += dt;
  const idx = s.period - 1;
  const set = (s.score.periods[idx] ??= [0, 0]);
  for (let i = 0; i < points; i++) {
    if (rand() < params.p) set[0]++;
    else set[1]++;
    result.scored = true;
    if (setOver(rules, s.period, set[0], set[1])) {
      const st = setsState(rules, s.score.periods);
      s.score.home = st.h;
      s.score.away = st.a;
      result.periodEnded = s.period;
      result.events.push({ type: 'set_end', side: set[0] > set[1] ? 'home' : 'away', timeSec: Math.floor(s.timeSec), score: scoreText(s) });
      if (st.h >= toWin || st.a >= toWin) finish(s, result);
      else {
        s.status = 3;
        s.brk = rules.breakSec;
      }
      break;
    }
  }
  return result;
}

function stepFight(rules: SportRules, params: SimParams, s: StepState, dt: number, rand: () => number, result: StepResult): StepResult {
  const roundSec = rules.roundSec ?? 300;
  const end = s.period * roundSec;
  const advance = Math.max(0, Math.min(dt, end - s.timeSec));
  const hazard = -Math.log(1 - (rules.koPerRound ?? 0.1)) / roundSec;
  if (rand() < 1 - Math.exp(-hazard * advance)) {
    const side: Side = rand() < params.ko ? 'home' : 'away';
    s.timeSec += rand() * advance;
    s.score.ko = { side, round: s.period };
    result.scored = true;
    result.events.push({ type: 'ko', side, timeSec: Math.floor(s.timeSec), score: scoreText(s) });
    finish(s, result);
    return result;
  }
  s.timeSec += advance;
  if (s.timeSec >= end - 1e-6) {
    s.timeSec = end;
    const side: Side = rand() < params.p ? 'home' : 'away';
    s.score.periods.push(side === 'home' ? [1, 0] : [0, 1]);
    if (side === 'home') s.score.home++;
    else s.score.away++;
    result.scored = true;
    result.periodEnded = s.period;
    result.events.push({ type: 'round_end', side, timeSec: s.timeSec, score: scoreText(s) });
    if (s.period >= (rules.rounds ?? 3)) finish(s, result);
    else {
      s.status = 3;
      s.brk = rules.breakSec;
    }
  }
  return result;
}

function finish(s: StepState, result: StepResult): void {
  s.status = 4;
  s.brk = 0;
  result.events.push({ type: 'finish', side: null, timeSec: Math.floor(s.timeSec), score: scoreText(s) });
}
