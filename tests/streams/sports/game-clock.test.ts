import { describe, expect, it } from 'vitest';
import { map, merge } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { clockTicker$, gameClock$ } from '../../../streams/sports/game-clock';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));

describe('game clocks (T18)', () => {
  it('[T18] a live clock runs on at its clock rate between answers and stops at the end of the period', () => {
    scheduler().run(({ expectObservable }) => {
      // 2700 s of play, 3 s a second (SIM_SPEED), the half ends at 2706 s.
      expectObservable(gameClock$(2700, 3, 2706, clockTicker$(1000)), '^ 3500ms !').toBe('a 999ms b 999ms c', { a: 2700, b: 2703, c: 2706 });
    });
  });

  it('[T18] every clock of a page moves on one shared ticker: one timer, the same instants, stopped with the last clock', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const timer = cold('1s a 999ms a 999ms a');
      const tick$ = clockTicker$(1000, timer);
      const clocks$ = merge(
        gameClock$(100, 1, null, tick$).pipe(map((s) => `A${s}`)),
        gameClock$(500, 2, null, tick$).pipe(map((s) => `B${s}`)),
      );
      expectObservable(clocks$, '^ 2500ms !').toBe('(xy) 996ms (zw) 996ms (uv)', { x: 'A100', y: 'B500', z: 'A101', w: 'B502', u: 'A102', v: 'B504' });
      expectSubscriptions(timer.subscriptions).toBe('^ 2500ms !');
    });
  });
});
