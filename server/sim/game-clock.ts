import { gauss } from '../sports/engine.ts';
import { squadsOf } from '../sports/build.ts';
import type { SportRules } from '../sports/rules.ts';
import { stepGame } from './step.ts';
import type { SimState, Work } from './sim-model.ts';

// A live game's clock and what it needs after it moved: suspension after a goal or a dangerous attack, reopening,
// the drift of its strengths, throttled repricing.

export const SUSPEND_AFTER_GOAL_MS = 4_000;
const DRIFT_EVERY_MS: [number, number] = [6_000, 14_000];
const REPRICE_THROTTLE_MS = 3_000;

/** Runs a game's clock `dt` seconds of play in steps of at most 30 s. */
export function advance(w: Work, dt: number, random: () => number): void {
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

/**
 * Anchors the clock of a moved game where the feeds send it (server/sports/live-clock.ts): seconds of play `cs` at
 * wall time `ct`, from which the server and every client derive the clock while the game is in play. The anchor moves
 * only when the clock starts, stops, changes period or is not where the anchor says (a restart catching up): a tick
 * that only runs the clock on writes the same anchor, so the game has nothing new to send.
 */
export function anchorClock(w: Work, t: number, speed: number): void {
  const { sim, state, row } = w;
  const ranBefore = !w.kicked && row.status === 2;
  const expected = sim.cs !== undefined && sim.ct !== undefined
    ? sim.cs + (ranBefore ? ((t - sim.ct) / 1000) * speed * (w.rules.clockRate ?? 1) : 0)
    : Number.NaN;
  const same = !w.kicked && row.status === state.status && row.period === state.period && Math.abs(expected - state.timeSec) < 0.5;
  if (same) return;
  sim.cs = Math.round(state.timeSec * 1000) / 1000;
  sim.ct = t;
}

/** Marks what each moved game needs this tick (`t` epoch ms; `dtReal` wall seconds since the last tick). */
export function markNeeds(work: readonly Work[], t: number, dtReal: number, random: () => number): void {
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
      // Due to reopen: `sus` stays until the markets are repriced (market-moves.ts), so a reopening that misses this
      // tick's budget is still first in line the next tick.
      w.reopen = true;
      w.reprice = true;
    } else if (sim.sus === undefined && w.rules.model === 'goals' && w.state.status === 2 && random() < 0.004 * Math.max(1, dtReal)) {
      // A dangerous attack: markets close for a few seconds.
      sim.sus = t + 2_500 + random() * 2_500;
      w.suspend = true;
    }
    if (sim.owed) w.reprice = true;
    if ((sim.drift ?? 0) <= t) {
      if (sim.drift !== undefined) driftParams(sim, w.rules, random);
      sim.drift = t + DRIFT_EVERY_MS[0] + random() * (DRIFT_EVERY_MS[1] - DRIFT_EVERY_MS[0]);
      w.reprice = true;
    }
    if (sim.sus !== undefined && sim.sus > t && !w.suspend) w.reprice = false; // still suspended: reprice on reopening
  }
}

/** A random walk of the strengths: the odds drift. */
export function driftParams(sim: SimState, rules: SportRules, random: () => number, scale = 1): void {
  if (rules.model === 'goals' || rules.model === 'points') {
    const k = (rules.model === 'goals' ? 0.03 : 0.008) * scale;
    sim.rh = Math.round(sim.rh * Math.exp(k * gauss(random)) * 10_000) / 10_000;
    sim.ra = Math.round(sim.ra * Math.exp(k * gauss(random)) * 10_000) / 10_000;
  } else {
    const k = (rules.model === 'sets' ? 0.006 : 0.02) * scale;
    sim.p = Math.min(0.9, Math.max(0.1, Math.round((sim.p + k * gauss(random)) * 10_000) / 10_000));
  }
}
