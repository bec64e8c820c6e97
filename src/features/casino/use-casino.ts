import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import type { CasinoServices } from '../../../streams/casino/casino-types';

/** The casino services (Services.casino, its code loaded on demand). */
export function useCasino(): CasinoServices {
  return useServices().casino;
}

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/** Reads one call of the casino services as a loading / ready / error state; `deps` re-run the call. */
export function useCasinoCall<T>(call: (casino: CasinoServices) => Observable<T>, deps: readonly unknown[]): Loadable<T> {
  const casino = useCasino();
  // The call re-runs when a dep changes (compared by value), not on every render with a new closure.
  const key = JSON.stringify(deps);
  const state$ = useMemo(() => call(casino).pipe(
    map((value): Loadable<T> => ({ status: 'ready', value })),
    startWith<Loadable<T>>({ status: 'loading' }),
    catchError((error: unknown) => of<Loadable<T>>({ status: 'error', error })),
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ), [casino, key]);
  return useObservableState(state$, { status: 'loading' } as Loadable<T>);
}

/** The favourite game ids (replayed; empty until known). */
export function useFavorites(): readonly number[] {
  const casino = useCasino();
  const favorites$ = useMemo(() => casino.favorites$().pipe(catchError(() => of<readonly number[]>([])), startWith<readonly number[]>([])), [casino]);
  return useObservableEagerState(favorites$);
}
