import { memo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEEL, WHEEL_NUMBERS, wheelRtp, type WheelSegment } from '../../../../streams/schemas/casino-games/money-wheel';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { outcomeOf } from '../../../../streams/schemas/casino';
import { MoneyWheelOutcomeSchema } from '../../../../streams/casino/table-outcomes';
import { FairPanel } from './FairPanel';
import { GameHead } from './GameParts';
import { RtpTable, SlipControls, Spot, TableResult, useBetSlip } from './BetSlip';
import { segmentLabel } from './table-labels';
import { useFairRound } from './use-fair-round';
import styles from './table-games.module.css';

// The money wheel: the 54-segment wheel drawn in SVG, turned five times to the round's last stop; bets on its numbers.

const STEP = 360 / WHEEL.length;
const COLOURS: Record<string, string> = { 1: '#f9c74f', 2: '#4d96ff', 5: '#9b5de5', 10: '#2ec4b6', 20: '#f3722c', 40: '#e63946', x2: '#cfd8dc', x7: '#ffd166' };
const colourOf = (s: WheelSegment) => COLOURS[String(s)]!;

/** A point at `radius` and `degrees` clockwise from the top of the 300 x 300 wheel. */
const at = (radius: number, degrees: number) => {
  const r = (degrees * Math.PI) / 180;
  return `${(150 + radius * Math.sin(r)).toFixed(2)} ${(150 - radius * Math.cos(r)).toFixed(2)}`;
};

/** The wheel's face, drawn once (it only turns). */
const WheelFace = memo(function WheelFace() {
  return (
    <>
      <circle cx="150" cy="150" r="148" fill="#3b2a12" stroke="#c99a2e" strokeWidth="4" />
      {WHEEL.map((segment, i) => (
        <g key={i}>
          <path d={`M150 150 L${at(140, i * STEP)} A140 140 0 0 1 ${at(140, (i + 1) * STEP)} Z`} fill={colourOf(segment)} stroke="#3b2a12" strokeWidth="1" />
          <text
            x="150" y="26" fontSize={typeof segment === 'number' && segment >= 10 ? 10 : 12} fontWeight="900" textAnchor="middle" fill="#1b1b1b"
            transform={`rotate(${((i + 0.5) * STEP).toFixed(2)} 150 150)`}
          >
            {segmentLabel(i)}
          </text>
        </g>
      ))}
      <circle cx="150" cy="150" r="34" fill="#3b2a12" stroke="#c99a2e" strokeWidth="3" />
    </>
  );
});

export function MoneyWheelGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const slip = useBetSlip(game);
  const fair = useFairRound(game, mode);
  const [settled, setSettled] = useState<string | null>(null);
  const last = fair.last;
  const outcome = last && outcomeOf(MoneyWheelOutcomeSchema, last.outcome);
  const stops = outcome?.stops ?? [];
  const landed = outcome?.number;
  const final = stops.at(-1);
  // Five whole turns, then the last stop's middle under the pointer.
  const to = final === undefined ? 0 : 5 * 360 - (final + 0.5) * STEP;
  return (
    <section className={styles.table} aria-label={game.name} data-testid="moneywheel-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.wheelBox}>
        <span className={styles.pointer} aria-hidden="true" />
        <svg viewBox="0 0 300 300" role="img" aria-label={t('moneywheel.wheel')} data-testid="moneywheel-wheel" data-stop={final}>
          <g
            key={last?.roundId ?? 'rest'} className={outcome ? `${styles.rotor} ${styles.spun}` : styles.rotor} style={{ '--to': `${to}deg` } as CSSProperties}
            onAnimationEnd={last ? () => setSettled(last.roundId) : undefined}
          >
            <WheelFace />
          </g>
        </svg>
      </div>
      <p className={styles.stops} aria-hidden="true">
        {settled === last?.roundId && stops.map((s, i) => <span key={i} style={{ background: colourOf(WHEEL[s]!), color: '#1b1b1b' }}>{segmentLabel(s)}</span>)}
      </p>
      <TableResult kind="moneywheel" fair={fair} outcome={outcome} settled={settled} />
      <div className={styles.felt} role="group" aria-label={t('moneywheel.board')}>
        <div className={styles.row} style={{ '--columns': WHEEL_NUMBERS.length } as CSSProperties}>
          {WHEEL_NUMBERS.map((n, i) => (
            <Spot key={n} kind="moneywheel" spot={i} slip={slip} pays={`${n}:1`} won={settled === last?.roundId && landed === n} wide />
          ))}
        </div>
      </div>
      <SlipControls kind="moneywheel" slip={slip} fair={fair} playLabel={t('moneywheel.spin')} />
      <p className={styles.rules}>{t('moneywheel.rules')} {t('betslip.keys')}</p>
      <RtpTable rows={WHEEL_NUMBERS.map((n) => ({ label: String(n), pays: `${n}:1`, rtp: wheelRtp(n) }))} testId="moneywheel-rtp" />
      <FairPanel kind="moneywheel" fair={fair} />
    </section>
  );
}
