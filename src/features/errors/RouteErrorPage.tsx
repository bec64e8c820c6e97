import { useRouteFailure } from '../../app/routing/GuardedRoutes';
import { ErrorView } from './ErrorView';
import { errorStatus } from './error-status';

/** Error element of every route group: renders inside the layout of the group that failed. */
export function RouteErrorPage() {
  return <ErrorView status={errorStatus(useRouteFailure())} />;
}
