import * as v from 'valibot';
import type { TableRules } from './table-rules.ts';

// European roulette (single zero) at a shared live table: 37 pockets, one drawn per round from the round's first
// random number. Every bet covers n numbers and returns 36 / n times its stake when one of them comes up (straight
// 35:1, split 17:1, street 11:1, corner 8:1, six line 5:1, dozens and columns 2:1, the even-money bets 1:1), so each
// returns (n / 37) x (36 / n) = 36 / 37 = 97.30 % (tests/server/casino-tables-rules.test.ts checks every spot).

export const ROULETTE_POCKETS = 37;
/** The wheel's pockets clockwise from zero (the European wheel), for drawing it. */
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ONE_TO_36 = range(1, 36);

/**
 * Every spot of the layout and the numbers it covers. Numbers sit in 12 rows of three (1-2-3, 4-5-6, ...): a split
 * joins two neighbours (side by side or one above the other, or zero and 1, 2 or 3), a street is a row, a corner four
 * numbers meeting at a point (named by its lowest), a six line two rows.
 */
function buildSpots(): ReadonlyMap<string, readonly number[]> {
  const spots = new Map<string, readonly number[]>();
  for (const n of range(0, 36)) spots.set(`straight-${n}`, [n]);
  for (const n of ONE_TO_36) {
    if (n % 3 !== 0) spots.set(`split-${n}-${n + 1}`, [n, n + 1]);
    if (n <= 33) spots.set(`split-${n}-${n + 3}`, [n, n + 3]);
  }
  for (const n of [1, 2, 3]) spots.set(`split-0-${n}`, [0, n]);
  for (let row = 1; row <= 34; row += 3) spots.set(`street-${row}`, [row, row + 1, row + 2]);
  for (const n of range(1, 32)) if (n % 3 !== 0) spots.set(`corner-${n}`, [n, n + 1, n + 3, n + 4]);
  for (let row = 1; row <= 31; row += 3) spots.set(`line-${row}`, range(row, row + 5));
  for (const d of [1, 2, 3]) spots.set(`dozen-${d}`, range(12 * d - 11, 12 * d));
  for (const c of [1, 2, 3]) spots.set(`column-${c}`, ONE_TO_36.filter((n) => n % 3 === c % 3));
  spots.set('red', ONE_TO_36.filter((n) => RED_NUMBERS.has(n)));
  spots.set('black', ONE_TO_36.filter((n) => !RED_NUMBERS.has(n)));
  spots.set('odd', ONE_TO_36.filter((n) => n % 2 === 1));
  spots.set('even', ONE_TO_36.filter((n) => n % 2 === 0));
  spots.set('low', range(1, 18));
  spots.set('high', range(19, 36));
  return spots;
}

export const ROULETTE_SPOTS = buildSpots();

export const RouletteResultSchema = v.object({
  kind: v.literal('roulette'),
  number: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ROULETTE_POCKETS - 1)),
});
export type RouletteResult = v.InferOutput<typeof RouletteResultSchema>;

export const rouletteRules: TableRules<RouletteResult> = {
  // 36 / 37 rounded to hundredths of a percent; the exact figure is in the test.
  rtp: { min: 97.3, max: 97.3 },
  stakeUnit: 1,
  floats: 1,
  isSpot: (spot) => ROULETTE_SPOTS.has(spot),
  resultOf: (random) => ({ kind: 'roulette', number: Math.floor(random() * ROULETTE_POCKETS) }),
  returnOf(spot, stake, result) {
    const numbers = ROULETTE_SPOTS.get(spot);
    return numbers?.includes(result.number) ? (stake * 36) / numbers.length : 0;
  },
};
