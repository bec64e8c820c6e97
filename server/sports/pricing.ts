import { mulberry32 } from '../seed/prng.ts';
import { type FinalState, type LiveState, type SimParams, sampleFinal } from './engine.ts';
import { MT, compileSettle } from './markets.ts';
import type { SportRules } from './rules.ts';

// Odds from the game's state: the expectation of each outcome's settle() over sampled ends of the game
// (Monte Carlo with common random numbers: the same params and state give the same prices, so odds only move
// when the game or its drifted strength moves), less the operator's margin.

/** Share of a side's goals scored by each of its 8 likeliest scorers (the rest: other players, own goals). */
export const SCORER_WEIGHTS = [0.2, 0.16, 0.13, 0.11, 0.09, 0.08, 0.07, 0.06] as const;

export interface PricingMarket {
  typeId: number;
  param: number | null;
  period: number;
  outcomes: ReadonlyArray<{ code: string }>;
}

export interface Price {
  coef: number;
  /** 1 open, 2 suspended (decided or nearly so while live). */
  status: 1 | 2;
}

export interface PricingOptions {
  samples?: number;
}

const DEFAULT_SAMPLES = 700;

interface Weighted {
  f: FinalState;
  w: number;
}

function scenarios(rules: SportRules, params: SimParams, state: LiveState, samples: number): Weighted[] {
  const rand = mulberry32(params.seed);
  const groups = new Map<string, Weighted>();
  const w = 1 / samples;
  for (let i = 0; i < samples; i++) {
    const f = sampleFinal(rules, params, state, rand);
    const key = `${f.periods.map((p) => `${p[0]}-${p[1]}`).join(',')}|${f.firstGoal ?? ''}|${f.ko ? `${f.ko.side}${f.ko.round}` : ''}`;
    const g = groups.get(key);
    if (g) g.w += w;
    else groups.set(key, { f, w });
  }
  return [...groups.values()];
}

/** The operator's margin for a market of n outcomes. */
export function marginFor(n: number): number {
  if (n <= 2) return 0.055;
  if (n === 3) return 0.07;
  return Math.min(0.25, 0.08 + 0.006 * n);
}

/**
 * A new price on the ladder bookmakers quote: 2 decimals below 5, steps of 0.05 below 10, 0.1 below 20, 0.5 above.
 * Pricing, not the B10 rounding of a given coefficient (that is roundCoef of streams/schemas/odds.ts).
 */
export function ladderCoef(x: number): number {
  const c = Math.min(251, Math.max(1.01, x));
  const step = c < 5 ? 0.01 : c < 10 ? 0.05 : c < 20 ? 0.1 : 0.5;
  return Math.max(1.01, Math.round(Math.round(c / step) * step * 1000) / 1000);
}

/** Prices of every outcome of `markets`, in the same order. */
export function priceMarkets(rules: SportRules, params: SimParams, state: LiveState, markets: readonly PricingMarket[], options: PricingOptions = {}): Price[][] {
  const sc = scenarios(rules, params, state, options.samples ?? DEFAULT_SAMPLES);
  const live = state.status === 2 || state.status === 3;
  return markets.map((m) => {
    const probs = m.typeId === MT.playerAnytime || m.typeId === MT.firstScorer ? playerProbs(m, sc, state) : m.outcomes.map((o) => {
      let won = 0;
      let voided = 0;
      const settle = compileSettle(m.typeId, o.code, m.param, m.period);
      for (const { f, w } of sc) {
        const r = settle(f);
        if (r === 'won') won += w;
        else if (r === 'void') voided += w;
      }
      return voided >= 0.999 ? NaN : won / (1 - voided);
    });
    const margin = marginFor(m.outcomes.length);
    return probs.map((p): Price => {
      if (Number.isNaN(p)) return { coef: 1.01, status: 2 };
      const decided = p >= 0.985 || p <= 0.003;
      const coef = ladderCoef(1 / (Math.min(0.995, Math.max(0.004, p)) * (1 + margin)));
      return { coef, status: live && decided ? 2 : 1 };
    });
  });
}

function playerProbs(m: PricingMarket, sc: Weighted[], state: LiveState): number[] {
  const index = new Map<string, number>();
  const bySide = { home: 0, away: 0 };
  return m.outcomes.map((o) => {
    if (o.code === 'none') return sc.reduce((s, { f, w }) => s + (f.firstGoal === null ? w : 0), 0);
    const side = o.code.startsWith('home:') ? 'home' : 'away';
    let i = index.get(o.code);
    if (i === undefined) {
      i = bySide[side]++;
      index.set(o.code, i);
    }
    const weight = SCORER_WEIGHTS[i] ?? 0.03;
    if (m.typeId === MT.firstScorer) return sc.reduce((s, { f, w }) => s + (f.firstGoal === side ? w * weight : 0), 0);
    const already = side === 'home' ? state.score.home : state.score.away;
    return sc.reduce((s, { f, w }) => {
      const remaining = Math.max(0, (side === 'home' ? f.regHome : f.regAway) - already);
      return s + w * (1 - (1 - weight) ** remaining);
    }, 0);
  });
}
