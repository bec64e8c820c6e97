import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { NEVER, firstValueFrom, lastValueFrom, of, throwError, toArray } from 'rxjs';
import { HttpError, createHttp, isRetryable, toHttpError, withQuery, type HttpDeps } from '../../../streams/core/http';

type FetchFn = HttpDeps['fetch'];

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers each call with the next entry; an Error entry rejects. */
function fakeFetch(...answers: Array<Response | Error>) {
  const queue = [...answers];
  return vi.fn<FetchFn>(async () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  });
}

function setup(fetch: ReturnType<typeof fakeFetch>, auth?: HttpDeps['auth']) {
  const log = vi.fn();
  const http = createHttp({ fetch, appMarker: 'web-62', language: () => 'en', log, ...(auth ? { auth } : {}) });
  return { http, log };
}

function headersOf(fetch: ReturnType<typeof fakeFetch>, call = 0): Record<string, string> {
  const init = fetch.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

async function errorOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error('expected the request to fail');
}

const Ok = v.object({ ok: v.boolean() });

describe('createHttp: headers and request shape', () => {
  it('[C01] every request carries X-Requested-With and the app marker, and no auth headers unless asked', async () => {
    const fetch = fakeFetch(json({ ok: true }));
    const { http } = setup(fetch, { token$: () => of('tok'), refreshToken$: () => of('tok2'), fingerprint$: () => of('fp') });
    await expect(firstValueFrom(http.request$({ url: '/web-api/x', schema: Ok }))).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/web-api/x');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const headers = headersOf(fetch);
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['X-App-Marker']).toBe('web-62');
    expect(headers['Authorization']).toBeUndefined();
    expect(headers['X-Fingerprint']).toBeUndefined();
    expect(headers['X-Language']).toBeUndefined();
  });

  it('[C01] an auth call adds the bearer token and the fingerprint; a language call adds X-Language', async () => {
    const fetch = fakeFetch(json({ ok: true }));
    const { http } = setup(fetch, { token$: () => of('tok-1'), refreshToken$: () => of('tok-2'), fingerprint$: () => of('fp-1') });
    await firstValueFrom(http.request$({ url: '/limit-service-api/x', schema: Ok, auth: true, language: true }));
    const headers = headersOf(fetch);
    expect(headers['Authorization']).toBe('Bearer tok-1');
    expect(headers['X-Fingerprint']).toBe('fp-1');
    expect(headers['X-Language']).toBe('en');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('[C01] an auth call without a token goes out anonymous; without a fingerprint it has no X-Fingerprint', async () => {
    const fetch = fakeFetch(json({ ok: true }), json({ ok: true }));
    const anonymous = setup(fetch, { token$: () => of(null), refreshToken$: () => of(null), fingerprint$: () => of('fp') });
    await firstValueFrom(anonymous.http.request$({ url: '/a', schema: Ok, auth: true }));
    expect(headersOf(fetch, 0)['Authorization']).toBeUndefined();
    expect(headersOf(fetch, 0)['X-Fingerprint']).toBeUndefined();

    const noFp = setup(fetch, { token$: () => of('tok'), refreshToken$: () => of(null), fingerprint$: () => throwError(() => new Error('no fp')) });
    await firstValueFrom(noFp.http.request$({ url: '/b', schema: Ok, auth: true }));
    expect(headersOf(fetch, 1)['Authorization']).toBe('Bearer tok');
    expect(headersOf(fetch, 1)['X-Fingerprint']).toBeUndefined();
  });

  it('[C01] query values are serialised and encoded; undefined and null are left out', async () => {
    const fetch = fakeFetch(json({ ok: true }), json({ ok: true }));
    const { http } = setup(fetch);
    await firstValueFrom(http.request$({
      url: '/bff-api/config/group/get',
      query: { groups: 'a,b', lang: 'en', n: 3, flag: false, skip: undefined, gone: null, q: 'x y&z' },
      schema: Ok,
    }));
    expect(fetch.mock.calls[0]![0]).toBe('/bff-api/config/group/get?groups=a%2Cb&lang=en&n=3&flag=false&q=x+y%26z');
    await firstValueFrom(http.request$({ url: '/web-api/user/gettoken?x=1', query: { force_refresh: true }, schema: Ok }));
    expect(fetch.mock.calls[1]![0]).toBe('/web-api/user/gettoken?x=1&force_refresh=true');
    expect(withQuery('/a', { only: undefined })).toBe('/a');
  });

  it('[C01] a JSON body is sent as application/json (POST by default); a form is sent as multipart', async () => {
    const fetch = fakeFetch(json({ ok: true }), json({ ok: true }), json({ ok: true }));
    const { http } = setup(fetch);
    await firstValueFrom(http.request$({ url: '/redirects-api/api/v1/redirect-light', body: { url: '/en/live' }, schema: Ok }));
    expect(fetch.mock.calls[0]![1].method).toBe('POST');
    expect(fetch.mock.calls[0]![1].body).toBe('{"url":"/en/live"}');
    expect(headersOf(fetch, 0)['Content-Type']).toBe('application/json');

    await firstValueFrom(http.request$({ method: 'PUT', url: '/x', body: { a: 1 }, schema: Ok }));
    expect(fetch.mock.calls[1]![1].method).toBe('PUT');

    const form = new FormData();
    form.append('credential', 'c');
    await firstValueFrom(http.request$({ url: '/social-api/oauth/google-one-tap', form, schema: Ok }));
    expect(fetch.mock.calls[2]![1].body).toBe(form);
    expect(headersOf(fetch, 2)['Content-Type']).toBeUndefined();
  });
});

describe('createHttp: answers and their schema', () => {
  it('[C17] the answer is validated and the schema output (with transforms) is emitted, then it completes', async () => {
    const fetch = fakeFetch(json({ n: '42' }));
    const { http } = setup(fetch);
    const schema = v.object({ n: v.pipe(v.string(), v.transform(Number)) });
    await expect(lastValueFrom(http.request$({ url: '/n', schema }).pipe(toArray()))).resolves.toEqual([{ n: 42 }]);
  });

  it('[C17] an answer that fails its schema is a schema error (500) with the issues, logged', async () => {
    const fetch = fakeFetch(json({ ok: 'yes' }));
    const { http, log } = setup(fetch);
    const err = await errorOf(firstValueFrom(http.request$({ url: '/bad', schema: Ok })));
    expect(err.kind).toBe('schema');
    expect(err.status).toBe(500);
    expect(err.details).toHaveLength(1);
    expect(err.details[0]).toMatch(/^ok: /);
    expect(err.body).toEqual({ ok: 'yes' });
    expect(log).toHaveBeenCalledWith('http: answer failed its schema', expect.objectContaining({ url: '/bad', issues: err.details }));
    expect(isRetryable(err)).toBe(false);
  });

  it('[C17] a 2xx answer that is not JSON is a schema error', async () => {
    const fetch = fakeFetch(new Response('<html>', { status: 200 }));
    const { http, log } = setup(fetch);
    const err = await errorOf(firstValueFrom(http.request$({ url: '/html', schema: Ok })));
    expect(err.kind).toBe('schema');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('[C17] a 204 answer is validated as undefined or null', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }), new Response(null, { status: 204 }), new Response(null, { status: 204 }));
    const { http } = setup(fetch);
    await expect(lastValueFrom(http.request$({ method: 'DELETE', url: '/l', schema: v.undefined_() }).pipe(toArray()))).resolves.toEqual([undefined]);
    await expect(firstValueFrom(http.request$({ method: 'DELETE', url: '/l', schema: v.null_() }))).resolves.toBeNull();
    const err = await errorOf(firstValueFrom(http.request$({ method: 'DELETE', url: '/l', schema: Ok })));
    expect(err.kind).toBe('schema');
  });
});

