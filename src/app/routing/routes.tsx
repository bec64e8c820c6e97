import type { RouteObject } from 'react-router-dom';
import { CYBER_TYPES, oneOf, redirectWithin, type GuardContext } from '../../routing/guards';
import { routeGroup } from '../../routing/route-resolution';
import { STATUS_PAGES } from '../../features/status/status-pages';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { sportsPopupRoutes, sportsRoutes } from '../../features/sports/sports-routes';

const technicalPage = async () => ({ Component: (await import('../../features/remote/remote-pages')).TechnicalPage });

/** Every route under /{lang}/, grouped by layout (R02). */
export function languageChildren(ctx: GuardContext): RouteObject[] {
  return [
    {
      element: <DefaultLayout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...sportsRoutes(ctx),
            ...routeGroup(() => import('../../features/coupon/coupon-routes').then((m) => m.couponRoutes(ctx)), ['coupon', 'print-coupon/*', 'betting-calculator']),
            // R06: a sports route (cyber/{type}/{discipline}) would take this path if it loaded with the other redirects.
            { path: 'cyber/:type/disciplines', loader: (a) => { oneOf(a.params.type, CYBER_TYPES); return redirectWithin(() => `cyber/${a.params.type}/all`)(a); } },
            ...routeGroup(() => import('../../features/auth/auth-routes').then((m) => m.authRoutes(ctx)), ['registration/*', 'user/*', 'confirm-terms']),
            // The guests (other features' office pages) load with the office routes, so the home page's JS names none of them.
            ...routeGroup(async () => {
              const [{ officeRoutes }, { officeGuests }] = await Promise.all([import('../../features/office/office-routes'), import('./office-guests')]);
              return officeRoutes(ctx, officeGuests);
            }, ['office/*', 'convert-account', 'onpay/*']),
            // The redirects, the pending pages, the debugger and the 404: loaded when nothing above matches (more-routes.tsx).
            ...routeGroup(() => import('./more-routes').then((m) => m.moreRoutes(ctx)), ['*']),
          ],
        },
      ],
    },
    {
      lazy: async () => ({ Component: (await import('../layouts/BlockedLayout')).BlockedLayout }),
      children: [{
        errorElement: <RouteErrorPage />,
        children: [
          ...STATUS_PAGES.filter((p) => p !== 'maintenance' && p !== 'site-updates').map((page) => ({
            path: page,
            lazy: async () => ({ Component: (await import('../../features/status/StatusPage')).statusPageFor(page) }),
          })),
          // A technical page of the remote technical app (R17), like the 500 page.
          { path: 'site-updates', lazy: technicalPage },
        ],
      }],
    },
    {
      lazy: async () => ({ Component: (await import('../layouts/MaintenanceLayout')).MaintenanceLayout }),
      children: [{
        path: 'maintenance',
        errorElement: <RouteErrorPage />,
        lazy: async () => ({ Component: (await import('../../features/status/MaintenancePage')).MaintenancePage }),
      }],
    },
    {
      lazy: async () => ({ Component: (await import('../layouts/EmptyLayout')).EmptyLayout }),
      children: [{
        errorElement: <RouteErrorPage />,
        children: [
          ...sportsPopupRoutes(),
          // The casino's bare game frame (issue 14), opened in a sandboxed iframe by the game pages.
          { path: 'casino-frame/:gameId', lazy: async () => ({ Component: await (await import('../../features/casino/frame-page')).loadFramePage() }) },
          // R13: a bonus landing without header and footer, for an ad campaign's traffic.
          { path: 'landing-headless/:landingId', lazy: async () => ({ Component: (await import('../../features/content/pages/LandingPage')).LandingPage }) },
          { path: 'oldbrowser', lazy: async () => ({ Component: (await import('../../features/status/OldBrowserPage')).OldBrowserPage }) },
          // R17: the 500 page is rendered by the remote technical app.
          { path: '500', lazy: technicalPage },
        ],
      }],
    },
  ];
}
