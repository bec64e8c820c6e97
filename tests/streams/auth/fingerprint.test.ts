import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { firstValueFrom, merge, of, switchMap, timer, type Observable } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { HttpError, createHttp, type HttpDeps } from '../../../streams/core/http';
import { FINGERPRINT_URL, createFingerprint, isFingerprintValid } from '../../../streams/auth/fingerprint';
import { isFingerprintError, withFingerprintRetry } from '../../../streams/auth/fingerprint-retry';
import { FINGERPRINT_MAX_RETRIES } from '../../../streams/timing';

const callAt = <T>(ms: number, source$: Observable<T>): Observable<T> => timer(ms).pipe(switchMap(() => source$));
const fp = (token: string, expiresAt: number) => ({ token, expiresAt, componentsData: { tz: 'UTC' } });
const fpError = (code: string) => new HttpError({ status: 400, kind: 'http', code });

describe('fingerprint token (T13)', () => {
  it('[T13] valid while expiresAt (seconds) is in the future', () => {
    expect(isFingerprintValid({ expiresAt: 100 }, 99_999)).toBe(true);
    expect(isFingerprintValid({ expiresAt: 100 }, 100_000)).toBe(false);
    expect(isFingerprintValid(null, 0)).toBe(false);
  });

  it('[T13] callers at the same moment share one fetch; the token is reused until expiresAt, then fetched again', marbles((m) => {
    let n = 0;
    const http = fakeHttp(() => {
      n += 1;
      return m.cold('10ms (f|)', { f: fp(`fp-${n}`, 100 * n) });
    });
    const fingerprint = createFingerprint({ http, components: () => ({ tz: 'UTC' }) });
    const out = merge(
      callAt(0, fingerprint.token$()),
      callAt(5, fingerprint.token$()),
      callAt(50_000, fingerprint.token$()),
      callAt(99_999, fingerprint.token$()),
      callAt(100_000, fingerprint.token$()),
    );
    m.expect(out).toBeObservable('10ms (aa) 49986ms a 49998ms a 10ms (b|)', { a: 'fp-1', b: 'fp-2' });
    m.flush();
    expect(http.calls.map((c) => [c.method, c.url, c.auth])).toEqual([['POST', FINGERPRINT_URL, undefined], ['POST', FINGERPRINT_URL, undefined]]);
    expect(http.calls[0]?.body).toEqual({ componentsData: { tz: 'UTC' } });
  }));

  it('[T13] a failed fetch is retried at most 2 times (1 s, 2 s), then fails', marbles((m) => {
    const failure = new HttpError({ status: 503, kind: 'http' });
    const answer = m.cold('#', undefined, failure);
    const http = fakeHttp(() => answer);
    const log = vi.fn();
    const fingerprint = createFingerprint({ http, components: () => ({}), log });
    m.expect(fingerprint.token$()).toBeObservable('3s #', undefined, failure);
    m.expect(answer).toHaveSubscriptions(['(^!)', '1s (^!)', '3s (^!)']);
    m.flush();
    expect(FINGERPRINT_MAX_RETRIES).toBe(2);
    expect(http.calls).toHaveLength(3);
    expect(log).toHaveBeenCalledWith('fingerprint: fetch failed', failure);
  }));

  it('[T13] a 4xx is not retried, and an answer that has already expired is not used', marbles((m) => {
    const refused = new HttpError({ status: 400, kind: 'http', code: 'invalid_field' });
    const bad = createFingerprint({ http: fakeHttp(() => m.cold('#', undefined, refused)), components: () => ({}) });
    m.expect(bad.token$()).toBeObservable('#', undefined, refused);
    const stale = createFingerprint({ http: fakeHttp(() => of(fp('old', 0))), components: () => ({}) });
    m.expect(stale.token$()).toBeObservable('#', undefined, new Error('fingerprint: the answer has already expired'));
  }));

  it('[C17] refresh forgets a valid token and fetches a new one; refreshes at the same moment share it', marbles((m) => {
    let n = 0;
    const http = fakeHttp(() => m.cold('10ms (f|)', { f: fp(`fp-${++n}`, 3600) }));
    const fingerprint = createFingerprint({ http, components: () => ({}) });
    const out = merge(
      callAt(0, fingerprint.token$()),
      callAt(1000, fingerprint.refresh$()),
      callAt(1005, fingerprint.refresh$()),
      callAt(2000, fingerprint.token$()),
    );
    m.expect(out).toBeObservable('10ms a 999ms (bb) 986ms (b|)', { a: 'fp-1', b: 'fp-2' });
    m.flush();
    expect(http.calls).toHaveLength(2);
  }));
});

