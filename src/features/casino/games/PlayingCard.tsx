import { useTranslation } from 'react-i18next';
import { rankOf, suitOf } from '../../../../streams/schemas/casino-games/cards';
import styles from './cards.module.css';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];
const SUIT_KEYS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** A playing card drawn in CSS (face down when `card` is null), named for screen readers ("Q of hearts"). */
export function PlayingCard({ card, index = 0 }: { card: number | null; index?: number }) {
  const { t } = useTranslation('casino');
  // Each card of a deal slides in a little after the one before it.
  const delay = { animationDelay: `${index * 120}ms` };
  if (card === null) return <span className={`${styles.card} ${styles.back}`} style={delay} role="img" aria-label={t('cards.faceDown')} />;
  const rank = RANKS[rankOf(card)]!;
  const suit = suitOf(card);
  return (
    <span className={styles.card} style={delay} data-red={suit === 1 || suit === 2 ? '' : undefined} data-card={card} role="img"
      aria-label={t('cards.cardName', { rank, suit: t(`cards.suit.${SUIT_KEYS[suit]}`) })}>
      <span className={styles.corner} aria-hidden="true">{rank}<br />{SUITS[suit]}</span>
      <span className={styles.pip} aria-hidden="true">{SUITS[suit]}</span>
    </span>
  );
}
