import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, asUser, type TestUser } from './support/users.ts';
import { balanceOf, couponBody, deposit, fixtureGame, fixtureSelections, mainAccount } from './support/coupon-fixture.ts';
import { PlaceCouponAnswerSchema, PLACE_ERROR_CODES, type CouponSendBet } from '../../streams/schemas/coupon.ts';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { patchSiteConfig } from '../../server/services/settings.ts';
import { DEFAULT_COUPON_CONFIG } from '../../streams/schemas/coupon-settings.ts';

let t: TestApp;
let user: TestUser;
let accountId: number;

const key = () => `k-${crypto.randomBytes(8).toString('hex')}`;
const bet = (o: { outcomeId: number; coef: number }, extra: Partial<CouponSendBet> = {}) => ({ outcomeId: o.outcomeId, coef: o.coef, ...extra });

function place(body: Record<string, unknown>, k: string | null = key(), who: TestUser = user) {
  return send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(who), ...(k ? { 'idempotency-key': k } : {}) });
}

async function betsCount(userId = user.userId): Promise<number> {
  const row = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [userId]);
  return Number(row?.n);
}

/** Expects a refusal with this code and that no money moved and no bet was written. */
async function expectRefused(res: Awaited<ReturnType<typeof place>>, status: number, code: string): Promise<void> {
  expect(res.statusCode, res.body).toBe(status);
  const body = v.parse(ApiErrorAnswerSchema, res.json());
  expect(body.errors[0]!.code).toBe(code);
  expect((PLACE_ERROR_CODES as readonly string[]).includes(code)).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerTestUser(t.app, { currency: 'RUB' });
  accountId = await deposit(t.db, user.userId, 1_000_000); // 10 000.00 RUB
});
afterAll(async () => t.close());

