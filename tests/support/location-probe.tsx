import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

/** Where a test's memory router is, and a way to navigate it, read from inside the router. */
export interface RouterProbe {
  location: () => string;
  navigate: NavigateFunction;
}

export function createRouterProbe(): { probe: RouterProbe; Probe: () => null } {
  let path = '';
  let navigateFn: NavigateFunction | null = null;
  const probe: RouterProbe = {
    location: () => path,
    navigate: ((to: never, options?: never) => {
      if (!navigateFn) throw new Error('the router is not mounted');
      return navigateFn(to, options);
    }) as NavigateFunction,
  };
  function Probe() {
    const location = useLocation();
    path = location.pathname + location.search;
    navigateFn = useNavigate();
    return null;
  }
  return { probe, Probe };
}
