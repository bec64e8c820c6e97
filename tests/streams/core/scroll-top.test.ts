import { describe, it } from 'vitest';
import { marbles } from '../../support/marbles';
import { scrollTopVisible$ } from '../../../streams/core/scroll-top';

const flags = { t: true, f: false };

describe('scrollTopVisible$', () => {
  it('[T41] shows once scrolled past 1 screen on desktop, hides when back, without repeats', marbles((m) => {
    const scrollY$ = m.hot('a-b-c-d-e-f', { a: 0, b: 400, c: 800, d: 801, e: 3000, f: 100 });
    m.expect(scrollTopVisible$({ scrollY$, viewportHeight: () => 800 })).toBeObservable('f-----t---f', flags);
  }));

  it('[T41] on mobile it needs 4 screens', marbles((m) => {
    const scrollY$ = m.hot('a-b-c-d', { a: 0, b: 801, c: 3200, d: 3201 });
    m.expect(scrollTopVisible$({ scrollY$, viewportHeight: () => 800, mobile: true })).toBeObservable('f-----t', flags);
  }));

  it('[T41] the screen height is read on each scroll (rotation, resize)', marbles((m) => {
    let height = 800;
    const scrollY$ = m.hot('a-b', { a: 900, b: 900 });
    m.cold('-x').subscribe(() => { height = 1000; });
    m.expect(scrollTopVisible$({ scrollY$, viewportHeight: () => height })).toBeObservable('t-f', flags);
  }));
});
