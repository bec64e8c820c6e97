import { drawWithout } from './fair-random';

// Playing cards of the card games (blackjack, video poker): a card is a number 0-51, its rank card % 13 (0 = ace,
// 1-8 = two to nine, 9 = ten, 10 = jack, 11 = queen, 12 = king) and its suit Math.floor(card / 13) (clubs, diamonds,
// hearts, spades). A round's whole deck or shoe is shuffled from its provably fair numbers at the deal, so the order
// of every card the round can draw is fixed (committed) before the player acts.

export const rankOf = (card: number): number => card % 13;
export const suitOf = (card: number): number => Math.floor(card / 13);

/** `decks` 52-card decks in a Fisher-Yates order: one random number per card (decks x 52 of them). */
export function shuffledCards(random: () => number, decks: number): number[] {
  const cards = Array.from({ length: decks * 52 }, (_, i) => i % 52);
  return drawWithout(random, cards, cards.length);
}
