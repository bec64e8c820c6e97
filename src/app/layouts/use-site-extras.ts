import { useObservable, useObservableState } from 'observable-hooks';
import { of, switchMap } from 'rxjs';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import { useServices } from '../../hooks/services-context';

/**
 * The one start of the site's extras (issue 16: the service worker, version check, messages, loading bar, prefetch,
 * and the consent banner, analytics, chat and notices): when the first page is the home page they wait for
 * services.shell.start$ (a while after the load event), so their code is not part of the home page's first load
 * (DESIGN.md's 150 kB bar counts the scripts loaded before the network goes quiet); a visit that starts on any other
 * page starts them at once. Only the first page decides: the layout stays mounted across pages.
 */
export function useExtrasStarted(home: boolean): boolean {
  const { shell } = useServices();
  return useObservableState(useObservable(() => (home ? shell.start$ : of(true as const))), false);
}

/** The consent, analytics and chat services once started and loaded, else null. */
export function useSiteExtras(started: boolean): SiteExtras | null {
  const { extras$ } = useServices();
  return useObservableState(useObservable((started$) => started$.pipe(switchMap(([on]) => (on ? extras$ : of(null)))), [started]), null);
}
