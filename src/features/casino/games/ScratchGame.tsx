import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasino } from '../use-casino';
import { useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { formatMinor, stakeSteps } from './money';
import { outcomeOf, ScratchOutcomeSchema } from '../../../../streams/casino/casino-schemas';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import styles from './games.module.css';

/** A scratch card: the server decides the nine symbols when the card is bought; three alike win. */
export function ScratchGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t, i18n } = useTranslation('casino');
  const casino = useCasino();
  const steps = stakeSteps(game.minStake, game.maxStake);
  const [stake, setStake] = useState(steps[0] ?? game.minStake);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [round, buy] = useRound((s: number) => casino.play$(game.id, { stake: s, mode }));
  const last = round.status === 'done' ? round.value : null;
  const outcome = last ? outcomeOf(ScratchOutcomeSchema, last.outcome) : null;
  const all = outcome !== null && revealed.size >= outcome.cells.length;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="scratch-game">
      <header className={styles.gameHead}><h1>{game.name}</h1><span className={styles.pill}>{mode === 'real' ? t('game.real') : t('game.demo')}</span></header>
      <div className={styles.scratchCard}>
        {(outcome?.cells ?? Array.from({ length: 9 }, () => '?')).map((cell, i) => (
          <button key={`${last?.roundId ?? 'none'}-${i}`} type="button" disabled={!outcome || revealed.has(i)} onClick={() => setRevealed((r) => new Set([...r, i]))} aria-label={t('scratch.reveal')}>
            {outcome && revealed.has(i) ? cell : ''}
          </button>
        ))}
      </div>
      <div className={styles.status} aria-live="polite">
        {all && last && (last.win > 0 ? <b className={styles.win}>{t('slot.win', { amount: formatMinor(last.win, i18n.language) })}</b> : <p>{t('slot.noWin')}</p>)}
        {round.status === 'refused' && <RefusalMessage error={round.error} />}
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slot.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))}>{steps.map((s) => <option key={s} value={s}>{formatMinor(s, i18n.language)}</option>)}</select>
        </label>
        {outcome && !all && <button type="button" className={styles.action} onClick={() => setRevealed(new Set(outcome.cells.map((_, i) => i)))}>{t('scratch.revealAll')}</button>}
        <button type="button" className={styles.play} disabled={round.status === 'playing' || (outcome !== null && !all)} onClick={() => { setRevealed(new Set()); buy(stake); }}>{t('scratch.buy')}</button>
      </div>
    </section>
  );
}
