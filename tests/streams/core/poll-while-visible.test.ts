import { describe, expect, it } from 'vitest';
import { defer } from 'rxjs';
import { marbles } from '../../support/marbles';
import { HttpError } from '../../../streams/core/http';
import { pollWhileVisible$ } from '../../../streams/core/poll-while-visible';
import { POLL_DEFAULT_MS, POLL_LINE_MS } from '../../../streams/timing';

const vis = { v: true, h: false };

describe('pollWhileVisible$', () => {
  it('[T16] polls every 10 s by default period, the first request at once', marbles((m) => {
    const visible$ = m.hot('v', vis);
    const request = m.cold('200ms (r|)');
    const poll$ = pollWhileVisible$(() => request, { period: POLL_DEFAULT_MS, visible$ });
    m.expect(poll$, '^ 35s !').toBeObservable('200ms r 9999ms r 9999ms r 9999ms r');
    m.expect(request).toHaveSubscriptions(['^ 199ms !', '10s ^ 199ms !', '20s ^ 199ms !', '30s ^ 199ms !']);
  }));

  it('[T17] line data is polled every 15 s', marbles((m) => {
    const visible$ = m.hot('v', vis);
    const request = m.cold('(r|)');
    const poll$ = pollWhileVisible$(() => request, { period: POLL_LINE_MS, visible$ });
    m.expect(poll$, '^ 50s !').toBeObservable('r 14999ms r 14999ms r 14999ms r');
    m.expect(request).toHaveSubscriptions(['(^!)', '15s (^!)', '30s (^!)', '45s (^!)']);
  }));

  it('[T23] hidden at 50 s, back at 200 s, period 15 s: polls until 80 s, none in the pause, at once on return', marbles((m) => {
    const visible$ = m.hot(' v 49999ms h 149999ms v', vis);
    const request = m.cold('(a|)');
    const poll$ = pollWhileVisible$(() => request, { period: 15_000, visible$ });
    m.expect(poll$, '^ 219999ms !').toBeObservable('a 14999ms a 14999ms a 14999ms a 14999ms a 14999ms a 124999ms a 14999ms a');
    m.expect(request).toHaveSubscriptions([
      '(^!)', '15s (^!)', '30s (^!)', '45s (^!)', '60s (^!)', '75s (^!)',
      '200s (^!)', '215s (^!)',
    ]);
  }));

  it('[T16] a failed request emits nothing, is reported, and the poll keeps going', marbles((m) => {
    const visible$ = m.hot('v', vis);
    const failure = new HttpError({ status: 503, kind: 'http' });
    const ok = m.cold('(r|)');
    const failing = m.cold('100ms #', undefined, failure);
    let n = 0;
    const errors: unknown[] = [];
    const poll$ = pollWhileVisible$(() => defer(() => (++n === 2 ? failing : ok)), {
      period: 10_000,
      visible$,
      onError: (err) => errors.push(err),
    });
    m.expect(poll$, '^ 25s !').toBeObservable('r 19999ms r');
    m.expect(failing).toHaveSubscriptions(['10s ^ 99ms !']);
    m.flush();
    expect(errors).toEqual([failure]);
  }));

  it('[T16] a tick while a request is still running is skipped (no queue of requests)', marbles((m) => {
    const visible$ = m.hot('v', vis);
    const slow = m.cold('15s (r|)');
    const poll$ = pollWhileVisible$(() => slow, { period: 10_000, visible$ });
    m.expect(poll$, '^ 40s !').toBeObservable('15s r 19999ms r');
    m.expect(slow).toHaveSubscriptions(['^ 14999ms !', '20s ^ 14999ms !', '40s ^ !']);
  }));

  it('[T23] unsubscribing stops the poll and cancels the request in flight', marbles((m) => {
    const visible$ = m.hot('v', vis);
    const request = m.cold('1s (r|)');
    const poll$ = pollWhileVisible$(() => request, { period: 10_000, visible$ });
    m.expect(poll$, '^ 20499ms !').toBeObservable('1s r 9999ms r');
    m.expect(request).toHaveSubscriptions(['^ 999ms !', '10s ^ 999ms !', '20s ^ 499ms !']);
    m.expect(visible$).toHaveSubscriptions('^ 20499ms !');
  }));
});
