import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationKind } from '../../routing/GuardedRoutes';

/**
 * A new page opens at its top (issue 24: after "Start playing" the home page opened scrolled down), and a keyboard
 * whose focus went with the old page (a closed dialog's button, a link that is gone) continues in the new page's
 * main content. Back and forward keep what the browser restores; a link to an anchor goes to its anchor.
 */
export function usePageStart(mainId: string): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationKind();
  // Also when this layout mounts for the new page (from a page of another layout); the first page of a visit is a POP.
  useEffect(() => {
    if (navigationType === null || navigationType === 'POP' || hash !== '') return;
    window.scrollTo(0, 0);
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- once per new page, not per hash or history change
}
