import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { pacedCount$ } from '../../../streams/casino/bingo-round';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));

describe('bingo: the balls shown (issue 23)', () => {
  it('balls that came in one answer are called one after the other; a late joiner jumps to the last two; a new round drops at once', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      // The server's count of called balls, polled every second: 0, 1, 3 (two at once), 10 (back from the background), 0.
      const called$ = cold('a 999ms b 999ms c 999ms d 999ms e', { a: 0, b: 1, c: 3, d: 10, e: 0 });
      expectObservable(pacedCount$(called$, 400, s)).toBe('a 999ms b 999ms c 399ms d 599ms e 399ms f 599ms g', {
        a: 0, b: 1, c: 2, d: 3, e: 9, f: 10, g: 0,
      });
    });
  });
});
