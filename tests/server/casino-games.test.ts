import { describe, expect, it } from 'vitest';
import { CHEST_CONTENTS, CHEST_RTP, chestRtp } from '../../streams/schemas/casino-games/chest.ts';
import { DRAGON_CAVES, DRAGON_PAYS, DRAGON_RTP, dragonRtp } from '../../streams/schemas/casino-games/dragon.ts';
import { FORTUNA_RTP, FORTUNA_WHEEL, fortunaRtp } from '../../streams/schemas/casino-games/fortuna.ts';
import type { RoundChoice } from '../../streams/schemas/casino-games/game-rules.ts';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_PAYS, kenoChance } from '../../streams/schemas/casino-games/keno.ts';
import { LOTTERY_PAYS, LOTTERY_RTP, lotteryRtp } from '../../streams/schemas/casino-games/lottery.ts';
import { MEMORY_PAIR_PAY, MEMORY_RTP, MEMORY_TRIPLE_PAYS, memoryRtp } from '../../streams/schemas/casino-games/memory.ts';
import { ROUND_GAMES, type RoundKind } from '../../streams/schemas/casino-games/round-games.ts';
import { SAFE_PAYS, SAFE_RTP, safeRtp } from '../../streams/schemas/casino-games/safe.ts';
import { SCRATCH_FIELDS, SCRATCH_PRIZES, SCRATCH_RTP, SCRATCH_SYMBOLS, scratchRtp } from '../../streams/schemas/casino-games/scratch.ts';
import { mulberry32 } from '../../server/seed/prng.ts';

// The maths of keno, the scratch card and the six bonus games. Each stated RTP is checked twice: against the game's
// exact expectation (here from its pay table; tests/server/casino-rtp.test.ts plays every outcome at the allowed
// stakes), and by simulation. The simulation's tolerance is 4 standard errors (4 sigma / sqrt(N)), sigma
// being the exact standard deviation of one round's pay from the game's own pay distribution (written out here
// independently of the rules): a fair game lands outside it once in ~16,000 runs, and the seeded generator makes
// the run the same every time.

type Distribution = ReadonlyArray<readonly [chance: number, pay: number]>; // pay in hundredths of the stake
const STAKE = 10_000;
const N = 200_000;

function meanSd(d: Distribution): { mean: number; sd: number } {
  const mean = d.reduce((s, [p, x]) => s + p * x, 0);
  return { mean, sd: Math.sqrt(d.reduce((s, [p, x]) => s + p * (x - mean) ** 2, 0)) };
}

/** Plays N rounds and checks the return lands within 4 standard errors of the distribution's mean. */
function simulate(kind: RoundKind, choice: (random: () => number) => RoundChoice, d: Distribution, seed: number): void {
  const random = mulberry32(seed);
  let won = 0;
  for (let i = 0; i < N; i += 1) won += ROUND_GAMES[kind].play(random, STAKE, choice(random)).win;
  const { mean, sd } = meanSd(d);
  expect(Math.abs((100 * won) / (N * STAKE) - mean)).toBeLessThan((4 * sd) / Math.sqrt(N));
}

const distinct = (random: () => number, count: number, from: number, to: number): number[] => {
  const out = new Set<number>();
  while (out.size < count) out.add(from + Math.floor(random() * (to - from + 1)));
  return [...out];
};

