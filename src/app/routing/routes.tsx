import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PENDING_ROUTES, type PendingFeature } from './pending-routes';
import { ROUTE_GUARDS, notFound, type GuardContext } from './guards';
import { STATUS_PAGES } from '../../features/status/status-pages';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { MaintenanceLayout } from '../layouts/MaintenanceLayout';
import { BlockedLayout } from '../layouts/BlockedLayout';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { authRoutes } from '../../features/auth/auth-routes';
import { couponRoutes } from '../../features/coupon/coupon-routes';
import { officeRoutes } from '../../features/office/office-routes';
import { sportsPopupRoutes, sportsRoutes } from '../../features/sports/sports-routes';

export interface RouteHandle {
  /** Set on routes that show the shared "not available yet" page. */
  pending?: PendingFeature;
  layout?: 'default' | 'empty' | 'maintenance' | 'blocked';
}

const lazyPending = (feature: PendingFeature): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { pending: feature } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('../../features/pending/PendingPage')).PendingPage }),
});

/** A client-side redirect relative to the language root. */
const to = (target: (args: LoaderFunctionArgs) => string) => (args: LoaderFunctionArgs) => {
  throw redirect(`/${args.params.lang}/${target(args)}`);
};

function guarded(ctx: GuardContext, path: string): RouteObject['loader'] | undefined {
  const guard = ROUTE_GUARDS[path];
  return guard ? async (args) => { await guard(ctx, args); return null; } : undefined;
}

/** Redirects of SPEC.md section 2 that need no later feature (R06, R07, R11, R12, R13, R15, R16, R19, R20). */
function redirectRoutes(ctx: GuardContext): RouteObject[] {
  const { config } = ctx;
  const bonusSwap = (offer: string, bonus: string): RouteObject[] => [
    { path: offer, loader: (a) => (config.features.promoBonusToOffer ? guardedNull() : to(() => withParams(bonus, a))(a)) , ...lazyPending('bonuses') },
    { path: bonus, loader: (a) => (config.features.promoBonusToOffer ? to(() => withParams(offer, a))(a) : guardedNull()), ...lazyPending('bonuses') },
  ];
  return [
    { path: 'cyber', loader: to(() => 'cyber/real') },
    { path: 'esports', loader: to(() => 'cyber/real') },
    { path: 'esports/*', loader: to(() => 'cyber/real') },
    { path: 'cyber/:type/disciplines', loader: async (a) => { await ROUTE_GUARDS['cyber/:type']?.(ctx, a); return to(() => `cyber/${a.params.type}/all`)(a); } },
    { path: 'user/coupon', loader: to(() => '') },
    { path: 'user/registration.php', loader: to(() => 'registration') },
    { path: 'user/action.php', loader: to((a) => (new URL(a.request.url).searchParams.get('action') === 'forgot' ? 'user/passwordreset' : 'user/activate')) },
    { path: 'forgotpassword', loader: to(() => '?showForgotPasswordModal=1') },
    { path: 'rules', loader: to(() => 'rules/1') },
    { path: 'tvgames/view/poker', loader: to(() => 'poker') },
    { path: 'vulkan', loader: to(() => 'slots/vulkan') },
    { path: 'mobile/startdownloadapp', loader: to(() => 'mobile') },
    { path: 'fastgames-daily-tournament', loader: to(() => 'promotions/fastgames-daily-tournament') },
    {
      path: 'bonus/slot_first_deposit',
      loader: (a) => (config.features.thirdPartyHasFirstDepositRedirect ? to(() => 'casino/slot-first-deposit')(a) : null),
      ...lazyPending('bonuses'),
    },
    ...bonusSwap('bonuses-offers', 'bonuses'),
    ...bonusSwap('bonuses-offers/rules', 'bonuses/rules'),
    ...bonusSwap('bonuses-games', 'bonuses/games'),
    ...bonusSwap('bonus-offer/:id', 'bonus/:id'),
    ...bonusSwap('bonus-partner/:id', 'bonus/partner/:id'),
  ];
}

const guardedNull = () => null;
const withParams = (pattern: string, a: LoaderFunctionArgs) => pattern.replace(/:(\w+)/g, (_m, name: string) => a.params[name] ?? '');

/** Every route under /{lang}/, grouped by layout (R02). */
export function languageChildren(ctx: GuardContext): RouteObject[] {
  const swapped = new Set(['bonuses-offers', 'bonuses', 'bonuses-offers/rules', 'bonuses/rules', 'bonuses-games', 'bonuses/games', 'bonus-offer/:id', 'bonus/:id', 'bonus-partner/:id', 'bonus/partner/:id']);
  // office/* pending pages render inside the office frame (officeRoutes).
  const pending: RouteObject[] = PENDING_ROUTES.filter(([path]) => !swapped.has(path) && !path.startsWith('office/')).map(([path, feature]) => ({
    ...(path === '' ? { index: true } : { path }),
    loader: guarded(ctx, path),
    ...lazyPending(feature),
  }));
  return [
    {
      element: <DefaultLayout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...redirectRoutes(ctx),
            ...authRoutes(ctx),
            ...couponRoutes(ctx),
            ...officeRoutes(ctx),
            ...sportsRoutes(ctx),
            ...pending,
            {
              path: 'debugger',
              loader: () => (ctx.config.isProduction ? notFound() : null),
              lazy: async () => ({ Component: (await import('../../features/debugger/DebuggerPage')).DebuggerPage }),
            },
            {
              path: '*',
              // R24: with platform_type in the query and no matching route, go home without it.
              loader: (a) => {
                const url = new URL(a.request.url);
                if (url.searchParams.has('platform_type')) throw redirect(`/${a.params.lang}/`);
                return notFound();
              },
              // Never rendered (the loader always throws); it keeps the router from warning about an empty leaf.
              element: null,
            },
          ],
        },
      ],
    },
    {
      element: <BlockedLayout />,
      children: [{
        errorElement: <RouteErrorPage />,
        children: STATUS_PAGES.filter((p) => p !== 'maintenance').map((page) => ({
          path: page,
          lazy: async () => ({ Component: (await import('../../features/status/StatusPage')).statusPageFor(page) }),
        })),
      }],
    },
    {
      element: <MaintenanceLayout />,
      children: [{
        path: 'maintenance',
        errorElement: <RouteErrorPage />,
        lazy: async () => ({ Component: (await import('../../features/status/MaintenancePage')).MaintenancePage }),
      }],
    },
    {
      element: <EmptyLayout />,
      children: [{
        errorElement: <RouteErrorPage />,
        children: [
          ...sportsPopupRoutes(),
          { path: 'oldbrowser', lazy: async () => ({ Component: (await import('../../features/status/OldBrowserPage')).OldBrowserPage }) },
          { path: '500', lazy: async () => ({ Component: (await import('../../features/errors/ServerErrorPage')).ServerErrorPage }) },
        ],
      }],
    },
  ];
}