describe('placement: the happy paths', () => {
  it('an express of three: 201, the bet with its selections, the stake as one ledger row, balance down by exactly the stake', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2, 1.8]);
    const before = await balanceOf(t.db, accountId);
    const res = await place(couponBody({ typeId: 1, amount: 100, bets: sel.map((s) => bet(s)) as never, withBonus: true }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = v.parse(PlaceCouponAnswerSchema, res.json());
    // B05: 3 bets -> bonus 1.03; 1.5 x 2 x 1.8 x 1.03 = 5.562; 100 x 5.562 = 556.20
    expect(answer.successCoupon).toMatchObject({ typeId: 1, status: 'open', amount: 100, coef: 5.562, bonusCoef: 1.03, possibleWin: 556.2, currency: 'RUB' });
    expect(answer.successCoupon!.selections.map((s) => s.outcomeId)).toEqual(sel.map((s) => s.outcomeId));
    expect(answer.balance).toBe((before - 10000) / 100);
    expect(await balanceOf(t.db, accountId)).toBe(before - 10000);
    const ledger = await t.db.query<{ kind: string; amount_minor: number; ref_id: string }>(`SELECT kind, amount_minor, ref_id FROM ledger_entries WHERE account_id = $1 AND kind = 'bet_stake'`, [accountId]);
    expect(ledger.filter((l) => l.ref_id === String(answer.successCoupon!.id))).toEqual([{ kind: 'bet_stake', amount_minor: -10000, ref_id: String(answer.successCoupon!.id) }]);
  });

  it('[B04] a system 2/3: three combinations, the possible win of the hand table', async () => {
    const sel = await fixtureSelections(t.db, [1.5, 2, 1.8]);
    const res = await place(couponBody({ typeId: 2, amount: 300, systemValue: 2, bets: sel.map((s) => bet(s)) as never }));
    expect(res.statusCode, res.body).toBe(201);
    const coupon = v.parse(PlaceCouponAnswerSchema, res.json()).successCoupon!;
    expect(coupon).toMatchObject({ typeId: 2, systemValue: 2, combinations: 3, possibleWin: 930, coef: 3.1 });
  });

  it('[B01] type 9: each bet a single with its own amount; a refused single does not stop the others', async () => {
    const [a] = await fixtureSelections(t.db, [1.5]);
    const [s] = await fixtureGame(t.db, [2], {}, { status: 2 }); // suspended market
    const before = await balanceOf(t.db, accountId);
    const res = await place(couponBody({ typeId: 9, amount: 0, bets: [bet(a!, { amount: 20 }), bet(s!, { amount: 30 })] as never }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = v.parse(PlaceCouponAnswerSchema, res.json());
    expect(answer.successCoupon).toBeNull();
    expect(answer.singlesResultCoupons.map((r) => [r.outcomeId, r.coupon?.amount ?? null, r.error?.code ?? null])).toEqual([
      [a!.outcomeId, 20, null],
      [s!.outcomeId, null, 'market_suspended'],
    ]);
    expect(await balanceOf(t.db, accountId)).toBe(before - 2000);
  });

  it('[B10] changeCoefAction 2 takes a changed odd at its new value; 1 takes a rise; both refuse nothing', async () => {
    const [o] = await fixtureSelections(t.db, [2]);
    const any = await place(couponBody({ typeId: 0, bets: [bet({ outcomeId: o!.outcomeId, coef: 2.2 })] as never, changeCoefAction: 2 }));
    expect(any.statusCode, any.body).toBe(201);
    expect(v.parse(PlaceCouponAnswerSchema, any.json()).successCoupon!.coef).toBe(2);
    const rise = await place(couponBody({ typeId: 0, bets: [bet({ outcomeId: o!.outcomeId, coef: 1.9 })] as never, changeCoefAction: 1 }));
    expect(rise.statusCode, rise.body).toBe(201);
  });
});

describe('placement: never loses or doubles a bet', () => {
  it('the same key again answers the first answer and moves no money', async () => {
    const sel = await fixtureSelections(t.db, [1.7]);
    const k = key();
    const before = await balanceOf(t.db, accountId);
    const count = await betsCount();
    const first = await place(couponBody({ typeId: 0, amount: 50, bets: [bet(sel[0]!)] as never }), k);
    const again = await place(couponBody({ typeId: 0, amount: 50, bets: [bet(sel[0]!)] as never }), k);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await betsCount()).toBe(count + 1);
    expect(await balanceOf(t.db, accountId)).toBe(before - 5000);
  });

  it('two concurrent requests with one key place one bet', async () => {
    const sel = await fixtureSelections(t.db, [1.6, 2.1]);
    const k = key();
    const before = await balanceOf(t.db, accountId);
    const count = await betsCount();
    const body = couponBody({ typeId: 1, amount: 70, bets: sel.map((s) => bet(s)) as never });
    const [a, b] = await Promise.all([place(body, k), place(body, k)]);
    expect(await betsCount()).toBe(count + 1);
    expect(await balanceOf(t.db, accountId)).toBe(before - 7000);
    const ok = [a, b].filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The other either got the same first answer, or (still running) a 409 in progress to retry with the same key.
    for (const r of [a, b]) {
      if (r.statusCode === 201) expect(r.json()).toEqual(ok[0]!.json());
      else expect(r.json().errors[0].code).toBe('idempotency_in_progress');
    }
  });

  it('a refusal is remembered under its key too (a retry gets the same refusal, no bet)', async () => {
    const [o] = await fixtureGame(t.db, [2], { status: 4 });
    const k = key();
    await expectRefused(await place(couponBody({ typeId: 0, bets: [bet(o!)] as never }), k), 409, 'game_finished');
    await expectRefused(await place(couponBody({ typeId: 0, bets: [bet(o!)] as never }), k), 409, 'game_finished');
  });

  it('without an Idempotency-Key or without a login nothing is placed', async () => {
    const [o] = await fixtureSelections(t.db, [2]);
    const count = await betsCount();
    await expectRefused(await place(couponBody({ typeId: 0, bets: [bet(o!)] as never }), null), 400, 'idempotency_key_required');
    const anon = await send(t.app, 'POST', '/web-api/coupon/place', couponBody({ typeId: 0, bets: [bet(o!)] as never }), { 'idempotency-key': key() });
    await expectRefused(anon, 401, 'unauthorized');
    const bad = await place({ typeId: 0, amount: 'lots', bets: [] });
    await expectRefused(bad, 400, 'invalid_body');
    expect(await betsCount()).toBe(count);
  });
});

