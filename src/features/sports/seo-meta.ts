// R25: what a sports page tells search engines, derived from its section, sport, championship, game and menu
// section (SPEC.md section 2, "SEO content for a page is derived from the route params ..."; section 3, "SEO page
// data": metaRobots and customCanonical with mode url or mirror).
//
// Decisions (the spec leaves them open):
// - robots: a page whose content is gone or short-lived is "noindex, follow": a finished or cancelled game, a
//   virtual (synthetic) game that lasts minutes, multi-live (the games chosen by each visitor) and the statistic
//   popup (a piece of another page). Every other
//   page is "index, follow". "noindex hides": a noindex page gives no canonical and no alternate links either.
// - canonical, mode "url": the page is its own canonical (its clean path, no query, no trailing slash).
// - canonical, mode "mirror": the page shows the content of another page, which is the canonical: a menu section
//   ({live|line}/{menuSection}/...) mirrors the list without it, /home mirrors the home page, a championship or
//   game link without its slug (or under another mode, or a cyber copy of a game) mirrors the game's own path.
// - Host: a mirror page's canonical (and its alternates) is an absolute link on the operator's main domain (site
//   config mainDomain), and so is every canonical of a page served from another host (a mirror domain): that page
//   mirrors the same path on the main domain. Without a main domain, links are relative to the serving host.
// - Page meta (SPEC.md section 2: "The page meta includes a remote app base path, layout options and numeric page
//   and section ids"): carried by each sports route's `handle` (sports-routes.tsx), read by <Seo> and published
//   as <meta> tags. The ids are not shown in the spec; chosen in sports-routes.tsx.

export interface SeoRoute {
  /** The route's section: line, live, home, cyber, multi, a home section (betsonyour, ufc, ...), results ... */
  section: string;
  menuSection?: string | null;
  sport?: { slug: string } | null;
  champ?: { id: number; slug: string } | null;
  game?: { id: number; status: number; isSynthetic: boolean } | null;
}

export interface SeoMeta {
  robots: 'index, follow' | 'noindex, follow';
  /**
   * The canonical path after /{lang}; null on a noindex page. `host` (the operator's main domain) when the link must
   * be absolute on it; absent = the serving host.
   */
  canonical: { mode: 'url' | 'mirror'; path: string; host?: string } | null;
}

/** Where the page is served and the operator's main domain (site config mainDomain; empty or absent = none). */
export interface SeoSite {
  mainDomain?: string | undefined;
  /** The host serving the page (location.host). */
  host?: string | undefined;
}

const GAME_OVER = 4; // statuses 4 finished, 5 cancelled
const isLive = (status: number) => status === 2 || status === 3;

/** The canonical path (after /{lang}) of the content a route shows. */
export function canonicalPath(route: SeoRoute, currentPath: string): string {
  const { section, sport, champ, game } = route;
  const champPart = champ ? `/${champ.id}-${champ.slug}` : '';
  if (game && sport && champ) return `/${isLive(game.status) ? 'live' : 'line'}/${sport.slug}${champPart}/${game.id}`;
  if (section === 'line' || section === 'live') return `/${section}${sport ? `/${sport.slug}` : ''}${sport ? champPart : ''}`;
  if (section === 'home') return '/';
  return clean(currentPath);
}

/** Robots and canonical of a route shown at `currentPath` (the path after /{lang}) on `site`. */
export function seoMeta(route: SeoRoute, currentPath: string, site: SeoSite = {}): SeoMeta {
  const gone = route.game ? route.game.status >= GAME_OVER || route.game.isSynthetic : false;
  if (gone || route.section === 'multi' || route.section === 'statisticpopup') return { robots: 'noindex, follow', canonical: null };
  const path = canonicalPath(route, currentPath);
  const main = site.mainDomain ? site.mainDomain.toLowerCase() : null;
  const onMirrorDomain = main !== null && site.host !== undefined && site.host.toLowerCase() !== main;
  if (path === clean(currentPath) && !onMirrorDomain) return { robots: 'index, follow', canonical: { mode: 'url', path } };
  return { robots: 'index, follow', canonical: { mode: 'mirror', path, ...(main ? { host: main } : {}) } };
}

/** The link to a path after /{lang}: absolute on `host` when given, else relative to the serving host. */
export function pageHref(lang: string, path: string, host?: string): string {
  const local = `/${lang}${path === '/' ? '' : path}`;
  return host ? `https://${host}${local}` : local;
}

// ------------------------------------------------------------------------------------------------- page meta

/** Layout options of a page (R02 layouts; what the frame around the page shows). */
export interface LayoutOptions {
  /** The frame the route renders in: default (header, coupon column, footer) or empty (the page alone). */
  layout: 'default' | 'empty';
  /** A menu column on the page's left (the sports or cyber menu). */
  sideMenu: boolean;
  /** Snow may fall here (the home page, when the site config's snow flag is on). */
  snow: boolean;
}

/** R25 page meta of a route. */
export interface PageMeta {
  /** Numeric page id (what dictionaries and SEO page data are asked by). */
  pageId: number;
  /** The page id when the route shows a single game (line/* and live/* serve both lists and game pages). */
  gamePageId?: number;
  /** Numeric section id of the site section the page belongs to. */
  sectionId: number;
  /** The base path (after /{lang}) a remote app embedded in the page routes under. */
  remoteAppBasePath: string;
  layout: LayoutOptions;
}

/** What a sports route carries in its react-router `handle`. */
export interface SportsRouteHandle {
  layout: LayoutOptions['layout'];
  pageMeta: PageMeta;
  /** The page takes bets (src/routing/route-handle.ts): home, line, live, cyber; not results, statistics, toto. */
  coupon: boolean;
}

/** The page meta of the deepest matched route that has one (react-router matches, outermost first). */
export function pageMetaOf(matches: ReadonlyArray<{ handle: unknown }>): PageMeta | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (typeof handle === 'object' && handle !== null && 'pageMeta' in handle) return (handle as SportsRouteHandle).pageMeta;
  }
  return null;
}

/** The meta a page publishes: the game page id on a game, the remote app base path under the language. */
export function publishedPageMeta(meta: PageMeta, lang: string, isGame: boolean) {
  return {
    pageId: isGame && meta.gamePageId !== undefined ? meta.gamePageId : meta.pageId,
    sectionId: meta.sectionId,
    remoteAppBasePath: pageHref(lang, meta.remoteAppBasePath),
    layout: meta.layout,
  };
}

function clean(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
