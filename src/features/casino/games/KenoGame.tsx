import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameLang } from './game-host';
import { KENO_MAX_PICKS, KENO_NUMBERS, kenoRtp } from '../../../../streams/schemas/casino-games/keno';
import { KenoOutcomeSchema, outcomeOf } from '../../../../streams/schemas/casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { FairPanel } from './FairPanel';
import { GameHead, RoundResult, StakeSelect, useStake } from './GameParts';
import { useFairRound } from './use-fair-round';
import { rtpFigure } from '../rtp-figure';
import styles from './games.module.css';

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** Keno: pick up to 10 of 80 numbers; the server draws 20 and pays by the number of hits (each count of picks its own RTP). */
export function KenoGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  const [stake, setStake, steps] = useStake(game);
  const [picks, setPicks] = useState<number[]>([]);
  const fair = useFairRound(game, mode);
  const outcome = fair.last ? outcomeOf(KenoOutcomeSchema, fair.last.outcome) : null;
  const drawn = new Set(outcome?.drawn ?? []);
  const toggle = (n: number) => setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < KENO_MAX_PICKS ? [...p, n] : p));
  return (
    <section className={styles.game} aria-label={game.name} data-testid="keno-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.kenoBoard} role="group" aria-label={t('keno.board')}>
        {NUMBERS.map((n) => (
          <button key={n} type="button" aria-pressed={picks.includes(n)} className={drawn.has(n) ? styles.drawn : undefined} onClick={() => toggle(n)} data-testid={`keno-${n}`}>{n}</button>
        ))}
      </div>
      <p className={styles.rules}>{t('keno.picked', { count: picks.length, max: KENO_MAX_PICKS })}</p>
      {picks.length > 0 && <p className={styles.rules} data-testid="keno-rtp">{t('keno.rtp', { picks: picks.length, value: rtpFigure(kenoRtp(picks.length), lang) })}</p>}
      <RoundResult fair={fair} readable={outcome !== null} testId="keno-result" detail={outcome && t('keno.hits', { count: outcome.hits })} />
      <div className={styles.controls}>
        <StakeSelect value={stake} steps={steps} onChange={setStake} />
        <button type="button" className={styles.action} onClick={() => setPicks([])}>{t('keno.clear')}</button>
        <button type="button" className={styles.play} disabled={picks.length === 0 || fair.playing} onClick={() => fair.play({ stake, picks })} data-testid="keno-draw">{t('keno.draw')}</button>
      </div>
      <p className={styles.rules}>{t('keno.rules')}</p>
      <FairPanel kind="keno" fair={fair} />
    </section>
  );
}
