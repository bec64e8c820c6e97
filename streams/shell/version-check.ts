import { type Observable, EMPTY, filter, switchMap, take, timer } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';
import { VERSION_CHECK_DELAY_MS, VERSION_CHECK_INTERVAL_MS } from '../timing';

export interface VersionCheckDeps {
  /** The build this page runs (its entry script's name), or null where the page is no build (dev server). */
  current: string | null;
  /** The build the server serves now (GET /web-api/app/version); null when it has none. */
  latest$: () => Observable<string | null>;
  /** Page visibility: no checks in a tab left hidden (T23). */
  visible$: Observable<boolean>;
  onError?: (err: unknown) => void;
}

/**
 * T29: the new version, once the server serves a build other than this page's, then completes. The checks start
 * 60 s after load (the loader delay: the first minute belongs to the page's own calls), then repeat every
 * VERSION_CHECK_INTERVAL_MS while the page is visible; a failed check is reported and the next one tries again.
 * A page that is not a build never checks.
 */
export function newVersion$(deps: VersionCheckDeps, delayMs: number = VERSION_CHECK_DELAY_MS, intervalMs: number = VERSION_CHECK_INTERVAL_MS): Observable<string> {
  const { current } = deps;
  if (current === null) return EMPTY;
  return timer(delayMs).pipe(
    switchMap(() => pollWhileVisible$(deps.latest$, { period: intervalMs, visible$: deps.visible$, onError: deps.onError })),
    filter((latest): latest is string => latest !== null && latest !== current),
    take(1),
  );
}

/** The build of a page: the file name of its entry script under /assets/ ('index-DG6_Od6q'), as the server names it. */
export function buildOfScript(src: string | null | undefined): string | null {
  return /\/assets\/([\w.-]+)\.js(?:[?#]|$)/.exec(src ?? '')?.[1] ?? null;
}
