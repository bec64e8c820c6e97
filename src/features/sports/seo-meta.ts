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
// - Links are relative to the site's host (the host serving the page), so a mirror domain points at its own copy.

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
  /** The canonical path after /{lang}; null on a noindex page. */
  canonical: { mode: 'url' | 'mirror'; path: string } | null;
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

/** Robots and canonical of a route shown at `currentPath` (the path after /{lang}). */
export function seoMeta(route: SeoRoute, currentPath: string): SeoMeta {
  const gone = route.game ? route.game.status >= GAME_OVER || route.game.isSynthetic : false;
  if (gone || route.section === 'multi' || route.section === 'statisticpopup') return { robots: 'noindex, follow', canonical: null };
  const path = canonicalPath(route, currentPath);
  return { robots: 'index, follow', canonical: { mode: path === clean(currentPath) ? 'url' : 'mirror', path } };
}

function clean(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
