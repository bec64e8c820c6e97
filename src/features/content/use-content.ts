import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useCall } from '../../hooks/use-call';
import type { LoadState } from '../../hooks/use-load';
import { createContentApi, type ContentApi } from '../../../streams/content/content-api';


/** The content API on the app's Http (one per Http). */
export function useContentApi(): ContentApi {
  const { http } = useServices();
  return useMemo(() => createContentApi(http), [http]);
}

/** One content call as a loading / ready / error state; the call runs again when a dep changes (by value). */
export function useContentCall<T>(call: (api: ContentApi) => Observable<T>, deps: readonly unknown[]): LoadState<T> {
  return useCall(useContentApi(), call, deps);
}
