import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DT_RTP, DT_SPOT } from '../../../../streams/schemas/casino-games/dragon-tiger';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { outcomeOf } from '../../../../streams/schemas/casino';
import { DragonTigerOutcomeSchema } from '../../../../streams/casino/table-outcomes';
import { FairPanel } from './FairPanel';
import { GameHead } from './GameParts';
import { RtpTable, SlipControls, Spot, TableResult, useBetSlip } from './BetSlip';
import { cardLabel, isRedSuit } from './table-labels';
import { useFairRound } from './use-fair-round';
import styles from './table-games.module.css';

// Dragon tiger: two cards dealt face down and turned over, the higher one lit; bets on dragon, tie and tiger.

const SEATS = ['dragon', 'tiger'] as const;
const PAYS = { dragon: '1:1', tie: '8:1', tiger: '1:1' } as const;

export function DragonTigerGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const slip = useBetSlip(game);
  const fair = useFairRound(game, mode);
  const [settled, setSettled] = useState<string | null>(null);
  const last = fair.last;
  const outcome = last && outcomeOf(DragonTigerOutcomeSchema, last.outcome);
  const winner = outcome && settled === last?.roundId ? outcome.winner : null;
  return (
    <section className={styles.table} aria-label={game.name} data-testid="dragontiger-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.cards}>
        {SEATS.map((seat) => {
          const card = outcome?.[seat];
          return (
            <div key={seat} className={styles.seat} data-winner={winner === seat ? '' : undefined}>
              <span>{t(`dragontiger.${seat}`)}</span>
              {card && last ? (
                <span
                  key={last.roundId} className={`${styles.card} ${styles.dealt}`} data-red={isRedSuit(card) ? '' : undefined}
                  role="img" aria-label={`${t(`dragontiger.${seat}`)}: ${cardLabel(card)}`} data-testid={`dragontiger-${seat}-card`}
                  onAnimationEnd={seat === 'tiger' ? () => setSettled(last.roundId) : undefined}
                >
                  {cardLabel(card)}
                </span>
              ) : <span className={styles.card} data-back="" aria-hidden="true" />}
            </div>
          );
        })}
      </div>
      <TableResult kind="dragontiger" fair={fair} outcome={outcome} settled={settled} />
      <div className={styles.felt} role="group" aria-label={t('dragontiger.board')}>
        <div className={styles.row} style={{ '--columns': 3 } as CSSProperties}>
          {(['dragon', 'tie', 'tiger'] as const).map((bet) => (
            <Spot key={bet} kind="dragontiger" spot={DT_SPOT[bet]} slip={slip} pays={PAYS[bet]} won={winner === bet} wide />
          ))}
        </div>
      </div>
      <SlipControls kind="dragontiger" slip={slip} fair={fair} playLabel={t('dragontiger.deal')} />
      <p className={styles.rules}>{t('dragontiger.rules')} {t('betslip.keys')}</p>
      <RtpTable rows={(['dragon', 'tiger', 'tie'] as const).map((bet) => ({ label: t(`dragontiger.${bet}`), pays: PAYS[bet], rtp: DT_RTP[bet] }))} testId="dragontiger-rtp" />
      <FairPanel kind="dragontiger" fair={fair} />
    </section>
  );
}
