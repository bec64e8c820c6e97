import { finalOf, type ScoreJson } from '../sports/engine.ts';
import { MT, compileSettle, type Settled } from '../sports/markets.ts';
import { priceMarkets } from '../sports/pricing.ts';
import type { SportRules } from '../sports/rules.ts';
import { marketRows, type MarketRow, type MarketUpdate, type OutcomeUpdate, type Work } from './sim-model.ts';
import { letRequestsRun } from '../event-loop.ts';

// What moved games do to their markets: settle what is decided, suspend after goals, reprice (CPU work, so at most
// MAX_REPRICES_PER_TICK live games a tick, kick-offs always).

/** Live games repriced per tick at most (kick-offs always are); the rest wait a tick. */
const MAX_REPRICES_PER_TICK = 8;
const LIVE_SAMPLES = 500;

export interface MarketMoves {
  outcomes: OutcomeUpdate[];
  markets: MarketUpdate[];
  goals: number;
  finished: number;
  settledOutcomes: number;
  repriced: number;
}

/** Settles, suspends and reprices the markets of the games that need it; `scorers` are the goals written before. */
export async function moveMarkets(touched: readonly Work[], scorers: Map<number, string[]>, t: number): Promise<MarketMoves> {
  const out: MarketMoves = { outcomes: [], markets: [], goals: 0, finished: 0, settledOutcomes: 0, repriced: 0 };
  const outcomeUpdates = out.outcomes;
  const marketUpdates = out.markets;
  let budget = MAX_REPRICES_PER_TICK;
  for (const w of inRepriceOrder(touched)) {
    const ms = marketRows(w.row.markets);
    const scored = [...(scorers.get(w.row.id) ?? []), ...w.goals.map((g) => `${g.side}:${g.player ?? ''}`)];
    out.goals += w.goals.length;
    if (w.finished) {
      out.settledOutcomes += settleAll(w.rules, w.state.score, ms, scored, outcomeUpdates, marketUpdates);
      out.finished++;
      continue;
    }
    out.settledOutcomes += settleEarly(w, ms, scored, outcomeUpdates, marketUpdates);
    if (w.suspend) suspendAll(ms, outcomeUpdates, marketUpdates);
    else if (w.reprice && (budget-- > 0 || w.kicked)) {
      reprice(w, ms, outcomeUpdates, marketUpdates);
      w.sim.rp = t;
      delete w.sim.owed;
      if (w.reopen) delete w.sim.sus;
      out.repriced++;
      // Pricing is CPU work: let waiting requests (feeds answer from memory) run between two games.
      await letRequestsRun();
    } else if (w.reprice) {
      w.sim.owed = 1; // over this tick's budget: asked again next tick, its turn by inRepriceOrder
    }
  }
  return out;
}

/**
 * The order in which the tick's reprice budget is spent: games whose suspension is over (after a goal or an attack)
 * first, then those repriced longest ago. More live games want new prices each tick (drift, points, reopenings) than
 * a tick reprices; in the list's own order the games at its end never got the budget and their markets stayed
 * suspended for the rest of the game. (A market's suspended status is no sign of a reopening due: one whose outcomes
 * are all settled stays suspended, and such games took the budget before a goal's reopening.)
 */
export function inRepriceOrder(touched: readonly Work[]): Work[] {
  const rank = (w: Work) => (w.reopen ? 0 : 1);
  return [...touched].sort((a, b) => rank(a) - rank(b) || (a.sim.rp ?? 0) - (b.sim.rp ?? 0));
}

export function reprice(w: Work, ms: MarketRow[], outcomes: OutcomeUpdate[], marketsOut: MarketUpdate[]): void {
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

export function suspendAll(ms: MarketRow[], outcomes: OutcomeUpdate[], marketsOut: MarketUpdate[]): void {
  for (const m of ms) {
    if (m.status !== 1) continue;
    marketsOut.push({ id: m.id, status: 2 });
    for (const o of m.outcomes) if (o.status === 1) outcomes.push({ id: o.id, coef: o.coef, status: 2 });
  }
}

const SETTLED_STATUS: Record<Settled, number> = { won: 3, lost: 4, void: 5 };

/** Settles every open outcome of a finished game and closes its markets. */
export function settleAll(rules: SportRules, score: ScoreJson, ms: MarketRow[], scored: string[], outcomes: OutcomeUpdate[], marketsOut: MarketUpdate[]): number {
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
export function settleEarly(w: Work, ms: MarketRow[], scored: string[], outcomes: OutcomeUpdate[], marketsOut: MarketUpdate[]): number {
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
