import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, asUser, type TestUser } from './support/users.ts';
import { balanceOf, couponBody, deposit, fixtureGame, fixtureSelections, type OutcomeFixture } from './support/coupon-fixture.ts';
import { PlaceCouponAnswerSchema, BetAnswerSchema } from '../../streams/schemas/coupon.ts';
import { settleOnce } from '../../server/coupon/settlement.ts';

let t: TestApp;
let user: TestUser;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerTestUser(t.app, { currency: 'RUB' });
  accountId = await deposit(t.db, user.userId, 10_000_000);
});
afterAll(async () => t.close());

async function place(body: Record<string, unknown>): Promise<number> {
  const res = await send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(user), 'idempotency-key': `k-${crypto.randomBytes(8).toString('hex')}` });
  expect(res.statusCode, res.body).toBe(201);
  return v.parse(PlaceCouponAnswerSchema, res.json()).successCoupon!.id;
}

const bets = (sel: OutcomeFixture[], bankers: number[] = []) => sel.map((s, i) => ({ outcomeId: s.outcomeId, coef: s.coef, isBanker: bankers.includes(i) }));

/** The simulator's side: outcome results as it writes them. */
async function result(sel: OutcomeFixture[], statuses: Array<3 | 4 | 5 | 1>): Promise<void> {
  for (const [i, s] of sel.entries()) if (statuses[i] !== 1) await t.db.query('UPDATE outcomes SET status = $1 WHERE id = $2', [statuses[i]!, s.outcomeId]);
}

async function betRow(id: number) {
  const res = await t.app.inject({ url: `/web-api/bets/${id}`, headers: asUser(user) });
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(BetAnswerSchema, res.json()).bet;
}

async function ledgerFor(betId: number) {
  return t.db.query<{ kind: string; amount_minor: number }>(`SELECT kind, amount_minor FROM ledger_entries WHERE ref_type = 'bet' AND ref_id = $1 ORDER BY id`, [String(betId)]);
}

describe('settlement: results from the simulator become payouts in the ledger', () => {
  it('[B05] a winning express with the accumulator bonus pays stake x coefs x 1.03 into the balance', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2, 1.8]);
    const id = await place(couponBody({ typeId: 1, amount: 100, bets: bets(sel) as never, withBonus: true }));
    const before = await balanceOf(t.db, accountId);
    await result(sel, [3, 3, 3]);
    await settleOnce(t.db);
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 556.2, selections: [{ result: 'won' }, { result: 'won' }, { result: 'won' }] });
    expect(await balanceOf(t.db, accountId)).toBe(before + 55620);
    expect(await ledgerFor(id)).toEqual([{ kind: 'bet_stake', amount_minor: -10000 }, { kind: 'bet_payout', amount_minor: 55620 }]);
  });

  it('settling again never pays twice', async () => {
    const sel = await fixtureSelections(t.db, [2]);
    const id = await place(couponBody({ typeId: 0, amount: 50, bets: bets(sel) as never }));
    await result(sel, [3]);
    const first = await settleOnce(t.db);
    const second = await settleOnce(t.db);
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(second.settled).toBe(0);
    expect(await ledgerFor(id)).toEqual([{ kind: 'bet_stake', amount_minor: -5000 }, { kind: 'bet_payout', amount_minor: 10000 }]);
  });

  it('an express is lost as soon as one selection loses, with the others still open; nothing is paid', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2]);
    const id = await place(couponBody({ typeId: 1, amount: 100, bets: bets(sel) as never }));
    await result(sel, [4, 1]);
    await settleOnce(t.db);
    expect(await betRow(id)).toMatchObject({ status: 'lost', payout: 0, selections: [{ result: 'lost' }, { result: 'open' }] });
    expect(await ledgerFor(id)).toEqual([{ kind: 'bet_stake', amount_minor: -10000 }]);
  });

  it('an express with one selection still open stays open', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2]);
    const id = await place(couponBody({ typeId: 1, amount: 100, bets: bets(sel) as never }));
    await result(sel, [3, 1]);
    await settleOnce(t.db);
    expect((await betRow(id)).status).toBe('open');
  });

  it('bets that stay open never hold back newer decided bets: a pass walks every page of candidates', async () => {
    // Two expresses that stay open (one selection won, one still to play), then a single that won.
    for (let i = 0; i < 2; i += 1) {
      const open = await fixtureSelections(t.db, [1.5, 2]);
      await place(couponBody({ typeId: 1, amount: 10, bets: bets(open) as never }));
      await result(open, [3, 1]);
    }
    const sel = await fixtureSelections(t.db, [2.5]);
    const id = await place(couponBody({ typeId: 0, amount: 40, bets: bets(sel) as never }));
    await result(sel, [3]);
    const report = await settleOnce(t.db, { limit: 1 });
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 100 });
    expect(await ledgerFor(id)).toEqual([{ kind: 'bet_stake', amount_minor: -4000 }, { kind: 'bet_payout', amount_minor: 10000 }]);
  });

  it('[B04] a system 2/3 with one loser pays the combination that won (270.00 of the hand table)', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2, 1.8]);
    const id = await place(couponBody({ typeId: 2, amount: 300, systemValue: 2, bets: bets(sel) as never }));
    await result(sel, [3, 4, 3]);
    await settleOnce(t.db);
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 270 });
    expect(await ledgerFor(id)).toEqual([{ kind: 'bet_stake', amount_minor: -30000 }, { kind: 'bet_payout', amount_minor: 27000 }]);
  });

  it('void selections count 1; everything void is a refund (bet_refund); a cancelled game voids', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2]);
    const id = await place(couponBody({ typeId: 1, amount: 100, bets: bets(sel) as never }));
    await result(sel, [3, 5]);
    await settleOnce(t.db);
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 150 });

    const all = await fixtureSelections(t.db, [1.5, 2]);
    const refund = await place(couponBody({ typeId: 1, amount: 100, bets: bets(all) as never }));
    await result(all, [5, 1]);
    await t.db.query('UPDATE games SET status = 5 WHERE id = $1', [all[1]!.gameId]);
    await settleOnce(t.db);
    expect(await betRow(refund)).toMatchObject({ status: 'refund', payout: 100, selections: [{ result: 'void' }, { result: 'void' }] });
    expect(await ledgerFor(refund)).toEqual([{ kind: 'bet_stake', amount_minor: -10000 }, { kind: 'bet_refund', amount_minor: 10000 }]);
  });

  it('[B01] an anti-express (type 4) wins when a selection lost: 100 x 1.227', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2, 1.8]);
    const id = await place(couponBody({ typeId: 4, amount: 100, bets: bets(sel) as never }));
    await result(sel, [3, 4, 3]);
    await settleOnce(t.db);
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 122.7 });
  });

  it('the dev endpoint settles outcomes by hand (QA)', async () => {
    const [o] = await fixtureGame(t.db, [2.5]);
    const id = await place(couponBody({ typeId: 0, amount: 40, bets: [{ outcomeId: o!.outcomeId, coef: 2.5 }] as never }));
    const res = await send(t.app, 'POST', '/web-api/dev/coupon/settle', { outcomeIds: [o!.outcomeId], result: 'won' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 100 });
  });
});
