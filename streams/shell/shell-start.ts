import { type Observable, defer, map, of, switchMap, take, timer } from 'rxjs';
import { SHELL_START_DELAY_MS } from '../timing';

export interface ShellStartDeps {
  /** Whether the load event has already fired (`document.readyState === 'complete'`). */
  loaded: () => boolean;
  /** The window's load event. */
  load$: Observable<unknown>;
}

/**
 * When issue 16's extras start (the shell's and the consent, analytics and chat ones, on this one signal): `delayMs`
 * after the page's load event, counted from now when the page has already loaded. One signal, then complete.
 */
/**
 * How long after the load event the extras wait: a visit that starts on the home page (/ or /{lang} with or without
 * its slash) waits SHELL_START_DELAY_MS, so their code is not part of its first load (DESIGN.md's 150 kB bar counts
 * the scripts loaded before the network goes quiet); any other first page starts them at its load event.
 */
export const shellStartDelayFor = (firstPath: string): number => (/^\/(?:[a-z]{2}\/?)?$/.test(firstPath) ? SHELL_START_DELAY_MS : 0);

export function shellStart$(deps: ShellStartDeps, delayMs: number = SHELL_START_DELAY_MS): Observable<true> {
  return defer(() => (deps.loaded() ? of(null) : deps.load$.pipe(take(1)))).pipe(
    switchMap(() => timer(delayMs)),
    map(() => true as const),
  );
}
