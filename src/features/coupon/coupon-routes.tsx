import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { guarded } from '../../routing/route-guards';

// The coupon's routes (R07, R20), each page loaded on demand: coupon, print-coupon/{digits}, betting-calculator. The
// table itself is a route group (app/routing/routes.tsx), loaded with the first visit to one of them.
export function couponRoutes(ctx: GuardContext): RouteObject[] {
  return [
    { path: 'coupon', lazy: async () => ({ Component: (await import('./CouponPage')).CouponPage }) },
    {
      path: 'print-coupon/:couponId',
      loader: guarded(ctx, 'print-coupon/:couponId'),
      lazy: async () => ({ Component: (await import('./PrintCouponPage')).PrintCouponPage }),
    },
    { path: 'betting-calculator', lazy: async () => ({ Component: (await import('./BettingCalculatorPage')).BettingCalculatorPage }) },
  ];
}
