import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// B15 as behaviour on the server: availablelimits offers the spec's lists and anything off them is refused; C14:
// the reject of a pending change by DELETE of the limit (the operator's setting picks it over limitaction).
const V3 = '/limit-service-api/api/external/web/v3';

describe('limit options and the reject by DELETE', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => t.close());
  const auth = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });

  it('[B15] [C14] availablelimits offers the spec\'s lists and the server refuses every value off them', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const { types } = (await t.app.inject({ url: `${V3}/availablelimits`, headers: auth(u) })).json() as { types: Array<{ type: number; availableValues: number[] | null }> };
    const values = (type: number) => types.find((x) => x.type === type)?.availableValues;
    expect(values(30)).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(values(31)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(values(32)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(values(33)).toEqual([1, 7, 30, 90]);
    for (const [limitType, limitValue] of [[31, 0], [31, 25], [32, 4], [32, 20], [32, 61], [33, 2], [33, 14], [30, 2], [30, 400]] as const) {
      const res = await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType, limitValue }] }, auth(u));
      expect(res.statusCode, `${limitType}=${limitValue}`).toBe(400);
    }
    expect((await send(t.app, 'POST', '/limit-service-api/api/external/web/v1/BlockUser', { days: 2 }, auth(u))).statusCode).toBe(400);
    expect(((await t.app.inject({ url: `${V3}/limits`, headers: auth(u) })).json() as { limits: unknown[] }).limits).toEqual([]);
    // On the lists they are taken.
    const ok = await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 24 }, { limitType: 32, limitValue: 45 }] }, auth(u));
    expect(ok.json()).toMatchObject({ status: 'OK' });
  });

  it('[C14] DELETE of a limit with a pending change rejects that change; of a settled one asks its removal', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 10_000 }] }, auth(u));
    const raise = (await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 50_000 }] }, auth(u))).json() as { tokenGuid: string };
    await send(t.app, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: [0, 0, 0] }, auth(u));
    const removed = await send(t.app, 'DELETE', `${V3}/limits/20`, undefined, auth(u));
    expect(removed.json()).toEqual({ status: 'OK', title: 'responsible_gaming_cancel_limit_success' });
    const after = (await t.app.inject({ url: `${V3}/limits`, headers: auth(u) })).json() as { limits: Array<{ limitState: string; limitValue: number; pendingValue: number | null }> };
    expect(after.limits[0]).toMatchObject({ limitState: 'ACTIVE', limitValue: 10_000, pendingValue: null });
    expect((await send(t.app, 'DELETE', `${V3}/limits/20`, undefined, auth(u))).json()).toEqual({ status: 'PENDING', title: 'responsible_gaming_cancel_limit_success' });
  });
});
