import { describe, it } from 'vitest';
import { countdown$, waitLeft$ } from '../../../streams/core/wait-countdown';
import { marbles } from '../../support/marbles';

// Issue 20 #7: the resend countdown on RxJS time (virtual time here).

const n = { a: 3, b: 2, c: 1, d: 0, e: 60, f: 59 };

describe('resend countdown', () => {
  it('counts the seconds of a wait down to 0, one a second, then completes', marbles((m) => {
    m.expect(countdown$(3, m.scheduler)).toBeObservable('a 999ms b 999ms c 999ms (d|)', n);
  }));

  it('rounds a part second up and answers no wait with 0 at once', marbles((m) => {
    m.expect(countdown$(2.2, m.scheduler)).toBeObservable('a 999ms b 999ms c 999ms (d|)', n);
    m.expect(countdown$(0, m.scheduler)).toBeObservable('(d|)', n);
    m.expect(countdown$(-5, m.scheduler)).toBeObservable('(d|)', n);
  }));

  it('a new wait (a new refusal or a new code) restarts the countdown from its own seconds', marbles((m) => {
    const waits$ = m.cold('a 1499ms b 3999ms e', n);
    m.expect(waitLeft$(waits$, m.scheduler), '^ 6999ms !').toBeObservable('a 999ms b 499ms b 999ms c 999ms d 1999ms e 999ms f', n);
  }));
});
