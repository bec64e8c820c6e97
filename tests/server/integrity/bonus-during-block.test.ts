import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from '../support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from '../support/users.ts';

// Issue 20, hole 9: promo codes granted bonus money, free bets and points during a self-exclusion or time-out while
// a bonus page's take was refused. Every way this site gives a bonus honours every block.

const V3 = '/limit-service-api/api/external/web/v3';

describe('bonuses during a block (issue 20 #9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const redeem = (u: TestUser, code: string) => send(t.app, 'POST', '/web-api/office/promo', { code }, asUser(u));
  const granted = async (u: TestUser) => t.db.one<{ promos: number; freebets: number; bonuses: number }>(
    `SELECT (SELECT COUNT(*) FROM promo_activations WHERE user_id = $1)::int AS promos,
            (SELECT COUNT(*) FROM coupon_promo_codes WHERE user_id = $1)::int AS freebets,
            (SELECT COUNT(*) FROM user_bonuses WHERE user_id = $1)::int AS bonuses`, [u.userId]);

  it('[B14] a self-excluded player redeems no promo code: points, bonus money and free bets are all refused', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    expect((await send(t.app, 'POST', `${V3.replace('v3', 'v1')}/BlockUser`, { days: 1 }, asUser(u))).json()).toEqual({ success: true });
    for (const code of ['WELCOME100', 'SPORT500', 'FREEBET200']) {
      const res = await redeem(u, code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ errors: [{ code: 'self_excluded' }] });
    }
    expect(await granted(u)).toEqual({ promos: 0, freebets: 0, bonuses: 0 });
  });

  it('[B14] a player on time-out redeems no promo code; one without a block does', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const timeout = await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 33, limitValue: 1 }] }, asUser(u));
    expect(timeout.statusCode, timeout.body).toBeLessThan(300);
    expect((await redeem(u, 'SPORT500')).json()).toMatchObject({ errors: [{ code: 'timeout_active' }] });
    expect(await granted(u)).toEqual({ promos: 0, freebets: 0, bonuses: 0 });
    const free = await registerTestUser(t.app, { currency: 'RUB' });
    expect((await redeem(free, 'SPORT500')).statusCode).toBe(200);
    expect(await granted(free)).toMatchObject({ promos: 1, bonuses: 1 });
  });
});
