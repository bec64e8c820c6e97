import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameLang } from './game-host';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { stakeSteps } from './stake-steps';
import { rtpOfGame } from '../rtp-figure';
import { useGameMoney } from '../game-money';
import { RefusalMessage } from './RefusalMessage';
import type { FairRound } from './use-fair-round';
import { frameDemoBalance$ } from './frame-demo-balance';
import styles from './games.module.css';

// The parts every round game's UI shares: its head (name, mode, RTP), the stake select and the round's result line.

export function GameHead({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  return (
    <header className={styles.gameHead}>
      <h1>{game.name}</h1>
      <span className={styles.pill}>{mode === 'real' ? t('game.real') : t('game.demo')}</span>
      {mode === 'demo' && <DemoBalancePill />}
      {game.rtp !== undefined && <span className={styles.pill} data-testid="game-head-rtp">{t('game.rtp', { value: rtpOfGame(lang, game.rtp, game.rtpMax) })}</span>}
    </header>
  );
}

/** The demo balance the page around the frame keeps (none shown until it says). */
function DemoBalancePill() {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const balance = useObservableState(frameDemoBalance$, null);
  if (balance === null) return null;
  return <span className={styles.pill} data-testid="frame-demo-balance" data-amount={balance}>{t('frame.demoBalance', { amount: money(balance) })}</span>;
}

/** The stake state of a game, starting at its third step (or its minimum). */
export function useStake(game: CasinoGameDetail): [number, (stake: number) => void, number[]] {
  const steps = stakeSteps(game.minStake, game.maxStake, game.stakeUnit);
  const [stake, setStake] = useState(steps[Math.min(2, steps.length - 1)] ?? game.minStake);
  return [stake, setStake, steps];
}

export function StakeSelect({ value, steps, onChange, disabled, testId, label }: { value: number; steps: readonly number[]; onChange: (stake: number) => void; disabled?: boolean; testId?: string; label?: string }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  return (
    <label className={styles.field}>
      <span>{label ?? t('slot.stake')}</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled} data-testid={testId}>
        {steps.map((s) => <option key={s} value={s}>{money(s)}</option>)}
      </select>
    </label>
  );
}

/** The last round's win (or none), a refusal in the page's language, or an answer the page could not read. */
export function RoundResult({ fair, readable, testId, detail }: { fair: FairRound; readable: boolean; testId: string; detail?: string | null }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const last = fair.last;
  return (
    <div className={styles.status} aria-live="polite">
      {last && readable && (
        <p data-testid={testId} data-round={last.roundId} data-stake={last.stake} data-win={last.win}>
          {detail ? `${detail} · ` : ''}
          {last.win > 0 ? <b className={styles.win}>{t('slot.win', { amount: money(last.win) })}</b> : t('slot.noWin')}
        </p>
      )}
      {last && !readable && <p role="alert">{t('state.error')}</p>}
      {fair.round.status === 'refused' && <RefusalMessage error={fair.round.error} />}
    </div>
  );
}
