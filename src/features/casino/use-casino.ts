import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { catchError, of, startWith, type Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useCall } from '../../hooks/use-call';
import type { LoadState } from '../../hooks/use-load';
import type { CasinoServices } from '../../../streams/casino/casino-types';

/** The casino services (Services.casino, its code loaded on demand). */
export function useCasino(): CasinoServices {
  return useServices().casino;
}


/** Reads one call of the casino services as a loading / ready / error state; `deps` re-run the call. */
export function useCasinoCall<T>(call: (casino: CasinoServices) => Observable<T>, deps: readonly unknown[]): LoadState<T> {
  return useCall(useCasino(), call, deps);
}

/** The favourite game ids (replayed; empty until known). */
export function useFavorites(): readonly number[] {
  const casino = useCasino();
  const favorites$ = useMemo(() => casino.favorites$().pipe(catchError(() => of<readonly number[]>([])), startWith<readonly number[]>([])), [casino]);
  return useObservableEagerState(favorites$);
}
