import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PaymentStartSchema } from '../../streams/schemas/payments.ts';
import { PlaceCouponAnswerSchema } from '../../streams/schemas/coupon.ts';
import type { MoneyAudit } from '../../server/routes/dev/money.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';
import { couponBody, fixtureSelections, mainAccount } from './support/coupon-fixture.ts';
import { settleOnce } from '../../server/coupon/settlement.ts';

// GET /web-api/dev/money/audit (dev API): balances against their ledgers, and the ledger against the bets and
// payments its rows stand for. A clean history of deposits, a withdrawal, bets (one replayed), a win and a void
// audits clean; each kind of damage done to the tables by hand is named.

const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' };
const key = () => `k-${crypto.randomBytes(8).toString('hex')}`;

let t: TestApp;
let user: TestUser;
let other: TestUser;
let accountId: number;

const audit = async (userIds?: number[]): Promise<MoneyAudit> => {
  const res = await t.app.inject({ url: `/web-api/dev/money/audit${userIds ? `?userIds=${userIds.join(',')}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as MoneyAudit;
};

async function depositThroughCashier(u: TestUser, amount: number, outcome: 'success' | 'fail'): Promise<number> {
  const account = await mainAccount(t.db, u.userId);
  const res = await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: account.id, methodId: 'card', amount, lang: 'en' }, { ...asUser(u), 'idempotency-key': key() });
  expect(res.statusCode, res.body).toBe(201);
  const start = v.parse(PaymentStartSchema, res.json());
  const decided = await send(t.app, 'POST', `/web-api/cashier/${start.redirectUrl.split('/').pop()}`, { outcome, ...CARD });
  expect(decided.statusCode, decided.body).toBe(200);
  return start.paymentId;
}

function place(u: TestUser, body: Record<string, unknown>, k = key()) {
  return send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(u), 'idempotency-key': k });
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerTestUser(t.app, { currency: 'RUB' });
  other = await registerTestUser(t.app, { currency: 'RUB' });
  accountId = (await mainAccount(t.db, user.userId)).id;
});
afterAll(async () => t.close());

