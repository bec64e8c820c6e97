import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { fairSeeds$, type FairSeedsState } from '../../../../streams/casino/fair-rounds';
import { useCasino } from '../use-casino';

const INITIAL: FairSeedsState = { seeds: null, rotation: { status: 'idle' } };

/** The player's seeds and their rotation outside a game (the office's fair-play page): asked for once, rotated on demand. */
export function useSeeds() {
  const casino = useCasino();
  const [rotate, rotateClick$] = useObservableCallback<string>();
  const state$ = useObservable(() => fairSeeds$({ seeds$: () => casino.seeds$(), rotate$: (clientSeed) => casino.rotate$(clientSeed) }, rotateClick$));
  return { ...useObservableState(state$, INITIAL), rotate };
}
