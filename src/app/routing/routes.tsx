import type { RouteObject } from 'react-router-dom';
import { CYBER_TYPES, oneOf, redirectWithin, type GuardContext } from '../../routing/guards';
import { routeGroup } from '../../routing/route-resolution';
import { STATUS_PAGES } from '../../features/status/status-pages';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { sportsPopupRoutes, sportsRoutes } from '../../features/sports/sports-routes';

const technicalPage = () => import('../../features/remote/remote-pages').then((m) => ({ Component: m.TechnicalPage }));

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
      lazy: () => import('../layouts/BlockedLayout').then((m) => ({ Component: m.BlockedLayout })),
      children: [{
        errorElement: <RouteErrorPage />,
        children: [
          ...STATUS_PAGES.filter((p) => p !== 'maintenance' && p !== 'site-updates').map((page) => ({
            path: page,
            lazy: () => import('../../features/status/StatusPage').then((m) => ({ Component: m.statusPageFor(page) })),
          })),
          // A technical page of the remote technical app (R17), like the 500 page.
          { path: 'site-updates', lazy: technicalPage },
        ],
      }],
    },
    {
      lazy: () => import('../layouts/MaintenanceLayout').then((m) => ({ Component: m.MaintenanceLayout })),
      children: [{
        path: 'maintenance',
        errorElement: <RouteErrorPage />,
        lazy: () => import('../../features/status/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
      }],
    },
    {
      lazy: () => import('../layouts/EmptyLayout').then((m) => ({ Component: m.EmptyLayout })),
      children: [{
        errorElement: <RouteErrorPage />,
        children: [
          ...sportsPopupRoutes(),
          // The casino's bare game frame (issue 14), opened in a sandboxed iframe by the game pages.
          { path: 'casino-frame/:gameId', lazy: () => import('../../features/casino/frame-page').then((m) => m.loadFramePage()).then((Component) => ({ Component })) },
          // R13: a bonus landing without header and footer, for an ad campaign's traffic.
          { path: 'landing-headless/:landingId', lazy: () => import('../../features/content/pages/LandingPage').then((m) => ({ Component: m.LandingPage })) },
          { path: 'oldbrowser', lazy: () => import('../../features/status/OldBrowserPage').then((m) => ({ Component: m.OldBrowserPage })) },
          // R17: the 500 page is rendered by the remote technical app.
          { path: '500', lazy: technicalPage },
        ],
      }],
    },
  ];
}
