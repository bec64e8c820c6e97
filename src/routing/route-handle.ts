/** What a route may carry in its `handle`, read back with useRouteHandles(). */
export interface RouteHandle {
  layout?: 'default' | 'empty' | 'maintenance' | 'blocked';
  /** A sports betting page: the default layout shows the betting coupon's column beside it (none elsewhere). */
  coupon?: boolean;
}

/** Whether the matched routes (useRouteHandles()) make a sports betting page, the one kind with the coupon's column. */
export const showsCoupon = (matches: ReadonlyArray<{ handle: unknown }>): boolean =>
  matches.some(({ handle }) => typeof handle === 'object' && handle !== null && (handle as RouteHandle).coupon === true);
