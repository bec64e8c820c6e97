import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, asUser, type TestUser } from './support/users.ts';
import { balanceOf, couponBody, deposit, fixtureSelections } from './support/coupon-fixture.ts';
import { settleOnce } from '../../server/coupon/settlement.ts';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import {
  CouponPromoCodeSchema,
  CouponPromoCodesAnswerSchema,
  PlaceCouponAnswerSchema,
  PLACE_ERROR_CODES,
  type CouponPromoCode,
} from '../../streams/schemas/coupon.ts';

// Coupon promo codes as free bets (031_coupon_promo_codes.sql, server/coupon/place.ts): the code pays
// min(code amount, stake) of the stake, the balance only the rest, and the code is used once.

let t: TestApp;
let user: TestUser;
let other: TestUser;
let accountId: number;

const key = () => `k-${crypto.randomBytes(8).toString('hex')}`;

function place(body: Record<string, unknown>, k: string = key(), who: TestUser = user) {
  return send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(who), 'idempotency-key': k });
}

async function grant(who: TestUser, over: Record<string, unknown> = {}): Promise<CouponPromoCode> {
  const res = await send(t.app, 'POST', '/web-api/dev/coupon/promo-codes', { userId: who.userId, amount: 50, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return v.parse(CouponPromoCodeSchema, res.json());
}

async function listCodes(who: TestUser): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/web-api/coupon/promo-codes', headers: asUser(who) });
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(CouponPromoCodesAnswerSchema, res.json()).promoCodes.map((c) => c.code);
}

async function single(amount: number, promoCode: string | null, coef = 2) {
  const [o] = await fixtureSelections(t.db, [coef]);
  return couponBody({ typeId: 0, amount, bets: [{ outcomeId: o!.outcomeId, coef: o!.coef }] as never, promoCode });
}

async function expectRefused(res: Awaited<ReturnType<typeof place>>, code: string): Promise<void> {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(v.parse(ApiErrorAnswerSchema, res.json()).errors[0]!.code).toBe(code);
  expect((PLACE_ERROR_CODES as readonly string[]).includes(code)).toBe(true);
}

async function codeRow(code: string) {
  return t.db.one<{ used_bet_id: number | null }>('SELECT used_bet_id FROM coupon_promo_codes WHERE code = $1', [code]);
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerTestUser(t.app, { currency: 'RUB' });
  other = await registerTestUser(t.app, { currency: 'RUB' });
  accountId = await deposit(t.db, user.userId, 100_000); // 1 000.00 RUB
  await deposit(t.db, other.userId, 100_000);
});
afterAll(async () => t.close());

