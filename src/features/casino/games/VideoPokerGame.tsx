import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VP_HANDS, VP_PAYS, type VpState } from '../../../../streams/schemas/casino-games/video-poker';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { useGameMoney } from '../game-money';
import { CardFairPanel } from './CardFairPanel';
import { CardOutcome } from './CardOutcome';
import { GameHead, StakeSelect, useStake } from './GameParts';
import { PlayingCard } from './PlayingCard';
import { useCardHand } from './use-card-hand';
import styles from './games.module.css';
import cardStyles from './cards.module.css';

const PAYING = VP_HANDS.filter((h) => VP_PAYS[h] > 0).reverse();

/** Jacks or Better 9/6: deal five, hold any (click or Enter/Space on a card), draw, paid by the table. */
export function VideoPokerGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  const [stake, setStake, steps] = useStake(game);
  const table = useCardHand(game, 'videopoker', mode);
  const hand = table.hand?.kind === 'videopoker' ? table.hand : null;
  const state = hand ? (hand.state as VpState) : null;
  const dealt = state?.phase === 'dealt';
  // The holds of the hand on the table (a new deal starts with none).
  const [holds, setHolds] = useState<{ round: string; held: number[] }>({ round: '', held: [] });
  const held = dealt && holds.round === hand?.roundId ? holds.held : state?.held ?? [];
  const toggle = (i: number) => hand && setHolds({ round: hand.roundId, held: held.includes(i) ? held.filter((x) => x !== i) : [...held, i] });
  return (
    <section className={styles.game} aria-label={game.name} data-testid="videopoker-game">
      <GameHead game={game} mode={mode} />
      <dl className={cardStyles.payTable} data-testid="vp-pays">
        {PAYING.map((h) => (
          <div key={h} data-hit={state?.phase === 'settled' && state.hand === h ? '' : undefined}>
            <dt>{t(`cards.vp.hand.${h}`)}</dt>
            <dd>{VP_PAYS[h]}×</dd>
          </div>
        ))}
      </dl>
      <div className={cardStyles.table}>
        <div className={cardStyles.cards} role="group" aria-label={t('cards.vp.holdHint')}>
          {state ? state.cards.map((c, i) => (
            <button key={`${hand?.roundId}-${i}-${c}`} type="button" className={cardStyles.holdable} aria-pressed={held.includes(i)} disabled={!dealt || table.busy}
              onClick={() => toggle(i)} data-testid={`vp-card-${i}`}>
              <PlayingCard card={c} index={i} />
              <span>{held.includes(i) ? t('cards.vp.held') : '\u00a0'}</span>
            </button>
          )) : [0, 1, 2, 3, 4].map((i) => <PlayingCard key={i} card={null} index={i} />)}
        </div>
        {state && <p className={cardStyles.label} data-testid="vp-hand">{t(`cards.vp.hand.${state.hand}`)}</p>}
      </div>
      <CardOutcome table={table} testId="vp-result" />
      <div className={styles.controls}>
        {dealt ? (
          <button type="button" className={styles.play} disabled={table.busy} onClick={() => table.step({ type: 'act', move: { action: 'draw', held } })} data-testid="vp-draw">{t('cards.vp.draw')}</button>
        ) : (
          <>
            <StakeSelect value={stake} steps={steps} onChange={setStake} testId="vp-stake" />
            <button type="button" className={styles.play} disabled={table.busy} onClick={() => table.step({ type: 'deal', stake })} data-testid="vp-deal">{t('cards.deal')}</button>
          </>
        )}
      </div>
      <p className={styles.rules}>{t('cards.vp.rules', { min: money(game.minStake), max: money(game.maxStake) })}</p>
      <CardFairPanel table={table} />
    </section>
  );
}
