import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountDataSchema, CurrencyListSchema, OfficeMessageSchema, UserConfigAnswerSchema } from '../../streams/schemas/accounts.ts';
import { ACCOUNT_OPEN_DELAY_MS, convertStatus } from '../../server/money/accounts.ts';
import { lockAccount, post } from '../../server/money/ledger.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser, type MoneyUser } from './support/office-users.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('accounts API (C13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const data = async (u: MoneyUser) => {
    const res = await t.app.inject({ url: '/web-api/account/data', headers: u.headers });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(AccountDataSchema, res.json());
  };
  const credit = (accountId: number, userId: number, minor: number) =>
    t.db.transaction(async (tx) => {
      await lockAccount(tx, accountId, userId);
      await post(tx, { accountId, amountMinor: minor, kind: 'deposit' });
    });

  it('[C13] account data: the active account as balance, all accounts, the first-deposit offer; 401 when anonymous', async () => {
    expect((await t.app.inject({ url: '/web-api/account/data' })).statusCode).toBe(401);
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await credit(u.mainAccountId, u.id, 12_345);
    const d = await data(u);
    expect(d.balance).toMatchObject({ id: u.mainAccountId, type: 0, iso: 'RUB', symbol: '₽', money: 123.45, currencyId: 1, isActive: true });
    expect(d.all_accounts).toHaveLength(1);
    expect(d.bonus).toBeNull();
    expect(d.is_available_first_deposit_bonus).toBe(true);
    expect(d.withdrawable).toBe(123.45);
    const res = await t.app.inject({ url: '/web-api/account/data', headers: u.headers });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('[T14] [B12] a new currency account opens a moment later; a second request for it is refused', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const list = v.parse(CurrencyListSchema, (await t.app.inject({ url: '/web-api/office/currency/list', headers: u.headers })).json());
    expect(list.currencies.map((c) => c.iso)).toContain('EUR');
    expect(list.currencies.map((c) => c.iso)).not.toContain('RUB');

    const add = await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'EUR' }, u.headers);
    expect(add.statusCode).toBe(202);
    expect(v.parse(OfficeMessageSchema, add.json()).message).toBe('currency_account_opening');
    // Not listed yet: the client polls (T14).
    expect((await data(u)).all_accounts.map((a) => a.iso)).toEqual(['RUB']);
    const again = await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'EUR' }, u.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ code: 'currency_exists' }] });
    await sleep(ACCOUNT_OPEN_DELAY_MS + 50);
    const after = await data(u);
    expect(after.all_accounts.map((a) => [a.iso, a.type, a.isActive])).toEqual([['RUB', 0, true], ['EUR', 9, false]]);

    expect((await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'XYZ' }, u.headers)).statusCode).toBe(400);
    expect((await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'eur' }, u.headers)).statusCode).toBe(400);
  });

  it('[C13] changing the active account switches the balance; another user\'s account is not found', async () => {
    const u = await createMoneyUser(t.db, { currency: 'USD' });
    const other = await createMoneyUser(t.db);
    await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'EUR' }, u.headers);
    await sleep(ACCOUNT_OPEN_DELAY_MS + 50);
    const eur = (await data(u)).all_accounts.find((a) => a.iso === 'EUR')!;
    await credit(eur.id, u.id, 700);
    const switched = await send(t.app, 'POST', '/web-api/account/active', { id: eur.id }, u.headers);
    expect(switched.statusCode).toBe(200);
    const d = v.parse(AccountDataSchema, switched.json());
    expect(d.balance).toMatchObject({ id: eur.id, iso: 'EUR', money: 7, isActive: true });
    expect(d.all_accounts.filter((a) => a.isActive)).toHaveLength(1);
    expect((await send(t.app, 'POST', '/web-api/account/active', { id: other.mainAccountId }, u.headers)).statusCode).toBe(404);
    expect((await send(t.app, 'POST', '/web-api/account/active', { id: 'x' }, u.headers)).statusCode).toBe(400);
    expect((await data(u)).balance?.iso).toBe('EUR');
  });

  it('[C13] removing a currency account: never the active, a non-empty or the main one', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'USD' }, u.headers);
    await sleep(ACCOUNT_OPEN_DELAY_MS + 50);
    const usd = (await data(u)).all_accounts.find((a) => a.iso === 'USD')!;
    const remove = (id: number) => send(t.app, 'POST', '/web-api/office/currency/remove', { id }, u.headers);

    expect((await remove(u.mainAccountId)).json()).toMatchObject({ errors: [{ code: 'account_not_removable' }] });
    await send(t.app, 'POST', '/web-api/account/active', { id: usd.id }, u.headers);
    expect((await remove(usd.id)).json()).toMatchObject({ errors: [{ code: 'account_active' }] });
    await send(t.app, 'POST', '/web-api/account/active', { id: u.mainAccountId }, u.headers);
    await credit(usd.id, u.id, 100);
    expect((await remove(usd.id)).json()).toMatchObject({ errors: [{ code: 'account_not_empty' }] });
    await t.db.transaction(async (tx) => {
      await lockAccount(tx, usd.id, u.id);
      await post(tx, { accountId: usd.id, amountMinor: -100, kind: 'withdrawal' });
    });
    const ok = await remove(usd.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'currency_account_removed' });
    expect((await data(u)).all_accounts.map((a) => a.iso)).toEqual(['RUB']);
    // The currency can be opened again.
    expect((await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'USD' }, u.headers)).statusCode).toBe(202);
  });

  it('[C13] [B13] user config: contacts, protection level and methods, ban level, verification, deposits', async () => {
    const u = await createMoneyUser(t.db, { banLevel: 45 });
    const res = await t.app.inject({ url: '/web-api/user/config', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { result } = v.parse(UserConfigAnswerSchema, res.json());
    expect(result).toMatchObject({
      user_id: u.id, login: u.login, user_email: `${u.login}@example.test`, protection_level: 0, ban_level: 45,
      verification_status: 0, has_deposit: false, is_need_identification: true, // identification is on in the seed
      protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false },
    });
    await t.db.query(`INSERT INTO user_security (user_id, password_changed_at, totp_enabled) VALUES ($1, now(), true)`, [u.id]);
    const after = v.parse(UserConfigAnswerSchema, (await t.app.inject({ url: '/web-api/user/config', headers: u.headers })).json()).result;
    expect(after.protection_level).toBe(50);
    expect(after.protection_methods.enable_two_factor_auth).toBe(true);
  });

  it('[R17] [B12] convert status 1: the empty main account takes another currency; not while a payment is open; never a held one', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const convert = (body: unknown) => send(t.app, 'POST', '/web-api/office/account/convert', body, u.headers);
    expect((await data(u)).convert_status).toBe(1);
    // Status 1 converts by currency, not by account.
    expect((await convert({ id: u.mainAccountId })).json()).toMatchObject({ errors: [{ code: 'convert_not_allowed' }] });
    expect((await convert({ iso: 'RUB' })).json()).toMatchObject({ errors: [{ code: 'currency_exists' }] });
    expect((await convert({ iso: 'usd' })).statusCode).toBe(400);
    // A deposit in progress would come back in the wrong currency.
    await t.db.query(`INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, lang)
      VALUES ($1, $2, 'deposit', 'card', 10000, 'RUB', 'en')`, [u.id, u.mainAccountId]);
    expect((await convert({ iso: 'USD' })).json()).toMatchObject({ errors: [{ code: 'account_has_open_payments' }] });
    await t.db.query('UPDATE payments SET status_id = 4 WHERE user_id = $1', [u.id]);
    const ok = await convert({ iso: 'USD' });
    expect(ok.statusCode, ok.body).toBe(200);
    const d = v.parse(AccountDataSchema, ok.json());
    expect(d.all_accounts.map((a) => [a.id, a.iso, a.type])).toEqual([[u.mainAccountId, 'USD', 0]]);
    expect(d.balance).toMatchObject({ id: u.mainAccountId, iso: 'USD', symbol: '$' });
    const cfg = v.parse(UserConfigAnswerSchema, (await t.app.inject({ url: '/web-api/user/config', headers: u.headers })).json()).result;
    expect(cfg.currency).toBe('USD');
    // Money on the main account: conversion is no longer allowed.
    await credit(u.mainAccountId, u.id, 500);
    expect((await data(u)).convert_status).toBe(0);
    expect((await convert({ iso: 'EUR' })).json()).toMatchObject({ errors: [{ code: 'convert_not_allowed' }] });
    expect((await data(u)).balance?.iso).toBe('USD');
  });

  it('[R17] [B12] convert status 2: an additional account with money becomes the main one; the old main stays as a currency account', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await send(t.app, 'POST', '/web-api/office/currency/add', { iso: 'EUR' }, u.headers);
    await sleep(ACCOUNT_OPEN_DELAY_MS + 50);
    const eur = (await data(u)).all_accounts.find((a) => a.iso === 'EUR')!;
    await credit(eur.id, u.id, 2_500);
    expect((await data(u)).convert_status).toBe(2);
    const convert = (body: unknown) => send(t.app, 'POST', '/web-api/office/account/convert', body, u.headers);
    expect((await convert({ iso: 'USD' })).json()).toMatchObject({ errors: [{ code: 'convert_not_allowed' }] });
    expect((await convert({ id: u.mainAccountId })).statusCode).toBe(404);
    const ok = await convert({ id: eur.id });
    expect(ok.statusCode, ok.body).toBe(200);
    const d = v.parse(AccountDataSchema, ok.json());
    expect(d.all_accounts.map((a) => [a.id, a.iso, a.type, a.money])).toEqual([[eur.id, 'EUR', 0, 25], [u.mainAccountId, 'RUB', 9, 0]]);
    expect(d.convert_status).toBe(0);
    // Done once: a second try is refused and nothing changes.
    expect((await convert({ id: eur.id })).json()).toMatchObject({ errors: [{ code: 'convert_not_allowed' }] });
    expect((await data(u)).all_accounts.filter((a) => a.type === 0).map((a) => a.id)).toEqual([eur.id]);
  });

  it('[B12] convert-account status: 1 when everything is empty, 2 when only an additional account holds money, else 0', () => {
    expect(convertStatus([{ type: 0, balance: 0 }])).toBe(1);
    expect(convertStatus([{ type: 0, balance: 0 }, { type: 9, balance: 500 }])).toBe(2);
    expect(convertStatus([{ type: 0, balance: 10 }, { type: 9, balance: 0 }])).toBe(0);
    expect(convertStatus([{ type: 0, balance: 0 }, { type: 4, balance: 10 }])).toBe(0);
  });
});
