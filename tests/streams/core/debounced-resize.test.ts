import { describe, it } from 'vitest';
import { tap } from 'rxjs';
import { marbles } from '../../support/marbles';
import { debouncedResize$, type ViewportSize } from '../../../streams/core/debounced-resize';
import { RESIZE_DEBOUNCE_MS } from '../../../streams/timing';

describe('debouncedResize$', () => {
  it('[T28] gives the size at once, then one size per burst of resize events, 100 ms after the last', marbles((m) => {
    let size: ViewportSize = { width: 1920, height: 1080 };
    const sizes: Record<string, ViewportSize> = {
      a: { width: 1920, height: 1080 },
      b: { width: 1500, height: 1000 },
      c: { width: 1366, height: 768 },
      d: { width: 1024, height: 768 },
    };
    // A drag: events every 20 ms (each one changes the window), then quiet; later a second burst.
    const resize$ = m.hot('-b 19ms b 19ms c 499ms d', sizes).pipe(tap((s) => { size = s; }));
    const viewport$ = debouncedResize$({ resize$, viewport: () => size }, RESIZE_DEBOUNCE_MS);
    // Last event of the first burst at 41 ms -> 141 ms; the second at 542 ms -> 642 ms.
    m.expect(viewport$).toBeObservable('a 140ms c 499ms d', sizes);
  }));

  it('[T28] a burst that ends where it started emits nothing new', marbles((m) => {
    let size: ViewportSize = { width: 1366, height: 768 };
    const sizes: Record<string, ViewportSize> = { a: { width: 1366, height: 768 }, b: { width: 1100, height: 768 } };
    const resize$ = m.hot('-b 49ms a', sizes).pipe(tap((s) => { size = s; }));
    m.expect(debouncedResize$({ resize$, viewport: () => size })).toBeObservable('a', sizes);
  }));
});
