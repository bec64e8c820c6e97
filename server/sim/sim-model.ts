import type { RmGame, RmMarket } from '../sports/read-model.ts';
import type { Side, SimParams } from '../sports/engine.ts';
import type { SportRules } from '../sports/rules.ts';
import type { SimEvent, StepState } from './step.ts';

// The simulator's working data for one tick: a game being moved (Work), its markets' working copy and the updates
// the tick will write. Nothing here touches the database.

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
  /** When its markets were last repriced (epoch ms): the tick's reprice budget goes to the longest waiting. */
  rp?: number;
  /**
   * A reprice is owed (1): the game asked over a tick's budget, and asks again next tick without another drift step
   * (a game waiting its turn used to drift every tick it waited, so its odds jumped when it was repriced).
   */
  owed?: 1;
  /** The fraction of a second of play games.game_time_sec (whole seconds) leaves out: the clock loses nothing per tick. */
  tf?: number;
  /** The clock's anchor (game-clock.ts anchorClock): seconds of play `cs` at wall time `ct` (epoch ms). */
  cs?: number;
  ct?: number;
}

export interface Work {
  /** The read model's row: it changes under the tick whenever the read model refreshes (see `version`). */
  row: RmGame;
  /**
   * The game's version the tick worked from, taken when the tick read it: the tick is written only if the game is
   * still at this version (a goal or a finish written meanwhile). `row.version` will not do: a refresh during the
   * tick (the finish route's own, the background one every 500 ms) moves it on, and the tick's older view (the game
   * in play, its markets open) was written over the finished game.
   */
  version: number;
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
  /** Its suspension is over: the markets reopen at new prices (first in the tick's reprice budget). */
  reopen: boolean;
  suspend: boolean;
  finished: boolean;
}

export interface MarketRow {
  id: number;
  type_id: number;
  param: number | null;
  period: number;
  status: number;
  outcomes: Array<{ id: number; code: string; coef: number; status: number }>;
}

export interface OutcomeUpdate {
  id: number;
  coef: number;
  status: number;
}

export interface MarketUpdate {
  id: number;
  status: number;
}

export function newWork(row: RmGame, slug: string, rules: SportRules, state: StepState, events: SimEvent[], kicked: boolean): Work {
  return { row, version: row.version, slug, rules, state, sim: { ...row.sim }, events: [...events], kicked, goals: [], scored: false, periodsEnded: [], reprice: false, reopen: false, suspend: false, finished: false };
}

/** The simulator's working copy of a game's markets (read-model rows, copied so a failed tick changes nothing). */
export function marketRows(markets: readonly RmMarket[]): MarketRow[] {
  return markets.map((m) => ({ id: m.id, type_id: m.typeId, param: m.param, period: m.period, status: m.status, outcomes: m.outcomes.map((o) => ({ id: o.id, code: o.code, coef: o.coef, status: o.status })) }));
}
