import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useCall, type Loadable } from '../../hooks/use-call';
import { createContentApi, type ContentApi } from '../../../streams/content/content-api';

export type { Loadable } from '../../hooks/use-call';

/** The content API on the app's Http (one per Http). */
export function useContentApi(): ContentApi {
  const { http } = useServices();
  return useMemo(() => createContentApi(http), [http]);
}

/** One content call as a loading / ready / error state; the call runs again when a dep changes (by value). */
export function useContentCall<T>(call: (api: ContentApi) => Observable<T>, deps: readonly unknown[]): Loadable<T> {
  return useCall(useContentApi(), call, deps);
}
