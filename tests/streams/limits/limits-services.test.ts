import { describe, expect, it } from 'vitest';
import { BehaviorSubject, firstValueFrom, of, skip, take, toArray } from 'rxjs';
import type { Http, HttpRequest } from '../../../streams/core/http';
import { createLimitsServices } from '../../../streams/limits/limits-services';

const limitsAnswer = (value: number) => ({
  limits: [{ limitType: 20, limitValue: value, limitBalance: 0, limitState: 'ACTIVE', needApprove: false, startedAt: '2026-11-25T10:00:00.000Z', endsAt: null,
    pendingValue: null, pendingRemove: false, pendingFrom: null, measure: 'RUB', selfExcludeReason: null, availableValues: null }],
  session: { startedAt: '2026-11-25T10:00:00.000Z', currency: 'RUB', staked: 0, returned: 0 },
});

/** An http whose limits answer is `value()` at the time of the call; records every request. */
function fakeHttp(value: () => number) {
  const calls: Array<HttpRequest<unknown>> = [];
  const http: Http = {
    request$: <T>(req: HttpRequest<T>) => {
      calls.push(req as HttpRequest<unknown>);
      if (req.url.endsWith('/v3/limits') && (req.method ?? 'GET') === 'GET') return of(req.schema['~run']({ value: limitsAnswer(value()) }, {}).value as T);
      return of(req.schema['~run']({ value: { status: 'OK', questions: [], tokenGuid: null, limitsData: [] } }, {}).value as T);
    },
  };
  return { http, calls };
}

describe('limits services', () => {
  it('[C14] every limit call carries X-Language and the bearer token; a change loads the limits again for every subscriber', async () => {
    let value = 10_000;
    const { http, calls } = fakeHttp(() => value);
    const services = createLimitsServices({ http, authorized$: new BehaviorSubject(true), freshToken$: () => of('t') });
    const seen = firstValueFrom(services.limits$().pipe(take(2), toArray()));
    value = 5_000;
    await firstValueFrom(services.set$([{ limitType: 20, limitValue: 5_000 }]));
    const [before, after] = await seen;
    expect(before!.limits[0]!.limitValue).toBe(10_000);
    expect(after!.limits[0]!.limitValue).toBe(5_000);
    expect(after!.session.startedAt).toBe(Date.parse('2026-11-25T10:00:00.000Z'));
    expect(calls.every((c) => c.language === true && c.auth === true)).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ limits: [{ limitType: 20, limitValue: 5_000 }] });
  });

  it('[C14] logged out: no limits call at all', async () => {
    const { http, calls } = fakeHttp(() => 1);
    const authorized = new BehaviorSubject(false);
    const services = createLimitsServices({ http, authorized$: authorized, freshToken$: () => of('t') });
    const sub = services.limits$().subscribe();
    const watch = services.watch$().subscribe();
    expect(calls).toEqual([]);
    authorized.next(true);
    expect(calls.map((c) => c.url)).toEqual(['/limit-service-api/api/external/web/v3/limits']);
    sub.unsubscribe();
    watch.unsubscribe();
  });

  it('[C14] refresh$ asks the server again and completes', async () => {
    let value = 1_000;
    const { http } = fakeHttp(() => value);
    const services = createLimitsServices({ http, authorized$: new BehaviorSubject(true), freshToken$: () => of('t') });
    const next = firstValueFrom(services.limits$().pipe(skip(1)));
    value = 2_000;
    await firstValueFrom(services.refresh$(), { defaultValue: 'done' });
    expect((await next).limits[0]!.limitValue).toBe(2_000);
  });
  it('[C14] the self-exclusion reasons are asked with a token fetched afresh', async () => {
    const order: string[] = [];
    const { http, calls } = fakeHttp(() => 1);
    const services = createLimitsServices({ http, authorized$: new BehaviorSubject(true), freshToken$: () => { order.push('token'); return of('fresh'); } });
    const reasons = firstValueFrom(services.reasons$()).catch(() => null);
    await reasons;
    order.push(...calls.map((c) => c.url));
    expect(order).toEqual(['token', '/limit-service-api/api/external/web/v3/reasons/selfexclude']);
  });
});
