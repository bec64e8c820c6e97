import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { routeGroup } from '../../routing/route-resolution';
import type { LayoutOptions, PageMeta, SportsRouteHandle } from './seo-meta';

// The sports routes (R03-R07), each page loaded on demand. This file is in the shell bundle: keep it to route
// objects only.

const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

/**
 * R25 section ids (SPEC.md section 2 names numeric page and section ids but does not show them; chosen here):
 * the site sections a sports page belongs to.
 */
export const SPORTS_SECTION_IDS = { home: 1, line: 2, live: 3, cyber: 4, statistics: 5, totoLotto: 6 } as const;

const DEFAULT_FRAME: LayoutOptions = { layout: 'default', sideMenu: false, snow: false };
const WITH_MENU: LayoutOptions = { ...DEFAULT_FRAME, sideMenu: true };

const meta = (pageId: number, sectionId: number, remoteAppBasePath: string, layout: LayoutOptions = DEFAULT_FRAME, gamePageId?: number): PageMeta => ({
  pageId, sectionId, remoteAppBasePath, layout, ...(gamePageId !== undefined ? { gamePageId } : {}),
});

const S = SPORTS_SECTION_IDS;

/**
 * R25 page meta of every sports route, by route path (page ids chosen here, one per page: 1xx home, 2xx line,
 * 3xx live, 4xx cyber, 5xx results and statistics, 6xx toto and lotto; the index and /home are the same home page).
 * Layout options say what the frame shows: the home
 * page is the one where snow falls (DefaultLayout), the lists and game pages have a menu column, the statistic
 * popup is in the empty layout.
 */
export const SPORTS_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '': meta(100, S.home, '/', { ...DEFAULT_FRAME, snow: true }),
  home: meta(100, S.home, '/home'),
  betsonyour: meta(110, S.home, '/betsonyour'),
  topgame: meta(111, S.home, '/topgame'),
  marble: meta(112, S.home, '/marble'),
  team: meta(113, S.home, '/team'),
  ufc: meta(114, S.home, '/ufc'),
  politics: meta(115, S.home, '/politics'),
  'special/:champSlug/:page?': meta(120, S.home, '/special'),
  'line/*': meta(200, S.line, '/line', WITH_MENU, 201),
  'champs/:champId?': meta(210, S.line, '/champs'),
  'live/*': meta(300, S.live, '/live', WITH_MENU, 301),
  multi: meta(310, S.live, '/multi'),
  'cyber/:type': meta(400, S.cyber, '/cyber', WITH_MENU),
  'cyber/:type/:discipline': meta(401, S.cyber, '/cyber', WITH_MENU),
  'cyber/:type/:discipline/:champ': meta(402, S.cyber, '/cyber', WITH_MENU),
  'cyber/:type/:discipline/:champ/:mode/:game': meta(403, S.cyber, '/cyber', WITH_MENU),
  'results/:type?': meta(500, S.statistics, '/results'),
  statistic: meta(510, S.statistics, '/statistic'),
  'statisticpopup/*': meta(520, S.statistics, '/statisticpopup', { ...DEFAULT_FRAME, layout: 'empty' }),
  'toto/:section?': meta(600, S.totoLotto, '/toto'),
  'lotto/:sectionName?/:lottoId?': meta(610, S.totoLotto, '/lotto'),
};

/** The sections whose pages take sports bets: the frame shows the coupon beside them. */
const BETTING_SECTIONS: ReadonlySet<number> = new Set([S.home, S.line, S.live, S.cyber]);

/** The route's `handle`: its layout and page meta (read by <Seo>, seo-meta.ts pageMetaOf). */
const handle = (path: string): { handle: SportsRouteHandle } => {
  const pageMeta = SPORTS_PAGE_META[path];
  if (!pageMeta) throw new Error(`no page meta for the sports route "${path}"`);
  return { handle: { layout: pageMeta.layout.layout, pageMeta, coupon: BETTING_SECTIONS.has(pageMeta.sectionId) } };
};

export function sportsRoutes(ctx: GuardContext): RouteObject[] {
  const home = page(() => import('./HomePage').then((m) => ({ Component: m.HomePage })));
  return [
    { index: true, ...handle(''), ...home },
    { path: 'home', ...handle('home'), ...home },
    { path: 'line/*', ...handle('line/*'), ...page(() => import('./ListPage').then((m) => ({ Component: m.LinePage }))) },
    { path: 'live/*', ...handle('live/*'), ...page(() => import('./ListPage').then((m) => ({ Component: m.LivePage }))) },
    { path: 'multi', ...handle('multi'), ...page(() => import('./MultiPage').then((m) => ({ Component: m.MultiPage }))) },
    // The other sports pages' routes load with the first visit to one of them (sports-page-routes.tsx).
    ...routeGroup(() => import('./sports-page-routes').then((m) => m.sportsPageRoutes(ctx, { handle, page })), [
      'betsonyour', 'topgame', 'marble', 'team', 'ufc', 'politics', 'champs/*', 'special/*', 'results/*', 'statistic', 'toto/*', 'lotto/*', 'cyber/*',
    ]),
  ];
}

/** statisticpopup/* lives in the empty layout. */
export function sportsPopupRoutes(): RouteObject[] {
  return [{ path: 'statisticpopup/*', ...handle('statisticpopup/*'), ...page(() => import('./StatisticPage').then((m) => ({ Component: m.StatisticPopupPage }))) }];
}