describe('casino round games: maths', () => {
  it('[R08] keno: 200,000 draws per pick count return the row\'s pay-table expectation', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
      const d: Distribution = Array.from({ length: picks + 1 }, (_, hits) => [kenoChance(picks, hits), KENO_PAYS[picks]?.[hits] ?? 0] as const);
      expect(d.reduce((s, [p]) => s + p, 0)).toBeCloseTo(1, 12);
      simulate('keno', (r) => ({ picks: distinct(r, picks, 1, 80), level: 0 }), d, 1000 + picks);
    }
  }, 60_000);

  it('[R08] keno: the server draws 20 distinct numbers of 1-80, every number equally often', () => {
    const random = mulberry32(7);
    const seen = new Array<number>(81).fill(0);
    const rounds = 20_000;
    for (let i = 0; i < rounds; i += 1) {
      const { drawn } = ROUND_GAMES.keno.play(random, 100, { picks: [1], level: 0 }).outcome as { drawn: number[] };
      expect(new Set(drawn).size).toBe(KENO_DRAWN);
      for (const n of drawn) seen[n] = seen[n]! + 1;
    }
    // Each number is drawn with chance 1/4 a round: 5,000 expected, standard deviation ~61; 5 sigma either side.
    for (let n = 1; n <= 80; n += 1) expect(Math.abs(seen[n]! - rounds / 4), `number ${n}`).toBeLessThan(5 * 61.3);
    expect(seen[0]).toBe(0);
  });

  it('[R08] keno refuses repeated, out-of-range, too many and no picks', () => {
    const refusal = (picks: number[]) => ROUND_GAMES.keno.refusal({ picks, level: 0 });
    expect(refusal([1, 2, 80])).toBeNull();
    for (const bad of [[], [5, 5], [0], [81], [1.5], Array.from({ length: 11 }, (_, i) => i + 1)]) expect(refusal(bad), String(bad)).toBe('bad_picks');
  });

  it('[R08] scratch card: the prize table returns 95 %; a ticket shows exactly three of its winning symbol and never three of another', () => {
    expect(scratchRtp()).toBeCloseTo(SCRATCH_RTP, 10);
    const lose = 1 - SCRATCH_SYMBOLS.reduce((s, x) => s + SCRATCH_PRIZES[x].perMillion / 1e6, 0);
    const d: Distribution = [...SCRATCH_SYMBOLS.map((x) => [SCRATCH_PRIZES[x].perMillion / 1e6, SCRATCH_PRIZES[x].pay] as const), [lose, 0]];
    simulate('scratch', () => ({ picks: [], level: 0 }), d, 42);
    const random = mulberry32(9);
    for (let i = 0; i < 5_000; i += 1) {
      const { win, outcome } = ROUND_GAMES.scratch.play(random, STAKE, { picks: [], level: 0 });
      const { cells, winning } = outcome as { cells: string[]; winning: string | null };
      expect(cells).toHaveLength(SCRATCH_FIELDS);
      const triples = SCRATCH_SYMBOLS.filter((s) => cells.filter((c) => c === s).length >= 3);
      expect(triples).toEqual(winning ? [winning] : []);
      expect(win).toBe(winning ? (STAKE * SCRATCH_PRIZES[winning as keyof typeof SCRATCH_PRIZES].pay) / 100 : 0);
    }
  });

  it('[R10] fortuna: the wheel returns 95 %, every segment equally likely', () => {
    expect(fortunaRtp()).toBeCloseTo(FORTUNA_RTP, 10);
    simulate('fortuna', () => ({ picks: [], level: 0 }), FORTUNA_WHEEL.map((p) => [1 / FORTUNA_WHEEL.length, p] as const), 11);
  });

  it('[R10] chest: 95 % whichever chest is opened; a chest outside 0-2 is refused', () => {
    expect(chestRtp()).toBeCloseTo(CHEST_RTP, 10);
    simulate('chest', (r) => ({ picks: [Math.floor(r() * 3)], level: 0 }), CHEST_CONTENTS.map((p) => [1 / 3, p] as const), 12);
    expect(ROUND_GAMES.chest.refusal({ picks: [3], level: 0 })).toBe('bad_picks');
    expect(ROUND_GAMES.chest.refusal({ picks: [0, 1], level: 0 })).toBe('bad_picks');
  });

  it('[R10] memory: three cards of twelve, 95 % by enumeration and by simulation; three distinct cards only', () => {
    expect(memoryRtp()).toBeCloseTo(MEMORY_RTP, 10);
    const d: Distribution = [...MEMORY_TRIPLE_PAYS.map((p) => [1 / 220, p] as const), [108 / 220, MEMORY_PAIR_PAY], [108 / 220, 0]];
    simulate('memory', (r) => ({ picks: distinct(r, 3, 0, 11), level: 0 }), d, 13);
    expect(ROUND_GAMES.memory.refusal({ picks: [0, 0, 1], level: 0 })).toBe('bad_picks');
    expect(ROUND_GAMES.memory.refusal({ picks: [0, 1], level: 0 })).toBe('bad_picks');
  });

  it('[R10] safe: one to three tried digits each return 96 %', () => {
    for (const tries of [1, 2, 3]) {
      expect(safeRtp(tries)).toBeCloseTo(SAFE_RTP, 10);
      simulate('safe', (r) => ({ picks: distinct(r, tries, 0, 9), level: 0 }), [[tries / 10, SAFE_PAYS[tries]!], [1 - tries / 10, 0]], 20 + tries);
    }
    expect(ROUND_GAMES.safe.refusal({ picks: [1, 2, 3, 4], level: 0 })).toBe('bad_picks');
    expect(ROUND_GAMES.safe.refusal({ picks: [10], level: 0 })).toBe('bad_picks');
  });

  it('[R10] lottery: three digits in order return 95.2 %', () => {
    expect(lotteryRtp()).toBeCloseTo(LOTTERY_RTP, 10);
    const d: Distribution = [[0.001, LOTTERY_PAYS[3]!], [0.027, LOTTERY_PAYS[2]!], [0.972, 0]];
    simulate('lottery', (r) => ({ picks: [0, 1, 2].map(() => Math.floor(r() * 10)), level: 0 }), d, 14);
    expect(ROUND_GAMES.lottery.refusal({ picks: [1, 2], level: 0 })).toBe('bad_picks');
    expect(ROUND_GAMES.lottery.refusal({ picks: [1, 2, 10], level: 0 })).toBe('bad_picks');
  });

  it('[R10] dragon bonus: one to three dragons in five caves each return 96 %; an unknown level is refused', () => {
    for (const dragons of [1, 2, 3]) {
      expect(dragonRtp(dragons)).toBeCloseTo(DRAGON_RTP, 10);
      const safe = (DRAGON_CAVES - dragons) / DRAGON_CAVES;
      simulate('dragon', (r) => ({ picks: [Math.floor(r() * DRAGON_CAVES)], level: dragons }), [[safe, DRAGON_PAYS[dragons]!], [1 - safe, 0]], 30 + dragons);
    }
    expect(ROUND_GAMES.dragon.refusal({ picks: [0], level: 4 })).toBe('bad_level');
    expect(ROUND_GAMES.dragon.refusal({ picks: [5], level: 1 })).toBe('bad_picks');
  });

  it('[R08] no round uses more random numbers than its rules declare (the verify panel computes that many)', () => {
    let asked = 0;
    const counting = mulberry32(5);
    const random = () => { asked += 1; return counting(); };
    const choices: Record<RoundKind, RoundChoice> = {
      slot: { picks: [], level: 0 }, keno: { picks: [1, 2, 3], level: 0 }, scratch: { picks: [], level: 0 }, fortuna: { picks: [], level: 0 },
      chest: { picks: [1], level: 0 }, memory: { picks: [0, 1, 2], level: 0 }, safe: { picks: [1], level: 0 }, lottery: { picks: [1, 2, 3], level: 0 },
      dragon: { picks: [2], level: 3 },
      sicbo: { picks: [0, 0, 16, 45, 33], level: 0 }, moneywheel: { picks: [0, 3, 5, 5], level: 0 }, dragontiger: { picks: [0, 2], level: 0 },
    };
    for (const kind of Object.keys(ROUND_GAMES) as RoundKind[]) {
      let most = 0;
      for (let i = 0; i < 3_000; i += 1) {
        asked = 0;
        ROUND_GAMES[kind].play(random, 100, choices[kind]);
        most = Math.max(most, asked);
      }
      expect(most, kind).toBeLessThanOrEqual(ROUND_GAMES[kind].floats);
    }
  });
});
