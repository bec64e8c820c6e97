import { useState } from 'react';
import { useObservable, useSubscription } from 'observable-hooks';
import { catchError, map, of, switchMap, type Observable } from 'rxjs';

// A resource loaded as a stream for a page: loading, ready or error, reloadable.

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Loads once per `key` change; `reload()` loads again and keeps showing the last value meanwhile (so forms below
 * keep their state). Cancelled on unmount.
 */
export function useLoad<T>(load: () => Observable<T>, key: unknown = null): [LoadState<T>, () => void] {
  const [version, setVersion] = useState(0);
  const state$ = useObservable(
    (inputs$: Observable<[number, unknown]>) => inputs$.pipe(
      switchMap(() => load().pipe(
        map((value): LoadState<T> => ({ status: 'ready', value })),
        catchError((error: unknown) => of<LoadState<T>>({ status: 'error', error })),
      )),
    ),
    [version, key],
  );
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [shownKey, setShownKey] = useState<unknown>(key);
  if (shownKey !== key) {
    // A different resource: show loading until it arrives.
    setShownKey(key);
    setState({ status: 'loading' });
  }
  useSubscription(state$, setState);
  return [state, () => setVersion((n) => n + 1)];
}
