import { switchMap, type Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useCall } from '../../hooks/use-call';
import type { LoadState } from '../../hooks/use-load';
import type { ContentApi } from '../../../streams/content/content-api';

/** The content API (services.content$, its module built by its first use). */
export const useContentApi = (): Observable<ContentApi> => useServices().content$;

/** One content call as a loading / ready / error state; the call runs again when a dep changes (by value). */
export function useContentCall<T>(call: (api: ContentApi) => Observable<T>, deps: readonly unknown[]): LoadState<T> {
  return useCall(useContentApi(), (api$) => api$.pipe(switchMap(call)), deps);
}
