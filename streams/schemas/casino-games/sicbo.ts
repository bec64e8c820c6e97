import { settleSlip, slipRefusal } from './bet-slip';
import type { GameRules } from './game-rules';

// Sic bo (the asian family): three dice thrown once a round, a bet slip of several bets on the standard Macau
// table. Each bet's stated RTP is its exact expectation over the 216 equally likely throws (SICBO_RTP_216: the
// returned stakes over 216 throws; tests/server/casino-dice.test.ts enumerates them through play). The single
// number pays 1:1 / 2:1 / 3:1 for one / two / three dice (the standard table, not the 12:1 variant for three).
// Every pay is whole odds, so every stake unit of 1 minor unit pays whole.

export type SicBoBetType = 'small' | 'big' | 'odd' | 'even' | 'anyTriple' | 'triple' | 'double' | 'single' | 'total' | 'combo';

/** The bet spots (the picks of a slip): one number per bet, grouped by type. */
export const SICBO_SPOT = {
  small: 0, big: 1, odd: 2, even: 3, anyTriple: 4,
  /** + the face 1-6 */ triple: 10, double: 20, single: 30,
  /** + the total 4-17 */ total: 40,
  /** + the index of the pair in SICBO_PAIRS */ combo: 60,
} as const;

/** The 15 combinations of two different faces, in the order of their spots. */
export const SICBO_PAIRS: ReadonlyArray<readonly [number, number]> =
  [1, 2, 3, 4, 5].flatMap((a) => Array.from({ length: 6 - a }, (_, i) => [a, a + 1 + i] as const));

/** The to-one odds of a total 4-17 (the standard table, symmetric about 10.5). */
export const SICBO_TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60,
};

/** The to-one odds of the other bets (the single number pays 1, 2 or 3 to one by the dice showing it). */
export const SICBO_ODDS = { small: 1, big: 1, odd: 1, even: 1, anyTriple: 30, triple: 180, double: 10, combo: 6 } as const;

const FACES = [1, 2, 3, 4, 5, 6] as const;

export interface SicBoSpot { spot: number; type: SicBoBetType; faces: readonly number[]; total?: number }

/** Every spot of the table. */
export const SICBO_SPOTS: readonly SicBoSpot[] = [
  { spot: SICBO_SPOT.small, type: 'small', faces: [] },
  { spot: SICBO_SPOT.big, type: 'big', faces: [] },
  { spot: SICBO_SPOT.odd, type: 'odd', faces: [] },
  { spot: SICBO_SPOT.even, type: 'even', faces: [] },
  { spot: SICBO_SPOT.anyTriple, type: 'anyTriple', faces: [] },
  ...FACES.map((f) => ({ spot: SICBO_SPOT.triple + f, type: 'triple' as const, faces: [f] })),
  ...FACES.map((f) => ({ spot: SICBO_SPOT.double + f, type: 'double' as const, faces: [f] })),
  ...FACES.map((f) => ({ spot: SICBO_SPOT.single + f, type: 'single' as const, faces: [f] })),
  ...Object.keys(SICBO_TOTAL_ODDS).map(Number).map((t) => ({ spot: SICBO_SPOT.total + t, type: 'total' as const, faces: [], total: t })),
  ...SICBO_PAIRS.map((pair, i) => ({ spot: SICBO_SPOT.combo + i, type: 'combo' as const, faces: pair })),
];
const BY_SPOT = new Map(SICBO_SPOTS.map((s) => [s.spot, s]));

/** The to-one odds a bet wins with on a throw, or null when it loses. */
export function sicBoOdds(spot: SicBoSpot, dice: readonly number[]): number | null {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (f: number) => dice.filter((d) => d === f).length;
  switch (spot.type) {
    case 'small': return !triple && total <= 10 ? SICBO_ODDS.small : null;
    case 'big': return !triple && total >= 11 ? SICBO_ODDS.big : null;
    case 'odd': return !triple && total % 2 === 1 ? SICBO_ODDS.odd : null;
    case 'even': return !triple && total % 2 === 0 ? SICBO_ODDS.even : null;
    case 'anyTriple': return triple ? SICBO_ODDS.anyTriple : null;
    case 'triple': return count(spot.faces[0]!) === 3 ? SICBO_ODDS.triple : null;
    case 'double': return count(spot.faces[0]!) >= 2 ? SICBO_ODDS.double : null;
    case 'single': return count(spot.faces[0]!) > 0 ? count(spot.faces[0]!) : null;
    case 'total': return total === spot.total ? SICBO_TOTAL_ODDS[total]! : null;
    case 'combo': return count(spot.faces[0]!) > 0 && count(spot.faces[1]!) > 0 ? SICBO_ODDS.combo : null;
  }
}

/**
 * The stated RTP of each bet as the stakes it returns over the 216 throws (RTP = this / 216): e.g. small wins 105
 * throws at even money, 210 / 216 = 97.22 %; a total of 7 wins 15 throws at 12:1, 195 / 216 = 90.28 %.
 */
export const SICBO_RTP_216: Readonly<Record<Exclude<SicBoBetType, 'total'>, number> & { total: Readonly<Record<number, number>> }> = {
  small: 210, big: 210, odd: 210, even: 210, anyTriple: 186, triple: 181, double: 176, single: 199, combo: 210,
  total: { 4: 183, 5: 186, 6: 180, 7: 195, 8: 189, 9: 175, 10: 189, 11: 189, 12: 175, 13: 189, 14: 195, 15: 180, 16: 186, 17: 183 },
};

/** The stated RTP in percent of a spot. */
export const sicBoRtp = (spot: SicBoSpot): number =>
  (100 * (spot.type === 'total' ? SICBO_RTP_216.total[spot.total!]! : SICBO_RTP_216[spot.type])) / 216;

const RTPS = SICBO_SPOTS.map(sicBoRtp);
const SPOTS = new Set(BY_SPOT.keys());

export const sicBoRules: GameRules = {
  rtp: { min: Math.min(...RTPS), max: Math.max(...RTPS) },
  stakeUnit: 1,
  floats: 3,
  refusal: ({ picks }, stakeMinor) => slipRefusal(picks, SPOTS, 1, stakeMinor),
  play(random, stakeMinor, { picks }) {
    const dice = [0, 1, 2].map(() => 1 + Math.floor(random() * 6));
    const { bets, win } = settleSlip(picks, stakeMinor, (spot) => {
      const odds = sicBoOdds(BY_SPOT.get(spot)!, dice);
      return odds === null ? 0 : 100 * (odds + 1);
    });
    return { win, outcome: { dice, total: dice[0]! + dice[1]! + dice[2]!, bets } };
  },
};
