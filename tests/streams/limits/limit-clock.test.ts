import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import { pendingCountdown$, realityCheck$, sessionLimitReached$ } from '../../../streams/limits/limit-clock';

const HOUR = 3_600_000;
const MIN = 60_000;
const scheduler = () => new TestScheduler((a, e) => expect(a).toStrictEqual(e));

/** Every emission of `make(scheduler)` with the virtual time it came at, and whether it completed, within `until` ms. */
function record<T>(make: (s: TestScheduler) => Observable<T>, until: number, startAt = 0) {
  const s = scheduler();
  const log: Array<[number, T | 'done']> = [];
  s.run(({ cold }) => {
    cold(`${startAt}ms a`).subscribe(() => {
      const sub = make(s).subscribe({ next: (v) => log.push([s.now(), v]), complete: () => log.push([s.now(), 'done']) });
      s.schedule(() => sub.unsubscribe(), until - startAt);
    });
  });
  return log;
}

describe('pending limit countdown', () => {
  it('[T38] a pending deposit-limit raise: hours until it can be confirmed, then hours left to confirm, rounded up; it expires 86400 s after', () => {
    const log = record((s) => pendingCountdown$({ pendingFrom: 1.5 * HOUR, needApprove: true }, s), 30 * HOUR);
    expect(log.slice(0, 4)).toEqual([
      [0, { phase: 'cooling', hours: 2 }],
      [0.5 * HOUR, { phase: 'cooling', hours: 1 }],
      [1.5 * HOUR, { phase: 'confirm', hours: 24 }],
      [2.5 * HOUR, { phase: 'confirm', hours: 23 }],
    ]);
    expect(log.slice(-3)).toEqual([
      [24.5 * HOUR, { phase: 'confirm', hours: 1 }],
      [25.5 * HOUR, { phase: 'expired', hours: 0 }],
      [25.5 * HOUR, 'done'],
    ]);
    expect(log).toHaveLength(2 + 24 + 2);
  });

  it('[T38] opened half-way through the confirmation day: 86400 s after the start, not after the opening', () => {
    // Confirmable since 10 h 20 min ago: 13 h 40 min left, shown as 14.
    const log = record((s) => pendingCountdown$({ pendingFrom: -(10 * HOUR + 20 * MIN), needApprove: true }, s), 30 * HOUR);
    expect(log[0]).toEqual([0, { phase: 'confirm', hours: 14 }]);
    expect(log[1]).toEqual([40 * MIN, { phase: 'confirm', hours: 13 }]);
    expect(log.at(-2)).toEqual([13 * HOUR + 40 * MIN, { phase: 'expired', hours: 0 }]);
  });

  it('[B14] a raise that needs no approval counts down the cooling-off and ends when it takes effect', () => {
    const log = record((s) => pendingCountdown$({ pendingFrom: 2 * HOUR, needApprove: false }, s), 5 * HOUR);
    expect(log).toEqual([
      [0, { phase: 'cooling', hours: 2 }],
      [HOUR, { phase: 'cooling', hours: 1 }],
      [2 * HOUR, { phase: 'due', hours: 0 }],
      [2 * HOUR, 'done'],
    ]);
  });
});

describe('session limit', () => {
  it('[T36] a 2 h session limit on a session that started 30 min ago is reached 1 h 30 min later, once', () => {
    const log = record((s) => sessionLimitReached$({ startedAt: -30 * MIN, hours: 2 }, s), 5 * HOUR);
    expect(log).toEqual([[90 * MIN, true], [90 * MIN, 'done']]);
  });

  it('[T36] a session already over its limit says so at once; no limit (-1) ends without a word', () => {
    expect(record((s) => sessionLimitReached$({ startedAt: -3 * HOUR, hours: 1 }, s), HOUR)).toEqual([[0, true], [0, 'done']]);
    expect(record((s) => sessionLimitReached$({ startedAt: 0, hours: -1 }, s), 48 * HOUR)).toEqual([[0, 'done']]);
  });
});

describe('reality check', () => {
  it('[B14] every 15 minutes of the session the time played shows, counted from the login, not from the page load', () => {
    // The session started 20 min before the page: checks at 30, 45 and 60 min of play.
    const log = record((s) => realityCheck$({ startedAt: -20 * MIN, minutes: 15 }, s), 41 * MIN);
    expect(log).toEqual([[10 * MIN, 30 * MIN], [25 * MIN, 45 * MIN], [40 * MIN, 60 * MIN]]);
  });

  it('[B14] no reality check set: it ends without a check', () => {
    expect(record((s) => realityCheck$({ startedAt: 0, minutes: null }, s), 3 * HOUR)).toEqual([[0, 'done']]);
  });
});