describe('coupon promo codes: listing and granting', () => {
  it('[B07] GET /web-api/coupon/promo-codes lists only the user\'s unused, unexpired codes, amounts in major and minor units', async () => {
    const fresh = await grant(user, { amount: 25.5, minCoef: 1.5 });
    const expired = await grant(user, { expiresInSec: -60 });
    const foreign = await grant(other);
    expect(fresh).toMatchObject({ amount: 25.5, amountMinor: 2550, currency: 'RUB', minCoef: 1.5 });
    const mine = await listCodes(user);
    expect(mine).toContain(fresh.code);
    expect(mine).not.toContain(expired.code);
    expect(mine).not.toContain(foreign.code);
    expect(await listCodes(other)).toContain(foreign.code);
  });

  it('[B01] the list needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web-api/coupon/promo-codes' });
    expect(res.statusCode).toBe(401);
  });

  it('[B01] the dev grant is not there in production', async () => {
    const prod = await createTestApp({ vars: { NODE_ENV: 'production', DEV_API: '' } });
    try {
      expect(prod.env.devApi).toBe(false);
      const res = await send(prod.app, 'POST', '/web-api/dev/coupon/promo-codes', { userId: user.userId, amount: 10 });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('coupon promo codes: placement', () => {
  it('[B07] a free bet pays the stake up to its amount; the balance moves only by the rest, one ledger row for that part', async () => {
    const promo = await grant(user, { amount: 30 });
    const before = await balanceOf(t.db, accountId);
    const res = await place(await single(100, promo.code));
    expect(res.statusCode, res.body).toBe(201);
    const answer = v.parse(PlaceCouponAnswerSchema, res.json());
    const bet = answer.successCoupon!;
    expect(bet).toMatchObject({ amount: 100, prepaidAmount: 30, possibleWin: 200 });
    expect(await balanceOf(t.db, accountId)).toBe(before - 7000);
    expect(answer.balance).toBe((before - 7000) / 100);
    const ledger = await t.db.query<{ amount_minor: number }>(`SELECT amount_minor FROM ledger_entries WHERE ref_type = 'bet' AND ref_id = $1`, [String(bet.id)]);
    expect(ledger.map((l) => Number(l.amount_minor))).toEqual([-7000]);
    expect(Number((await codeRow(promo.code))?.used_bet_id)).toBe(bet.id);
    expect(await listCodes(user)).not.toContain(promo.code);
  });

  it('[B07] a free bet larger than the stake pays it all: no ledger row, the balance does not move', async () => {
    const promo = await grant(user, { amount: 80 });
    const before = await balanceOf(t.db, accountId);
    const res = await place(await single(50, promo.code));
    expect(res.statusCode, res.body).toBe(201);
    const bet = v.parse(PlaceCouponAnswerSchema, res.json()).successCoupon!;
    expect(bet.prepaidAmount).toBe(50);
    expect(await balanceOf(t.db, accountId)).toBe(before);
    const ledger = await t.db.query(`SELECT 1 FROM ledger_entries WHERE ref_type = 'bet' AND ref_id = $1`, [String(bet.id)]);
    expect(ledger).toEqual([]);
  });

  it('[B07] the balance check counts only the part the code does not pay', async () => {
    const poor = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, poor.userId, 1000); // 10.00 RUB
    const promo = await grant(poor, { amount: 20 });
    const tooMuch = await place(await single(40, promo.code), key(), poor);
    await expectRefused(tooMuch, 'insufficient_funds');
    expect((await codeRow(promo.code))?.used_bet_id).toBeNull();
    const ok = await place(await single(30, promo.code), key(), poor);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(v.parse(PlaceCouponAnswerSchema, ok.json()).balance).toBe(0);
  });

  it('[B01] a used code is refused the second time (promo_used), and no money moves', async () => {
    const promo = await grant(user, { amount: 10 });
    expect((await place(await single(20, promo.code))).statusCode).toBe(201);
    const before = await balanceOf(t.db, accountId);
    await expectRefused(await place(await single(20, promo.code)), 'promo_used');
    expect(await balanceOf(t.db, accountId)).toBe(before);
  });

  it('[B01] another user\'s code is refused as promo_invalid and stays unused', async () => {
    const promo = await grant(other, { amount: 10 });
    await expectRefused(await place(await single(20, promo.code)), 'promo_invalid');
    expect((await codeRow(promo.code))?.used_bet_id).toBeNull();
    await expectRefused(await place(await single(20, 'NOSUCHCODE'), key()), 'promo_invalid');
  });

  it('[B01] an expired code (promo_expired), a coupon below the minimum coefficient (promo_min_coef), another currency (promo_invalid)', async () => {
    const expired = await grant(user, { expiresInSec: -1 });
    await expectRefused(await place(await single(20, expired.code)), 'promo_expired');
    const picky = await grant(user, { minCoef: 3 });
    await expectRefused(await place(await single(20, picky.code, 2)), 'promo_min_coef');
    expect((await codeRow(picky.code))?.used_bet_id).toBeNull();
    expect((await place(await single(20, picky.code, 3))).statusCode).toBe(201);
    const usd = await grant(user, { currency: 'USD' });
    await expectRefused(await place(await single(20, usd.code)), 'promo_invalid');
  });

  it('[B01] a prepaidAmount without a promo code is refused', async () => {
    const body = { ...(await single(20, null)), prepaidAmount: 20 };
    await expectRefused(await place(body), 'promo_invalid');
  });

  it('[B01] an idempotent replay answers the first answer and does not use the code twice', async () => {
    const promo = await grant(user, { amount: 15 });
    const k = key();
    const body = await single(40, promo.code);
    const before = await balanceOf(t.db, accountId);
    const first = await place(body, k);
    const again = await place(body, k);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t.db, accountId)).toBe(before - 2500);
    const count = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE prepaid_minor > 0 AND id = $1', [v.parse(PlaceCouponAnswerSchema, first.json()).successCoupon!.id]);
    expect(Number(count?.n)).toBe(1);
  });

  it('[B01] a refunded free bet returns only the money part and gives the code back', async () => {
    const promo = await grant(user, { amount: 10 });
    const [o] = await fixtureSelections(t.db, [2]);
    const before = await balanceOf(t.db, accountId);
    const res = await place(couponBody({ typeId: 0, amount: 25, bets: [{ outcomeId: o!.outcomeId, coef: o!.coef }] as never, promoCode: promo.code }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(t.db, accountId)).toBe(before - 1500);
    await t.db.query('UPDATE outcomes SET status = 5 WHERE id = $1', [o!.outcomeId]);
    await settleOnce(t.db);
    expect(await balanceOf(t.db, accountId)).toBe(before);
    expect(await listCodes(user)).toContain(promo.code);
  });
});
