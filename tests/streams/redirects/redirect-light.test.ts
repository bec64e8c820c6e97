import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../streams/core/http';
import { createRedirects } from '../../../streams/redirects/redirect-light';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import type { HttpRequest } from '../../../streams/core/http';
import type { Observable } from 'rxjs';

const origin = 'https://bet.example';

function setup(answer: (req: HttpRequest<unknown>) => Observable<unknown>, opts: { production?: boolean; trail?: string[] } = {}) {
  const http = fakeHttp(answer);
  let trail = opts.trail ?? [];
  const logs: string[] = [];
  const redirects = createRedirects({
    http,
    trail: { read: () => trail, write: (t) => { trail = t; } },
    isProduction: () => opts.production ?? true,
    origin,
    log: (s) => logs.push(s),
  });
  return { http, redirects, logs, trail: () => trail };
}

const to = (url: string, code = 301) => ({ redirect: true, code, url, reasons: ['rule'], breadcrumbs: [] });

describe('redirect-light', () => {
  it('[C02] posts the url and redirects with the answer\'s code and url', marbles((m) => {
    const { http, redirects } = setup(() => m.cold('-(a|)', { a: to('/en/promotions/1', 302) }));
    m.expect(redirects.check$(`${origin}/en/old-promo`)).toBeObservable('-(d|)', { d: { kind: 'redirect', code: 302, url: '/en/promotions/1' } });
    m.flush();
    expect(http.calls[0]).toMatchObject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', body: { url: `${origin}/en/old-promo` } });
  }));

  it('[T08] retries 5 times 1 s apart, then leaves the visitor where they are', marbles((m) => {
    const answer = m.cold('#', {}, new HttpError({ status: 0, kind: 'network', message: 'offline' }));
    const { redirects, logs } = setup(() => answer);
    m.expect(redirects.check$(`${origin}/en/`)).toBeObservable('5s (s|)', { s: { kind: 'stay' } });
    m.expect(answer).toHaveSubscriptions(['(^!)', '1s (^!)', '2s (^!)', '3s (^!)', '4s (^!)', '5s (^!)']);
    m.flush();
    expect(logs).toContain('redirect-service unavailable');
  }));

  it('[C02] an answer without code, url, reasons and breadcrumbs is invalid: logged, not followed', marbles((m) => {
    const invalid = new HttpError({ status: 500, kind: 'schema', message: 'url: required' });
    const { redirects, logs } = setup(() => m.cold('#', {}, invalid));
    m.expect(redirects.check$(`${origin}/en/`)).toBeObservable('(s|)', { s: { kind: 'stay' } });
    m.flush();
    expect(logs).toContain('redirect-service incorrect format');
  }));

  it('[C02] outside production a redirect is followed only with a redirect-service query', marbles((m) => {
    const { redirects } = setup(() => m.cold('(a|)', { a: to('/en/b') }), { production: false });
    m.expect(redirects.check$(`${origin}/en/a`)).toBeObservable('(s|)', { s: { kind: 'stay' } });
    m.expect(redirects.check$(`${origin}/en/a?redirect-service=1`)).toBeObservable('(d|)', { d: { kind: 'redirect', code: 301, url: '/en/b' } });
  }));

  it('[R23] a redirect back to a url of the current chain is not followed and is logged', marbles((m) => {
    const answers: Record<string, unknown> = { [`${origin}/en/a`]: to('/en/b'), [`${origin}/en/b`]: to('/en/a') };
    const { redirects, logs } = setup((req) => m.cold('(a|)', { a: answers[(req.body as { url: string }).url] }));
    m.expect(redirects.check$(`${origin}/en/a`)).toBeObservable('(d|)', { d: { kind: 'redirect', code: 301, url: '/en/b' } });
    m.flush();
    m.expect(redirects.check$(`${origin}/en/b`)).toBeObservable('(c|)', { c: { kind: 'cyclic', url: '/en/a' } });
    m.flush();
    expect(logs).toContain('cyclic redirect detected; not followed');
  }));

  it('[R23] a redirect to the page itself is a cycle', marbles((m) => {
    const { redirects } = setup(() => m.cold('(a|)', { a: to(`${origin}/en/a/`) }));
    m.expect(redirects.check$(`${origin}/en/a`)).toBeObservable('(c|)', { c: { kind: 'cyclic', url: `${origin}/en/a/` } });
  }));

  it('[C02] a "stay" answer ends the chain', marbles((m) => {
    const { redirects, trail } = setup(() => m.cold('(a|)', { a: { redirect: false } }), { trail: [`${origin}/en/x`] });
    m.expect(redirects.check$(`${origin}/en/a`)).toBeObservable('(s|)', { s: { kind: 'stay' } });
    m.flush();
    expect(trail()).toEqual([]);
  }));
});
