import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { notFound, redirectWithin, type GuardContext } from '../../routing/guards';
import { routeGroup } from '../../routing/route-resolution';
import { CASINO_GROUP_PATHS } from '../../features/casino/casino-families';
import { CONTENT_GROUP_PATHS } from '../../features/content/content-paths';

// The routes a visit rarely needs, loaded the first time no page of the main table matches (routes.tsx, the `*`
// route group): the redirects of SPEC.md section 2, the casino and information route groups, the verification page, the
// debugger, and the 404 of every other path. Keeping them out of the main table keeps them out of the home page's JS.

/**
 * Redirects of SPEC.md section 2 that need no later feature (R06, R07, R11, R12, R13, R15, R16, R19, R20); the one that
 * a sports route would shadow (cyber/{type}/disciplines) is in the main table.
 */
function redirectRoutes(ctx: GuardContext): RouteObject[] {
  const { config } = ctx;
  const bonusSwap = (offer: string, bonus: string, page: BonusPageName): RouteObject[] => [
    { path: offer, loader: (a) => (config.features.promoBonusToOffer ? guardedNull() : redirectWithin(() => withParams(bonus, a))(a)), lazy: bonusPage(page) },
    { path: bonus, loader: (a) => (config.features.promoBonusToOffer ? redirectWithin(() => withParams(offer, a))(a) : guardedNull()), lazy: bonusPage(page) },
  ];
  return [
    { path: 'cyber', loader: redirectWithin(() => 'cyber/real') },
    { path: 'esports', loader: redirectWithin(() => 'cyber/real') },
    { path: 'esports/*', loader: redirectWithin(() => 'cyber/real') },
    { path: 'user/coupon', loader: redirectWithin(() => '') },
    { path: 'user/registration.php', loader: redirectWithin(() => 'registration') },
    { path: 'user/action.php', loader: redirectWithin((a) => (new URL(a.request.url).searchParams.get('action') === 'forgot' ? 'user/passwordreset' : 'user/activate')) },
    { path: 'forgotpassword', loader: redirectWithin(() => '?showForgotPasswordModal=1') },
    { path: 'rules', loader: redirectWithin(() => 'rules/1') },
    { path: 'tvgames/view/poker', loader: redirectWithin(() => 'poker') },
    { path: 'vulkan', loader: redirectWithin(() => 'slots/vulkan') },
    { path: 'mobile/startdownloadapp', loader: redirectWithin(() => 'mobile') },
    { path: 'fastgames-daily-tournament', loader: redirectWithin(() => 'promotions/fastgames-daily-tournament') },
    // A bonus page like any other (swapped to its offers twin by promoBonusToOffer), unless the casino took it over.
    {
      path: 'bonus/slot_first_deposit',
      loader: (a) => (config.features.thirdPartyHasFirstDepositRedirect ? redirectWithin(() => 'casino/slot-first-deposit')(a)
        : config.features.promoBonusToOffer ? redirectWithin(() => 'bonus-offer/slot_first_deposit')(a) : null),
      lazy: bonusPage('BonusPage'),
    },
    ...bonusSwap('bonuses-offers', 'bonuses', 'BonusListPage'),
    ...bonusSwap('bonuses-offers/rules', 'bonuses/rules', 'BonusRulesPage'),
    ...bonusSwap('bonuses-games', 'bonuses/games', 'BonusListPage'),
    ...bonusSwap('bonus-offer/:id', 'bonus/:id', 'BonusPage'),
    ...bonusSwap('bonus-partner/:id', 'bonus/partner/:id', 'BonusPage'),
  ];
}

const guardedNull = () => null;

/** The bonus pages of R12 (src/features/content/pages/BonusPages.tsx), one chunk loaded with the first of them. */
type BonusPageName = 'BonusListPage' | 'BonusRulesPage' | 'BonusPage';
const bonusPage = (name: BonusPageName): RouteObject['lazy'] => () => import('../../features/content/pages/BonusPages').then((m) => ({ Component: m[name] }));
const withParams = (pattern: string, a: LoaderFunctionArgs) => pattern.replace(/:(\w+)/g, (_m, name: string) => a.params[name] ?? '');

/** The lazily loaded rest of the routes under /{lang}/ in the default layout (see the top of this file). */
export function moreRoutes(ctx: GuardContext): RouteObject[] {
  return [
    ...redirectRoutes(ctx),
    // Casino and games (issue 14, R08-R11): a route group of its own, loaded with the first casino visit.
    ...routeGroup(async () => {
      const [{ casinoRoutes }, { casinoGuests }] = await Promise.all([import('../../features/casino/casino-routes'), import('./casino-guests')]);
      return casinoRoutes(ctx, casinoGuests);
    }, CASINO_GROUP_PATHS),
    // The information area (issue 15, R20): pages, rules, news, blog and the betting alphabet, loaded with the first visit.
    ...routeGroup(() => import('../../features/content/content-routes').then((m) => m.contentRoutes(ctx)), CONTENT_GROUP_PATHS),
    // R17: the identity check, a page of the remote verification app (issue 16).
    { path: 'verification/sumsub', lazy: () => import('../../features/remote/remote-pages').then((m) => ({ Component: m.VerificationPage })) },
    {
      path: 'debugger',
      loader: () => (ctx.config.isProduction ? notFound() : null),
      lazy: () => import('../../features/debugger/DebuggerPage').then((m) => ({ Component: m.DebuggerPage })),
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
  ];
}
