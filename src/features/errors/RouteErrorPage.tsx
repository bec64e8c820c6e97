import { useRouteFailure } from '../../routing/GuardedRoutes';
import { lazy, Suspense } from 'react';
import { errorStatus } from '../../routing/error-status';

// An error page is rare on a page that works, so its view is not part of the code every page loads first.
const ErrorView = lazy(() => import('./ErrorView').then((m) => ({ default: m.ErrorView })));

/** Error element of every route group: renders inside the layout of the group that failed. */
export function RouteErrorPage() {
  return <Suspense><ErrorView status={errorStatus(useRouteFailure())} /></Suspense>;
}
