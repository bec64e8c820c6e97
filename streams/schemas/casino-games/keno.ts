import { drawWithout, payOf } from './fair-random';
import { picksValid, type GameRules } from './game-rules';

// Keno: the player picks 1 to 10 numbers of 1-80, the server draws 20 without replacement, and the pay table of
// the number of picks pays by the number of hits. Every row of the table returns 95 % (KENO_RTP) within 0.07
// points: its exact expectation under the hypergeometric law is kenoRtp(picks), checked by the tests.

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;
export const KENO_RTP = 95;

/** KENO_PAYS[picks][hits] = the pay in hundredths of the stake (absent: nothing). 10 picks also pay for 0 hits. */
export const KENO_PAYS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 2: 1580 },
  3: { 2: 263, 3: 4213 },
  4: { 2: 155, 3: 775, 4: 9303 },
  5: { 3: 350, 4: 2626, 5: 52512 },
  6: { 3: 140, 4: 838, 5: 8379, 6: 209478 },
  7: { 3: 147, 4: 293, 5: 2935, 6: 14675, 7: 733743 },
  8: { 4: 304, 5: 1825, 6: 7604, 7: 76042, 8: 1520831 },
  9: { 4: 126, 5: 754, 6: 5024, 7: 25118, 8: 313979, 9: 3139790 },
  10: { 0: 117, 5: 467, 6: 2335, 7: 11673, 8: 116731, 9: 583655, 10: 5836551 },
};

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
};

/** The chance of `hits` hits with `picks` picks (hypergeometric). */
export const kenoChance = (picks: number, hits: number): number =>
  (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);

/** The exact RTP in percent of playing `picks` picks. */
export const kenoRtp = (picks: number): number =>
  Object.entries(KENO_PAYS[picks] ?? {}).reduce((sum, [hits, pay]) => sum + kenoChance(picks, Number(hits)) * pay, 0);

const ALL = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

export const kenoRules: GameRules = {
  rtp: KENO_RTP,
  floats: KENO_DRAWN,
  refusal: (choice) => (picksValid(choice.picks, 1, KENO_NUMBERS, 1, KENO_MAX_PICKS) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks }) {
    const drawn = drawWithout(random, ALL, KENO_DRAWN).sort((a, b) => a - b);
    const hits = picks.filter((p) => drawn.includes(p)).length;
    return { win: payOf(stakeMinor, KENO_PAYS[picks.length]?.[hits] ?? 0), outcome: { picks: [...picks], drawn, hits } };
  },
};
