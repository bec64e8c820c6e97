import { describe, expect, it } from 'vitest';
import { kickOff, stepGame, type StepState } from '../../server/sim/step.ts';
import { emptyScore } from '../../server/sports/engine.ts';
import { liveClock } from '../../server/sports/live-clock.ts';
import type { RmGame } from '../../server/sports/read-model.ts';
import { rulesOf } from '../../server/sports/rules.ts';
import { mulberry32 } from '../../server/seed/prng.ts';

const PARAMS = { rh: 1, ra: 1, p: 0.5, ko: 0.5, seed: 1 };
const NOW = 1_000_000;

/** A game as the read model holds it, seen at NOW. */
function rm(state: StepState): Pick<RmGame, 'status' | 'period' | 'gameTimeSec' | 'score' | 'sim' | 'seenAt'> {
  return { status: state.status, period: state.period, gameTimeSec: Math.floor(state.timeSec), score: state.score, sim: { ...PARAMS, brk: state.brk, ps: state.periodStartSec ?? 0 }, seenAt: NOW };
}

/** Plays a game of `slug` in 30 s steps until it reaches `period` in play. */
function playTo(slug: string, period: number): StepState {
  const rules = rulesOf(slug);
  const rand = mulberry32(7);
  let state = kickOff(rules, { status: 1, period: 0, timeSec: 0, score: emptyScore(), brk: 0 }).state;
  for (let i = 0; i < 20_000 && !(state.period === period && state.status === 2); i++) {
    const next = stepGame(rules, PARAMS, state, 30, rand).state;
    if (next.status === 4) throw new Error(`${slug} finished before period ${period}`);
    state = next;
  }
  return state;
}

describe('live clocks by discipline', () => {
  it('a Dota 2 map shows the minute of that map (it starts again at 0 with each map), not the seconds since the first', () => {
    const rules = rulesOf('dota-2');
    const second = playTo('dota-2', 2);
    expect(second.timeSec).toBeGreaterThan(20 * 60); // a whole map was played before this one
    const clock = liveClock(rules, rm(second), NOW, 1);
    expect(clock.timeSec).toBe(Math.floor(second.timeSec) - second.periodStartSec!);
    expect(clock.timeSec).toBeLessThan(60);
    expect(clock).toMatchObject({ clockRate: 1, periodEndSec: 80 * 60 });
  });

  it('a map clock runs at SIM_SPEED between answers and stops at the longest realistic map', () => {
    const rules = rulesOf('dota-2');
    const game = { ...rm(playTo('dota-2', 1)), gameTimeSec: 600, sim: { ...PARAMS, brk: 0, ps: 0 } };
    expect(liveClock(rules, game, NOW + 10_000, 2).timeSec).toBe(620);
    const long = { ...game, gameTimeSec: 183 * 60 + 10 };
    expect(liveClock(rules, long, NOW, 1)).toMatchObject({ timeSec: 80 * 60, periodEndSec: 80 * 60 });
    // Between maps there is no clock.
    expect(liveClock(rules, { ...game, status: 3 }, NOW, 1).timeSec).toBeNull();
  });

  it('a CS2 map shows its round and no clock', () => {
    const rules = rulesOf('cs2');
    const state = playTo('cs2', 2);
    const game = rm({ ...state, score: { ...state.score, periods: [[13, 9], [7, 4]] } });
    expect(liveClock(rules, game, NOW, 1)).toEqual({ timeSec: null, clockRate: 0, periodEndSec: null, round: 12 });
    expect(liveClock(rules, { ...game, status: 3 }, NOW, 1).round).toBeUndefined();
  });

  it('every cyber discipline played in maps says how: a map minute under its cap, or rounds', () => {
    for (const slug of ['cs2', 'dota-2', 'league-of-legends', 'valorant', 'mortal-kombat', 'starcraft-2', 'rocket-league', 'rainbow-six']) {
      const rules = rulesOf(slug);
      expect(rules.setClock, slug).toMatch(/^(map|round)$/);
      if (rules.setClock === 'map') expect(rules.mapCapSec, slug).toBeGreaterThan(0);
    }
  });

  it('football keeps its game clock: it runs from the answer and stops at the end of the half', () => {
    const rules = rulesOf('football');
    const game = { status: 2, period: 1, gameTimeSec: 2690, score: emptyScore(), sim: { ...PARAMS, brk: 0 }, seenAt: NOW };
    expect(liveClock(rules, game, NOW + 5_000, 1)).toEqual({ timeSec: 2695, clockRate: 1, periodEndSec: 2700 });
    expect(liveClock(rules, game, NOW + 60_000, 1).timeSec).toBe(2700);
  });
});
