import { describe, expect, it } from 'vitest';
import { map, merge } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { clockTicker$, gameClock$ } from '../../../streams/sports/game-clock';
import { createSportsStore } from '../../../streams/sports/sports-store';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));

describe('game clocks (T18)', () => {
  it('[T18] a live clock runs on at its clock rate between answers and stops at the end of the period', () => {
    scheduler().run(({ expectObservable }) => {
      // 2700 s of play at the server's time 0 (its clock agreeing with this one), 3 s a second (SIM_SPEED); the half
      // ends at 2706 s.
      const clock = { timeSec: 2700, clockAt: 0, clockRate: 3, periodEndSec: 2706 };
      expectObservable(gameClock$(clock, createSportsStore().serverNow, clockTicker$()), '^ 3500ms !').toBe('a 999ms b 999ms c', { a: 2700, b: 2703, c: 2706 });
    });
  });

  it('[T18] every clock of a page moves on one shared ticker: one timer, the same instants, stopped with the last clock', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const timer = cold('1s a 999ms a 999ms a');
      const tick$ = clockTicker$(timer);
      const now = createSportsStore().serverNow;
      const clocks$ = merge(
        gameClock$({ timeSec: 100, clockAt: 0, clockRate: 1, periodEndSec: null }, now, tick$).pipe(map((s) => `A${s}`)),
        gameClock$({ timeSec: 500, clockAt: 0, clockRate: 2, periodEndSec: null }, now, tick$).pipe(map((s) => `B${s}`)),
      );
      expectObservable(clocks$, '^ 2500ms !').toBe('(xy) 996ms (zw) 996ms (uv)', { x: 'A100', y: 'B500', z: 'A101', w: 'B502', u: 'A102', v: 'B504' });
      expectSubscriptions(timer.subscriptions).toBe('^ 2500ms !');
    });
  });

  it('[T18] the clock is derived from its anchor and the server\'s time the answers tell, not from when an answer arrived', () => {
    scheduler().run(({ expectObservable }) => {
      const store = createSportsStore();
      // An answer made at the server's 50 s arrives at this client's 0: the server's clock is 50 s ahead of this one.
      store.putGames([], 50_000);
      // The game's clock read 2700 s at the server's 48 s and runs 3 s a second: at the server's 50 s it reads 2706 s,
      // and it stops at the end of the half (2712 s). No answer is needed for it to move.
      const anchor = { timeSec: 2700, clockAt: 48_000, clockRate: 3, periodEndSec: 2712 };
      expectObservable(gameClock$(anchor, store.serverNow, clockTicker$()), '^ 3500ms !').toBe('a 999ms b 999ms c', { a: 2706, b: 2709, c: 2712 });
    });
  });

  it('[T18] the server\'s time is told by the freshest answers: one kept in a cache for a while does not set it back', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const store = createSportsStore();
      // At 0 an answer made at the server's 10 s; at 1 s one kept 0.5 s in a cache (made at 10.5 s); at 2 s a fresh one
      // made at 12.1 s (the server's clock is 10.1 s ahead).
      const answers = cold('a 999ms b 999ms c', { a: 10_000, b: 10_500, c: 12_100 });
      const reads$ = answers.pipe(map((at) => {
        store.putGames([], at);
        return store.serverNow();
      }));
      expectObservable(reads$).toBe('a 999ms b 999ms c', { a: 10_000, b: 11_000, c: 12_100 });
    });
  });
});
