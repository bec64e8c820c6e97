import { useMemo } from 'react';
import { useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, combineLatest, of, scan, startWith, tap } from 'rxjs';
import { fairRounds$, type FairRoundsState } from '../../../../streams/casino/fair-rounds';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import type { CardAction, CardHand, CardKind } from '../../../../streams/schemas/casino-cards';
import { useGameCasino } from './game-host';
import { createDemoTable, type CardStep } from './card-demo';
import { notifyRoundPlayed } from './use-round';

export type CardTableState = FairRoundsState<CardStep, CardHand> & {
  /** The hand on the table: the last answer, else the open hand the player left (real money), else none. */
  hand: CardHand | null;
};

const INITIAL: CardTableState = { seeds: null, rotation: { status: 'idle' }, round: { status: 'idle' }, hand: null };

/**
 * A card game's table: real money plays each step on the server (fairRounds$: one step at a time, the player's seeds
 * asked again after each) and takes up the open hand left before a reload; demo plays in the browser (card-demo.ts).
 */
export function useCardHand(game: CasinoGameDetail, kind: CardKind, mode: 'real' | 'demo') {
  const casino = useGameCasino();
  const demo = useMemo(() => createDemoTable(kind), [kind]);
  const [rotate, rotateClick$] = useObservableCallback<string>();
  const [step, state$] = useObservableCallback<CardTableState, CardStep>((click$) => combineLatest([
    fairRounds$<CardStep, CardHand>({
      seeds$: mode === 'real' ? () => casino.seeds$() : null,
      rotate$: (clientSeed) => casino.rotate$(clientSeed),
      play$: (s) => (mode === 'demo' ? demo.step$(s)
        : (s.type === 'deal' ? casino.deal$(game.id, s.stake) : casino.handAction$(game.id, { action: s.move.action as CardAction['action'], held: [...s.move.held] }))
          .pipe(tap(notifyRoundPlayed))),
    }, click$, rotateClick$),
    mode === 'real' ? casino.hand$(game.id).pipe(catchError(() => of(null)), startWith(null)) : of(null),
  ]).pipe(
    scan((table: CardTableState, [fair, open]): CardTableState => ({
      ...fair, hand: fair.round.status === 'done' ? fair.round.value : table.hand ?? open,
    }), INITIAL),
  ));
  const state = useObservableState(state$, INITIAL);
  return { ...state, mode, busy: state.round.status === 'playing', step, rotate };
}

export type CardTable = ReturnType<typeof useCardHand>;
