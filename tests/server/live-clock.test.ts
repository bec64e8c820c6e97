import { describe, expect, it } from 'vitest';
import { anchorClock } from '../../server/sim/game-clock.ts';
import { newWork } from '../../server/sim/sim-model.ts';
import { kickOff, stepGame, type StepState } from '../../server/sim/step.ts';
import { emptyScore } from '../../server/sports/engine.ts';
import { liveClock } from '../../server/sports/live-clock.ts';
import type { RmGame } from '../../server/sports/read-model.ts';
import { rulesOf } from '../../server/sports/rules.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { clockReading } from '../../streams/schemas/sports.ts';

const PARAMS = { rh: 1, ra: 1, p: 0.5, ko: 0.5, seed: 1 };
const NOW = 1_000_000;

/** A game as the read model holds it, its clock anchored at NOW. */
function rm(state: StepState): Pick<RmGame, 'status' | 'period' | 'clockSec' | 'clockAt' | 'score' | 'sim'> {
  return { status: state.status, period: state.period, clockSec: state.timeSec, clockAt: NOW, score: state.score, sim: { ...PARAMS, brk: state.brk, ps: state.periodStartSec ?? 0 } };
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
    const clock = liveClock(rules, rm(second), 1);
    expect(clockReading(clock, NOW)).toBe(Math.floor(second.timeSec - second.periodStartSec!));
    expect(clock.timeSec).toBeLessThan(60);
    expect(clock).toMatchObject({ clockRate: 1, periodEndSec: 80 * 60 });
  });

  it('a map clock runs at SIM_SPEED from its anchor and stops at the longest realistic map', () => {
    const rules = rulesOf('dota-2');
    const game = { ...rm(playTo('dota-2', 1)), clockSec: 600, sim: { ...PARAMS, brk: 0, ps: 0 } };
    expect(clockReading(liveClock(rules, game, 2), NOW + 10_000)).toBe(620);
    const long = { ...game, clockSec: 183 * 60 + 10 };
    expect(liveClock(rules, long, 1)).toMatchObject({ timeSec: 80 * 60, periodEndSec: 80 * 60 });
    // Between maps there is no clock.
    expect(liveClock(rules, { ...game, status: 3 }, 1).timeSec).toBeNull();
  });

  it('a CS2 map shows its round and no clock', () => {
    const rules = rulesOf('cs2');
    const state = playTo('cs2', 2);
    const game = rm({ ...state, score: { ...state.score, periods: [[13, 9], [7, 4]] } });
    expect(liveClock(rules, game, 1)).toEqual({ timeSec: null, clockAt: NOW, clockRate: 0, periodEndSec: null, round: 12 });
    expect(liveClock(rules, { ...game, status: 3 }, 1).round).toBeUndefined();
  });

  it('every cyber discipline played in maps says how: a map minute under its cap, or rounds', () => {
    for (const slug of ['cs2', 'dota-2', 'league-of-legends', 'valorant', 'mortal-kombat', 'starcraft-2', 'rocket-league', 'rainbow-six']) {
      const rules = rulesOf(slug);
      expect(rules.setClock, slug).toMatch(/^(map|round)$/);
      if (rules.setClock === 'map') expect(rules.mapCapSec, slug).toBeGreaterThan(0);
    }
  });

  it('football keeps its game clock: it runs from its anchor and stops at the end of the half', () => {
    const rules = rulesOf('football');
    const game = { status: 2, period: 1, clockSec: 2690, clockAt: NOW, score: emptyScore(), sim: { ...PARAMS, brk: 0 } };
    const clock = liveClock(rules, game, 1);
    expect(clock).toEqual({ timeSec: 2690, clockAt: NOW, clockRate: 1, periodEndSec: 2700 });
    expect(clockReading(clock, NOW + 5_000)).toBe(2695);
    expect(clockReading(clock, NOW + 60_000)).toBe(2700);
  });

  it('an anchor between two seconds is sent as the next whole second and when the clock gets there', () => {
    const rules = rulesOf('football');
    const clock = liveClock(rules, { status: 2, period: 1, clockSec: 100.4, clockAt: NOW, score: emptyScore(), sim: { ...PARAMS, brk: 0 } }, 2);
    expect(clock).toMatchObject({ timeSec: 101, clockAt: NOW + 300, clockRate: 2 });
    expect(clockReading(clock, NOW)).toBe(100);
    expect(clockReading(clock, NOW + 300)).toBe(101);
  });

  it('tennis shows the time played, running on between answers', () => {
    const clock = liveClock(rulesOf('tennis'), { status: 2, period: 2, clockSec: 3000, clockAt: NOW, score: emptyScore(), sim: { ...PARAMS, brk: 0 } }, 1);
    expect(clock).toMatchObject({ timeSec: 3000, periodEndSec: null });
    expect(clockReading(clock, NOW + 4_000)).toBe(3000 + 4 * clock.clockRate);
  });
});

describe('the simulator anchors a clock only when it changes course (issue 21)', () => {
  const football = rulesOf('football');
  const T = 5_000_000;
  const work = (status: number, period: number, timeSec: number, sim: Record<string, number>) =>
    newWork({ status, period, sim: { ...PARAMS, brk: 0, ...sim } } as unknown as RmGame, 'football', football, { status, period, timeSec, score: emptyScore(), brk: 0 }, [], false);

  it('a tick that only runs the clock on keeps the anchor; a new period, a stop or a clock off its anchor moves it', () => {
    // Anchored at 600 s at T; 4 s of wall time later at SIM_SPEED 3 the clock is at 612 s: the same anchor.
    const ran = work(2, 1, 612, { cs: 600, ct: T });
    anchorClock(ran, T + 4_000, 3);
    expect(ran.sim).toMatchObject({ cs: 600, ct: T });
    // The half ended (break): anchored where the clock stopped.
    const stopped = work(2, 1, 2700, { cs: 2690, ct: T });
    stopped.state = { ...stopped.state, status: 3 };
    anchorClock(stopped, T + 4_000, 3);
    expect(stopped.sim).toMatchObject({ cs: 2700, ct: T + 4_000 });
    // A clock that is not where its anchor says (a restart catching up): anchored again.
    const off = work(2, 1, 700, { cs: 600, ct: T });
    anchorClock(off, T + 4_000, 3);
    expect(off.sim).toMatchObject({ cs: 700, ct: T + 4_000 });
    // A game without an anchor yet (seeded before the first tick) gets one.
    const fresh = work(2, 2, 3000, {});
    anchorClock(fresh, T, 1);
    expect(fresh.sim).toMatchObject({ cs: 3000, ct: T });
  });
});
