import type { PendingFeature } from './pending-routes';

/** What a route may carry in its `handle`, read back with useRouteHandles(). */
export interface RouteHandle {
  /** Set on routes that show the shared "not available yet" page. */
  pending?: PendingFeature;
  layout?: 'default' | 'empty' | 'maintenance' | 'blocked';
}
