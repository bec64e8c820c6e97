/** What a route may carry in its `handle`, read back with useRouteHandles(). */
export interface RouteHandle {
  layout?: 'default' | 'empty' | 'maintenance' | 'blocked';
}
