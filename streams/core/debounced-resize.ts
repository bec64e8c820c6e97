import { type Observable, debounceTime, defer, distinctUntilChanged, map, startWith } from 'rxjs';
import { RESIZE_DEBOUNCE_MS } from '../timing';

export interface ViewportSize {
  width: number;
  height: number;
}

export interface DebouncedResizeDeps {
  /** window resize events. */
  resize$: Observable<unknown>;
  /** The viewport now (`() => ({ width: innerWidth, height: innerHeight })`). */
  viewport: () => ViewportSize;
}

/**
 * The viewport size: at subscription, then once a burst of resize events has been quiet for
 * 100 ms (T28). A drag-resize fires dozens of events a second; layouts (breakpoints, virtual
 * lists) only need the size it settles on.
 */
export function debouncedResize$(deps: DebouncedResizeDeps, debounceMs: number = RESIZE_DEBOUNCE_MS): Observable<ViewportSize> {
  return defer(() =>
    deps.resize$.pipe(
      debounceTime(debounceMs),
      map(() => deps.viewport()),
      startWith(deps.viewport()),
    ),
  ).pipe(distinctUntilChanged((a, b) => a.width === b.width && a.height === b.height));
}
