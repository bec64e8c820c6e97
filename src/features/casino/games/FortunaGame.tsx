import { useTranslation } from 'react-i18next';
import { FORTUNA_WHEEL } from '../../../../streams/schemas/casino-games/fortuna';
import { FortunaOutcomeSchema, outcomeOf } from '../../../../streams/schemas/casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { FairPanel } from './FairPanel';
import { GameHead, RoundResult, StakeSelect, useStake } from './GameParts';
import { useFairRound } from './use-fair-round';
import styles from './games.module.css';

/** Fortuna, the wheel of fortune: one spin, the segment it stops at pays its multiplier. */
export function FortunaGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const [stake, setStake, steps] = useStake(game);
  const fair = useFairRound(game, mode);
  const outcome = fair.last ? outcomeOf(FortunaOutcomeSchema, fair.last.outcome) : null;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="fortuna-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.wheel} role="list" aria-label={t('fortuna.wheel')}>
        {FORTUNA_WHEEL.map((pay, i) => <span key={i} role="listitem" data-hit={outcome?.segment === i ? '' : undefined}>×{pay / 100}</span>)}
      </div>
      <RoundResult fair={fair} readable={outcome !== null} testId="fortuna-result" detail={outcome && t('fortuna.landed', { value: outcome.multiplier })} />
      <div className={styles.controls}>
        <StakeSelect value={stake} steps={steps} onChange={setStake} />
        <button type="button" className={styles.play} disabled={fair.playing} onClick={() => fair.play({ stake })} data-testid="fortuna-spin">{t('fortuna.spin')}</button>
      </div>
      <p className={styles.rules}>{t('fortuna.rules')}</p>
      <FairPanel kind="fortuna" fair={fair} />
    </section>
  );
}
