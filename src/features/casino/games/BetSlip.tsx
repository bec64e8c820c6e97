import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameLang } from './game-host';
import { MAX_CHIPS } from '../../../../streams/schemas/casino-games/bet-slip';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { useGameMoney } from '../game-money';
import { rtpFigure } from '../rtp-figure';
import { RoundResult, StakeSelect, useStake } from './GameParts';
import { resultLine, spotLabel, type TableKind } from './table-labels';
import type { FairRound } from './use-fair-round';
import styles from './table-games.module.css';

// What the table games (sic bo, money wheel, dragon tiger) share: a bet slip of chips on the table's spots (a round
// sends one pick per chip and the chips' total as its stake, streams/schemas/casino-games/bet-slip.ts), the spot
// buttons, the slip's controls, the result once the throw, spin or deal has been shown, and the table of pays and RTPs.

export function useBetSlip(game: CasinoGameDetail) {
  const [chip, setChip, steps] = useStake(game);
  const [chips, setChips] = useState<number[]>([]);
  return {
    chip, setChip, steps, chips,
    count: (spot: number) => chips.filter((c) => c === spot).length,
    add: (spot: number) => setChips((c) => (c.length < MAX_CHIPS ? [...c, spot] : c)),
    remove: (spot: number) => setChips((c) => {
      const i = c.lastIndexOf(spot);
      return i < 0 ? c : [...c.slice(0, i), ...c.slice(i + 1)];
    }),
    undo: () => setChips((c) => c.slice(0, -1)),
    clear: () => setChips([]),
  };
}
export type BetSlip = ReturnType<typeof useBetSlip>;

/** A bet spot: Enter or a click puts a chip on it, Delete or Backspace takes one off; a winning spot of the last round lights up. */
export function Spot({ kind, spot, slip, pays, won, children, wide }: {
  kind: TableKind; spot: number; slip: BetSlip; pays: string; won: boolean; children?: ReactNode; wide?: boolean;
}) {
  const { t } = useTranslation('casino');
  const n = slip.count(spot);
  const label = spotLabel(t, kind, spot);
  return (
    <button
      type="button" className={wide ? `${styles.spot} ${styles.wide}` : styles.spot} aria-pressed={n > 0} data-won={won ? '' : undefined}
      aria-label={`${label}, ${pays}${n > 0 ? `, ${t('betslip.onSpot', { count: n })}` : ''}`} title={label}
      onClick={() => slip.add(spot)}
      onKeyDown={(e) => {
        if (e.key === 'Delete' || e.key === 'Backspace') {
          e.preventDefault();
          slip.remove(spot);
        }
      }}
      data-testid={`${kind}-spot-${spot}`}
    >
      <span className={styles.spotName}>{children ?? label}</span>
      <small>{pays}</small>
      {n > 0 && <b className={styles.chip} aria-hidden="true">{n}</b>}
    </button>
  );
}

/** The chip's value, the slip's stake, undo / clear and the play button. */
export function SlipControls({ kind, slip, fair, playLabel }: { kind: TableKind; slip: BetSlip; fair: FairRound; playLabel: string }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const empty = slip.chips.length === 0;
  return (
    <div className={styles.controls}>
      <StakeSelect label={t('betslip.chip')} value={slip.chip} steps={slip.steps} onChange={slip.setChip} testId={`${kind}-chip`} />
      <p className={styles.slipTotal} data-testid={`${kind}-slip`}>
        {t('betslip.total', { amount: money(slip.chip * slip.chips.length) })}
        <small>{t('betslip.chips', { count: slip.chips.length, max: MAX_CHIPS })}</small>
      </p>
      <button type="button" className={styles.action} onClick={slip.undo} disabled={empty}>{t('betslip.undo')}</button>
      <button type="button" className={styles.action} onClick={slip.clear} disabled={empty}>{t('betslip.clear')}</button>
      <button
        type="button" className={styles.play} disabled={empty || fair.playing} data-testid={`${kind}-play`}
        onClick={() => fair.play({ stake: slip.chip * slip.chips.length, picks: slip.chips })}
      >
        {playLabel}
      </button>
    </div>
  );
}

/**
 * The last round's result (`outcome`: its outcome as read, null when unreadable), shown once its throw, spin or deal
 * has been shown (`settled` is the round whose animation ended; with reduced motion the animation lasts a hundredth
 * of a millisecond, so the result shows at once).
 */
export function TableResult({ kind, fair, outcome, settled }: { kind: TableKind; fair: FairRound; outcome: Record<string, unknown> | null; settled: string | null }) {
  const { t } = useTranslation('casino');
  const last = fair.last;
  if (last && outcome && settled !== last.roundId) return <div className={styles.pending} aria-hidden="true" />;
  return <RoundResult fair={fair} readable={outcome !== null} testId={`${kind}-result`} detail={outcome && resultLine(t, kind, outcome)} />;
}

export interface RtpRow { label: string; pays: string; rtp: number }

/** Every bet's pay and stated RTP (its exact expectation, tests/server/casino-dice.test.ts). */
export function RtpTable({ rows, testId }: { rows: readonly RtpRow[]; testId: string }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  return (
    <details className={styles.rtpTable} data-testid={testId}>
      <summary>{t('betslip.rtpTitle')}</summary>
      <table>
        <thead><tr><th scope="col">{t('betslip.bets')}</th><th scope="col">{t('betslip.pays')}</th><th scope="col">{t('betslip.rtp')}</th></tr></thead>
        <tbody>
          {rows.map((r) => <tr key={r.label}><th scope="row">{r.label}</th><td>{r.pays}</td><td>{rtpFigure(r.rtp, lang)} %</td></tr>)}
        </tbody>
      </table>
    </details>
  );
}

