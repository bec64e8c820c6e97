import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { createContentApi, type ContentApi } from '../../../streams/content/content-api';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/** The content API on the app's Http (one per Http). */
export function useContentApi(): ContentApi {
  const { http } = useServices();
  return useMemo(() => createContentApi(http), [http]);
}

/** One content call as a loading / ready / error state; the call runs again when a dep changes (by value). */
export function useContentCall<T>(call: (api: ContentApi) => Observable<T>, deps: readonly unknown[]): Loadable<T> {
  const api = useContentApi();
  const key = JSON.stringify(deps);
  const state$ = useMemo(() => call(api).pipe(
    map((value): Loadable<T> => ({ status: 'ready', value })),
    startWith<Loadable<T>>({ status: 'loading' }),
    catchError((error: unknown) => of<Loadable<T>>({ status: 'error', error })),
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ), [api, key]);
  return useObservableState(state$, { status: 'loading' } as Loadable<T>);
}
