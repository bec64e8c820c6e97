import { describe, it } from 'vitest';
import { defer } from 'rxjs';
import { marbles } from '../../support/marbles';
import { HttpError } from '../../../streams/core/http';
import { retryBackoff } from '../../../streams/core/retry-backoff';
import {
  BALANCE_REFRESH_COUNT,
  BALANCE_REFRESH_DELAY_MS,
  BLOCK_RETRY_COUNT,
  BLOCK_RETRY_DELAY_MS,
  CONFIG_RETRY_COUNT,
  CONFIG_RETRY_DELAY_MS,
  REDIRECT_RETRY_COUNT,
  REDIRECT_RETRY_DELAY_MS,
  REMOTE_VIEW_RETRY_COUNT,
  REMOTE_VIEW_RETRY_DELAY_MS,
  SESSION_CHECK_RETRY_COUNT,
  SESSION_CHECK_RETRY_DELAY_MS,
} from '../../../streams/timing';

const down = new HttpError({ status: 503, kind: 'http' });
const offline = new HttpError({ status: 0, kind: 'network' });
const notFound = new HttpError({ status: 404, kind: 'http' });
const cancelled = new HttpError({ status: 499, kind: 'cancelled' });

describe('retryBackoff', () => {
  it('[T06] config all.json: 5 retries 1 s apart, then the error', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const result = source.pipe(retryBackoff({ count: CONFIG_RETRY_COUNT, delay: CONFIG_RETRY_DELAY_MS }));
    m.expect(result).toBeObservable('5s #', undefined, down);
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '2s (^!)', '3s (^!)', '4s (^!)', '5s (^!)']);
  }));

  it('[T08] redirect-light: 5 retries 1 s apart for a network error', marbles((m) => {
    const source = m.cold('100ms #', undefined, offline);
    const result = source.pipe(retryBackoff({ count: REDIRECT_RETRY_COUNT, delay: REDIRECT_RETRY_DELAY_MS }));
    // Each attempt fails 100 ms after it starts; the next starts 1 s after that failure.
    m.expect(result).toBeObservable('5600ms #', undefined, offline);
    m.expect(source).toHaveSubscriptions([
      '^ 99ms !',
      '1100ms ^ 99ms !',
      '2200ms ^ 99ms !',
      '3300ms ^ 99ms !',
      '4400ms ^ 99ms !',
      '5500ms ^ 99ms !',
    ]);
  }));

  it('[T05] session check: 2 retries 1500 ms apart', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const result = source.pipe(retryBackoff({ count: SESSION_CHECK_RETRY_COUNT, delay: SESSION_CHECK_RETRY_DELAY_MS }));
    m.expect(result).toBeObservable('3s #', undefined, down);
    m.expect(source).toHaveSubscriptions(['(^!)', '1500ms (^!)', '3s (^!)']);
  }));

  it('[T09] block check: 2 retries', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const result = source.pipe(retryBackoff({ count: BLOCK_RETRY_COUNT, delay: BLOCK_RETRY_DELAY_MS }));
    m.expect(result).toBeObservable('2s #', undefined, down);
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '2s (^!)']);
  }));

  it('[T10] remote view: 3 retries, first after 1000 ms, doubling (1 s, 2 s, 4 s)', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const result = source.pipe(retryBackoff({ count: REMOTE_VIEW_RETRY_COUNT, delay: REMOTE_VIEW_RETRY_DELAY_MS, doubling: true }));
    m.expect(result).toBeObservable('7s #', undefined, down);
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '3s (^!)', '7s (^!)']);
  }));

  it('[T15] balance refresh: 5 repeats 2500 ms apart', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const result = source.pipe(retryBackoff({ count: BALANCE_REFRESH_COUNT, delay: BALANCE_REFRESH_DELAY_MS }));
    m.expect(result).toBeObservable('12500ms #', undefined, down);
    m.expect(source).toHaveSubscriptions(['(^!)', '2500ms (^!)', '5s (^!)', '7500ms (^!)', '10s (^!)', '12500ms (^!)']);
  }));

  it('[T06][T08] a success after failures ends the retries with the value', marbles((m) => {
    let attempt = 0;
    const failing = m.cold('#', undefined, down);
    const working = m.cold('50ms (a|)');
    const result = defer(() => (++attempt < 3 ? failing : working)).pipe(retryBackoff({ count: 5, delay: 1000 }));
    m.expect(result).toBeObservable('2050ms (a|)');
    m.expect(failing).toHaveSubscriptions(['(^!)', '1s (^!)']);
    m.expect(working).toHaveSubscriptions(['2s ^ 49ms !']);
  }));

  it('[T06][C17] a non-retryable error (404, 499) is not retried', marbles((m) => {
    const missing = m.cold('#', undefined, notFound);
    m.expect(missing.pipe(retryBackoff({ count: 5, delay: 1000 }))).toBeObservable('#', undefined, notFound);
    m.expect(missing).toHaveSubscriptions(['(^!)']);

    const aborted = m.cold('-#', undefined, cancelled);
    m.expect(aborted.pipe(retryBackoff({ count: 5, delay: 1000 }))).toBeObservable('-#', undefined, cancelled);
    m.expect(aborted).toHaveSubscriptions(['^!']);
  }));

  it('[T10] shouldRetry decides which errors are retried', marbles((m) => {
    const plain = new Error('chunk failed');
    const source = m.cold('#', undefined, plain);
    const result = source.pipe(retryBackoff({ count: 1, delay: 1000, shouldRetry: (err) => err === plain }));
    m.expect(result).toBeObservable('1s #', undefined, plain);
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)']);
  }));
});
