import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import type { LoadState } from './use-load';

/**
 * One call as a loading / ready / error state, for the features whose services answer Observables (casino, content).
 * The call runs again when `deps` change (compared by value), not on every render with a new closure.
 */
export function useCall<S, T>(source: S, call: (source: S) => Observable<T>, deps: readonly unknown[]): LoadState<T> {
  const key = JSON.stringify(deps);
  const state$ = useMemo(() => call(source).pipe(
    map((value): LoadState<T> => ({ status: 'ready', value })),
    startWith<LoadState<T>>({ status: 'loading' }),
    catchError((error: unknown) => of<LoadState<T>>({ status: 'error', error })),
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ), [source, key]);
  return useObservableState(state$, { status: 'loading' } as LoadState<T>);
}
