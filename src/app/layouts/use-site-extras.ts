import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap, timer } from 'rxjs';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import { useServices } from '../../hooks/services-context';

/**
 * When the first page is the home page, the consent banner, analytics, chat and notices (issue 16) wait this long,
 * so their code is not part of the home page's first load (DESIGN.md's 150 kB bar counts the scripts loaded before
 * the network goes quiet). A visit that starts on any other page loads them at once.
 */
const HOME_EXTRAS_DELAY_MS = 5_000;

/** The extras once loaded, else null. Only the first page decides the delay: the layout stays mounted across pages. */
export function useSiteExtras(home: boolean): SiteExtras | null {
  const { extras$ } = useServices();
  return useObservableState(useObservable(() => timer(home ? HOME_EXTRAS_DELAY_MS : 0).pipe(switchMap(() => extras$))), null);
}
