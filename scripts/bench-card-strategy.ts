/**
 * How the RTP bench plays the card games: a player who follows a published strategy, so a long run of real hands
 * can be set beside the stated RTP. Blackjack: the basic-strategy chart for 6 decks, dealer stands on soft 17,
 * double after split, no surrender (no insurance). Video poker: the 16-rule "simple strategy" for 9/6 Jacks or
 * Better, which returns about 99.46 %, a little under the optimal holds' 99.54 % that the game states (the exact
 * optimal figure is proven by tests/streams/casino/video-poker-rtp.test.ts; optimal holds per hand are too slow to
 * simulate a million times).
 */
import { blackjackLegal, handValue, type BjAction, type BjState } from '../streams/schemas/casino-games/blackjack.ts';
import { rankOf, suitOf } from '../streams/schemas/casino-games/cards.ts';

/** A card's blackjack points with the ace as 11 (the dealer's up card in the chart). */
const upPoints = (card: number) => (rankOf(card) === 0 ? 11 : Math.min(rankOf(card) + 1, 10));
const between = (x: number, low: number, high: number) => x >= low && x <= high;

/** The chart's move for the active hand: H hit, S stand, D double (else hit), Ds double (else stand), P split. */
function chartMove(cards: readonly number[], up: number, canSplit: boolean): 'H' | 'S' | 'D' | 'Ds' | 'P' {
  const { total, soft } = handValue(cards);
  if (canSplit) {
    const pair = upPoints(cards[0]!);
    if (pair === 11 || pair === 8) return 'P';
    if (pair === 9 && (between(up, 2, 6) || up === 8 || up === 9)) return 'P';
    if ((pair === 7 || pair === 2 || pair === 3) && between(up, 2, 7)) return 'P';
    if (pair === 6 && between(up, 2, 6)) return 'P';
    if (pair === 4 && between(up, 5, 6)) return 'P';
  }
  if (soft) {
    if (total >= 19) return 'S';
    if (total === 18) return between(up, 3, 6) ? 'Ds' : up <= 8 ? 'S' : 'H';
    if (total === 17) return between(up, 3, 6) ? 'D' : 'H';
    if (total >= 15) return between(up, 4, 6) ? 'D' : 'H';
    return between(up, 5, 6) ? 'D' : 'H';
  }
  if (total >= 17) return 'S';
  if (total >= 13) return up <= 6 ? 'S' : 'H';
  if (total === 12) return between(up, 4, 6) ? 'S' : 'H';
  if (total === 11) return 'D';
  if (total === 10) return up <= 9 ? 'D' : 'H';
  if (total === 9) return between(up, 3, 6) ? 'D' : 'H';
  return 'H';
}

/** The basic-strategy action for a blackjack state that waits for the player. */
export function basicStrategy(s: BjState): BjAction {
  if (s.phase === 'insurance') return 'no_insurance';
  const legal = blackjackLegal(s);
  const move = chartMove(s.hands[s.active]!.cards, upPoints(s.dealer[0]!), legal.includes('split'));
  if (move === 'P') return 'split';
  if (move === 'D' || move === 'Ds') return legal.includes('double') ? 'double' : move === 'D' ? 'hit' : 'stand';
  return move === 'H' ? 'hit' : 'stand';
}

const ROYAL_RANKS = new Set([0, 9, 10, 11, 12]);
const isHigh = (card: number) => [0, 10, 11, 12].includes(rankOf(card));
/** Ace high for straights and ordering (2 = 1 ... king = 12, ace = 13). */
const highValue = (card: number) => (rankOf(card) === 0 ? 13 : rankOf(card));
const positions = (cards: readonly number[], keep: (card: number) => boolean) => cards.flatMap((c, i) => (keep(c) ? [i] : []));

/** The suit with most cards that pass `keep`, and their positions. */
function bestSuited(cards: readonly number[], keep: (card: number) => boolean): number[] {
  let best: number[] = [];
  for (let suit = 0; suit < 4; suit += 1) {
    const at = positions(cards, (c) => suitOf(c) === suit && keep(c));
    if (at.length > best.length) best = at;
  }
  return best;
}

/** `size` cards of one suit whose ranks fit in five consecutive ranks (ace low or high): a straight-flush draw. */
function straightFlushDraw(cards: readonly number[], size: number): number[] {
  for (let low = 0; low <= 9; low += 1) {
    const inRun = (c: number) => {
      const r = rankOf(c);
      return (r >= low && r < low + 5) || (low === 9 && r === 0);
    };
    const at = bestSuited(cards, inRun);
    if (at.length >= size) return at.slice(0, size);
  }
  return [];
}

/** Four distinct consecutive ranks open at both ends (2-3-4-5 up to 10-J-Q-K). */
function outsideStraight(cards: readonly number[]): number[] {
  for (let low = 1; low <= 9; low += 1) {
    const at = [0, 1, 2, 3].map((k) => cards.findIndex((c) => highValue(c) === low + k));
    if (at.every((i) => i >= 0)) return at;
  }
  return [];
}

/** The positions to hold under the simple strategy for 9/6 Jacks or Better (its 16 rules in order). */
export function simpleHolds(cards: readonly number[]): number[] {
  const counts = new Map<number, number[]>();
  cards.forEach((c, i) => counts.set(rankOf(c), [...(counts.get(rankOf(c)) ?? []), i]));
  const groups = [...counts.values()].sort((a, b) => b.length - a.length);
  const all = [0, 1, 2, 3, 4];
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const values = cards.map(highValue).sort((a, b) => a - b);
  const straight = groups.length === 5 && (values[4]! - values[0]! === 4 || values.join() === '1,2,3,4,13');
  if ((straight && flush) || groups[0]!.length === 4) return groups[0]!.length === 4 ? groups[0]! : all;
  const royal4 = bestSuited(cards, (c) => ROYAL_RANKS.has(rankOf(c)));
  if (royal4.length === 4) return royal4;
  if (straight || flush || groups[0]!.length === 3) return groups[0]!.length === 3 && groups[1]!.length === 1 ? groups[0]! : all;
  const sf4 = straightFlushDraw(cards, 4);
  if (sf4.length === 4) return sf4;
  if (groups[0]!.length === 2 && groups[1]!.length === 2) return [...groups[0]!, ...groups[1]!];
  const pair = groups[0]!.length === 2 ? groups[0]! : [];
  if (pair.length > 0 && isHigh(cards[pair[0]!]!)) return pair;
  if (royal4.length === 3) return royal4;
  const flush4 = bestSuited(cards, () => true);
  if (flush4.length === 4) return flush4;
  if (pair.length > 0) return pair;
  const outside = outsideStraight(cards);
  if (outside.length === 4) return outside;
  const suitedHigh = bestSuited(cards, isHigh);
  if (suitedHigh.length >= 2) return suitedHigh.slice(0, 2);
  const sf3 = straightFlushDraw(cards, 3);
  if (sf3.length === 3) return sf3;
  const high = positions(cards, isHigh).sort((a, b) => highValue(cards[a]!) - highValue(cards[b]!));
  if (high.length >= 2) return high.slice(0, 2);
  const suitedTen = bestSuited(cards, (c) => rankOf(c) === 9 || [10, 11, 12].includes(rankOf(c)));
  if (suitedTen.length === 2 && suitedTen.some((i) => rankOf(cards[i]!) === 9)) return suitedTen;
  return high.slice(0, 1);
}
