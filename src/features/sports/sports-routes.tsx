import type { RouteObject } from 'react-router-dom';
import { ROUTE_GUARDS, type GuardContext } from '../../app/routing/guards';

// The sports routes (R03-R07), each page loaded on demand. This file is in the shell bundle: keep it to route
// objects only.

const guarded = (ctx: GuardContext, key: string): RouteObject['loader'] => {
  const guard = ROUTE_GUARDS[key];
  return guard ? async (args) => { await guard(ctx, args); return null; } : undefined;
};

const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

export function sportsRoutes(ctx: GuardContext): RouteObject[] {
  const home = page(async () => ({ Component: (await import('./HomePage')).HomePage }));
  const section = page(async () => ({ Component: (await import('./SectionPage')).SectionPage }));
  const cyber = page(async () => ({ Component: (await import('./CyberPage')).CyberPage }));
  return [
    { index: true, ...home },
    { path: 'home', ...home },
    ...['betsonyour', 'topgame', 'marble', 'team', 'ufc', 'politics'].map((path): RouteObject => ({ path, ...section })),
    { path: 'line/*', ...page(async () => ({ Component: (await import('./ListPage')).LinePage })) },
    { path: 'live/*', ...page(async () => ({ Component: (await import('./ListPage')).LivePage })) },
    { path: 'multi', ...page(async () => ({ Component: (await import('./MultiPage')).MultiPage })) },
    { path: 'champs/:champId?', ...page(async () => ({ Component: (await import('./ResultsPage')).ChampsPage })) },
    { path: 'special/:champSlug/:page?', ...page(async () => ({ Component: (await import('./SectionPage')).SpecialPage })) },
    { path: 'results/:type?', loader: guarded(ctx, 'results/:type?'), ...page(async () => ({ Component: (await import('./ResultsPage')).ResultsPage })) },
    { path: 'statistic', loader: guarded(ctx, 'statistic'), ...page(async () => ({ Component: (await import('./StatisticPage')).StatisticPage })) },
    { path: 'toto/:section?', ...page(async () => ({ Component: (await import('./TotoLottoPages')).TotoPage })) },
    { path: 'lotto/:sectionName?/:lottoId?', ...page(async () => ({ Component: (await import('./TotoLottoPages')).LottoPage })) },
    { path: 'cyber/:type', loader: guarded(ctx, 'cyber/:type'), ...cyber },
    { path: 'cyber/:type/:discipline', loader: guarded(ctx, 'cyber/:type/:discipline'), ...cyber },
    { path: 'cyber/:type/:discipline/:champ', loader: guarded(ctx, 'cyber/:type/:discipline/:champ'), ...cyber },
    { path: 'cyber/:type/:discipline/:champ/:mode/:game', loader: guarded(ctx, 'cyber/:type/:discipline/:champ/:mode/:game'), ...cyber },
  ];
}

/** statisticpopup/* lives in the empty layout. */
export function sportsPopupRoutes(): RouteObject[] {
  return [{ path: 'statisticpopup/*', ...page(async () => ({ Component: (await import('./StatisticPage')).StatisticPopupPage })) }];
}
