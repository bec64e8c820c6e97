import { settleSlip, slipRefusal } from './bet-slip';
import type { GameRules } from './game-rules';

// The money wheel (the TV games family), in the classic "Dream Catcher" layout of 54 segments: 1 x23, 2 x15, 5 x7,
// 10 x4, 20 x2, 40 x1 and two multiplier segments, 2x and 7x. A bet on a number pays its number to one when the
// wheel stops on it. A multiplier segment multiplies the pays of the next number (multipliers stack: 2x then 7x is
// 14x) and the wheel spins again; a round spins at most WHEEL_SPINS times, and a multiplier on the last spin ends it
// with no number (every bet loses; chance (2/54)^3). The stake itself is returned once, not multiplied.
//
// A bet on n with c segments returns, over the 54^3 equally likely stops of three spins,
//   c x [54^2 (1 + n) + 54 (2 + 9n) + (4 + 81n)] / 54^3
// (no multiplier; one of 2x, 7x; two of them: 4x, 14x, 14x, 49x): wheelRtp. tests/server/casino-dice.test.ts
// enumerates all 54^3 stops through play. Pays are whole odds, so the stake unit is 1 minor unit.

export type WheelSegment = 1 | 2 | 5 | 10 | 20 | 40 | 'x2' | 'x7';

/** The wheel, clockwise from the pointer's segment at rest; segment i is stop i. */
export const WHEEL: readonly WheelSegment[] = [
  40, 2, 5, 1, 10, 2, 1, 1, 2, 20, 5, 1, 2, 1, 1, 2, 10, 5, 'x7', 2, 1, 1, 1, 2, 1, 5, 2, 1, 1, 1, 2, 10, 1, 5, 2, 1, 'x2',
  20, 2, 1, 1, 5, 2, 1, 10, 2, 1, 1, 5, 2, 1, 2, 1, 1,
];
export const WHEEL_SPINS = 3;
/** The numbers bet on; a bet's spot (pick) is the index of its number here. */
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;

const multiplierOf = (s: WheelSegment): number => (s === 'x2' ? 2 : s === 'x7' ? 7 : 1);

/** The stated RTP in percent of a bet on `n` (closed form, header). */
export function wheelRtp(n: number): number {
  const c = WHEEL.filter((s) => s === n).length;
  return (100 * c * (54 ** 2 * (1 + n) + 54 * (2 + 9 * n) + (4 + 81 * n))) / 54 ** 3;
}

const RTPS = WHEEL_NUMBERS.map(wheelRtp);
const SPOTS = new Set(WHEEL_NUMBERS.map((_, i) => i));

/** The stops of a round (segment indices) until a number lands or the spins run out, and the multiplier so far. */
export function spinWheel(random: () => number): { stops: number[]; multiplier: number; number: number | null } {
  const stops: number[] = [];
  let multiplier = 1;
  while (stops.length < WHEEL_SPINS) {
    const stop = Math.floor(random() * WHEEL.length);
    stops.push(stop);
    const segment = WHEEL[stop]!;
    if (typeof segment === 'number') return { stops, multiplier, number: segment };
    multiplier *= multiplierOf(segment);
  }
  return { stops, multiplier, number: null };
}

export const moneyWheelRules: GameRules = {
  rtp: { min: Math.min(...RTPS), max: Math.max(...RTPS) },
  stakeUnit: 1,
  floats: WHEEL_SPINS,
  refusal: ({ picks }, stakeMinor) => slipRefusal(picks, SPOTS, 1, stakeMinor),
  play(random, stakeMinor, { picks }) {
    const spin = spinWheel(random);
    const { bets, win } = settleSlip(picks, stakeMinor, (spot) => {
      const n = WHEEL_NUMBERS[spot]!;
      return spin.number === n ? 100 * (1 + n * spin.multiplier) : 0;
    });
    return { win, outcome: { ...spin, bets } };
  },
};
