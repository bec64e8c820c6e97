import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';
import { balanceOf, couponBody, deposit, fixtureSelections } from './support/coupon-fixture.ts';

// An Idempotency-Key is for retrying one request. Reused with another body it is refused with 422
// idempotency_key_reused (IETF draft, section 2.7) instead of being answered with the first request's result.

describe('Idempotency-Key reused with a different body', () => {
  let t: TestApp;
  let user: TestUser;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    accountId = await deposit(t.db, user.userId, 1_000_000);
  });
  afterAll(async () => t.close());

  const auth = (key: string) => ({ authorization: `Bearer ${user.token}`, 'idempotency-key': key });

  it('[B07] a bet: the same body replays the first answer, another body with the key is 422 and places nothing', async () => {
    const [a, b] = await fixtureSelections(t.db, [1.8, 2.4]);
    const body = couponBody({ typeId: 0, amount: 100, bets: [{ outcomeId: a!.outcomeId, coef: a!.coef }] as never });
    const first = await send(t.app, 'POST', '/web-api/coupon/place', body, auth('reuse-key-bet-1'));
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await balanceOf(t.db, accountId);
    const retry = await send(t.app, 'POST', '/web-api/coupon/place', { ...body }, auth('reuse-key-bet-1'));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = couponBody({ typeId: 0, amount: 500, bets: [{ outcomeId: b!.outcomeId, coef: b!.coef }] as never });
    const reused = await send(t.app, 'POST', '/web-api/coupon/place', other, auth('reuse-key-bet-1'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errors: [{ status: '422', code: 'idempotency_key_reused' }] });
    expect(await balanceOf(t.db, accountId)).toBe(afterFirst);
  });

  it('[B07] a deposit: another amount with the key is 422; the same body in another key order is a retry', async () => {
    const body = { accountId, methodId: 'card', lang: 'en', amount: 100 };
    const first = await send(t.app, 'POST', '/web-api/payments/deposit', body, auth('reuse-key-dep-1'));
    expect(first.statusCode, first.body).toBe(201);
    const reordered = await send(t.app, 'POST', '/web-api/payments/deposit', { amount: 100, lang: 'en', methodId: 'card', accountId }, auth('reuse-key-dep-1'));
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json()).toEqual(first.json());
    const reused = await send(t.app, 'POST', '/web-api/payments/deposit', { ...body, amount: 900 }, auth('reuse-key-dep-1'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errors: [{ code: 'idempotency_key_reused' }] });
  });
});
