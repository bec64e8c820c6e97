import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { guarded, isGuardedPath } from '../../routing/route-guards';
import { APP_PAGES, INFO_PAGES, SHOWCASE_PAGES } from './content-paths';

// The information area of R20, the promotions of R13 and the app pages of R19 (issue 15), loaded with the first visit to one of its routes (the route group in
// more-routes.tsx), each page its own chunk. The config gates stay in ROUTE_GUARDS (payment's page rules, route 47 for
// the rules, meta 13 for betting-awards and the two showcases). Unknown slugs throw PageNotFoundError while rendering: the 404 page.

type Loader = () => Promise<ComponentType>;
const page = (ctx: GuardContext, path: string, load: Loader): RouteObject => ({
  path, ...(isGuardedPath(path) ? { loader: guarded(ctx, path) } : {}), lazy: async () => ({ Component: await load() }),
});

const info: Loader = () => import('./pages/InfoPage').then((m) => m.InfoPage);
const rules: Loader = () => import('./pages/RulesPage').then((m) => m.RulesPage);
const posts: Loader = () => import('./pages/PostPages').then((m) => m.PostsPage);
const post: Loader = () => import('./pages/PostPages').then((m) => m.PostPage);
const glossary: Loader = () => import('./pages/GlossaryPage').then((m) => m.GlossaryPage);
const app: Loader = () => import('./pages/AppPage').then((m) => m.AppPage);
const promo: Loader = () => import('./pages/PromotionPages').then((m) => m.PromoPage);
const promotion: Loader = () => import('./pages/PromotionPages').then((m) => m.PromotionPage);
const landing: Loader = () => import('./pages/LandingPage').then((m) => m.LandingPage);
const partners: Loader = () => import('./pages/PartnersPage').then((m) => m.PartnersPage);

export function contentRoutes(ctx: GuardContext): RouteObject[] {
  return [
    ...INFO_PAGES.map((slug) => page(ctx, slug, info)),
    page(ctx, 'rules/:ruleGroup/:chapter?', rules),
    page(ctx, 'news', posts),
    page(ctx, 'news/:slug', post),
    page(ctx, 'news/tag/:tag', posts),
    page(ctx, 'blog', posts),
    page(ctx, 'blog/:slug', post),
    page(ctx, 'blog/tag/:tag', posts),
    page(ctx, 'betting-alphabet/:block?/:category?/:slug?', glossary),
    ...APP_PAGES.map((slug) => page(ctx, slug, app)),
    ...SHOWCASE_PAGES.map((slug) => page(ctx, slug, info)),
    page(ctx, 'partners', info),
    page(ctx, 'promo', promo),
    page(ctx, 'promotions/:promotionId', promotion),
    page(ctx, 'landing/:landingId', landing),
    page(ctx, 'ourpartners/:section?', partners),
  ];
}
