import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_DIGITS } from '../../../../streams/schemas/casino-games/lottery';
import { LotteryOutcomeSchema, outcomeOf } from '../../../../streams/schemas/casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { FairPanel } from './FairPanel';
import { GameHead, RoundResult, StakeSelect, useStake } from './GameParts';
import { useFairRound } from './use-fair-round';
import styles from './games.module.css';

const DIGITS = Array.from({ length: 10 }, (_, d) => d);

/** The lottery: a ticket of three digits in order against three drawn digits; matching places pay. */
export function LotteryGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const [stake, setStake, steps] = useStake(game);
  const [ticket, setTicket] = useState<number[]>(() => Array.from({ length: LOTTERY_DIGITS }, (_, i) => i + 1));
  const fair = useFairRound(game, mode);
  const outcome = fair.last ? outcomeOf(LotteryOutcomeSchema, fair.last.outcome) : null;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="lottery-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.controls}>
        {ticket.map((digit, i) => (
          <label key={i} className={styles.field}>
            <span>{t('lottery.digit', { n: i + 1 })}</span>
            <select value={digit} onChange={(e) => setTicket((tk) => tk.map((d, j) => (j === i ? Number(e.target.value) : d)))}>
              {DIGITS.map((d) => <option key={d} value={d}>{d}</option>)}
            </select>
          </label>
        ))}
      </div>
      <div className={styles.digits} aria-label={t('lottery.drawnLabel')}>
        {(outcome?.drawn ?? ticket.map(() => null)).map((d, i) => <b key={i}>{d ?? '?'}</b>)}
      </div>
      <RoundResult fair={fair} readable={outcome !== null} testId="lottery-result" detail={outcome && t('lottery.matches', { count: outcome.matches })} />
      <div className={styles.controls}>
        <StakeSelect value={stake} steps={steps} onChange={setStake} />
        <button type="button" className={styles.play} disabled={fair.playing} onClick={() => fair.play({ stake, picks: ticket })} data-testid="lottery-play">{t('lottery.play')}</button>
      </div>
      <p className={styles.rules}>{t('lottery.rules')}</p>
      <FairPanel kind="lottery" fair={fair} />
    </section>
  );
}
