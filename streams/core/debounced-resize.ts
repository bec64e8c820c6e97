import { type Observable, debounceTime, defer, distinctUntilChanged, map, startWith } from 'rxjs';
import { RESIZE_DEBOUNCE_MS } from '../timing';

export interface ViewportSize {
  width: number;
  height: number;
}

export interface DebouncedResizeDeps<T extends ViewportSize = ViewportSize> {
  /** window resize events (or a ResizeObserver's, for an element). */
  resize$: Observable<unknown>;
  /** The size now (`() => ({ width: innerWidth, height: innerHeight })`), with anything measured along with it. */
  viewport: () => T;
}

/**
 * The viewport size: at subscription, then once a burst of resize events has been quiet for
 * 100 ms (T28). A drag-resize fires dozens of events a second; layouts (breakpoints, virtual
 * lists) only need the size it settles on.
 */
export function debouncedResize$<T extends ViewportSize>(deps: DebouncedResizeDeps<T>, debounceMs: number = RESIZE_DEBOUNCE_MS): Observable<T> {
  return defer(() =>
    deps.resize$.pipe(
      debounceTime(debounceMs),
      map(() => deps.viewport()),
      startWith(deps.viewport()),
    ),
  ).pipe(distinctUntilChanged((a, b) => a.width === b.width && a.height === b.height));
}
