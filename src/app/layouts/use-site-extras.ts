import { useObservableState } from 'observable-hooks';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import { useServices } from '../../hooks/services-context';

/** The consent banner, analytics, chat and notices (issue 16) once their start signal came and their code loaded, else null. */
export function useSiteExtras(): SiteExtras | null {
  return useObservableState(useServices().extras$, null);
}
