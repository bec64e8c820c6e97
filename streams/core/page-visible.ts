import { type Observable, defer, distinctUntilChanged, map, startWith } from 'rxjs';

export interface PageVisibleDeps {
  /** document.visibilityState, read when asked (services.ts passes `() => document.visibilityState`). */
  visibilityState: () => 'visible' | 'hidden';
  /** The document's visibilitychange events. */
  visibilityChange$: Observable<unknown>;
}

/**
 * Whether the page is visible: the state at subscription time, then every change (T02, T23).
 * The first value is read when subscribed, not when created, so a late subscriber never starts
 * from a stale state.
 */
export function pageVisible$(deps: PageVisibleDeps): Observable<boolean> {
  const read = (): boolean => deps.visibilityState() === 'visible';
  return defer(() => deps.visibilityChange$.pipe(map(read), startWith(read()))).pipe(distinctUntilChanged());
}
