import { drawWithout, payOf } from './fair-random';
import { picksValid, type GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// Keno: the player picks 1 to 10 numbers of 1-80, the server draws 20 without replacement, and the pay table of
// the number of picks pays by the number of hits. Each row's RTP is its exact expectation under the hypergeometric
// law, kenoRtp(picks), and that is the figure stated for it: the rows cannot all return one round figure, since
// their odds have denominators such as C(80, 3) = 82,160 = 2^4 x 5 x 13 x 79 that no whole pay table cancels. Every
// pay is a whole tenth of the stake, so it is whole at multiples of 10 minor units.

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** KENO_PAYS[picks][hits] = the pay in hundredths of the stake (absent: nothing). 10 picks also pay for 0 hits. */
export const KENO_PAYS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 2: 1580 },
  3: { 2: 260, 3: 4250 },
  4: { 2: 160, 3: 750, 4: 9320 },
  5: { 3: 350, 4: 2630, 5: 52480 },
  6: { 3: 140, 4: 840, 5: 8350, 6: 209450 },
  7: { 3: 140, 4: 310, 5: 2970, 6: 14700, 7: 733710 },
  8: { 4: 300, 5: 1840, 6: 7630, 7: 76070, 8: 1520800 },
  9: { 4: 120, 5: 770, 6: 5040, 7: 25130, 8: 314000, 9: 3139810 },
  10: { 0: 120, 5: 460, 6: 2350, 7: 11690, 8: 116750, 9: 583660, 10: 5836570 },
};

/** C(n, k), exact in floating point for every n of keno (each step is a whole binomial below 2^53). */
const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
};

/** The chance of `hits` hits with `picks` picks: C(20, hits) C(60, picks - hits) / C(80, picks) (hypergeometric). */
export const kenoChance = (picks: number, hits: number): number =>
  (choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits)) / choose(KENO_NUMBERS, picks);

/** The stated RTP in percent of playing `picks` picks: the row's exact expectation. */
export const kenoRtp = (picks: number): number =>
  Object.entries(KENO_PAYS[picks] ?? {}).reduce((sum, [hits, pay]) => sum + kenoChance(picks, Number(hits)) * pay, 0);

const ALL = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
const ROW_RTPS = Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoRtp(i + 1));

export const kenoRules: GameRules = {
  rtp: { min: Math.min(...ROW_RTPS), max: Math.max(...ROW_RTPS) },
  stakeUnit: stakeUnitOf(Object.values(KENO_PAYS).flatMap((row) => Object.values(row))),
  floats: KENO_DRAWN,
  refusal: (choice) => (picksValid(choice.picks, 1, KENO_NUMBERS, 1, KENO_MAX_PICKS) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks }) {
    const drawn = drawWithout(random, ALL, KENO_DRAWN).sort((a, b) => a - b);
    const hits = picks.filter((p) => drawn.includes(p)).length;
    return { win: payOf(stakeMinor, KENO_PAYS[picks.length]?.[hits] ?? 0), outcome: { picks: [...picks], drawn, hits } };
  },
};
