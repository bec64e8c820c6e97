import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { crashRound$ } from '../../../streams/casino/crash-round';
import { tournamentPoll$ } from '../../../streams/casino/tournament-poll';

const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));
const round = (phase: 'betting' | 'running' | 'crashed', multiplier: number, roundId = 'r1') => ({ roundId, phase, multiplier });

describe('crash round stream', () => {
  it('[R08] the shared round is asked every 500 ms; unchanged answers are not repeated', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = hot('v', { v: true });
      const answers = [round('betting', 1), round('betting', 1), round('running', 1.12), round('running', 1.5), round('crashed', 1.5)];
      let n = 0;
      const request$ = () => cold('10ms (a|)', { a: answers[Math.min(n++, answers.length - 1)]! });
      expectObservable(crashRound$({ request$, visible$ }), '^ 2100ms !').toBe('10ms a 999ms b 499ms c 499ms d', {
        a: answers[0], b: answers[2], c: answers[3], d: answers[4],
      });
    });
  });

  it('[R08] a bet placed in the betting phase shows with the next answer (same round, phase and multiplier)', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = hot('v', { v: true });
      const mine = { stake: 1000, cashedOutAt: null };
      const answers = [{ ...round('betting', 1), myBet: null }, { ...round('betting', 1), myBet: mine }, { ...round('betting', 1), myBet: { ...mine } }];
      let n = 0;
      const request$ = () => cold('10ms (a|)', { a: answers[Math.min(n++, answers.length - 1)]! });
      expectObservable(crashRound$({ request$, visible$ }), '^ 1600ms !').toBe('10ms a 499ms b', { a: answers[0], b: answers[1] });
    });
  });

  it('[R08] a slow answer skips ticks (no queue), a failed one keeps the last state, and leaving stops the poll', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = hot('v', { v: true });
      const replies = [cold('700ms (a|)', { a: round('running', 2) }), cold<ReturnType<typeof round>>('10ms #'), cold('10ms (a|)', { a: round('running', 3) })];
      let n = 0;
      const request$ = () => {
        return replies[Math.min(n++, replies.length - 1)]!; };
      // Ticks at 0, 500 (skipped: busy), 1000 (fails), 1500 (answers at 1510); unsubscribed at 1600.
      expectObservable(crashRound$({ request$, visible$ }), '^ 1600ms !').toBe('700ms a 809ms b', { a: round('running', 2), b: round('running', 3) });
    });
  });

  it('[T23] the crash poll pauses 30 s after the page is hidden and asks again at once on return', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = hot('v 999ms h 59999ms v', { v: true, h: false });
      let n = 0;
      const request$ = () => { n += 1; return cold('(a|)', { a: round('running', n) }); };
      const out$ = crashRound$({ request$, visible$ }, { period: 10_000 });
      // Asks at 0, 10 s, 20 s, 30 s (hidden at 1 s, pause at 31 s), again on return at 61 s.
      expectObservable(out$, '^ 62s !').toBe('a 9999ms b 9999ms c 9999ms d 30999ms e', {
        a: round('running', 1), b: round('running', 2), c: round('running', 3), d: round('running', 4), e: round('running', 5),
      });
    });
  });
});

describe('tournament leaderboard poll', () => {
  it('[R08] the leaderboard is asked at once and every 10 s, and the poll stops when the page is left', () => {
    scheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const visible$ = hot('v', { v: true });
      const board = cold('5ms (a|)', { a: 'board' });
      expectObservable(tournamentPoll$({ request$: () => board, visible$ }), '^ 25s !').toBe('5ms a 9999ms a 9999ms a', { a: 'board' });
      // Three requests; none after the unsubscription at 25 s.
      expectSubscriptions(board.subscriptions).toBe(['^ 4ms !', '10s ^ 4ms !', '20s ^ 4ms !']);
    });
  });
});
