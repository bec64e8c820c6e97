import { describe, it } from 'vitest';
import { marbles } from '../../support/marbles';
import { pollActive$ } from '../../../streams/core/poll-active';

const vis = { v: true, h: false };
const out = { t: true, f: false };

describe('pollActive$', () => {
  it('[T23] stays on for 30 s after the page is hidden, then pauses; back on at once on return', marbles((m) => {
    // visible at 0, hidden at 10 s, back at 20 s (inside the 30 s), hidden at 40 s, back at 100 s.
    const visible$ = m.hot('v 9999ms h 9999ms v 19999ms h 59999ms v', vis);
    m.expect(pollActive$(visible$)).toBeObservable('t 69999ms f 29999ms t', out);
  }));

  it('[T23] a page that is hidden for exactly 29999 ms never pauses', marbles((m) => {
    const visible$ = m.hot('v 9999ms h 29998ms v', vis);
    m.expect(pollActive$(visible$)).toBeObservable('t', out);
  }));

  it('[T23] the pause length is an option', marbles((m) => {
    const visible$ = m.hot('v 999ms h', vis);
    m.expect(pollActive$(visible$, 5_000)).toBeObservable('t 5999ms f', out);
  }));
});
