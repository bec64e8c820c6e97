import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { loadJwtSecret, signUserToken, verifyUserToken } from '../../server/auth/user-token.ts';
import { registerCurrentUser, requireUser, userOf } from '../../server/auth/current-user.ts';
import type { AppContext } from '../../server/context.ts';
import { balanceMinor, createAccount, lockAccount, post } from '../../server/money/ledger.ts';
import { once, requestFingerprint } from '../../server/money/idempotency.ts';
import { toMinor } from '../../server/money/currencies.ts';
import { ApiError } from '../../server/errors.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('people and money core', () => {
  let t: TestApp;
  let secret: Uint8Array;
  let whoami: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    secret = await loadJwtSecret(t.db);
    // A bare app with only the current-user hook and one authorised route, on the test database.
    whoami = Fastify();
    await whoami.register(fastifyCookie);
    registerCurrentUser(whoami, { db: t.db, jwtSecret: secret } as AppContext);
    whoami.get('/web-api/test/whoami', { preHandler: requireUser }, async (request) => ({ id: userOf(request).id }));
    await whoami.ready();
  });
  afterAll(async () => {
    await whoami.close();
    await t.close();
  });

  const newUser = async (login: string) => {
    const row = await t.db.one<{ id: number }>(`INSERT INTO users (login, password_hash, currency) VALUES ($1, $2, 'EUR') RETURNING id`, [login, await hashPassword('s3cret-pass')]);
    return row!.id;
  };

  it('[B23] passwords are scrypt-hashed and checked in constant time; malformed hashes are no', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });

  it('[B23] a user token carries exp; a forged, expired or other-secret token is refused', async () => {
    const token = await signUserToken(secret, { id: 7, banLevel: 0, tokenVersion: 0 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; sub: string };
    expect(payload.sub).toBe('7');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(await verifyUserToken(secret, token)).toEqual({ userId: 7, tokenVersion: 0 });
    const forged = `${token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...payload, sub: '8' })).toString('base64url')}.${token.split('.')[2]}`;
    expect(await verifyUserToken(secret, forged)).toBeNull();
    expect(await verifyUserToken(secret, await signUserToken(secret, { id: 7, banLevel: 0, tokenVersion: 0 }, 1_000_000))).toBeNull();
    expect(await verifyUserToken(new Uint8Array(32), token)).toBeNull();
  });

  it('[C01] authorised routes accept the bearer token or the cookie; a bumped token version logs out', async () => {
    const id = await newUser('whoami');
    const token = await signUserToken(secret, { id, banLevel: 0, tokenVersion: 0 });
    expect((await whoami.inject({ url: '/web-api/test/whoami' })).statusCode).toBe(401);
    expect((await whoami.inject({ url: '/web-api/test/whoami', headers: { authorization: `Bearer ${token}` } })).json()).toEqual({ id });
    expect((await whoami.inject({ url: '/web-api/test/whoami', cookies: { user_token: token } })).json()).toEqual({ id });
    await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [id]);
    const after = await whoami.inject({ url: '/web-api/test/whoami', cookies: { user_token: token } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errors: [{ status: '401', code: 'unauthorized' }] });
  });

  it('[B12] one main account per user; the balance is the sum of the ledger; no overdraft', async () => {
    const id = await newUser('ledger');
    const account = await t.db.transaction((tx) => createAccount(tx, { userId: id, type: 0, currency: 'EUR', active: true }));
    await expect(t.db.transaction((tx) => createAccount(tx, { userId: id, type: 0, currency: 'USD' }))).rejects.toThrow();
    await t.db.transaction(async (tx) => {
      await lockAccount(tx, account.id, id);
      await post(tx, { accountId: account.id, amountMinor: 10_000, kind: 'deposit' });
      await post(tx, { accountId: account.id, amountMinor: -4_000, kind: 'withdrawal' });
    });
    expect(await balanceMinor(t.db, account.id)).toBe(6_000);
    await expect(t.db.transaction((tx) => post(tx, { accountId: account.id, amountMinor: -6_001, kind: 'bet_stake' }))).rejects.toBeInstanceOf(ApiError);
    expect(await balanceMinor(t.db, account.id)).toBe(6_000);
    await expect(t.db.transaction((tx) => lockAccount(tx, account.id, id + 1000))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('[B09] amounts are converted to minor units exactly, refusing extra decimals', () => {
    expect(toMinor(12.5, 'EUR')).toBe(1250);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(12.345, 'EUR')).toBeNull();
    expect(toMinor(1.5, 'JPY')).toBeNull();
    expect(toMinor(1.234, 'KWD')).toBe(1234);
    expect(toMinor(1, 'XXX')).toBeNull();
  });

  it('[B07] an Idempotency-Key runs the work once; concurrent and later retries get the first answer', async () => {
    const id = await newUser('idem');
    const account = await t.db.transaction((tx) => createAccount(tx, { userId: id, type: 0, currency: 'EUR', active: true }));
    const deposit = () => once(t.db, { userId: id, scope: 'deposit', key: 'key-00000001', fingerprint: requestFingerprint({ amount: 500 }) }, async (tx) => {
      const r = await post(tx, { accountId: account.id, amountMinor: 500, kind: 'deposit' });
      return { statusCode: 201, body: { balance: r.balanceMinor } };
    });
    const answers = await Promise.all([deposit(), deposit(), deposit()]);
    expect(answers.map((a) => a.body)).toEqual([{ balance: 500 }, { balance: 500 }, { balance: 500 }]);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await deposit()).replayed).toBe(true);
    expect(await balanceMinor(t.db, account.id)).toBe(500);
  });

  it('[B07] a refusal is stored with its key: the retry is refused the same way and moves nothing', async () => {
    const id = await newUser('idem-refuse');
    const account = await t.db.transaction((tx) => createAccount(tx, { userId: id, type: 0, currency: 'EUR', active: true }));
    const withdraw = () => once(t.db, { userId: id, scope: 'withdraw', key: 'key-00000002', fingerprint: requestFingerprint({ amount: 100 }) }, async (tx) => {
      await post(tx, { accountId: account.id, amountMinor: -100, kind: 'withdrawal' });
      return { statusCode: 201, body: { ok: true } };
    });
    const first = await withdraw();
    expect(first.statusCode).toBe(409);
    await post(t.db, { accountId: account.id, amountMinor: 1000, kind: 'deposit' });
    const retry = await withdraw();
    expect(retry).toMatchObject({ statusCode: 409, replayed: true });
    expect(await balanceMinor(t.db, account.id)).toBe(1000);
  });
});
