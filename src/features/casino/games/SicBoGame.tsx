import { useState, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  SICBO_ODDS, SICBO_PAIRS, SICBO_SPOT, SICBO_SPOTS, SICBO_TOTAL_ODDS, sicBoOdds, sicBoRtp, type SicBoSpot,
} from '../../../../streams/schemas/casino-games/sicbo';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { outcomeOf } from '../../../../streams/schemas/casino';
import { SicBoOutcomeSchema } from '../../../../streams/casino/table-outcomes';
import { FairPanel } from './FairPanel';
import { GameHead } from './GameParts';
import { RtpTable, SlipControls, Spot, TableResult, useBetSlip, type RtpRow } from './BetSlip';
import { useFairRound } from './use-fair-round';
import styles from './table-games.module.css';

// Sic bo: three dice, a table of every standard bet, a slip of chips thrown in one round.

const FACES = [1, 2, 3, 4, 5, 6];
const GLYPH = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
/** The pips of a face on a 3 x 3 grid (cells 0-8, row by row). */
const PIPS: Record<number, readonly number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const BY_SPOT = new Map(SICBO_SPOTS.map((s) => [s.spot, s]));
const spotOf = (spot: number): SicBoSpot => BY_SPOT.get(spot)!;
const TOTALS = Object.keys(SICBO_TOTAL_ODDS).map(Number);

function Die({ face, thrown, shaking, onAnimationEnd }: { face: number; thrown: boolean; shaking: boolean; onAnimationEnd?: () => void }) {
  const cls = [styles.die, thrown ? styles.thrown : '', shaking ? styles.shaking : ''].filter(Boolean).join(' ');
  return (
    <span className={cls} data-face={face} onAnimationEnd={onAnimationEnd}>
      {Array.from({ length: 9 }, (_, i) => <i key={i} data-pip={PIPS[face]?.includes(i) ? '' : undefined} />)}
    </span>
  );
}

export function SicBoGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const slip = useBetSlip(game);
  const fair = useFairRound(game, mode);
  const [settled, setSettled] = useState<string | null>(null);
  // The dice of the last throw stay in the bowl while the next one is asked for (they shake there).
  const [resting, setResting] = useState<readonly number[]>([1, 3, 6]);
  const last = fair.last;
  const outcome = last && outcomeOf(SicBoOutcomeSchema, last.outcome);
  const dice = outcome?.dice ?? resting;
  const won = (spot: number) => outcome !== null && settled === last?.roundId && sicBoOdds(spotOf(spot), dice) !== null;
  const spot = (n: number, content?: string, wide?: boolean) => {
    return <Spot key={n} kind="sicbo" spot={n} slip={slip} pays={paysOf(spotOf(n))} won={won(n)} wide={wide}>{content}</Spot>;
  };
  return (
    <section className={styles.table} aria-label={game.name} data-testid="sicbo-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.bowl} role="img" aria-label={`${t('sicbo.dice')}: ${dice.join(', ')}`} data-testid="sicbo-dice">
        {dice.map((face, i) => (
          <Die
            key={`${last?.roundId ?? 'rest'}-${i}`} face={face} thrown={outcome !== null} shaking={fair.playing}
            onAnimationEnd={i === 2 && last ? () => {
              setSettled(last.roundId);
              setResting(dice);
            } : undefined}
          />
        ))}
      </div>
      <TableResult kind="sicbo" fair={fair} outcome={outcome} settled={settled} />
      <div className={styles.felt} role="group" aria-label={t('sicbo.board')}>
        <div className={styles.row}>
          {[SICBO_SPOT.small, SICBO_SPOT.odd, SICBO_SPOT.anyTriple, SICBO_SPOT.even, SICBO_SPOT.big].map((n) => spot(n, undefined, true))}
        </div>
        <div className={styles.row} style={{ '--columns': 12 } as CSSProperties}>
          {FACES.map((f) => spot(SICBO_SPOT.double + f, GLYPH[f]!.repeat(2)))}
          {FACES.map((f) => spot(SICBO_SPOT.triple + f, GLYPH[f]!.repeat(3)))}
        </div>
        <div className={styles.row} style={{ '--columns': 14 } as CSSProperties}>
          {TOTALS.map((total) => spot(SICBO_SPOT.total + total, String(total)))}
        </div>
        <div className={styles.row} style={{ '--columns': 15 } as CSSProperties}>
          {SICBO_PAIRS.map(([a, b], i) => spot(SICBO_SPOT.combo + i, `${GLYPH[a]!}${GLYPH[b]!}`))}
        </div>
        <div className={styles.row} style={{ '--columns': 6 } as CSSProperties}>
          {FACES.map((f) => spot(SICBO_SPOT.single + f, GLYPH[f]))}
        </div>
      </div>
      <SlipControls kind="sicbo" slip={slip} fair={fair} playLabel={t('sicbo.throw')} />
      <p className={styles.rules}>{t('sicbo.rules')} {t('betslip.keys')}</p>
      <RtpTable rows={rtpRows(t)} testId="sicbo-rtp" />
      <FairPanel kind="sicbo" fair={fair} />
    </section>
  );
}

/** A spot's pay as the board shows it. */
const paysOf = (s: SicBoSpot): string =>
  (s.type === 'single' ? '1:1 · 2:1 · 3:1' : `${String(s.type === 'total' ? SICBO_TOTAL_ODDS[s.total!]! : SICBO_ODDS[s.type])}:1`);

/** The pay table with every bet type's stated RTP (totals in their symmetric pairs). */
function rtpRows(t: TFunction): RtpRow[] {
  const row = (label: string, n: number): RtpRow => ({ label, pays: paysOf(spotOf(n)), rtp: sicBoRtp(spotOf(n)) });
  return [
    row(`${t('sicbo.bet.small')} · ${t('sicbo.bet.big')} · ${t('sicbo.bet.odd')} · ${t('sicbo.bet.even')}`, SICBO_SPOT.small),
    row(t('sicbo.bet.anyTriple'), SICBO_SPOT.anyTriple),
    row(t('sicbo.rtpRow.triple'), SICBO_SPOT.triple + 1),
    row(t('sicbo.rtpRow.double'), SICBO_SPOT.double + 1),
    row(t('sicbo.rtpRow.single'), SICBO_SPOT.single + 1),
    row(t('sicbo.rtpRow.combo'), SICBO_SPOT.combo),
    ...TOTALS.filter((x) => x <= 10).map((x) => row(t('sicbo.rtpRow.total', { a: x, b: 21 - x }), SICBO_SPOT.total + x)),
  ];
}