describe('fingerprint refresh and retry (C17)', () => {
  const Ok = v.object({ ok: v.boolean() });

  it('[C17] only a 400 with a fingerprint code counts', () => {
    expect(isFingerprintError(fpError('fingerprint_expired'))).toBe(true);
    expect(isFingerprintError(fpError('fingerprint_invalid'))).toBe(true);
    expect(isFingerprintError(fpError('captcha_required'))).toBe(false);
    expect(isFingerprintError(new HttpError({ status: 401, kind: 'http', code: 'fingerprint_expired' }))).toBe(false);
    expect(isFingerprintError(new Error('fingerprint_expired'))).toBe(false);
  });

  it('[C17] a 400 fingerprint answer refreshes the fingerprint and retries once; a second one goes to the caller', marbles((m) => {
    const first = m.cold('5ms #', undefined, fpError('fingerprint_expired'));
    const second = m.cold('5ms #', undefined, fpError('fingerprint_invalid'));
    const answers = [first, second];
    const http = fakeHttp(() => answers.shift() ?? m.cold('(x|)'));
    const refresh = m.cold('10ms (n|)', { n: 'fp-new' });
    const wrapped = withFingerprintRetry(http, { refresh$: () => refresh });
    m.expect(wrapped.request$({ url: '/web-api/x', auth: true, schema: Ok })).toBeObservable('20ms #', undefined, fpError('fingerprint_invalid'));
    m.expect(refresh).toHaveSubscriptions(['5ms ^ 9ms !']);
    m.flush();
    expect(http.calls).toHaveLength(2);
  }));

  it('[C17] other errors, calls without auth and a failed refresh give the caller the first error, with no retry', marbles((m) => {
    const captcha = fpError('captcha_required');
    const plain = fakeHttp(() => m.cold('#', undefined, captcha));
    const refresh = m.cold('(n|)', { n: 'fp' });
    m.expect(withFingerprintRetry(plain, { refresh$: () => refresh }).request$({ url: '/a', auth: true, schema: Ok })).toBeObservable('#', undefined, captcha);
    const anon = fakeHttp(() => m.cold('#', undefined, fpError('fingerprint_expired')));
    m.expect(withFingerprintRetry(anon, { refresh$: () => refresh }).request$({ url: '/b', schema: Ok })).toBeObservable('#', undefined, fpError('fingerprint_expired'));
    m.expect(refresh).toHaveSubscriptions([]);
    const expired = fakeHttp(() => m.cold('#', undefined, fpError('fingerprint_expired')));
    const failing = m.cold('#', undefined, new HttpError({ status: 503, kind: 'http' }));
    m.expect(withFingerprintRetry(expired, { refresh$: () => failing }).request$({ url: '/c', auth: true, schema: Ok })).toBeObservable('#', undefined, fpError('fingerprint_expired'));
    m.flush();
    expect([plain.calls.length, anon.calls.length, expired.calls.length]).toEqual([1, 1, 1]);
  }));

  it('[C17][C01] with the real http client: the retry carries the new fingerprint in X-Fingerprint', async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const fetch = vi.fn<HttpDeps['fetch']>();
    fetch
      .mockResolvedValueOnce(json({ errors: [{ status: '400', code: 'fingerprint_expired', title: 'Invalid fingerprint', detail: 'expired' }] }, 400))
      .mockResolvedValueOnce(json({ ok: true }));
    let n = 0;
    const fingerprint = createFingerprint({ http: fakeHttp(() => of(fp(`fp-${++n}`, 4_000_000_000))), components: () => ({}) });
    const http = withFingerprintRetry(
      createHttp({ fetch, appMarker: 'web', language: () => 'en', auth: { token$: () => of('tok'), refreshToken$: () => of('tok'), fingerprint$: () => fingerprint.token$() } }),
      fingerprint,
    );
    await expect(firstValueFrom(http.request$({ url: '/web-api/auth/check', auth: true, schema: Ok }))).resolves.toEqual({ ok: true });
    const header = (call: number) => (fetch.mock.calls[call]?.[1]?.headers as Record<string, string>)['X-Fingerprint'];
    expect([header(0), header(1)]).toEqual(['fp-1', 'fp-2']);
  });
});
