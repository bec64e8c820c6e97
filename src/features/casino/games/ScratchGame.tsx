import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeOf, ScratchOutcomeSchema } from '../../../../streams/schemas/casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { FairPanel } from './FairPanel';
import { SCRATCH_GLYPHS } from './glyphs';
import { GameHead, RoundResult, StakeSelect, useStake } from './GameParts';
import { useFairRound } from './use-fair-round';
import styles from './games.module.css';

/** A scratch card: the server decides the nine symbols when the card is bought; three alike win. */
export function ScratchGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const [stake, setStake, steps] = useStake(game);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const fair = useFairRound(game, mode);
  const outcome = fair.last ? outcomeOf(ScratchOutcomeSchema, fair.last.outcome) : null;
  const all = outcome !== null && revealed.size >= outcome.cells.length;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="scratch-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.scratchCard}>
        {(outcome?.cells ?? Array.from({ length: 9 }, () => '?')).map((cell, i) => (
          <button key={`${fair.last?.roundId ?? 'none'}-${i}`} type="button" disabled={!outcome || revealed.has(i)} onClick={() => setRevealed((r) => new Set([...r, i]))} aria-label={t('scratch.reveal')}>
            {outcome && revealed.has(i) ? SCRATCH_GLYPHS[cell] ?? cell : ''}
          </button>
        ))}
      </div>
      {/* The win is told once the whole card is scratched. */}
      {(all || !outcome) && <RoundResult fair={fair} readable={fair.last === null || outcome !== null} testId="scratch-result" />}
      <div className={styles.controls}>
        <StakeSelect value={stake} steps={steps} onChange={setStake} />
        {outcome && !all && <button type="button" className={styles.action} onClick={() => setRevealed(new Set(outcome.cells.map((_, i) => i)))}>{t('scratch.revealAll')}</button>}
        <button type="button" className={styles.play} disabled={fair.playing || (outcome !== null && !all)} onClick={() => { setRevealed(new Set()); fair.play({ stake }); }}>{t('scratch.buy')}</button>
      </div>
      <p className={styles.rules}>{t('scratch.rules')}</p>
      <FairPanel kind="scratch" fair={fair} />
    </section>
  );
}
