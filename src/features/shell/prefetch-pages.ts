import type { RouteObject } from 'react-router-dom';
import { loadPage, matchWithGroups } from '../../routing/route-resolution';

/**
 * T35: downloads the code of the pages at `paths` (their route groups and page modules) without running their
 * guards or loaders, so a later visit renders without waiting for it. A page whose code fails to download is left
 * to its visit (which tries again and shows the error page if it must).
 */
export async function prefetchPages(routes: RouteObject[], paths: readonly string[]): Promise<void> {
  await Promise.allSettled(paths.map(async (pathname) => {
    const matches = await matchWithGroups(routes, { pathname });
    await Promise.all(matches.map((m) => loadPage(m.route)));
  }));
}

/** The site's main areas, where visitors go next from nearly any page (the header's first links). */
const MAIN_AREAS = ['line', 'live', 'casino'] as const;

/** T35: the likely next pages from `pathname`: the main areas other than the one the visitor is in. */
export function likelyNextPaths(lang: string, pathname: string): string[] {
  const area = pathname.split('/')[2] ?? '';
  return MAIN_AREAS.filter((a) => a !== area).map((a) => `/${lang}/${a}`);
}
