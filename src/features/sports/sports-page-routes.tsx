import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { guarded, type GuardedPath } from '../../routing/route-guards';
import type { SportsRouteHandle } from './seo-meta';

// The sports pages a visit reaches from the home page or the lists (sections, championships, special, results,
// statistics, toto, lotto, cyber): their routes load with the first visit to one of them (the route group in
// sports-routes.tsx), so the home page's JS carries only the home, line, live and multi-live routes. The route helpers
// come as an argument: importing them from the main table would make the bundler split it off the entry chunk.

/** What the main sports table (sports-routes.tsx) hands over: its route `handle` by path and its lazy `page`. */
export interface SportsRouteKit {
  handle: (path: string) => { handle: SportsRouteHandle };
  page: (load: () => Promise<{ Component: React.ComponentType }>) => Pick<RouteObject, 'lazy'>;
}

export function sportsPageRoutes(ctx: GuardContext, { handle, page }: SportsRouteKit): RouteObject[] {
  const section = page(() => import('./SectionPage').then((m) => ({ Component: m.SectionPage })));
  const cyber = page(() => import('./CyberPage').then((m) => ({ Component: m.CyberPage })));
  const cyberRoute = (path: GuardedPath & `cyber/${string}`): RouteObject => ({ path, loader: guarded(ctx, path), ...handle(path), ...cyber });
  return [
    ...['betsonyour', 'topgame', 'marble', 'team', 'ufc', 'politics'].map((path): RouteObject => ({ path, ...handle(path), ...section })),
    { path: 'champs/:champId?', ...handle('champs/:champId?'), ...page(() => import('./ResultsPage').then((m) => ({ Component: m.ChampsPage }))) },
    { path: 'special/:champSlug/:page?', ...handle('special/:champSlug/:page?'), ...page(() => import('./SectionPage').then((m) => ({ Component: m.SpecialPage }))) },
    { path: 'results/:type?', loader: guarded(ctx, 'results/:type?'), ...handle('results/:type?'), ...page(() => import('./ResultsPage').then((m) => ({ Component: m.ResultsPage }))) },
    { path: 'statistic', loader: guarded(ctx, 'statistic'), ...handle('statistic'), ...page(() => import('./StatisticPage').then((m) => ({ Component: m.StatisticPage }))) },
    { path: 'toto/:section?', ...handle('toto/:section?'), ...page(() => import('./TotoLottoPages').then((m) => ({ Component: m.TotoPage }))) },
    { path: 'lotto/:sectionName?/:lottoId?', ...handle('lotto/:sectionName?/:lottoId?'), ...page(() => import('./TotoLottoPages').then((m) => ({ Component: m.LottoPage }))) },
    cyberRoute('cyber/:type'),
    cyberRoute('cyber/:type/:discipline'),
    cyberRoute('cyber/:type/:discipline/:champ'),
    cyberRoute('cyber/:type/:discipline/:champ/:mode/:game'),
  ];
}
