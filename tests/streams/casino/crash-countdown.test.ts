import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { bettingCountdown$ } from '../../../streams/casino/crash-countdown';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));
const betting = (startsInMs: number) => ({ phase: 'betting', startsInMs });

describe('crash countdown', () => {
  it('counts the betting window down every second on its own clock, with no new answer (it froze at 7 s)', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      // One answer: "starts in 7 s"; the poll repeats nothing more until the round runs.
      const round$ = cold('a', { a: betting(7_000) });
      expectObservable(bettingCountdown$(round$, s), '^ 7500ms !').toBe('a 999ms b 999ms c 999ms d 999ms e 999ms f 999ms g 999ms h', {
        a: 7, b: 6, c: 5, d: 4, e: 3, f: 2, g: 1, h: 0,
      });
    });
  });

  it('a later answer re-anchors the count; the running and crashed phases have none', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      const round$ = cold('a 1499ms b 999ms c', { a: betting(5_000), b: betting(2_500), c: { phase: 'running', startsInMs: 0 } });
      // 5 at 0 ms, 4 at 1000 ms; at 1500 ms "2.5 s" gives 3, 2 at 2000 ms; at 2500 ms the round runs: null.
      expectObservable(bettingCountdown$(round$, s), '^ 3000ms !').toBe('a 999ms b 499ms c 499ms d 499ms e', { a: 5, b: 4, c: 3, d: 2, e: null });
    });
  });
});
