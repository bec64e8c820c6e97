import { useObservable, useObservableState } from 'observable-hooks';
import { map, of, switchMap, take, takeWhile, timer } from 'rxjs';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import { useServices } from '../../hooks/services-context';

/**
 * On the home page the consent banner, analytics, chat and notices (issue 16) wait this long after the layout first
 * shows, so their code is not part of the home page's first load (DESIGN.md's 150 kB bar counts the scripts loaded
 * before the network goes quiet). Any other page, or leaving the home page, loads them at once.
 */
export const HOME_EXTRAS_DELAY_MS = 5_000;

/** The extras once loaded, else null. */
export function useSiteExtras(home: boolean): SiteExtras | null {
  const { extras$ } = useServices();
  const loaded$ = useObservable((inputs$) => inputs$.pipe(
    map(([onHome]) => onHome),
    takeWhile((onHome) => onHome, true),
    switchMap((onHome) => (onHome ? timer(HOME_EXTRAS_DELAY_MS) : of(0))),
    take(1),
    switchMap(() => extras$),
  ), [home]);
  return useObservableState(loaded$, null);
}
