import { combineLatest, map, of, startWith, distinctUntilChanged, type Observable } from 'rxjs';
import type { BlockCheck, BlockDecision } from '../blocks/block-check';
import type { RedirectCheck, RedirectDecision } from '../redirects/redirect-light';

export interface Navigation {
  lang: string;
  pathname: string;
  search: string;
  authorized: boolean;
  origin: string;
}

/** Where a navigation must go instead: an in-site path, an external url, or nowhere (null). */
export type NavigationTarget = { path: string } | { external: string } | null;

/** The start-up checks a navigation asks (services.redirects, services.blocks, services.maintenance$). */
interface Deps {
  redirects: RedirectCheck;
  blocks: BlockCheck;
  maintenance$: Observable<boolean>;
}

/**
 * The start-up decisions of one navigation, most important first (SPEC.md sections 2 and 7):
 * maintenance (R18: to the maintenance page, or home when it ends), then a block (C03: the status page of
 * its reason), then redirect-light (C02). Answers that arrive later still apply; until then: null.
 */
export function navigationTarget$(deps: Deps, nav: Navigation): Observable<NavigationTarget> {
  const onMaintenancePage = nav.pathname.replace(/\/+$/, '') === `/${nav.lang}/maintenance`;
  const url = `${nav.origin}${nav.pathname}${nav.search}`;
  const block$ = onMaintenancePage ? of<BlockDecision>({ kind: 'open' }) : deps.blocks.check$(url, nav.authorized).pipe(startWith<BlockDecision>({ kind: 'open' }));
  const redirect$ = onMaintenancePage ? of<RedirectDecision>({ kind: 'stay' }) : deps.redirects.check$(url).pipe(startWith<RedirectDecision>({ kind: 'stay' }));
  return combineLatest([deps.maintenance$.pipe(startWith(onMaintenancePage)), block$, redirect$]).pipe(
    map(([maintenance, block, redirect]): NavigationTarget => {
      if (maintenance !== onMaintenancePage) return { path: maintenance ? `/${nav.lang}/maintenance` : `/${nav.lang}/` };
      if (block.kind === 'blocked' && !nav.pathname.startsWith(`/${nav.lang}/${block.page}`)) return { path: `/${nav.lang}/${block.page}` };
      if (redirect.kind === 'redirect') return inSiteOrExternal(redirect.url, nav.origin);
      return null;
    }),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );
}

function inSiteOrExternal(url: string, origin: string): NavigationTarget {
  try {
    const target = new URL(url, origin);
    if (target.origin === origin) return { path: `${target.pathname}${target.search}${target.hash}` };
    if (target.protocol === 'https:' || target.protocol === 'http:') return { external: target.href };
  } catch {
    // An unparsable url is no place to send anyone.
  }
  return null;
}
