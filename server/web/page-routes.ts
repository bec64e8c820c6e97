import PAGE_ROUTES from '../../streams/schemas/page-routes.json' with { type: 'json' };

// The app's page routes, so that a page load of a path no route takes answers 404 (issue 24): the list is written
// from the client's route tables (every route group loaded) by tests/src/routing/page-routes.test.ts, which fails
// when a table changes and the list was not written again. The site's 404 route (`/:lang/*`) is not in it. A path whose
// existence depends on data (a game id, a news slug) matches its pattern here; the app shows the 404 for it.

/** Whether one pattern segment list matches the path's segments from `at` on, as react-router matches. */
function matchFrom(pattern: readonly string[], p: number, path: readonly string[], at: number): boolean {
  if (p === pattern.length) return at === path.length;
  const seg = pattern[p]!;
  if (seg === '*') return true;
  const optional = seg.endsWith('?');
  const name = optional ? seg.slice(0, -1) : seg;
  const here = at < path.length && (name.startsWith(':') || name.toLowerCase() === path[at]!.toLowerCase())
    && matchFrom(pattern, p + 1, path, at + 1);
  return here || (optional && matchFrom(pattern, p + 1, path, at));
}

const segments = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = PAGE_ROUTES.map(segments);

/** Whether a path (without its query) is one of the app's pages; a path that cannot be decoded is none. */
export function isPageRoute(urlPath: string): boolean {
  let decoded: string[];
  try {
    decoded = segments(urlPath).map(decodeURIComponent);
  } catch {
    return false;
  }
  return PATTERNS.some((pattern) => matchFrom(pattern, 0, decoded, 0));
}
