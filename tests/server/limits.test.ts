import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../server/casino/catalog.ts';
import { assertDepositAllowed } from '../../server/limits/enforce.ts';
import { setLimit } from '../../server/limits/store.ts';
import { windowMs } from '../../server/limits/kinds.ts';
import { couponBody, deposit, fixtureSelections } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// Responsible gaming (issue 13) on the server: limits with cooling-off, enforced in the money's transaction.
const V3 = '/limit-service-api/api/external/web/v3';
const HOUR = 3600_000;
type Err = { errors: Array<{ code: string }> };

describe('responsible-gaming limits', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => t.close());
  const auth = (u: TestUser, key?: string) => ({ authorization: `Bearer ${u.token}`, ...(key ? { 'idempotency-key': key } : {}) });
  const depositCall = (u: TestUser, accountId: number, amount: number, key: string) =>
    send(t.app, 'POST', '/web-api/payments/deposit', { accountId, methodId: 'card', lang: 'en', amount }, auth(u, key));
  const mainAccount = async (u: TestUser) => (await t.db.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND type = 0', [u.userId]))!.id;

  it('[B14] [C14] a deposit limit of 100: 60 is accepted, 50 more is refused and nothing is created', async () => {
    const u = await registerTestUser(t.app, { currency: 'EUR' });
    const set = await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 10_000 }] }, auth(u));
    expect(set.json()).toMatchObject({ status: 'OK', limitsData: [{ limitType: 20, limitValue: 10_000, limitState: 'ACTIVE' }] });
    const acc = await mainAccount(u);
    expect((await depositCall(u, acc, 60, 'rg-dep-1')).statusCode).toBe(201);
    const refused = await depositCall(u, acc, 50, 'rg-dep-2');
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as Err).errors[0]!.code).toBe('deposit_limit_exceeded');
    const count = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE user_id = $1", [u.userId]);
    expect(count!.n).toBe(1);
    const list = (await t.app.inject({ url: `${V3}/limits`, headers: auth(u) })).json() as { limits: Array<{ limitBalance: number }> };
    expect(list.limits[0]!.limitBalance).toBe(6_000);
  });

  it('[B14] the 24 h window: a deposit one second inside still counts, one second outside no longer does', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const acc = await mainAccount(u);
    const now = Date.now();
    await t.db.transaction((tx) => setLimit(tx, u.userId, 20, 10_000, now - 48 * HOUR, { raiseAllowed: false }));
    await t.db.query(`INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, status_id, created_at)
      VALUES ($1, $2, 'deposit', 'card', 9000, 'RUB', 2, $3)`, [u.userId, acc, new Date(now - 24 * HOUR + 1000)]);
    const check = (at: number) => t.db.transaction((tx) => assertDepositAllowed(tx, { userId: u.userId, amountMinor: 2000, currency: 'RUB', nowMs: at }));
    await expect(check(now)).rejects.toMatchObject({ statusCode: 403 });
    await expect(check(now + 2000)).resolves.toBeUndefined();
  });

  it('[B14] two deposits in parallel cannot both slip under one limit', async () => {
    const u = await registerTestUser(t.app, { currency: 'EUR' });
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 21, limitValue: 10_000 }] }, auth(u));
    const acc = await mainAccount(u);
    const answers = await Promise.all([depositCall(u, acc, 70, 'rg-par-1'), depositCall(u, acc, 70, 'rg-par-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
  });

  it('[B14] [B15] [T38] cooling-off: lowering is at once; raising asks the questions, then waits 24 h as PENDING and a deposit raise needs confirming', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 10_000 }] }, auth(u));
    const lower = await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 5_000 }] }, auth(u));
    expect(lower.json()).toMatchObject({ status: 'OK', limitsData: [{ limitValue: 5_000 }] });
    const raise = (await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 50_000 }] }, auth(u))).json() as { status: string; tokenGuid: string; questions: unknown[] };
    expect(raise.status).toBe('QUESTIONS');
    expect(raise.questions).toHaveLength(3);
    // Another player cannot answer it; a "yes" keeps the limit.
    const other = await registerTestUser(t.app, { currency: 'RUB' });
    expect((await send(t.app, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: [0, 0, 0] }, auth(other))).statusCode).toBe(404);
    const answered = (await send(t.app, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: [0, 0, 0] }, auth(u))).json() as { success: boolean; limitsData: Array<{ limitValue: number; limitState: string; pendingValue: number; needApprove: boolean }> };
    expect(answered.success).toBe(true);
    expect(answered.limitsData[0]).toMatchObject({ limitValue: 5_000, limitState: 'PENDING', pendingValue: 50_000, needApprove: true });
    // Confirming before the 24 h is refused; rejecting drops the pending raise.
    expect((await send(t.app, 'POST', `${V3}/limitaction`, { limitType: 20, action: 'confirm' }, auth(u))).statusCode).toBe(409);
    expect((await send(t.app, 'POST', `${V3}/limitaction`, { limitType: 20, action: 'reject' }, auth(u))).json()).toMatchObject({ title: 'responsible_gaming_cancel_limit_success' });
    const after = (await t.app.inject({ url: `${V3}/limits`, headers: auth(u) })).json() as { limits: Array<{ limitState: string; limitValue: number }> };
    expect(after.limits[0]).toMatchObject({ limitState: 'ACTIVE', limitValue: 5_000 });
  });

  it('[B15] [C14] bad input stores nothing: values off the list, unknown kinds, negative amounts', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    for (const limits of [[{ limitType: 30, limitValue: 2 }], [{ limitType: 99, limitValue: 1 }], [{ limitType: 20, limitValue: -5 }], [{ limitType: 32, limitValue: 7 }]]) {
      expect((await send(t.app, 'POST', `${V3}/limits`, { limits }, auth(u))).statusCode).toBe(400);
    }
    expect(((await t.app.inject({ url: `${V3}/limits`, headers: auth(u) })).json() as { limits: unknown[] }).limits).toEqual([]);
  });

  it('[B14] [E03] self-exclusion for 1 day: bets, casino rounds and deposits refused; the office still answers; it cannot be lifted', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, u.userId, 100_000);
    expect((await send(t.app, 'POST', '/limit-service-api/api/external/web/v1/BlockUser', { days: 1 }, auth(u))).json()).toEqual({ success: true });
    const [sel] = await fixtureSelections(t.db, [1.9]);
    const bet = await send(t.app, 'POST', '/web-api/coupon/place', couponBody({ typeId: 0, amount: 100, bets: [{ outcomeId: sel!.outcomeId, coef: sel!.coef }] as never }), auth(u, 'rg-self-bet'));
    expect((bet.json() as Err).errors[0]!.code).toBe('self_excluded');
    const game = catalog().games.find((g) => g.kind === 'slot')!;
    const round = await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake, mode: 'real' }, auth(u, 'rg-self-round'));
    expect((round.json() as Err).errors[0]!.code).toBe('self_excluded');
    expect((await depositCall(u, await mainAccount(u), 100, 'rg-self-dep')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/web-api/account/data', headers: auth(u) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${V3}/limits/30`, headers: { ...auth(u), 'x-requested-with': 'x' } })).statusCode).toBe(409);
  });

  it('[B14] wagering and loss limits count casino rounds and sports bets alike, before any money moves', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const acc = await deposit(t.db, u.userId, 100_000);
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 1, limitValue: 1_500 }] }, auth(u));
    const game = catalog().games.find((g) => g.kind === 'slot' && g.minStake === 10)!;
    expect((await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: 1_000, mode: 'real' }, auth(u, 'rg-wager-1'))).statusCode).toBe(201);
    const balance = await t.db.one<{ b: string }>('SELECT SUM(amount_minor)::bigint AS b FROM ledger_entries WHERE account_id = $1', [acc]);
    const [sel] = await fixtureSelections(t.db, [1.9]);
    const bet = await send(t.app, 'POST', '/web-api/coupon/place', couponBody({ typeId: 0, amount: 10, bets: [{ outcomeId: sel!.outcomeId, coef: sel!.coef }] as never }), auth(u, 'rg-wager-2'));
    expect((bet.json() as Err).errors[0]!.code).toBe('limit_exceeded');
    const after = await t.db.one<{ b: string }>('SELECT SUM(amount_minor)::bigint AS b FROM ledger_entries WHERE account_id = $1', [acc]);
    expect(after!.b).toBe(balance!.b);
  });
  it('[T36] [B14] a session limit of 1 h: after an hour of play no more stakes; the limits answer gives the session start and result', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, u.userId, 100_000);
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] }, auth(u));
    const game = catalog().games.find((g) => g.kind === 'slot' && g.minStake === 10)!;
    expect((await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: 500, mode: 'real' }, auth(u, 'rg-sess-1'))).statusCode).toBe(201);
    const answer = (await t.app.inject({ url: `${V3}/limits`, headers: auth(u) })).json() as { session: { startedAt: string; staked: number; returned: number; currency: string } };
    expect(answer.session).toMatchObject({ staked: 500, currency: 'RUB' });
    expect(Date.parse(answer.session.startedAt)).toBeLessThanOrEqual(Date.now());
    // An hour of play so far today (counted by server/limits/play-time.ts), the page still open.
    await t.db.query('UPDATE users SET play_used_ms = $2, play_seen_at = now() WHERE id = $1', [u.userId, HOUR + 1000]);
    const late = await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: 500, mode: 'real' }, auth(u, 'rg-sess-2'));
    expect(late.statusCode).toBe(403);
    expect((late.json() as Err).errors[0]!.code).toBe('session_limit_reached');
  });

  it('[B14] the history lists every change, newest first, only the player\'s own', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 10, limitValue: 9_000 }] }, auth(u));
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 10, limitValue: 4_000 }] }, auth(u));
    const other = await registerTestUser(t.app, { currency: 'RUB' });
    const history = (await t.app.inject({ url: `${V3}/limits/history`, headers: auth(u) })).json() as { history: Array<{ limitType: number; action: string; value: number }> };
    expect(history.history.map((h) => [h.limitType, h.action, h.value])).toEqual([[10, 'lowered', 4_000], [10, 'set', 9_000]]);
    expect(((await t.app.inject({ url: `${V3}/limits/history`, headers: auth(other) })).json() as { history: unknown[] }).history).toEqual([]);
  });
  it('[B14] a longer session limit is a raise: it asks the self-assessment and waits; a shorter one applies at once', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 4 }] }, auth(u));
    expect((await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 2 }] }, auth(u))).json()).toMatchObject({ status: 'OK', limitsData: [{ limitValue: 2 }] });
    const raise = (await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 8 }] }, auth(u))).json() as { status: string; tokenGuid: string };
    expect(raise.status).toBe('QUESTIONS');
    const answered = (await send(t.app, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: [0, 0, 0] }, auth(u))).json() as { limitsData: unknown[] };
    expect(answered.limitsData[0]).toMatchObject({ limitValue: 2, limitState: 'PENDING', pendingValue: 8, needApprove: false });
  });
  it('[B14] each family has a 24 h, a 7 day and a 30 day window: a deposit of 3 days ago counts for 21 and 22, not for 20', async () => {
    const DAY = 24 * HOUR;
    expect([1, 2, 3, 10, 11, 12, 20, 21, 22].map((type) => windowMs(type) / DAY)).toEqual([1, 7, 30, 1, 7, 30, 1, 7, 30]);
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const acc = await mainAccount(u);
    const now = Date.now();
    await t.db.query(`INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, status_id, created_at)
      VALUES ($1, $2, 'deposit', 'card', 9000, 'RUB', 2, $3)`, [u.userId, acc, new Date(now - 3 * DAY)]);
    for (const [type, refused] of [[20, false], [21, true], [22, true]] as const) {
      await t.db.query('DELETE FROM rg_limits WHERE user_id = $1', [u.userId]);
      await t.db.transaction((tx) => setLimit(tx, u.userId, type, 10_000, now - 40 * DAY, { raiseAllowed: false }));
      const check = t.db.transaction((tx) => assertDepositAllowed(tx, { userId: u.userId, amountMinor: 2000, currency: 'RUB', nowMs: now }));
      if (refused) await expect(check, `type ${type}`).rejects.toMatchObject({ statusCode: 403 });
      else await expect(check, `type ${type}`).resolves.toBeUndefined();
    }
  });
});
