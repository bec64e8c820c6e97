import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountDataSchema } from '../../streams/schemas/accounts.ts';
import { PaymentHistoryEntrySchema, PaymentHistoryPageSchema, PaymentMethodsSchema, PaymentStartSchema } from '../../streams/schemas/payments.ts';
import { balanceMinor } from '../../server/money/ledger.ts';
import { handleCashierNotification, paymentsAllowedForBan, resolveDuePayments } from '../../server/money/payments.ts';
import { expiryValid } from '../../server/provider/cashier/index.ts';
import { luhnValid } from '../../server/money/payment-methods.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser, newKey, type MoneyUser } from './support/office-users.ts';

const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' };

describe('deposits, withdrawals and the demo cashier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const deposit = (u: MoneyUser, body: Record<string, unknown>, key = newKey()) =>
    send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', lang: 'en', ...body }, { ...u.headers, 'idempotency-key': key });
  const withdraw = (u: MoneyUser, body: Record<string, unknown>, key = newKey()) =>
    send(t.app, 'POST', '/web-api/payments/withdraw', { accountId: u.mainAccountId, methodId: 'card-out', destination: '4242424242424242', lang: 'en', ...body }, { ...u.headers, 'idempotency-key': key });
  const tokenOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;
  const decide = (redirectUrl: string, outcome: string, card: Record<string, string> = CARD) =>
    send(t.app, 'POST', `/web-api/cashier/${tokenOf(redirectUrl)}`, { outcome, ...card });
  const balance = async (u: MoneyUser) => v.parse(AccountDataSchema, (await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json()).balance!.money;
  const history = async (u: MoneyUser) => v.parse(PaymentHistoryPageSchema, (await t.app.inject({ url: '/web-api/payments/history', headers: u.headers })).json());
  const payment = async (u: MoneyUser, id: number) => v.parse(PaymentHistoryEntrySchema, (await t.app.inject({ url: `/web-api/payments/${id}`, headers: u.headers })).json());

  async function depositPaid(u: MoneyUser, amount: number, extra: Record<string, unknown> = {}) {
    const start = v.parse(PaymentStartSchema, (await deposit(u, { amount, ...extra })).json());
    const decided = await decide(start.redirectUrl, 'success');
    expect(decided.statusCode, decided.body).toBe(200);
    return start.paymentId;
  }

  it('[R14] payment methods with limits and steps in the account currency', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const res = await t.app.inject({ url: '/web-api/payments/methods?direction=deposit', headers: u.headers });
    const m = v.parse(PaymentMethodsSchema, res.json());
    expect(m.currency).toBe('RUB');
    expect(m.methods.map((x) => x.id)).toEqual(['card', 'ewallet', 'bank']);
    expect(m.methods[0]).toMatchObject({ min: 100, max: 500_000, step: 1 });
    expect(m.methods[2]).toMatchObject({ min: 5000, step: 10 });
    const out = v.parse(PaymentMethodsSchema, (await t.app.inject({ url: '/web-api/payments/methods?direction=withdrawal', headers: u.headers })).json());
    expect(out.methods.map((x) => x.destination)).toEqual(['card', 'wallet', 'crypto']);
    expect((await t.app.inject({ url: '/web-api/payments/methods?direction=sideways', headers: u.headers })).statusCode).toBe(400);
  });

  it('[R14] a deposit: the cashier page, a card, success: one ledger row, completed in the history, back to onpay/success', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const res = await deposit(u, { amount: 100 });
    expect(res.statusCode, res.body).toBe(201);
    const start = v.parse(PaymentStartSchema, res.json());
    expect(start.redirectUrl).toMatch(/^\/cashier\/pay\/[A-Za-z0-9_-]{20,}$/);
    const page = await t.app.inject({ url: start.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<script src="/cashier/cashier.js"></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.body).toContain('name="cardNumber"');
    expect(page.body).toMatch(/₽|RUB/);
    expect((await t.app.inject({ url: '/cashier/cashier.js' })).headers['content-type']).toMatch(/javascript/);
    // Styles from a file (the CSP has style-src 'self': a <style> element or style attribute would be dropped).
    expect(page.body).toContain('<link rel="stylesheet" href="/cashier/cashier.css">');
    expect(page.body).not.toMatch(/<style|\sstyle=/);
    const css = await t.app.inject({ url: '/cashier/cashier.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.amount{');
    // Every row of the summary has its label, the amount's too.
    expect(page.body).not.toContain('<dt></dt>');
    expect(page.body).toMatch(/<dt>[^<]+<\/dt><dd class="amount" data-testid="cashier-amount">/);
    expect((await payment(u, start.paymentId)).status_id).toBe(0);
    expect(await balance(u)).toBe(0);

    const decided = await decide(start.redirectUrl, 'success');
    expect(decided.json()).toEqual({ returnUrl: `/en/onpay/success?paymentId=${start.paymentId}` });
    expect(await balance(u)).toBe(100);
    const entry = await payment(u, start.paymentId);
    expect(entry).toMatchObject({ status_id: 2, summ: 100, direction: 'deposit', currency: 'RUB', message: 'deposit_completed', translate_message: true, status_title: 'Completed' });
    expect(entry.skks_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(entry.money_deposit_id).toMatch(/^DP-/);
    const rows = await t.db.query<{ kind: string; amount_minor: number }>('SELECT kind, amount_minor FROM ledger_entries WHERE account_id = $1', [u.mainAccountId]);
    expect(rows).toEqual([{ kind: 'deposit', amount_minor: 10_000 }]);
    // The page is used up; a second decision answers the first return url and moves nothing.
    expect((await t.app.inject({ url: start.redirectUrl })).statusCode).toBe(404);
    expect((await decide(start.redirectUrl, 'success')).json()).toEqual({ returnUrl: `/en/onpay/success?paymentId=${start.paymentId}` });
    expect(await balance(u)).toBe(100);
  });

  it('[R14] fail, cancel and a declined card move nothing; the return urls name the outcome', async () => {
    const u = await createMoneyUser(t.db, { currency: 'EUR' });
    const a = v.parse(PaymentStartSchema, (await deposit(u, { amount: 10, lang: 'ru' })).json());
    expect((await decide(a.redirectUrl, 'fail', {})).json()).toEqual({ returnUrl: `/ru/onpay/fail?paymentId=${a.paymentId}` });
    const b = v.parse(PaymentStartSchema, (await deposit(u, { amount: 10 })).json());
    expect((await decide(b.redirectUrl, 'cancel', {})).json()).toEqual({ returnUrl: `/en/onpay/cancel?paymentId=${b.paymentId}` });
    const c = v.parse(PaymentStartSchema, (await deposit(u, { amount: 10 })).json());
    expect((await decide(c.redirectUrl, 'success', { ...CARD, cardNumber: '4000 0000 0000 0002' })).json()).toEqual({ returnUrl: `/en/onpay/fail?paymentId=${c.paymentId}` });
    expect(await balance(u)).toBe(0);
    expect((await payment(u, a.paymentId)).status_id).toBe(3);
    expect((await payment(u, b.paymentId)).status_id).toBe(4);
    const declined = await payment(u, c.paymentId);
    expect(declined).toMatchObject({ status_id: 3, translate_message: false });
    expect(declined.message).toMatch(/declined/i);
  });

  it('[R14] the cashier checks the card: Luhn, expiry, CVC; the payment stays open', async () => {
    const u = await createMoneyUser(t.db);
    const s = v.parse(PaymentStartSchema, (await deposit(u, { amount: 150 })).json());
    expect((await decide(s.redirectUrl, 'success', { ...CARD, cardNumber: '4242 4242 4242 4241' })).json()).toMatchObject({ errors: [{ code: 'card_invalid' }] });
    expect((await decide(s.redirectUrl, 'success', { ...CARD, cardExpiry: '01/20' })).json()).toMatchObject({ errors: [{ code: 'expiry_invalid' }] });
    expect((await decide(s.redirectUrl, 'success', { ...CARD, cardCvc: '1' })).json()).toMatchObject({ errors: [{ code: 'cvc_invalid' }] });
    expect((await payment(u, s.paymentId)).status_id).toBe(0);
    expect((await decide(s.redirectUrl, 'success')).statusCode).toBe(200);
    expect(await balance(u)).toBe(150);
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(expiryValid('02/30', new Date('2030-02-15T00:00:00Z'))).toBe(true);
    expect(expiryValid('01/30', new Date('2030-02-15T00:00:00Z'))).toBe(false);
  });

  it('[R14] the expiry is taken as card forms take it: "1230", "12 / 30" and "12-30" are December 2030', () => {
    const now = new Date('2030-02-15T00:00:00Z');
    for (const typed of ['1230', '12 / 30', '12-30', '12/30']) expect(expiryValid(typed, now), typed).toBe(true);
    for (const typed of ['130', '12/3', '1330', '12//30']) expect(expiryValid(typed, now), typed).toBe(false);
  });

  it('[R14] bad amounts are refused field by field and nothing is written', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const cases: Array<[number, string]> = [[99, 'amount: amount_min'], [500_001, 'amount: amount_max'], [100.5, 'amount: amount_step'], [100.555, 'amount: amount_format']];
    for (const [amount, detail] of cases) {
      const res = await deposit(u, { amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errors[0].detail).toBe(detail);
    }
    expect((await deposit(u, { amount: 5005, methodId: 'bank' })).json().errors[0].detail).toBe('amount: amount_step');
    expect((await deposit(u, { amount: 100, methodId: 'nope' })).json().errors[0].detail).toBe('methodId: unknown_method');
    expect((await deposit(u, { amount: -5 })).statusCode).toBe(400);
    expect((await history(u)).total).toBe(0);
  });

  it('[B07] a deposit needs an Idempotency-Key; the same key answers the first payment and opens one cashier page', async () => {
    const u = await createMoneyUser(t.db);
    const noKey = await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', amount: 100 }, u.headers);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ errors: [{ code: 'idempotency_key_required' }] });
    const key = newKey();
    const [a, b] = await Promise.all([deposit(u, { amount: 200 }, key), deposit(u, { amount: 200 }, key)]);
    expect(a.json()).toEqual(b.json());
    const c = await deposit(u, { amount: 200 }, key);
    expect(c.json()).toEqual(a.json());
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect((await history(u)).total).toBe(1);
    const sessions = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM cashier_sessions s JOIN payments p ON p.id = s.payment_id WHERE p.user_id = $1', [u.id]);
    expect(sessions?.n).toBe(1);
  });

  it('[R14] a withdrawal reserves the money at once; success keeps it out, fail and cancel give it back', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await depositPaid(u, 100);
    const w = await withdraw(u, { amount: 40 });
    expect(w.statusCode, w.body).toBe(201);
    const ws = v.parse(PaymentStartSchema, w.json());
    expect(await balance(u)).toBe(60);
    const page = await t.app.inject({ url: ws.redirectUrl });
    expect(page.body).toContain('•••• 4242');
    expect(page.body).not.toContain('name="cardNumber"');
    expect((await decide(ws.redirectUrl, 'success', {})).json()).toEqual({ returnUrl: `/en/onpay/withdraw/success?paymentId=${ws.paymentId}` });
    expect(await balance(u)).toBe(60);

    const f = v.parse(PaymentStartSchema, (await withdraw(u, { amount: 10 })).json());
    expect(await balance(u)).toBe(50);
    expect((await decide(f.redirectUrl, 'fail', {})).json().returnUrl).toBe(`/en/onpay/withdraw/fail?paymentId=${f.paymentId}`);
    expect(await balance(u)).toBe(60);
    const c = v.parse(PaymentStartSchema, (await withdraw(u, { amount: 10 })).json());
    expect((await decide(c.redirectUrl, 'cancel', {})).json().returnUrl).toBe(`/en/onpay/withdraw/cancel?paymentId=${c.paymentId}`);
    expect(await balance(u)).toBe(60);

    const h = await history(u);
    expect(h.items.map((i) => [i.direction, i.summ, i.status_id])).toEqual([
      ['withdrawal', -10, 4], ['withdrawal', -10, 3], ['withdrawal', -40, 2], ['deposit', 100, 2],
    ]);
    const kinds = await t.db.query<{ kind: string; amount_minor: number }>('SELECT kind, amount_minor FROM ledger_entries WHERE account_id = $1 ORDER BY id', [u.mainAccountId]);
    expect(kinds.map((k) => `${k.kind}:${k.amount_minor}`)).toEqual([
      'deposit:10000', 'withdrawal:-4000', 'withdrawal:-1000', 'withdrawal_refund:1000', 'withdrawal:-1000', 'withdrawal_refund:1000',
    ]);
  });

  it('[R14] a withdrawal is never above the withdrawable balance, and needs a valid destination', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await depositPaid(u, 100);
    const over = await withdraw(u, { amount: 101 });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0]).toMatchObject({ code: 'insufficient_funds', detail: 'amount: amount_above_withdrawable' });
    expect((await withdraw(u, { amount: 50, destination: '1234' })).json().errors[0].detail).toBe('destination: destination_card');
    expect((await withdraw(u, { amount: 50, methodId: 'ewallet-out', destination: 'not a wallet' })).json().errors[0].detail).toBe('destination: destination_wallet');
    // Concurrent withdrawals of the whole balance: exactly one gets through.
    const all = await Promise.all([withdraw(u, { amount: 100 }), withdraw(u, { amount: 100 }), withdraw(u, { amount: 100 })]);
    expect(all.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balance(u)).toBe(0);
    expect(await balanceMinor(t.db, u.mainAccountId)).toBe(0);
    // The reserved withdrawal can be called back by its owner: the money returns.
    const id = all.find((r) => r.statusCode === 201)!.json().paymentId as number;
    const cancelled = await send(t.app, 'POST', `/web-api/payments/${id}/cancel`, undefined, u.headers);
    expect(cancelled.json()).toMatchObject({ status_id: 4, message: 'cancelled_by_user' });
    expect(await balance(u)).toBe(100);
    expect((await send(t.app, 'POST', `/web-api/payments/${id}/cancel`, undefined, u.headers)).statusCode).toBe(409);
  });

  it('[R14] pending resolves later: the sweeper completes it and credits the ledger once', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const s = v.parse(PaymentStartSchema, (await deposit(u, { amount: 300 })).json());
    expect((await decide(s.redirectUrl, 'pending')).json().returnUrl).toBe(`/en/onpay/pending?paymentId=${s.paymentId}`);
    expect((await payment(u, s.paymentId)).status_id).toBe(1);
    expect(await balance(u)).toBe(0);
    await t.db.query(`UPDATE payments SET resolve_at = now() - interval '1 second' WHERE id = $1`, [s.paymentId]);
    await Promise.all([resolveDuePayments(t.db), resolveDuePayments(t.db, u.id)]);
    expect((await payment(u, s.paymentId)).status_id).toBe(2);
    expect(await balance(u)).toBe(300);
  });

  it('[R14] a cashier answer that fails its schema decides nothing: the payment stays pending, shown so', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const s = v.parse(PaymentStartSchema, (await deposit(u, { amount: 120 })).json());
    const answer = await decide(s.redirectUrl, 'success', { ...CARD, cardNumber: '4000 0000 0000 0119' });
    expect(answer.json().returnUrl).toBe(`/en/onpay/pending?paymentId=${s.paymentId}`);
    const entry = await payment(u, s.paymentId);
    expect(entry).toMatchObject({ status_id: 1, message: 'cashier_answer_invalid' });
    expect(await balance(u)).toBe(0);
    // A notification with the wrong amount is refused the same way; a valid one afterwards completes it.
    expect(await handleCashierNotification(t.db, { paymentId: s.paymentId, outcome: 'success', amountMinor: 1, currency: 'RUB', providerRef: 'x' })).toEqual({ accepted: false, paymentId: s.paymentId });
    expect(await balance(u)).toBe(0);
    expect(await handleCashierNotification(t.db, { paymentId: s.paymentId, outcome: 'success', amountMinor: 12_000, currency: 'RUB', providerRef: 'x' })).toEqual({ accepted: true, paymentId: s.paymentId });
    expect(await balance(u)).toBe(120);
    expect(await handleCashierNotification(t.db, 'garbage')).toEqual({ accepted: false, paymentId: null });
  });

  it('[B19] a banned user cannot pay, except at ban level 45 (53 in rule version 1)', async () => {
    expect(paymentsAllowedForBan(0, 2)).toBe(true);
    expect(paymentsAllowedForBan(45, 2)).toBe(true);
    expect(paymentsAllowedForBan(53, 2)).toBe(false);
    expect(paymentsAllowedForBan(53, 1)).toBe(true);
    expect(paymentsAllowedForBan(45, 1)).toBe(false);
    const banned = await createMoneyUser(t.db, { banLevel: 10 });
    const refused = await deposit(banned, { amount: 100 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'payments_banned' }] });
    expect((await t.app.inject({ url: '/web-api/payments/methods?direction=deposit', headers: banned.headers })).statusCode).toBe(403);
    const allowed = await createMoneyUser(t.db, { banLevel: 45 });
    expect((await deposit(allowed, { amount: 100 })).statusCode).toBe(201);
    const v1 = await createMoneyUser(t.db, { banLevel: 53, banVersion: 1 });
    expect((await deposit(v1, { amount: 100 })).statusCode).toBe(201);
  });

  it('[R14] the history pages; another user\'s payment is not found', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    for (let i = 0; i < 3; i += 1) await depositPaid(u, 100 + i);
    const page1 = v.parse(PaymentHistoryPageSchema, (await t.app.inject({ url: '/web-api/payments/history?pageSize=2', headers: u.headers })).json());
    expect(page1).toMatchObject({ pageNumber: 1, pageSize: 2, total: 3, hasMore: true });
    expect(page1.items.map((i) => i.summ)).toEqual([102, 101]);
    const page2 = v.parse(PaymentHistoryPageSchema, (await t.app.inject({ url: '/web-api/payments/history?pageSize=2&pageNumber=2', headers: u.headers })).json());
    expect(page2).toMatchObject({ hasMore: false });
    expect(page2.items.map((i) => i.summ)).toEqual([100]);
    const other = await createMoneyUser(t.db);
    expect((await t.app.inject({ url: `/web-api/payments/${page2.items[0]!.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/web-api/payments/history?pageSize=1000', headers: u.headers })).statusCode).toBe(400);
  });

  it('[C13] the first-deposit bonus: chosen with the first deposit, credited to the bonus account, offered no more', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await depositPaid(u, 1000, { bonusChoice: 1 });
    const d = v.parse(AccountDataSchema, (await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json());
    expect(d.is_available_first_deposit_bonus).toBe(false);
    expect(d.bonus?.money).toBe(1000);
    expect(d.all_accounts.map((a) => [a.type, a.money])).toEqual([[0, 1000], [4, 1000]]);
    await depositPaid(u, 1000, { bonusChoice: 1 });
    const again = v.parse(AccountDataSchema, (await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json());
    expect(again.bonus?.money).toBe(1000);
  });
});

describe('first-deposit bonus choice from registration', () => {
  it('[C13] a deposit without a choice uses the choice made at registration (users.first_deposit_bonus_choice)', async () => {
    const t = await createTestApp();
    try {
      const u = await createMoneyUser(t.db, { currency: 'RUB' });
      await t.db.query('UPDATE users SET first_deposit_bonus_choice = 2 WHERE id = $1', [u.id]);
      const start = v.parse(PaymentStartSchema, (await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', amount: 500 }, { ...u.headers, 'idempotency-key': newKey() })).json());
      await send(t.app, 'POST', `/web-api/cashier/${start.redirectUrl.split('/').pop()}`, { outcome: 'success', ...CARD });
      const bonus = await t.db.one<{ kind: string; wager_multiplier: number }>('SELECT kind, wager_multiplier FROM user_bonuses WHERE user_id = $1', [u.id]);
      expect(bonus).toEqual({ kind: 'first_deposit_casino', wager_multiplier: 30 });
    } finally {
      await t.close();
    }
  });
});
