import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import type { LoadState } from './use-load';

const LOADING = { status: 'loading' } as const;

/**
 * One call as a loading / ready / error state, for the features whose services answer Observables (casino, content).
 * The call runs again when `deps` change (compared by value), not on every render with a new closure.
 */
export function useCall<S, T>(source: S, call: (source: S) => Observable<T>, deps: readonly unknown[]): LoadState<T> {
  const key = JSON.stringify(deps);
  // Every state carries the call it belongs to: on the render where `deps` change, the hook still holds the previous
  // call's state (it subscribes to the new one after rendering), and that answer must not show for the new input.
  const call$ = useMemo(() => {
    const tag = {};
    const state$ = call(source).pipe(
      map((value): LoadState<T> => ({ status: 'ready', value })),
      startWith<LoadState<T>>(LOADING),
      catchError((error: unknown) => of<LoadState<T>>({ status: 'error', error })),
      map((state) => ({ tag, state })),
    );
    return { tag, state$ };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key]);
  const shown = useObservableState(call$.state$, { tag: call$.tag, state: LOADING as LoadState<T> });
  return shown.tag === call$.tag ? shown.state : LOADING;
}