describe('GET /web-api/dev/money/audit', () => {
  const placed: number[] = [];
  const keys: string[] = [];

  it('[B12] a clean history audits clean: every balance equals its ledger, every bet has its key, a replay adds nothing', async () => {
    await depositThroughCashier(user, 1000, 'success');
    await depositThroughCashier(user, 300, 'fail');
    const out = await send(t.app, 'POST', '/web-api/payments/withdraw', { accountId, methodId: 'card-out', amount: 50, destination: '4242424242424242', lang: 'en' }, { ...asUser(user), 'idempotency-key': key() });
    expect(out.statusCode, out.body).toBe(201);
    const cancel = await send(t.app, 'POST', `/web-api/cashier/${v.parse(PaymentStartSchema, out.json()).redirectUrl.split('/').pop()}`, { outcome: 'cancel' });
    expect(cancel.statusCode).toBe(200);

    const [a, b] = await fixtureSelections(t.db, [1.5, 2]);
    const single = couponBody({ typeId: 0, amount: 100, bets: [{ outcomeId: a!.outcomeId, coef: a!.coef }] as never });
    const express = couponBody({ typeId: 1, amount: 50, bets: [a!, b!].map((s) => ({ outcomeId: s.outcomeId, coef: s.coef })) as never });
    for (const body of [single, express]) {
      const k = key();
      const res = await place(user, body, k);
      expect(res.statusCode, res.body).toBe(201);
      placed.push(v.parse(PlaceCouponAnswerSchema, res.json()).successCoupon!.id);
      keys.push(k);
    }
    // The same key again: the stored answer, no second bet.
    const again = await place(user, single, keys[0]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A refusal is stored under its key too, with no bet.
    const refusedKey = key();
    expect((await place(user, couponBody({ typeId: 0, amount: 1_000_000, bets: [{ outcomeId: a!.outcomeId, coef: a!.coef }] as never }), refusedKey)).statusCode).toBe(409);
    // The single wins, the express is void by a cancelled game: one payout row, one refund row.
    await send(t.app, 'POST', '/web-api/dev/coupon/settle', { outcomeIds: [a!.outcomeId], result: 'won' });
    await send(t.app, 'POST', '/web-api/dev/coupon/settle', { outcomeIds: [b!.outcomeId], result: 'void' });
    await settleOnce(t.db);

    const report = await audit([user.userId, other.userId]);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    const main = report.accounts.find((x) => x.accountId === accountId)!;
    // 1000 in, 50 out and back, 100 + 50 staked, 100 x 1.5 won, the express (1.5 x 1 void) pays 50 x 1.5
    expect(main).toMatchObject({ balanceMinor: 100_000 - 15_000 + 15_000 + 7_500, ledgerSumMinor: 107_500, ledgerRows: 7, lowestMinor: 0 });
    const mine = report.users.find((u) => u.userId === user.userId)!;
    expect(mine.bets).toBe(2);
    expect(mine.placements.map((p) => [p.key, p.statusCode, p.betIds])).toEqual([[keys[0], 201, [placed[0]]], [keys[1], 201, [placed[1]]], [refusedKey, 409, []]]);
    expect(report.users.find((u) => u.userId === other.userId)).toEqual({ userId: other.userId, bets: 0, placements: [] });
  });

  it('names a second stake row of one bet, a payout of an open bet and a row for a payment that does not exist', async () => {
    const open = placed[1]!;
    await t.db.query(`INSERT INTO ledger_entries (account_id, amount_minor, kind, ref_type, ref_id) VALUES ($1, -10000, 'bet_stake', 'bet', $2)`, [accountId, String(placed[0])]);
    await t.db.query(`UPDATE bets SET status = 'open', payout_minor = NULL WHERE id = $1`, [open]);
    await t.db.query(`INSERT INTO ledger_entries (account_id, amount_minor, kind, ref_type, ref_id) VALUES ($1, 500, 'deposit', 'payment', '999999')`, [accountId]);
    const report = await audit([user.userId]);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.code, p.betId ?? p.accountId])).toEqual(expect.arrayContaining([
      ['bet_stake', placed[0]], ['bet_settlement', open], ['orphan_row', accountId],
    ]));
    expect(report.problems.find((p) => p.code === 'bet_stake')!.detail).toContain('bet_stake -10000');
  });

  it('names a bet no key answered for and a running balance below zero', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const account = await mainAccount(t.db, u.userId);
    // A bet written straight into the tables (no Idempotency-Key), its stake taken beyond the balance.
    const bet = await t.db.one<{ id: number }>(
      `INSERT INTO bets (user_id, account_id, type_id, currency, stake_minor, coef, possible_win_minor) VALUES ($1, $2, 0, 'RUB', 2000, 1.7, 3400) RETURNING id`,
      [u.userId, account.id],
    );
    await t.db.query(`INSERT INTO ledger_entries (account_id, amount_minor, kind, ref_type, ref_id) VALUES ($1, -2000, 'bet_stake', 'bet', $2)`, [account.id, String(bet!.id)]);
    const report = await audit([u.userId]);
    expect(report.problems.map((p) => p.code).sort()).toEqual(['bet_without_key', 'negative_balance']);
    expect(report.accounts[0]).toMatchObject({ balanceMinor: -2000, ledgerSumMinor: -2000, lowestMinor: -2000 });
  });

  it('without userIds audits every user; a malformed list is a 400', async () => {
    const report = await audit();
    expect(report.users.map((u) => u.userId)).toEqual(expect.arrayContaining([user.userId, other.userId]));
    expect((await t.app.inject({ url: '/web-api/dev/money/audit?userIds=1,x' })).statusCode).toBe(400);
  });
});
