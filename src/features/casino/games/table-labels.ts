import type { TFunction } from 'i18next';
import { DT_SPOT, type Card } from '../../../../streams/schemas/casino-games/dragon-tiger';
import { WHEEL, WHEEL_NUMBERS } from '../../../../streams/schemas/casino-games/money-wheel';
import { SICBO_SPOTS } from '../../../../streams/schemas/casino-games/sicbo';

// Readable names of the table games' bets and results (sic bo, money wheel, dragon tiger), shared by the game
// frames and the verifier page, in the page's language (casino:sicbo.*, moneywheel.*, dragontiger.*).

export type TableKind = 'sicbo' | 'moneywheel' | 'dragontiger';

const SICBO_BY_SPOT = new Map(SICBO_SPOTS.map((s) => [s.spot, s]));
const DT_BETS = Object.keys(DT_SPOT) as Array<keyof typeof DT_SPOT>;

/** The name of a bet spot: "Small", "Total 9", "2 & 5", "10", "Dragon". */
export function spotLabel(t: TFunction, kind: TableKind, spot: number): string {
  if (kind === 'moneywheel') return String(WHEEL_NUMBERS[spot] ?? spot);
  if (kind === 'dragontiger') return t(`dragontiger.${DT_BETS[spot] ?? 'tie'}`);
  const s = SICBO_BY_SPOT.get(spot);
  if (!s) return String(spot);
  return t(`sicbo.bet.${s.type}`, { face: s.faces[0], a: s.faces[0], b: s.faces[1], total: s.total });
}

const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** A card as "K♠". */
export const cardLabel = (card: Card): string => `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit] ?? ''}`;
export const isRedSuit = (card: Card): boolean => card.suit === 1 || card.suit === 2;

/** A wheel segment as shown on the wheel: "10" or "2x". */
export const segmentLabel = (stop: number): string => {
  const s = WHEEL[stop];
  return typeof s === 'number' ? String(s) : `${String(s).slice(1)}x`;
};

/** The result of a round in one line: the dice and their total, the wheel's stops, the two cards and who won. */
export function resultLine(t: TFunction, kind: TableKind, outcome: Record<string, unknown>): string {
  if (kind === 'sicbo') return t('sicbo.result', { dice: (outcome['dice'] as number[]).join(' · '), total: outcome['total'] as number });
  if (kind === 'moneywheel') {
    const stops = (outcome['stops'] as number[]).map(segmentLabel).join(' → ');
    return outcome['number'] === null ? t('moneywheel.noNumber', { stops }) : t('moneywheel.result', { stops });
  }
  return t('dragontiger.result', {
    dragon: cardLabel(outcome['dragon'] as Card), tiger: cardLabel(outcome['tiger'] as Card), winner: t(`dragontiger.${outcome['winner'] as string}`),
  });
}
