import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { tableRound$ } from '../../../streams/casino/table-round';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));
interface Answer { round: { id: string; phase: string; phaseLeftMs: number; bets: number } | null; myBets: unknown[] }
const state = (phase: 'betting' | 'dealing' | 'result', phaseLeftMs: number, bets = 0, id = 'r1', myBets: unknown[] = []): Answer =>
  ({ round: { id, phase, phaseLeftMs, bets }, myBets });

describe('live table round stream', () => {
  it('the table is asked every second; an answer is passed on when the phase, the bets, my bets or the countdown second changed', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = hot('v', { v: true });
      const answers = [
        state('betting', 14_900), state('betting', 14_900), state('betting', 13_900, 2), state('betting', 13_850, 2, 'r1', [{}]),
        state('dealing', 5_500, 3), state('result', 4_000, 3), state('betting', 14_999, 0, 'r2'),
      ];
      let n = 0;
      const request$ = () => cold('10ms (a|)', { a: answers[Math.min(n++, answers.length - 1)]! });
      expectObservable(tableRound$({ request$, visible$ }), '^ 6100ms !').toBe('10ms a 1999ms b 999ms c 999ms d 999ms e 999ms f', {
        a: answers[0], b: answers[2], c: answers[3], d: answers[4], e: answers[5], f: answers[6],
      });
    });
  });

  it('a table before its first round, a failed answer keeps the last state, and leaving stops the poll', () => {
    scheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const visible$ = hot('v', { v: true });
      const waiting: Answer = { round: null, myBets: [] };
      const replies = [cold('5ms (a|)', { a: waiting }), cold<Answer>('5ms #'), cold('5ms (a|)', { a: state('betting', 15_000) })];
      let n = 0;
      const request$ = () => replies[Math.min(n++, replies.length - 1)]!;
      expectObservable(tableRound$({ request$, visible$ }), '^ 2500ms !').toBe('5ms a 1999ms b', { a: waiting, b: state('betting', 15_000) });
      expectSubscriptions(replies[2]!.subscriptions).toBe(['2000ms ^ 4ms !']);
    });
  });
});