describe('createHttp: error mapping (C17)', () => {
  it('[C17] a non-2xx answer is an http error with its status; JSON-API details are joined by newline', async () => {
    const fetch = fakeFetch(json({ errors: [{ detail: 'Amount too high', code: 'E1' }, { title: 'Game closed' }, { other: 1 }] }, 400));
    const { http } = setup(fetch);
    const err = await errorOf(firstValueFrom(http.request$({ url: '/bet', body: {}, schema: Ok })));
    expect(err.kind).toBe('http');
    expect(err.status).toBe(400);
    expect(err.details).toEqual(['Amount too high', 'Game closed']);
    expect(err.message).toBe('Amount too high\nGame closed');
    expect(err.code).toBe('E1');
  });

  it('[C17] {message, code}, {title} and {exception_code} bodies fill message and code', async () => {
    const fetch = fakeFetch(
      json({ message: 'Fingerprint expired', code: 'FP_EXPIRED' }, 400),
      json({ status: 'FORBIDDEN', title: 'Limit locked' }, 403),
      json({ exception_code: 1 }, 451),
      new Response('Bad gateway', { status: 502 }),
    );
    const { http } = setup(fetch);
    const a = await errorOf(firstValueFrom(http.request$({ url: '/a', schema: Ok })));
    expect([a.status, a.message, a.code]).toEqual([400, 'Fingerprint expired', 'FP_EXPIRED']);
    const b = await errorOf(firstValueFrom(http.request$({ url: '/b', schema: Ok })));
    expect([b.status, b.message, b.details]).toEqual([403, 'Limit locked', ['Limit locked']]);
    const c = await errorOf(firstValueFrom(http.request$({ url: '/c', schema: Ok })));
    expect([c.status, c.code, c.message]).toEqual([451, 1, 'HTTP 451']);
    const d = await errorOf(firstValueFrom(http.request$({ url: '/d', schema: Ok })));
    expect([d.status, d.kind, d.body]).toEqual([502, 'http', 'Bad gateway']);
  });

  it('[C17] a rejected fetch is a network error with status 0', async () => {
    const fetch = fakeFetch(new TypeError('Failed to fetch'));
    const { http } = setup(fetch);
    const err = await errorOf(firstValueFrom(http.request$({ url: '/x', schema: Ok })));
    expect(err.kind).toBe('network');
    expect(err.status).toBe(0);
    expect(isRetryable(err)).toBe(true);
  });

  it('[C17] an aborted fetch is cancelled with status 499 and is not retried', async () => {
    const fetch = fakeFetch(new DOMException('The operation was aborted.', 'AbortError'));
    const { http } = setup(fetch);
    const err = await errorOf(firstValueFrom(http.request$({ url: '/x', schema: Ok })));
    expect(err.kind).toBe('cancelled');
    expect(err.status).toBe(499);
    expect(isRetryable(err)).toBe(false);
  });

  it('[C17] an error without a status defaults to 500; a numeric status is kept; aborts are 499', () => {
    expect(toHttpError(new Error('boom'))).toMatchObject({ status: 500, kind: 'http', message: 'boom' });
    expect(toHttpError({ status: 404 })).toMatchObject({ status: 404, kind: 'http' });
    expect(toHttpError(new DOMException('x', 'AbortError'))).toMatchObject({ status: 499, kind: 'cancelled' });
    const same = new HttpError({ status: 418, kind: 'http' });
    expect(toHttpError(same)).toBe(same);
  });

  it('[C17] isRetryable: network, 5xx, 408 and 429 yes; 499, other 4xx, schema and non-http errors no', () => {
    const http = (status: number) => new HttpError({ status, kind: 'http' });
    expect(isRetryable(new HttpError({ status: 0, kind: 'network' }))).toBe(true);
    expect([500, 502, 503, 504, 408, 429].map((s) => isRetryable(http(s)))).toEqual([true, true, true, true, true, true]);
    expect([400, 401, 403, 404, 451].map((s) => isRetryable(http(s)))).toEqual([false, false, false, false, false]);
    expect(isRetryable(new HttpError({ status: 499, kind: 'cancelled' }))).toBe(false);
    expect(isRetryable(new HttpError({ status: 500, kind: 'schema' }))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});

describe('createHttp: cancellation', () => {
  it('[C17] unsubscribing before the answer aborts the fetch', async () => {
    let signal: AbortSignal | null | undefined;
    const fetch = vi.fn<FetchFn>((_url, init) => {
      signal = init.signal;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const http = createHttp({ fetch, appMarker: 'm', language: () => 'en' });
    const next = vi.fn();
    const error = vi.fn();
    const subscription = http.request$({ url: '/slow', schema: Ok }).subscribe({ next, error });
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    // The abort's own rejection does not reach anyone: the subscriber left.
    expect(next).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('[C17] a request that finished is not aborted afterwards', async () => {
    let signal: AbortSignal | null | undefined;
    const fetch = vi.fn<FetchFn>(async (_url, init) => {
      signal = init.signal;
      return json({ ok: true });
    });
    const http = createHttp({ fetch, appMarker: 'm', language: () => 'en' });
    await firstValueFrom(http.request$({ url: '/fast', schema: Ok }));
    expect(signal?.aborted).toBe(false);
  });
});

describe('createHttp: 401 refresh (T44)', () => {
  it('[T44] a 401 refreshes the token once and retries once with the new token', async () => {
    const fetch = fakeFetch(json({ message: 'expired' }, 401), json({ ok: true }));
    const refreshToken$ = vi.fn(() => of('fresh'));
    const { http } = setup(fetch, { token$: () => of('stale'), refreshToken$, fingerprint$: () => of('fp') });
    await expect(lastValueFrom(http.request$({ url: '/web-api/account', schema: Ok, auth: true }).pipe(toArray()))).resolves.toEqual([{ ok: true }]);
    expect(refreshToken$).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersOf(fetch, 0)['Authorization']).toBe('Bearer stale');
    expect(headersOf(fetch, 1)['Authorization']).toBe('Bearer fresh');
    expect(headersOf(fetch, 1)['X-Fingerprint']).toBe('fp');
  });

  it('[T44] a second 401 is not refreshed or retried again: the caller gets the 401', async () => {
    const fetch = fakeFetch(json({}, 401), json({ message: 'still no' }, 401), json({ ok: true }));
    const refreshToken$ = vi.fn(() => of('fresh'));
    const { http } = setup(fetch, { token$: () => of('stale'), refreshToken$ });
    const err = await errorOf(firstValueFrom(http.request$({ url: '/web-api/account', schema: Ok, auth: true })));
    expect(err.status).toBe(401);
    expect(err.message).toBe('still no');
    expect(refreshToken$).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('[T44] when the refresh gives no token (or fails) the first 401 goes to the caller without a retry', async () => {
    const fetch = fakeFetch(json({ message: 'first' }, 401), json({ message: 'again' }, 401));
    const none = setup(fetch, { token$: () => of('stale'), refreshToken$: () => of(null) });
    expect((await errorOf(firstValueFrom(none.http.request$({ url: '/a', schema: Ok, auth: true })))).message).toBe('first');
    expect(fetch).toHaveBeenCalledTimes(1);

    const failing = setup(fetch, { token$: () => of('stale'), refreshToken$: () => throwError(() => new Error('down')) });
    expect((await errorOf(firstValueFrom(failing.http.request$({ url: '/b', schema: Ok, auth: true })))).message).toBe('again');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failing.log).toHaveBeenCalledWith('http: token refresh after 401 failed', expect.any(Error));
  });

  it('[T44] a 401 on a call without auth is not refreshed', async () => {
    const fetch = fakeFetch(json({}, 401));
    const refreshToken$ = vi.fn(() => of('fresh'));
    const { http } = setup(fetch, { token$: () => of('t'), refreshToken$ });
    expect((await errorOf(firstValueFrom(http.request$({ url: '/login', body: {}, schema: Ok })))).status).toBe(401);
    expect(refreshToken$).not.toHaveBeenCalled();
  });

  it('[C01] an auth call waits for the token: no anonymous call slips out while it is pending', async () => {
    const fetch = fakeFetch(json({ ok: true }));
    const { http } = setup(fetch, { token$: () => NEVER, refreshToken$: () => of('x') });
    const subscription = http.request$({ url: '/a', schema: Ok, auth: true }).subscribe();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});
