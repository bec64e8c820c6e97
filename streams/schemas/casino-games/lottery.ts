import { payOf } from './fair-random';
import type { GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// The lottery: the player's ticket is three digits 0-9 in order (repeats allowed), the draw is three digits; the pay
// goes by the positions that match. P(3) = 0.001 pays 520 stakes, P(2) = 3 x 0.01 x 0.9 = 0.027 pays 16 stakes:
// RTP = 0.52 + 0.432 = 95.2 %.

export const LOTTERY_DIGITS = 3;
/** The pay in hundredths of the stake by the number of matching positions. */
export const LOTTERY_PAYS: Readonly<Record<number, number>> = { 2: 1_600, 3: 52_000 };
export const LOTTERY_RTP = 95.2;

export function lotteryRtp(): number {
  const chance = (k: number) => (k === 3 ? 0.001 : k === 2 ? 3 * 0.01 * 0.9 : 0);
  return Object.entries(LOTTERY_PAYS).reduce((s, [k, pay]) => s + chance(Number(k)) * pay, 0);
}

export const lotteryRules: GameRules = {
  rtp: { min: LOTTERY_RTP, max: LOTTERY_RTP },
  stakeUnit: stakeUnitOf(Object.values(LOTTERY_PAYS)),
  floats: LOTTERY_DIGITS,
  refusal: ({ picks }) => (picks.length === LOTTERY_DIGITS && picks.every((d) => Number.isInteger(d) && d >= 0 && d <= 9) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks }) {
    const drawn = Array.from({ length: LOTTERY_DIGITS }, () => Math.floor(random() * 10));
    const matches = drawn.filter((d, i) => picks[i] === d).length;
    return { win: payOf(stakeMinor, LOTTERY_PAYS[matches] ?? 0), outcome: { picks: [...picks], drawn, matches } };
  },
};
