import { useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, exhaustMap, map, of, startWith, tap, type Observable } from 'rxjs';
import { tellPage } from '../frame-messages';

export type RoundState<T> = { status: 'idle' } | { status: 'playing' } | { status: 'done'; value: T } | { status: 'refused'; error: unknown };

/** Tells the page around the frame that a real-money round was played, so its header balance follows. */
export function notifyRoundPlayed(): void {
  tellPage({ type: 'casino:round', mode: 'real' });
}

/**
 * A game's play button: one round at a time (a click while a round runs is ignored, exhaustMap), its state, and a
 * message to the page around the frame after each round, so the header balance follows.
 */
export function useRound<A, T>(play$: (arg: A) => Observable<T>): [RoundState<T>, (arg: A) => void] {
  const [play, state$] = useObservableCallback<RoundState<T>, A>((click$) => click$.pipe(
    exhaustMap((arg) => play$(arg).pipe(
      tap(notifyRoundPlayed),
      map((value): RoundState<T> => ({ status: 'done', value })),
      startWith<RoundState<T>>({ status: 'playing' }),
      catchError((error: unknown) => of<RoundState<T>>({ status: 'refused', error })),
    )),
  ));
  return [useObservableState(state$, { status: 'idle' } as RoundState<T>), play];
}
