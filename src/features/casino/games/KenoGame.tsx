import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasino } from '../use-casino';
import { useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { formatMinor, stakeSteps } from './money';
import { KenoOutcomeSchema, outcomeOf } from '../../../../streams/casino/casino-schemas';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import styles from './games.module.css';

const NUMBERS = Array.from({ length: 80 }, (_, i) => i + 1);
const MAX_PICKS = 10;

/** Keno: pick up to 10 of 80 numbers; the server draws 20 and pays by the number of hits. */
export function KenoGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t, i18n } = useTranslation('casino');
  const casino = useCasino();
  const steps = stakeSteps(game.minStake, game.maxStake);
  const [stake, setStake] = useState(steps[Math.min(2, steps.length - 1)] ?? game.minStake);
  const [picks, setPicks] = useState<number[]>([]);
  const [round, draw] = useRound((s: number) => casino.play$(game.id, { stake: s, mode, picks }));
  const last = round.status === 'done' ? round.value : null;
  const outcome = last ? outcomeOf(KenoOutcomeSchema, last.outcome) : null;
  const drawn = new Set(outcome?.drawn ?? []);
  const toggle = (n: number) => setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < MAX_PICKS ? [...p, n] : p));
  return (
    <section className={styles.game} aria-label={game.name} data-testid="keno-game">
      <header className={styles.gameHead}><h1>{game.name}</h1><span className={styles.pill}>{mode === 'real' ? t('game.real') : t('game.demo')}</span></header>
      <div className={styles.kenoBoard} role="group" aria-label={t('keno.board')}>
        {NUMBERS.map((n) => (
          <button key={n} type="button" aria-pressed={picks.includes(n)} className={drawn.has(n) ? styles.drawn : undefined} onClick={() => toggle(n)}>{n}</button>
        ))}
      </div>
      <div className={styles.status} aria-live="polite">
        <p>{t('keno.picked', { count: picks.length, max: MAX_PICKS })}</p>
        {last && outcome && (
          <p data-testid="keno-result" data-win={last.win}>
            {t('keno.hits', { count: outcome.hits })} · {last.win > 0 ? <b className={styles.win}>{t('slot.win', { amount: formatMinor(last.win, i18n.language) })}</b> : t('slot.noWin')}
          </p>
        )}
        {round.status === 'refused' && <RefusalMessage error={round.error} />}
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slot.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))}>{steps.map((s) => <option key={s} value={s}>{formatMinor(s, i18n.language)}</option>)}</select>
        </label>
        <button type="button" className={styles.action} onClick={() => setPicks([])}>{t('keno.clear')}</button>
        <button type="button" className={styles.play} disabled={picks.length === 0 || round.status === 'playing'} onClick={() => draw(stake)} data-testid="keno-draw">{t('keno.draw')}</button>
      </div>
    </section>
  );
}
