import { useRouteFailure } from '../../routing/GuardedRoutes';
import { ErrorView } from './ErrorView';
import { errorStatus } from '../../routing/error-status';

/** Error element of every route group: renders inside the layout of the group that failed. */
export function RouteErrorPage() {
  return <ErrorView status={errorStatus(useRouteFailure())} />;
}
