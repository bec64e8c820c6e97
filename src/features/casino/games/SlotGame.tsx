import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasino } from '../use-casino';
import { useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { formatMinor, stakeSteps } from './money';
import { slotOutcomeOf } from '../../../../streams/casino/casino-schemas';
import type { CasinoGameDetail, RoundAnswer } from '../../../../streams/casino/casino-types';
import styles from './games.module.css';

// Glyphs every system font has (no emoji font needed); each symbol's colour is in games.module.css.
const SYMBOLS: Record<string, string> = {
  wild: 'WILD', scatter: '★', seven: '7', bell: '♫', bar: 'BAR', cherry: '♥', lemon: '●', plum: '♣', orange: '◆', melon: '♠',
};
const START_REELS = [['seven', 'cherry', 'bell'], ['bar', 'wild', 'lemon'], ['plum', 'seven', 'orange'], ['melon', 'bell', 'cherry'], ['scatter', 'lemon', 'bar']];

/** The 5x3 video slot: reels, paylines, wins and free spins, every spin decided by the server. */
export function SlotGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t, i18n } = useTranslation('casino');
  const casino = useCasino();
  const steps = stakeSteps(game.minStake, game.maxStake);
  const [stake, setStake] = useState(steps[Math.min(2, steps.length - 1)] ?? game.minStake);
  const [round, spin] = useRound((s: number) => casino.play$(game.id, { stake: s, mode }));
  const last: RoundAnswer | null = round.status === 'done' ? round.value : null;
  const outcome = last ? slotOutcomeOf(last.outcome) : null;
  const reels = outcome?.reels ?? START_REELS;
  const winning = new Set(outcome?.lines.map((l) => l.line) ?? []);
  const freeLeft = outcome?.freeSpinsLeft ?? 0;
  const money = (m: number) => formatMinor(m, i18n.language);
  return (
    <section className={styles.slot} aria-label={game.name} data-testid="slot-game">
      <header className={styles.gameHead}>
        <h1>{game.name}</h1>
        <span className={styles.pill}>{mode === 'real' ? t('game.real') : t('game.demo')}</span>
        {game.rtp !== undefined && <span className={styles.pill}>{t('game.rtp', { value: game.rtp.toFixed(2) })}</span>}
      </header>
      <div className={`${styles.reels} ${round.status === 'playing' ? styles.spinning : ''}`} data-testid="slot-reels">
        {reels.map((reel, r) => (
          <div key={r} className={styles.reel}>
            {reel.map((sym, i) => <span key={`${r}-${i}`} className={styles.symbol} data-symbol={sym}>{SYMBOLS[sym] ?? sym}</span>)}
          </div>
        ))}
      </div>
      <div className={styles.status} aria-live="polite">
        {last && (
          <p data-testid="slot-result" data-round={last.roundId} data-stake={last.stake} data-win={last.win}>
            {last.win > 0 ? <b className={styles.win}>{t('slot.win', { amount: money(last.win) })}</b> : t('slot.noWin')}
            {winning.size > 0 && <> · {t('slot.lines', { lines: [...winning].join(', ') })}</>}
            {(outcome?.freeSpinsWon ?? 0) > 0 && <> · {t('slot.freeSpinsWon', { count: outcome?.freeSpinsWon })}</>}
          </p>
        )}
        {last && !outcome && <p role="alert">{t('state.error')}</p>}
        {round.status === 'refused' && <RefusalMessage error={round.error} />}
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slot.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))} data-testid="slot-stake" disabled={freeLeft > 0}>
            {steps.map((s) => <option key={s} value={s}>{money(s)}</option>)}
          </select>
        </label>
        <button type="button" className={styles.play} onClick={() => spin(stake)} disabled={round.status === 'playing'} data-testid="slot-spin">
          {freeLeft > 0 ? t('slot.freeSpin', { count: freeLeft }) : t('slot.spin')}
        </button>
      </div>
      <p className={styles.rules}>{t('slot.rules', { min: money(game.minStake), max: money(game.maxStake) })}</p>
    </section>
  );
}