describe('placement refusals: each with its code, no money moved', () => {
  let poor: TestUser;
  beforeAll(async () => {
    poor = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, poor.userId, 5000); // 50.00
  });

  const cases: Array<[string, () => Promise<{ body: Record<string, unknown>; who?: () => TestUser }>, number, string]> = [
    ['insufficient funds', async () => ({ body: couponBody({ typeId: 0, amount: 60, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }), who: () => poor }), 409, 'insufficient_funds'],
    ['[B07] below the minimum (10 RUB)', async () => ({ body: couponBody({ typeId: 0, amount: 5, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }) }), 422, 'amount_below_min'],
    ['[B04] a system below its minimum (3 combinations x 10 RUB)', async () => ({ body: couponBody({ typeId: 2, amount: 20, bets: (await fixtureSelections(t.db, [2, 2, 2])).map((s) => bet(s)) as never }) }), 422, 'amount_below_min'],
    ['an amount with too many decimals', async () => ({ body: couponBody({ typeId: 0, amount: 10.555, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }) }), 400, 'amount_invalid'],
    ['[B10] changeCoefAction 0: any change is refused', async () => { const [o] = await fixtureSelections(t.db, [2]); return { body: couponBody({ typeId: 0, changeCoefAction: 0, bets: [bet({ outcomeId: o!.outcomeId, coef: 1.9 })] as never }) }; }, 409, 'coef_changed'],
    ['[B10] changeCoefAction 1: a drop is refused', async () => { const [o] = await fixtureSelections(t.db, [2]); return { body: couponBody({ typeId: 0, changeCoefAction: 1, bets: [bet({ outcomeId: o!.outcomeId, coef: 2.1 })] as never }) }; }, 409, 'coef_changed'],
    ['a game that started', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], { startInMs: -60_000 }))[0]!)] as never }) }), 409, 'game_started'],
    ['a finished game', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], { status: 4 }))[0]!)] as never }) }), 409, 'game_finished'],
    ['a cancelled game', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], { status: 5 }))[0]!)] as never }) }), 409, 'game_cancelled'],
    ['a suspended market', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], {}, { status: 2 }))[0]!)] as never }) }), 409, 'market_suspended'],
    ['a suspended outcome', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], {}, {}, 2))[0]!)] as never }) }), 409, 'market_suspended'],
    ['a closed market', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], {}, { status: 3 }))[0]!)] as never }) }), 409, 'market_closed'],
    ['a settled outcome', async () => ({ body: couponBody({ typeId: 0, bets: [bet((await fixtureGame(t.db, [2], {}, {}, 3))[0]!)] as never }) }), 409, 'outcome_closed'],
    ['an odd that does not exist', async () => ({ body: couponBody({ typeId: 0, bets: [{ outcomeId: 987654321, coef: 2 }] as never }) }), 409, 'outcome_not_found'],
    ['dependent outcomes (one game) in an express', async () => { const two = await fixtureGame(t.db, [2, 3.4]); return { body: couponBody({ typeId: 1, bets: two.map((s) => bet(s)) as never }) }; }, 409, 'dependent_outcomes'],
    ['[B01] an express of one bet', async () => ({ body: couponBody({ typeId: 1, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }) }), 400, 'type_mismatch'],
    ['[B04] a system value out of range', async () => ({ body: couponBody({ typeId: 2, amount: 300, systemValue: 3, bets: (await fixtureSelections(t.db, [2, 2, 2])).map((s) => bet(s)) as never }) }), 400, 'system_invalid'],
    ['[B03] the exact coefficient is not reached', async () => ({ body: couponBody({ typeId: 0, exactCoef: 2.5, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }) }), 409, 'exact_coef'],
    ['[B03] drop on score change: the score moved', async () => { const [o] = await fixtureGame(t.db, [2], { status: 2, score: { home: 1, away: 0 } }); return { body: couponBody({ typeId: 0, isDropOnScoreChange: true, exactCoef: 1.5, bets: [bet(o!, { score: '0:0' })] as never }) }; }, 409, 'score_changed'],
    ['[B08] a VIP bet where VIP bets are off', async () => ({ body: couponBody({ typeId: 0, isVipBet: true, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }) }), 422, 'vip_not_allowed'],
    ['an account of someone else', async () => ({ body: couponBody({ typeId: 0, accountId: (await mainAccount(t.db, poor.userId)).id, bets: [bet((await fixtureSelections(t.db, [2]))[0]!)] as never }) }), 404, 'account_not_found'],
  ];

  for (const [name, make, status, code] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const { body, who } = await make();
      const person = who ? who() : user;
      const account = await mainAccount(t.db, person.userId);
      const before = await balanceOf(t.db, account.id);
      const count = await betsCount(person.userId);
      await expectRefused(await place(body, key(), person), status, code);
      expect(await balanceOf(t.db, account.id)).toBe(before);
      expect(await betsCount(person.userId)).toBe(count);
    });
  }

  it('[B10] coef_changed carries the current odds of every changed bet', async () => {
    const sel = await fixtureSelections(t.db, [2, 1.5]);
    const res = await place(couponBody({ typeId: 1, changeCoefAction: 0, bets: [bet({ outcomeId: sel[0]!.outcomeId, coef: 2.1 }), bet({ outcomeId: sel[1]!.outcomeId, coef: 1.4 })] as never }));
    await expectRefused(res, 409, 'coef_changed');
    expect(JSON.parse(res.json().errors[0].detail)).toEqual({ changes: [{ outcomeId: sel[0]!.outcomeId, coef: 2 }, { outcomeId: sel[1]!.outcomeId, coef: 1.5 }] });
  });

  it('[B07][B08] max amount for configured types, not on the bonus account; a VIP bet above it when enabled', async () => {
    await t.db.transaction((tx) => patchSiteConfig(tx, { coupon: { ...DEFAULT_COUPON_CONFIG, maxBetByCurrency: { RUB: 50000 }, vipBetEnabled: true } }));
    try {
      const [o] = await fixtureSelections(t.db, [2]);
      await expectRefused(await place(couponBody({ typeId: 0, amount: 600, bets: [bet(o!)] as never })), 422, 'amount_above_max');
      const vip = await place(couponBody({ typeId: 0, amount: 600, isVipBet: true, bets: [bet(o!)] as never }));
      expect(vip.statusCode, vip.body).toBe(201);
      expect(v.parse(PlaceCouponAnswerSchema, vip.json()).successCoupon!.isVipBet).toBe(true);
      const [live] = await fixtureGame(t.db, [2], { status: 2, startInMs: -600_000 });
      await expectRefused(await place(couponBody({ typeId: 0, amount: 600, isVipBet: true, bets: [bet(live!)] as never })), 422, 'vip_not_allowed');
    } finally {
      await t.db.transaction((tx) => patchSiteConfig(tx, { coupon: DEFAULT_COUPON_CONFIG }));
    }
  });

  it('[B07][B08] a multi-single (type 9) follows the min and max lists for type 9, and is never a VIP bet', async () => {
    const single = async () => bet((await fixtureSelections(t.db, [2]))[0]!, { amount: 5 });
    // Min for type 9 only: a 5 RUB single of a multi-single is below the 10 RUB minimum.
    await t.db.transaction((tx) => patchSiteConfig(tx, { coupon: { ...DEFAULT_COUPON_CONFIG, minAmountTypes: [9], maxAmountTypes: [] } }));
    try {
      await expectRefused(await place(couponBody({ typeId: 9, amount: 0, bets: [await single()] as never })), 422, 'amount_below_min');
      // Min for singles (type 0) only: a multi-single is not bound by it.
      await t.db.transaction((tx) => patchSiteConfig(tx, { coupon: { ...DEFAULT_COUPON_CONFIG, minAmountTypes: [0], maxAmountTypes: [] } }));
      const ok = await place(couponBody({ typeId: 9, amount: 0, bets: [await single()] as never }));
      expect(ok.statusCode, ok.body).toBe(201);
      // Max for type 9 and VIP on: a multi-single above the max is refused, VIP or not.
      await t.db.transaction((tx) => patchSiteConfig(tx, { coupon: { ...DEFAULT_COUPON_CONFIG, maxAmountTypes: [9], maxBetByCurrency: { RUB: 50000 }, vipBetEnabled: true } }));
      const big = async () => bet((await fixtureSelections(t.db, [2]))[0]!, { amount: 600 });
      await expectRefused(await place(couponBody({ typeId: 9, amount: 0, bets: [await big()] as never })), 422, 'amount_above_max');
      const before = await betsCount();
      await expectRefused(await place(couponBody({ typeId: 9, amount: 0, isVipBet: true, bets: [await big()] as never })), 422, 'vip_not_allowed');
      expect(await betsCount()).toBe(before);
    } finally {
      await t.db.transaction((tx) => patchSiteConfig(tx, { coupon: DEFAULT_COUPON_CONFIG }));
    }
  });

  it('a banned user cannot bet', async () => {
    const banned = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, banned.userId, 100000);
    await t.db.query('UPDATE users SET ban_level = 10 WHERE id = $1', [banned.userId]);
    const [o] = await fixtureSelections(t.db, [2]);
    await expectRefused(await place(couponBody({ typeId: 0, bets: [bet(o!)] as never }), key(), banned), 403, 'banned_user');
  });
});

