import * as v from 'valibot';
import { drawWithout } from './fair-random.ts';
import type { TableRules } from './table-rules.ts';

// Punto banco baccarat at a shared live table, dealt from a fresh 8-deck shoe every round (the round's random
// numbers shuffle the first six cards of it, drawn without replacement). Cards go player, banker, player, banker;
// a total is the sum of card values modulo 10 (ace 1, two to nine at face value, tens and pictures 0). A natural (8
// or 9 on two cards on either side) ends the coup; else the player draws on 0-5, and the banker draws by the
// tableau of bankerDraws. Bets: player pays 1:1, banker 1:1 less 5 % commission (returns 1.95x), tie 8:1; player
// and banker bets are pushed (stake returned) on a tie. The RTPs are exact over the 8-deck shoe (the test
// enumerates every sequence of card values): banker 98.94 %, player 98.76 %, tie 85.64 %.

export const BACCARAT_DECKS = 8;
const SHOE = Array.from({ length: 52 * BACCARAT_DECKS }, (_, i) => i % 52);
export const BACCARAT_SPOTS = ['player', 'banker', 'tie'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** A card 0-51: rank card % 13 (0 ace ... 12 king), suit floor(card / 13). */
export const cardValue = (card: number): number => (card % 13 < 9 ? (card % 13) + 1 : 0);
export const handTotal = (values: readonly number[]): number => values.reduce((s, x) => s + x, 0) % 10;

/** The player's third card: drawn on 0-5, stands on 6-7 (naturals are settled before). */
export const playerDraws = (total: number): boolean => total <= 5;

/**
 * The banker's third card, by its two-card total and the player's third card's value (null when the player stood,
 * then the banker plays as the player does).
 */
export function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5;
  if (total <= 2) return true;
  if (total === 3) return playerThird !== 8;
  if (total === 4) return playerThird >= 2 && playerThird <= 7;
  if (total === 5) return playerThird >= 4 && playerThird <= 7;
  if (total === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** A coup dealt from `next` (the shoe's next card, any representation whose value `valueOf` reads). */
export function dealCoup<C>(next: () => C, valueOf: (card: C) => number): { player: C[]; banker: C[]; winner: 'player' | 'banker' | 'tie' } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (hand: C[]) => handTotal(hand.map(valueOf));
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = next();
      player.push(card);
      playerThird = valueOf(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const p = total(player);
  const b = total(banker);
  return { player, banker, winner: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}

const Card = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(51));
export const BaccaratResultSchema = v.object({
  kind: v.literal('baccarat'),
  player: v.pipe(v.array(Card), v.minLength(2), v.maxLength(3)),
  banker: v.pipe(v.array(Card), v.minLength(2), v.maxLength(3)),
  winner: v.picklist(['player', 'banker', 'tie']),
});
export type BaccaratResult = v.InferOutput<typeof BaccaratResultSchema>;

/** Returns in twentieths of the stake (banker 1.95 = 39/20): whole at multiples of 20 minor units, the stake unit. */
const RETURN_TWENTIETHS: Record<BaccaratSpot, number> = { player: 40, banker: 39, tie: 180 };

export const baccaratRules: TableRules<BaccaratResult> = {
  rtp: { min: 85.64, max: 98.94 },
  stakeUnit: 20,
  floats: 6,
  isSpot: (spot) => (BACCARAT_SPOTS as readonly string[]).includes(spot),
  resultOf(random) {
    const cards = drawWithout(random, SHOE, 6);
    let i = 0;
    return { kind: 'baccarat', ...dealCoup(() => cards[i++]!, cardValue) };
  },
  returnOf(spot, stake, result) {
    if (result.winner === 'tie') return spot === 'tie' ? (stake * RETURN_TWENTIETHS.tie) / 20 : stake;
    return spot === result.winner ? (stake * RETURN_TWENTIETHS[spot]) / 20 : 0;
  },
};
