import { useEffect } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { navigationTarget$, type NavigationTarget } from '../../../streams/navigation/navigation-target';

/** The in-site path this navigation must move to, if any; an external redirect leaves the site directly. */
export function useNavigationGuard(lang: string, pathname: string, search: string): string | null {
  const services = useServices();
  const authorized = useAuthorized();
  const target$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([l, p, s, a]) => navigationTarget$(services, { lang: l, pathname: p, search: s, authorized: a, origin: window.location.origin }))),
    [lang, pathname, search, authorized],
  );
  const target = useObservableState<NavigationTarget>(target$, null);
  const external = target && 'external' in target ? target.external : null;
  useEffect(() => {
    if (external) window.location.replace(external);
  }, [external]);
  return target && 'path' in target ? target.path : null;
}