describe('odds refresh and coupon codes', () => {
  it('POST /web-api/coupon/outcomes answers the current odds; a missing odd is left out', async () => {
    const [o] = await fixtureGame(t.db, [1.95], { status: 2, startInMs: -600_000, score: { home: 2, away: 1 } });
    const res = await send(t.app, 'POST', '/web-api/coupon/outcomes', { ids: [o!.outcomeId, 987654321] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcomes: [{ outcomeId: o!.outcomeId, coef: 1.95, outcomeStatus: 1, marketStatus: 1, gameStatus: 2, score: '2:1', gameTimeSec: null }] });
  });

  it('[R07] a coupon saved as a code loads back with today\'s odds; an unknown code is 404', async () => {
    const [o] = await fixtureSelections(t.db, [2]);
    const selection = {
      outcomeId: o!.outcomeId, blockId: 1, statusId: -2, gameStatusId: 1, gameStartDateTime: '2030-01-01T00:00:00Z', gameTimeSec: null, score: null,
      isBlocked: false, isDepend: false, isBannedExpress: false, isDisabledBanker: false, pageType: 'line', isBanker: false,
      market: { id: o!.marketId, kind: 1, typeId: 1, name: 'Result', outcomeName: '1', coef: 2, sportId: 9901, sportName: 'Testball', champId: 99001, champName: 'Test League', gameId: o!.gameId, isLive: false, opponents: ['Home FC', 'Away United'] },
    };
    const saved = await send(t.app, 'POST', '/web-api/coupon/code', { bets: [selection], typeId: 0, systemValue: 2 });
    expect(saved.statusCode, saved.body).toBe(201);
    const { code } = saved.json() as { code: string };
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await t.db.query('UPDATE outcomes SET coef = 2.35 WHERE id = $1', [o!.outcomeId]);
    const loaded = await t.app.inject({ url: `/web-api/coupon/code/${code.toLowerCase()}` });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ code, typeId: 0, bets: [{ outcomeId: o!.outcomeId, market: { coef: 2.35 } }] });
    expect((await t.app.inject({ url: '/web-api/coupon/code/ZZZZZZZZ' })).statusCode).toBe(404);
  });
});
