import { settleSlip, slipRefusal } from './bet-slip';
import { drawWithout } from './fair-random';
import type { GameRules } from './game-rules';

// Dragon tiger (the asian family), one player against the house: one card to the dragon and one to the tiger from
// a shoe of 8 decks shuffled for every round (so each round is provably fair on its own); the higher card wins by
// rank, ace low, king high, suits do not count. Dragon and tiger pay 1:1 and lose half the stake on a tie; the tie
// pays 8:1. With P(tie) = 13 x 32 x 31 / (416 x 415) = 31/415 the exact RTPs are
//   dragon, tiger: 1 - P(tie) / 2 = 799/830 = 96.27 %;  tie: 9 x 31/415 = 279/415 = 67.23 %
// (tests/server/casino-dice.test.ts enumerates all 416 x 415 deals through play). Half a stake back needs an even
// stake: the stake unit is 2 minor units.

export const DT_DECKS = 8;
export const DT_SPOT = { dragon: 0, tiger: 1, tie: 2 } as const;
export type DragonTigerBet = keyof typeof DT_SPOT;

/** A card of the shoe: its rank 1 (ace) to 13 (king) and its suit 0-3 (spades, hearts, diamonds, clubs). */
export interface Card { rank: number; suit: number }

const SHOE = Array.from({ length: 52 * DT_DECKS }, (_, i) => i % 52);
const cardOf = (c: number): Card => ({ rank: (c % 13) + 1, suit: Math.floor(c / 13) });

/** P(tie) as a fraction, and the stated RTP in percent of each bet (header). */
const TIE = { num: 13 * (4 * DT_DECKS) * (4 * DT_DECKS - 1), den: 52 * DT_DECKS * (52 * DT_DECKS - 1) };
export const DT_RTP: Readonly<Record<DragonTigerBet, number>> = {
  dragon: 100 * (1 - TIE.num / (2 * TIE.den)),
  tiger: 100 * (1 - TIE.num / (2 * TIE.den)),
  tie: (100 * 9 * TIE.num) / TIE.den,
};

/** A bet's return in hundredths of its stake, the stake included. */
function returnOf(spot: number, dragon: Card, tiger: Card): number {
  if (dragon.rank === tiger.rank) return spot === DT_SPOT.tie ? 900 : 50;
  if (spot === DT_SPOT.tie) return 0;
  return (spot === DT_SPOT.dragon) === (dragon.rank > tiger.rank) ? 200 : 0;
}

const SPOTS = new Set<number>(Object.values(DT_SPOT));

export const dragonTigerRules: GameRules = {
  rtp: { min: Math.min(...Object.values(DT_RTP)), max: Math.max(...Object.values(DT_RTP)) },
  stakeUnit: 2,
  floats: 2,
  refusal: ({ picks }, stakeMinor) => slipRefusal(picks, SPOTS, 2, stakeMinor),
  play(random, stakeMinor, { picks }) {
    const [dragon, tiger] = drawWithout(random, SHOE, 2).map(cardOf) as [Card, Card];
    const winner = dragon.rank === tiger.rank ? 'tie' : dragon.rank > tiger.rank ? 'dragon' : 'tiger';
    const { bets, win } = settleSlip(picks, stakeMinor, (spot) => returnOf(spot, dragon, tiger));
    return { win, outcome: { dragon, tiger, winner, bets } };
  },
};
