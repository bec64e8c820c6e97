import { useObservableEagerState } from 'observable-hooks';
import { useServices } from './services-context';
import type { SessionState } from '../../streams/services-types';

export function useSession(): SessionState {
  return useObservableEagerState(useServices().session.state$);
}

export function useAuthorized(): boolean {
  return useObservableEagerState(useServices().session.authorized$);
}
