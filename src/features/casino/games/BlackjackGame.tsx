import { useTranslation } from 'react-i18next';
import { handValue, type BjState } from '../../../../streams/schemas/casino-games/blackjack';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { useGameMoney } from '../game-money';
import { CardFairPanel } from './CardFairPanel';
import { CardOutcome } from './CardOutcome';
import { GameHead, StakeSelect, useStake } from './GameParts';
import { PlayingCard } from './PlayingCard';
import { useCardHand } from './use-card-hand';
import styles from './games.module.css';
import cardStyles from './cards.module.css';

const total = (cards: readonly number[]) => {
  const v = handValue(cards);
  return v.soft && v.total < 21 ? `${v.total - 10}/${v.total}` : String(v.total);
};

/** Blackjack hand by hand: a deal, then the legal actions only, until the dealer plays and the hand is paid. */
export function BlackjackGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const [stake, setStake, steps] = useStake(game);
  const table = useCardHand(game, 'blackjack', mode);
  const hand = table.hand?.kind === 'blackjack' ? table.hand : null;
  const state = hand ? (hand.state as BjState) : null;
  const open = hand !== null && !hand.settled;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="blackjack-game">
      <GameHead game={game} mode={mode} />
      <div className={cardStyles.table}>
        <div className={cardStyles.row} data-testid="bj-dealer">
          <span className={cardStyles.label}>{t('cards.dealer')}{state ? ` · ${total(state.dealer)}` : ''}</span>
          <div className={cardStyles.cards}>
            {state?.dealer.map((c, i) => <PlayingCard key={`${hand?.roundId}-d${i}`} card={c} index={i} />)}
            {state && state.phase !== 'settled' && <PlayingCard key={`${hand?.roundId}-hole`} card={null} index={1} />}
          </div>
        </div>
        <div className={cardStyles.hands}>
          {state?.hands.map((h, n) => (
            <div key={n} className={`${cardStyles.hand} ${open && state.active === n && state.hands.length > 1 ? cardStyles.activeHand : ''}`} data-testid={`bj-hand-${n}`}>
              <div className={cardStyles.cards}>{h.cards.map((c, i) => <PlayingCard key={`${hand?.roundId}-${n}-${i}`} card={c} index={i} />)}</div>
              <span className={cardStyles.label}>{t('cards.total', { total: total(h.cards) })} · {t('cards.stakeOn', { amount: money(h.stake) })}</span>
            </div>
          ))}
          {!state && <p className={cardStyles.label}>{t('cards.placeStake')}</p>}
        </div>
      </div>
      <CardOutcome table={table} testId="bj-result" />
      <div className={styles.controls}>
        {open ? hand.legal.map((action) => (
          <button key={action} type="button" className={action === 'stand' ? styles.play : styles.action} disabled={table.busy}
            onClick={() => table.step({ type: 'act', move: { action, held: [] } })} data-testid={`bj-${action}`}>
            {t(`cards.bj.${action}`)}
          </button>
        )) : (
          <>
            <StakeSelect value={stake} steps={steps} onChange={setStake} testId="bj-stake" />
            <button type="button" className={styles.play} disabled={table.busy} onClick={() => table.step({ type: 'deal', stake })} data-testid="bj-deal">{t('cards.deal')}</button>
          </>
        )}
      </div>
      <p className={styles.rules}>{t('cards.bj.rules', { min: money(game.minStake), max: money(game.maxStake) })}</p>
      <p className={styles.rules} data-testid="bj-rtp-note">{t('cards.bj.rtpNote', { value: game.rtp })}</p>
      <CardFairPanel table={table} />
    </section>
  );
}
