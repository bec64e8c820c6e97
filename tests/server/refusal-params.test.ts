import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// Issue 24: a refusal carries what the player's language needs to say it (the date a self-exclusion ends, what is
// left of a limit), and the deposit form of an excluded player is refused before it is filled.
const V3 = '/limit-service-api/api/external/web/v3';
type Err = { errors: Array<{ code: string; params?: { until?: string; leftMinor?: number; currency?: string } }> };

describe('refusals with their parameters', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => t.close());
  const auth = (u: TestUser, key?: string) => ({ authorization: `Bearer ${u.token}`, ...(key ? { 'idempotency-key': key } : {}) });
  const mainAccount = async (u: TestUser) => (await t.db.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND type = 0', [u.userId]))!.id;

  it('[B14] a deposit over the deposit limit says how much is left, in the limit\'s currency', async () => {
    const u = await registerTestUser(t.app, { currency: 'EUR' });
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 10_000 }] }, auth(u));
    const acc = await mainAccount(u);
    expect((await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: acc, methodId: 'card', lang: 'en', amount: 60 }, auth(u, 'refusal-dep-1'))).statusCode).toBe(201);
    const refused = await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: acc, methodId: 'card', lang: 'en', amount: 50 }, auth(u, 'refusal-dep-2'));
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as Err).errors[0]).toMatchObject({ code: 'deposit_limit_exceeded', params: { leftMinor: 4_000, currency: 'EUR' } });
  });

  it('[B14] [E03] self-excluded: the deposit form\'s methods are refused before anything is typed, with the end of the exclusion', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const before = Date.now();
    expect((await send(t.app, 'POST', '/limit-service-api/api/external/web/v1/BlockUser', { days: 1 }, auth(u))).json()).toEqual({ success: true });
    const methods = await t.app.inject({ url: '/web-api/payments/methods?direction=deposit', headers: auth(u) });
    expect(methods.statusCode).toBe(403);
    const item = (methods.json() as Err).errors[0]!;
    expect(item.code).toBe('self_excluded');
    const until = Date.parse(item.params!.until!);
    expect(until).toBeGreaterThanOrEqual(before + 86_400_000 - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 86_400_000 + 5_000);
    // Withdrawals stay open: the player's own money is not locked in.
    expect((await t.app.inject({ url: '/web-api/payments/methods?direction=withdrawal', headers: auth(u) })).statusCode).toBe(200);
  });
});
