import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { guarded } from '../../routing/route-guards';
import type { RouteHandle } from '../../routing/route-handle';

// The coupon's routes (R07, R20), each page loaded on demand: coupon, print-coupon/{digits}, betting-calculator. The
// table itself is a route group (app/routing/routes.tsx), loaded with the first visit to one of them.
export function couponRoutes(ctx: GuardContext): RouteObject[] {
  return [
    { path: 'coupon', lazy: () => import('./CouponPage').then((m) => ({ Component: m.CouponPage })) },
    {
      path: 'print-coupon/:couponId',
      loader: guarded(ctx, 'print-coupon/:couponId'),
      lazy: () => import('./PrintCouponPage').then((m) => ({ Component: m.PrintCouponPage })),
    },
    // The calculator works on the coupon's bets: the coupon's column stays beside it.
    { path: 'betting-calculator', handle: { coupon: true } satisfies RouteHandle, lazy: () => import('./BettingCalculatorPage').then((m) => ({ Component: m.BettingCalculatorPage })) },
  ];
}
