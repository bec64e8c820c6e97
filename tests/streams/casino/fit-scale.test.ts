import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { fitScale, fitScale$ } from '../../../streams/casino/fit-scale';

describe('the game frame fits its game', () => {
  it('a game taller than the frame is scaled down to its height (the slot: 1000 px in a 946 px frame), a smaller one is not scaled up', () => {
    expect(fitScale({ width: 920, height: 1000 }, { width: 946, height: 946 })).toBe(0.946);
    expect(fitScale({ width: 1200, height: 500 }, { width: 900, height: 700 })).toBe(0.75);
    expect(fitScale({ width: 600, height: 400 }, { width: 1300, height: 700 })).toBe(1);
    expect(fitScale({ width: 0, height: 0 }, { width: 100, height: 100 })).toBe(1);
  });

  it('follows every resize, at most once a frame, and says the height the scaled game takes', () => {
    const s = new TestScheduler((a, e) => expect(a).toStrictEqual(e));
    s.run(({ hot, expectObservable }) => {
      let room = { width: 1000, height: 800 };
      const changes$ = hot('-a-b', { a: 1, b: 2 });
      const out$ = fitScale$({ changes$, natural: () => ({ width: 900, height: 800 }), room: () => room }, s);
      s.schedule(() => { room = { width: 1000, height: 400 }; }, 2); // the window got lower
      expectObservable(out$).toBe('a--b', { a: { scale: 1, height: 800 }, b: { scale: 0.5, height: 400 } });
    });
  });
});
