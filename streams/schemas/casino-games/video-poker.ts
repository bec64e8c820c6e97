import { rankOf, shuffledCards, suitOf } from './cards';

// Video poker, Jacks or Better 9/6: five cards dealt from one 52-card deck shuffled for the round at the deal, the
// player holds any of them and the others are replaced by the next cards of that same deck, then the pay table pays.
// The royal flush pays 800 for 1 at every stake (the 4,000-coin max-coin pay of the machines, paid at any stake), so
// the RTP with optimal holds is 99.54 % at every stake (tests/streams/video-poker-rtp.test.ts enumerates it exactly).

export const VP_FLOATS = 52;
export const VP_STAKE_UNIT = 1;
/** The stated RTP in percent: 9/6 Jacks or Better with optimal holds (exact: 99.5439 %). */
export const VP_RTP = 99.54;

export const VP_HANDS = ['nothing', 'jacks_or_better', 'two_pair', 'three_of_a_kind', 'straight', 'flush', 'full_house', 'four_of_a_kind', 'straight_flush', 'royal_flush'] as const;
export type VpHand = (typeof VP_HANDS)[number];

/** The 9/6 pay table: what each hand pays per unit staked (its stake included, as the machines pay). */
export const VP_PAYS: Readonly<Record<VpHand, number>> = {
  nothing: 0, jacks_or_better: 1, two_pair: 2, three_of_a_kind: 3, straight: 4, flush: 6, full_house: 9, four_of_a_kind: 25,
  straight_flush: 50, royal_flush: 800,
};

export interface VpState {
  stake: number;
  /** The deck order's next card (5 after the deal). */
  next: number;
  cards: number[];
  /** The positions held at the draw (empty before it). */
  held: number[];
  phase: 'dealt' | 'settled';
  hand: VpHand;
  returned: number;
}

/** The index in VP_HANDS of a five-card hand (rank counts and a straight mask, no tables). */
export function vpRank(cards: readonly number[]): number {
  const counts = new Array<number>(13).fill(0);
  let mask = 0;
  for (const c of cards) {
    const r = rankOf(c);
    counts[r] = counts[r]! + 1;
    mask |= 1 << r;
  }
  const suit = suitOf(cards[0]!);
  const flush = cards.every((c) => suitOf(c) === suit);
  // Ranks as bits with the ace at both ends: the ace-high straight is 10-J-Q-K-A (bits 9-12 and the ace's bit 0).
  const broadway = mask === 0b1111000000001;
  let straight = broadway;
  for (let low = 0; low <= 8 && !straight; low += 1) straight = mask === (0b11111 << low);
  if (straight && flush) return broadway ? 9 : 8;
  const sorted = counts.filter((n) => n > 0).sort((a, b) => b - a);
  if (sorted[0] === 4) return 7;
  if (sorted[0] === 3 && sorted[1] === 2) return 6;
  if (flush) return 5;
  if (straight) return 4;
  if (sorted[0] === 3) return 3;
  if (sorted[0] === 2 && sorted[1] === 2) return 2;
  // A pair of jacks, queens, kings or aces.
  if (sorted[0] === 2 && [0, 10, 11, 12].some((r) => counts[r] === 2)) return 1;
  return 0;
}

export const vpHandOf = (cards: readonly number[]): VpHand => VP_HANDS[vpRank(cards)]!;

export const videoPokerDeck = (random: () => number): number[] => shuffledCards(random, 1);

export function videoPokerDeal(deck: readonly number[], stake: number): VpState {
  const cards = deck.slice(0, 5);
  return { stake, next: 5, cards, held: [], phase: 'dealt', hand: vpHandOf(cards), returned: 0 };
}

/** Held positions: distinct whole numbers 0-4. */
export const vpHoldsValid = (held: readonly number[]): boolean =>
  held.length <= 5 && new Set(held).size === held.length && held.every((i) => Number.isInteger(i) && i >= 0 && i <= 4);

/** The draw: every card not held is replaced, left to right, by the deck's next cards; the hand is paid. */
export function videoPokerDraw(deck: readonly number[], s: VpState, held: readonly number[]): VpState {
  if (s.phase !== 'dealt' || !vpHoldsValid(held)) throw new RangeError('the draw is not legal now');
  let next = s.next;
  const cards = s.cards.map((c, i) => (held.includes(i) ? c : deck[next++]!));
  const hand = vpHandOf(cards);
  return { ...s, next, cards, held: [...held].sort((a, b) => a - b), phase: 'settled', hand, returned: s.stake * VP_PAYS[hand] };
}
