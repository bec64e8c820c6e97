import { describe, expect, it } from 'vitest';
import { type Observable, defer, merge, switchMap, timer } from 'rxjs';
import { marbles } from '../../support/marbles';
import { HttpError } from '../../../streams/core/http';
import { configGroupTtlMs, sharedWithTtl } from '../../../streams/core/shared-with-ttl';
import { TOKEN_CACHE_MS } from '../../../streams/timing';

/** A caller that subscribes `ms` after the start. */
const callAt = <T>(ms: number, source$: Observable<T>): Observable<T> => timer(ms).pipe(switchMap(() => source$));

describe('sharedWithTtl', () => {
  it('[T03] concurrent callers share one request; a caller at 59 s gets the cached answer; after 60 s one new request', marbles((m) => {
    const request = m.cold('100ms (t|)');
    const token$ = sharedWithTtl(() => request, TOKEN_CACHE_MS);
    const callers = merge(token$, callAt(50, token$), callAt(59_000, token$), callAt(61_000, token$), callAt(61_050, token$));
    // The answer lands at 100 ms, so it is kept until 60.1 s.
    m.expect(callers).toBeObservable('100ms (tt) 58896ms t 2099ms (tt|)');
    m.expect(request).toHaveSubscriptions(['^ 99ms !', '61s ^ 99ms !']);
  }));

  it('[T03] a caller that leaves early does not cancel the shared request or drop its answer', marbles((m) => {
    const request = m.cold('100ms (t|)');
    const token$ = sharedWithTtl(() => request, TOKEN_CACHE_MS);
    m.expect(token$, '^ 49ms !').toBeObservable('');
    m.expect(callAt(200, token$)).toBeObservable('200ms (t|)');
    m.expect(request).toHaveSubscriptions(['^ 99ms !']);
  }));

  it('[T03] an error is not cached: every caller waiting gets it, the next caller makes a new request', marbles((m) => {
    const failure = new HttpError({ status: 503, kind: 'http' });
    const failing = m.cold('100ms #', undefined, failure);
    const working = m.cold('100ms (t|)');
    let calls = 0;
    const token$ = sharedWithTtl(() => defer(() => (++calls === 1 ? failing : working)), TOKEN_CACHE_MS);
    m.expect(merge(token$, callAt(50, token$))).toBeObservable('100ms #', undefined, failure);
    m.expect(callAt(1_000, token$)).toBeObservable('1100ms (t|)');
    m.expect(failing).toHaveSubscriptions(['^ 99ms !']);
    m.expect(working).toHaveSubscriptions(['1s ^ 99ms !']);
  }));

  it('[T07] config groups are cached for the drawn lifetime (750 s here), then fetched again', marbles((m) => {
    const request = m.cold('(g|)');
    const groups$ = sharedWithTtl(() => request, configGroupTtlMs(() => 0.5));
    m.expect(merge(groups$, callAt(749_000, groups$), callAt(751_000, groups$))).toBeObservable('g 748999ms g 1999ms (g|)');
    m.expect(request).toHaveSubscriptions(['(^!)', '751s (^!)']);
  }));

  it('[T07] the config-group lifetime is drawn uniformly from 600 to 900 s', () => {
    expect(configGroupTtlMs(() => 0)).toBe(600_000);
    expect(configGroupTtlMs(() => 0.5)).toBe(750_000);
    expect(configGroupTtlMs(() => 0.999_999_999)).toBe(900_000);
    // Defensive against a random source that breaks its contract.
    expect(configGroupTtlMs(() => 1)).toBe(900_000);
    expect(configGroupTtlMs(() => -1)).toBe(600_000);
    const draws = Array.from({ length: 1000 }, (_, i) => configGroupTtlMs(() => i / 1000));
    expect(Math.min(...draws)).toBe(600_000);
    expect(Math.max(...draws)).toBeGreaterThan(899_000);
    expect(draws.every((ms) => Number.isInteger(ms) && ms >= 600_000 && ms <= 900_000)).toBe(true);
  });
});
