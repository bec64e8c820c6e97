import { payOf } from './fair-random';
import type { GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// Fortuna, the wheel of fortune: twenty equal segments, one spin, the segment's multiplier pays. The segments sum
// to 19 stakes, so the RTP is exactly 19 / 20 = 95 %. Half-stake segments need an even stake (its stake unit, 2).

/** The wheel's segments clockwise, in hundredths of the stake. */
export const FORTUNA_WHEEL: readonly number[] = [500, 0, 150, 0, 200, 50, 0, 100, 300, 0, 150, 50, 0, 200, 0, 100, 50, 0, 50, 0];
export const FORTUNA_RTP = 95;

export const fortunaRtp = (): number => FORTUNA_WHEEL.reduce((s, p) => s + p, 0) / FORTUNA_WHEEL.length;

export const fortunaRules: GameRules = {
  rtp: { min: FORTUNA_RTP, max: FORTUNA_RTP },
  stakeUnit: stakeUnitOf(FORTUNA_WHEEL),
  floats: 1,
  refusal: () => null,
  play(random, stakeMinor) {
    const segment = Math.floor(random() * FORTUNA_WHEEL.length);
    return { win: payOf(stakeMinor, FORTUNA_WHEEL[segment]!), outcome: { segment, multiplier: FORTUNA_WHEEL[segment]! / 100 } };
  },
};
