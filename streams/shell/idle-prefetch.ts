import { type Observable, type ObservableInput, EMPTY, defer, from, ignoreElements, merge, switchMap, take, timer } from 'rxjs';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../timing';

/** The Network Information API's fields read here (navigator.connection; absent in some browsers). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export interface IdlePrefetchDeps {
  /** Emits when the browser is idle (requestIdleCallback). */
  idle$: Observable<unknown>;
  connection: () => ConnectionInfo | undefined;
}

/** T35: no prefetching on a 2g (or slow-2g) connection or when the visitor asked to save data. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * T35: runs `prefetch` (downloads the likely next pages' code) once the browser is idle, or after 2000 ms at the
 * latest if it never is; nothing at all on 2g or save-data. Emits nothing; completes when the prefetch has.
 */
export function idlePrefetch$(deps: IdlePrefetchDeps, prefetch: () => ObservableInput<unknown>, timeoutMs: number = PREFETCH_IDLE_TIMEOUT_MS): Observable<never> {
  return defer(() => {
    if (!prefetchAllowed(deps.connection())) return EMPTY;
    // Whichever comes first; take(1) drops the other.
    return merge(deps.idle$, timer(timeoutMs)).pipe(
      take(1),
      switchMap(() => from(prefetch())),
      ignoreElements(),
    );
  });
}
