import { Component, createContext, startTransition, use, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType, useRoutes, type Location, type NavigationType, type RouteObject } from 'react-router-dom';
import { useObservable, useSubscription } from 'observable-hooks';
import { from, switchMap } from 'rxjs';
import { loadedComponent, resolveLocation, type RenderResolution } from './route-resolution';
import { errorStatus } from './error-status';

const ResolutionContext = createContext<RenderResolution | null>(null);

/**
 * The route table, and the location the visitor asked for: while its page is not ready yet, the page shown (and its
 * useLocation()) is still the previous one. For the navigation loading bar and the prefetch (src/features/shell).
 */
export const NavigationContext = createContext<{ requested: Location; type: NavigationType; routes: RouteObject[] } | null>(null);

/**
 * How the page shown was reached (PUSH, REPLACE, or POP: back, forward, the first page). The pages' own
 * useNavigationType() always says POP (useRoutes renders them at a location of its own).
 */
export function useNavigationKind(): NavigationType | null {
  return use(NavigationContext)?.type ?? null;
}
const RouteErrorContext = createContext<unknown>(undefined);

/**
 * True while the visitor's requested page is not the one shown yet (the navigation loading bar). Compared by the
 * locations' keys: useRoutes gives the pages a copy of the location it renders, never the same object.
 */
export function useNavigationPending(): boolean {
  const navigation = use(NavigationContext);
  const shown = useLocation();
  return navigation !== null && navigation.requested.key !== shown.key;
}

/** The error the nearest error element is showing (what react-router's useRouteError gave). */
export const useRouteFailure = (): unknown => use(RouteErrorContext);

/** The handles of the routes the page was matched by, outermost first, as `{ handle }` entries. */
export function useRouteHandles(): ReadonlyArray<{ handle: unknown }> {
  const resolution = use(ResolutionContext);
  return useMemo(() => (resolution?.handles ?? []).map((handle) => ({ handle })), [resolution]);
}

/**
 * Renders `routes` for the current location once their guards and page code are in (route-resolution.ts). Until the
 * first page is ready it shows `fallback`; on later navigations the current page stays until the next one is ready,
 * as a transition, so a page that suspends on its translations never blanks the frame.
 */
export function GuardedRoutes({ routes, fallback, rootErrorElement }: { routes: RouteObject[]; fallback: ReactNode; rootErrorElement: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [resolved, setResolved] = useState<RenderResolution | null>(null);
  const resolution$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([table, loc]) => from(resolveLocation(table, loc, window.location.origin)))),
    [routes, location],
  );
  useSubscription(resolution$, (resolution) => {
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
    else startTransition(() => setResolved(resolution));
  });
  if (!resolved) return fallback;
  return (
    <NavigationContext value={{ requested: location, type: navigationType, routes }}>
      <ResolvedPage routes={routes} resolution={resolved} rootErrorElement={rootErrorElement} />
    </NavigationContext>
  );
}

function ResolvedPage({ routes, resolution, rootErrorElement }: { routes: RouteObject[]; resolution: RenderResolution; rootErrorElement: ReactNode }) {
  const table = useMemo(() => renderTable(routes, resolution), [routes, resolution]);
  const page = useRoutes(table, resolution.location);
  const failure = resolution.failure;
  return (
    <ResolutionContext value={resolution}>
      {failure && failure.route === null ? <RouteErrorContext value={failure.error}>{rootErrorElement}</RouteErrorContext> : page}
    </ResolutionContext>
  );
}

/** The table useRoutes renders: each route with its loaded page, and error elements as boundaries around their group. */
function renderTable(routes: RouteObject[], resolution: RenderResolution): RouteObject[] {
  return routes.map((route) => {
    const Page = route.Component ?? loadedComponent(route);
    let element: ReactNode = route.element ?? (Page ? <Page /> : <Outlet />);
    if (resolution.failure?.route === route) {
      element = <RouteErrorContext value={resolution.failure.error}>{route.errorElement}</RouteErrorContext>;
    } else if (route.errorElement) {
      element = <RouteErrorBoundary location={resolution.location} fallback={route.errorElement}>{element}</RouteErrorBoundary>;
    }
    const children = route.children && renderTable(route.children, resolution);
    return (route.index
      ? { index: true, element }
      : { path: route.path, caseSensitive: route.caseSensitive, element, children }) as RouteObject;
  });
}

interface BoundaryProps { location: Location; fallback: ReactNode; children: ReactNode }
interface BoundaryState { location: Location; error: unknown; failed: boolean }

/** A page that throws while rendering shows its group's error element inside the layout; the next navigation clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, error: undefined, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A page may throw its 404 while rendering (an unknown championship): that is an answer, not a failure.
    if (errorStatus(error) >= 500) console.error('[site] page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext> : this.props.children;
  }
}
