import { useObservable, useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { map } from 'rxjs';
import { reelStops$ } from '../../../../streams/casino/reel-stops';
import { slotOutcomeOf } from '../../../../streams/schemas/casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { FairPanel } from './FairPanel';
import { SLOT_GLYPHS } from './glyphs';
import { GameHead, RoundResult, StakeSelect, useStake } from './GameParts';
import { useGameMoney } from '../game-money';
import { useFairRound } from './use-fair-round';
import styles from './games.module.css';

const START_REELS = [['A', 'J', 'Q'], ['K', 'W', 'T'], ['N', 'A', 'T'], ['Q', 'J', 'K'], ['S', 'N', 'A']];

/** Whether the page asks for less motion (no matchMedia: as if it did). */
const wantsMotion = () => typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How many reels have stopped (streams/casino/reel-stops.ts). */
function useReelStops(playing: boolean, roundId: string | null, reels: number): number {
  const stops$ = useObservable((inputs$) => reelStops$(inputs$.pipe(map(([p, id]) => ({ playing: p, roundId: id }))), reels, wantsMotion()), [playing, roundId]);
  return useObservableState(stops$, reels);
}

/**
 * The 5x3 video slot: reels, paylines, wins and free spins, every spin decided by the server. The reels spin while the
 * round is asked for and stop one by one on its result; the win shows once they all stopped.
 */
export function SlotGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const [stake, setStake, steps] = useStake(game);
  const fair = useFairRound(game, mode);
  const outcome = fair.last ? slotOutcomeOf(fair.last.outcome) : null;
  const reels = outcome?.reels ?? START_REELS;
  const winning = new Set(outcome?.lines.map((l) => l.line) ?? []);
  const stopped = useReelStops(fair.playing, fair.last?.roundId ?? null, reels.length);
  const spinning = stopped < reels.length;
  return (
    <section className={styles.slot} aria-label={game.name} data-testid="slot-game">
      <GameHead game={game} mode={mode} />
      <div className={styles.reels} data-testid="slot-reels" data-stopped={stopped}>
        {reels.map((reel, r) => (
          <div key={r} className={`${styles.reel} ${r < stopped ? styles.reelStopped : styles.reelSpinning}`}>
            {reel.map((sym, i) => <span key={`${r}-${i}`} className={styles.symbol} data-symbol={sym}>{SLOT_GLYPHS[sym] ?? sym}</span>)}
          </div>
        ))}
      </div>
      {spinning ? <div className={styles.status} /> : (
        <RoundResult fair={fair} readable={outcome !== null} testId="slot-result" detail={[
          winning.size > 0 ? t('slot.lines', { lines: [...winning].join(', ') }) : '',
          (outcome?.freeSpinsWon ?? 0) > 0 ? t('slot.freeSpinsWon', { count: outcome?.freeSpinsWon }) : '',
        ].filter(Boolean).join(' · ')} />
      )}
      <div className={styles.controls}>
        <StakeSelect value={stake} steps={steps} onChange={setStake} testId="slot-stake" />
        <button type="button" className={styles.play} onClick={() => fair.play({ stake })} disabled={spinning} data-testid="slot-spin">{t('slot.spin')}</button>
      </div>
      <p className={styles.rules}>{t('slot.rules', { min: money(game.minStake), max: money(game.maxStake) })}</p>
      <FairPanel kind="slot" fair={fair} />
    </section>
  );
}
