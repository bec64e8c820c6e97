import type { TFunction } from 'i18next';
import { RED_NUMBERS, ROULETTE_SPOTS } from '../../../../streams/schemas/casino-games/roulette';
import type { TableResult } from '../../../../streams/schemas/casino-games/table-games';
import { cardValue, handTotal } from '../../../../streams/schemas/casino-games/baccarat';

// How a live table's spots and results read on its page.

/** A spot's name in the page's language (`straight-17` -> 17, `corner-17` -> Corner 17/18/20/21, `banker` -> Banker). */
export function spotLabel(t: TFunction<'casino'>, spot: string): string {
  const [type = '', ...rest] = spot.split('-');
  if (type === 'straight') return rest[0] ?? spot;
  // Inside bets are named by the numbers they cover, as a player reads them on the layout.
  if (['split', 'street', 'corner', 'line'].includes(type)) return t(`tables.spot.${type}`, { value: ROULETTE_SPOTS.get(spot)?.join('/') ?? rest.join('/') });
  if (['dozen', 'column'].includes(type)) return t(`tables.spot.${type}`, { value: rest.join('/') });
  return t(`tables.spot.${type}`);
}

export const pocketColour = (n: number): 'green' | 'red' | 'black' => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
export const cardFace = (card: number): { rank: string; suit: string; red: boolean } =>
  ({ rank: RANKS[card % 13]!, suit: SUITS[Math.floor(card / 13)]!, red: Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2 });

export const totalOf = (cards: readonly number[]): number => handTotal(cards.map(cardValue));

/** A result in a few characters, for the history strip. */
export function resultShort(t: TFunction<'casino'>, result: TableResult): string {
  if (result.kind === 'roulette') return String(result.number);
  return `${t(`tables.spot.${result.winner}`)} ${totalOf(result.player)}:${totalOf(result.banker)}`;
}
