import { type Observable, defer, map, of, switchMap, take, timer } from 'rxjs';
import { SHELL_START_DELAY_MS } from '../timing';

export interface ShellStartDeps {
  /** Whether the load event has already fired (`document.readyState === 'complete'`). */
  loaded: () => boolean;
  /** The window's load event. */
  load$: Observable<unknown>;
}

/**
 * When the site shell's extras start (issue 16): `delayMs` after the page's load event, counted from now when the
 * page has already loaded. One signal, then complete.
 */
export function shellStart$(deps: ShellStartDeps, delayMs: number = SHELL_START_DELAY_MS): Observable<true> {
  return defer(() => (deps.loaded() ? of(null) : deps.load$.pipe(take(1)))).pipe(
    switchMap(() => timer(delayMs)),
    map(() => true as const),
  );
}
