import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { reelStops$ } from '../../../streams/casino/reel-stops';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));
const idle = { playing: false, roundId: null };
const playing = { playing: true, roundId: null };
const done = { playing: false, roundId: 'r1' };

describe('slot reels', () => {
  it('spin while the round is asked for, then stop one by one from the left after the answer', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      const spin$ = cold('a 9ms b 99ms c', { a: idle, b: playing, c: done });
      // All 5 stopped at first; 0 from the click; the answer at 110 ms: 1 at 610 ms, then one every 200 ms.
      expectObservable(reelStops$(spin$, 5, true, s)).toBe('a 9ms b 599ms c 199ms d 199ms e 199ms f 199ms g', { a: 5, b: 0, c: 1, d: 2, e: 3, f: 4, g: 5 });
    });
  });

  it('with reduced motion the reels stand still: the result shows as soon as it is there', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      const spin$ = cold('a 9ms b 99ms c', { a: idle, b: playing, c: done });
      expectObservable(reelStops$(spin$, 5, false, s)).toBe('a 9ms b 99ms c', { a: 5, b: 0, c: 5 });
    });
  });
});
