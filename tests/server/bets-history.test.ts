import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, asUser, type TestUser } from './support/users.ts';
import { couponBody, deposit, fixtureSelections } from './support/coupon-fixture.ts';
import { BetHistoryAnswerSchema, PlaceCouponAnswerSchema } from '../../streams/schemas/coupon.ts';
import { settleOnce } from '../../server/coupon/settlement.ts';

let t: TestApp;
let user: TestUser;
let other: TestUser;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  user = await registerTestUser(t.app, { currency: 'RUB' });
  other = await registerTestUser(t.app, { currency: 'RUB' });
  await deposit(t.db, user.userId, 1_000_000);
  for (const [coef, amount] of [[2, 10], [3, 20], [1.5, 30]] as const) {
    const [o] = await fixtureSelections(t.db, [coef]);
    const res = await send(t.app, 'POST', '/web-api/coupon/place', couponBody({ typeId: 0, amount, bets: [{ outcomeId: o!.outcomeId, coef }] as never }), { ...asUser(user), 'idempotency-key': `k-${crypto.randomBytes(8).toString('hex')}` });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(v.parse(PlaceCouponAnswerSchema, res.json()).successCoupon!.id);
    if (coef === 3) await t.db.query('UPDATE outcomes SET status = 3 WHERE id = $1', [o!.outcomeId]);
  }
  await settleOnce(t.db);
});
afterAll(async () => t.close());

const history = (query: string, who: TestUser = user) => t.app.inject({ url: `/web-api/bets/history?${query}`, headers: asUser(who) });

describe('[R21][C13] bet history (office/history)', () => {
  it('lists the user\'s bets, newest first, with selections, status, stake and payout', async () => {
    const res = await history('isIncludeArchive=false&pageNumber=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = v.parse(BetHistoryAnswerSchema, res.json());
    expect(body.total).toBe(3);
    expect(body.bets.map((b) => b.id)).toEqual([...ids].reverse());
    const won = body.bets.find((b) => b.id === ids[1])!;
    expect(won).toMatchObject({ status: 'won', amount: 20, payout: 60, selections: [{ result: 'won', gameName: 'Home FC — Away United', marketName: 'Result', outcomeName: '1' }] });
  });

  it('filters by status and by period', async () => {
    const won = v.parse(BetHistoryAnswerSchema, (await history('status=won')).json());
    expect(won.bets.map((b) => b.id)).toEqual([ids[1]]);
    const open = v.parse(BetHistoryAnswerSchema, (await history('status=open')).json());
    expect(open.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(v.parse(BetHistoryAnswerSchema, (await history(`dateFrom=${today}&dateTo=${today}`)).json()).total).toBe(3);
    expect(v.parse(BetHistoryAnswerSchema, (await history('dateFrom=2000-01-01&dateTo=2000-01-31')).json()).total).toBe(0);
    expect((await history('dateFrom=2020-02-01&dateTo=2020-01-01')).statusCode).toBe(400);
    expect((await history('status=maybe')).statusCode).toBe(400);
  });

  it('another user sees none of them; a bet of someone else is 404; anonymous is 401', async () => {
    expect(v.parse(BetHistoryAnswerSchema, (await history('', other)).json()).total).toBe(0);
    expect((await t.app.inject({ url: `/web-api/bets/${ids[0]}`, headers: asUser(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/web-api/bets/${ids[0]}`, headers: asUser(user) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/web-api/bets/history' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/web-api/bets/abc', headers: asUser(user) })).statusCode).toBe(400);
  });
});
