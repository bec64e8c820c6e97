import { useObservableCallback, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { tap } from 'rxjs';
import { fairRounds$, type FairRoundsState } from '../../../../streams/casino/fair-rounds';
import type { CasinoGameDetail, RoundAnswer } from '../../../../streams/casino/casino-types';
import { useCasino } from '../use-casino';
import { notifyRoundPlayed } from './use-round';

/** What the player sends with a round: the stake and, for the games that ask, picks and a level. */
export interface RoundPlay {
  stake: number;
  picks?: readonly number[];
  level?: number;
}

export interface PlayedWith extends RoundPlay {
  clientSeed: string;
}

export type FairPlayState = FairRoundsState<PlayedWith, RoundAnswer>;

/** A random client seed for the player's part in the round's randomness (they may type their own). */
const randomClientSeed = (): string => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The rounds of a round game, provably fair (streams/casino/fair-rounds.ts): the next round's seed hash, the
 * round's state, the player's client seed, and play().
 */
export function useFairRound(game: CasinoGameDetail, mode: 'real' | 'demo') {
  const casino = useCasino();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [click, state$] = useObservableCallback<FairPlayState, PlayedWith>((click$) => fairRounds$({
    commit$: () => casino.commit$(),
    play$: (p: PlayedWith, seedId) => casino.play$(game.id, {
      stake: p.stake, mode, clientSeed: p.clientSeed, picks: p.picks ?? [], level: p.level ?? 0, ...(seedId ? { seedId } : {}),
    }).pipe(tap(notifyRoundPlayed)),
  }, click$));
  const state = useObservableState(state$, { commit: null, round: { status: 'idle' } } as FairPlayState);
  const last = state.round.status === 'done' ? state.round.value : null;
  return {
    ...state,
    /** The last finished round's answer. */
    last,
    playing: state.round.status === 'playing',
    clientSeed,
    /** Typed client seeds keep to what the server takes (letters, digits, - and _); an empty one keeps the last. */
    setClientSeed: (text: string) => { if (CLIENT_SEED.test(text)) setClientSeed(text); },
    play: (p: RoundPlay) => click({ ...p, clientSeed }),
  };
}

export type FairRound = ReturnType<typeof useFairRound>;
