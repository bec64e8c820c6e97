import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../streams/core/http';
import { useGameMoney } from '../game-money';
import { RefusalMessage } from './RefusalMessage';
import type { CardTable } from './use-card-hand';
import styles from './games.module.css';

/** The card games' own refusals (an open hand, a step not allowed now); every other one as a round's refusal. */
const CARD_REFUSALS = ['hand_open', 'no_open_hand', 'action_not_legal'];

/** The hand's stakes and, once it is settled, what it paid; or why the last step was refused. */
export function CardOutcome({ table, testId }: { table: CardTable; testId: string }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const hand = table.hand;
  const refused = table.round.status === 'refused' ? table.round.error : null;
  const code = refused instanceof HttpError ? String(refused.code ?? '') : '';
  return (
    <div className={styles.status} aria-live="polite">
      {hand && (
        <p data-testid={testId} data-round={hand.roundId} data-settled={String(hand.settled)} data-steps={hand.actions.length} data-stake={hand.staked} data-win={hand.win}>
          {t('cards.staked', { amount: money(hand.staked) })}
          {hand.settled && ' · '}
          {hand.settled && (hand.win > 0 ? <b className={styles.win}>{t('slot.win', { amount: money(hand.win) })}</b> : t('slot.noWin'))}
        </p>
      )}
      {refused !== null && (CARD_REFUSALS.includes(code)
        ? <p className={styles.refusal} role="alert" data-testid="round-refusal" data-code={code}>{t(`cards.refusal.${code}`)}</p>
        : <RefusalMessage error={refused} />)}
    </div>
  );
}
