import { useObservableCallback, useObservableState } from 'observable-hooks';
import { switchMap, tap } from 'rxjs';
import { fairRounds$, type FairRoundsState } from '../../../../streams/casino/fair-rounds';
import type { CasinoGameDetail, RoundAnswer } from '../../../../streams/casino/casino-types';
import { randomClientSeed } from '../fair/client-seed';
import { useGameCasino } from './game-host';
import { tellPage } from '../frame-messages';
import { demoAllows$ } from './frame-demo-balance';

/** What the player sends with a round: the stake and, for the games that ask, picks and a level. */
export interface RoundPlay {
  stake: number;
  picks?: readonly number[];
  level?: number;
}

export type FairPlayState = FairRoundsState<RoundPlay, RoundAnswer>;

const INITIAL: FairPlayState = { seeds: null, rotation: { status: 'idle' }, round: { status: 'idle' } };

/**
 * The rounds of a round game, provably fair (streams/casino/fair-rounds.ts): the player's seeds (real money), the
 * round's state, play() and rotate(). A demo round sends a random client seed of its own: it is decided by a
 * throwaway server seed and touches none of the player's seeds; it is refused at once when its stake is above the
 * demo balance.
 */
export function useFairRound(game: CasinoGameDetail, mode: 'real' | 'demo') {
  const casino = useGameCasino();
  const [rotate, rotateClick$] = useObservableCallback<string>();
  const [click, state$] = useObservableCallback<FairPlayState, RoundPlay>((click$) => fairRounds$({
    seeds$: mode === 'real' ? () => casino.seeds$() : null,
    rotate$: (clientSeed) => casino.rotate$(clientSeed),
    play$: (p: RoundPlay) => demoAllows$(mode, p.stake).pipe(
      switchMap(() => casino.play$(game.id, {
        stake: p.stake, mode, picks: p.picks ?? [], level: p.level ?? 0, ...(mode === 'demo' ? { clientSeed: randomClientSeed() } : {}),
      })),
      // The page around the frame follows: the header balance after a real round, the demo balance after a demo one.
      tap((answer) => tellPage(mode === 'real' ? { type: 'casino:round', mode } : { type: 'casino:round', mode, stake: answer.stake, win: answer.win })),
    ),
  }, click$, rotateClick$));
  const state = useObservableState(state$, INITIAL);
  return {
    ...state,
    mode,
    /** The last finished round's answer. */
    last: state.round.status === 'done' ? state.round.value : null,
    playing: state.round.status === 'playing',
    play: click,
    /** Reveals the active pair's server seed; the next pair takes this client seed. */
    rotate,
  };
}

export type FairRound = ReturnType<typeof useFairRound>;
