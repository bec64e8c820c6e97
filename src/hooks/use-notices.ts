import { useObservableEagerState } from 'observable-hooks';
import { useServices } from './services-context';

export function useNotices() {
  const { notices } = useServices();
  return { notices: useObservableEagerState(notices.notices$), close: notices.close, show: notices.show };
}
