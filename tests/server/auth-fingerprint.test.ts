import * as v from 'valibot';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCheckAnswerSchema } from '../../streams/schemas/auth.ts';
import { FingerprintAnswerSchema } from '../../streams/schemas/fingerprint.ts';
import { FINGERPRINT_AUDIENCE, FINGERPRINT_TTL_SEC, checkFingerprint, issueFingerprint } from '../../server/auth/fingerprint.ts';
import { loadJwtSecret } from '../../server/auth/user-token.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser } from './support/users.ts';

const codeOf = (res: { json(): unknown }) => (res.json() as { errors: Array<{ code: string }> }).errors[0]?.code;

describe('fingerprint token (T13, C17)', () => {
  let t: TestApp;
  let secret: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp();
    secret = await loadJwtSecret(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('[T13] POST /web-api/fingerprint answers a token with expiresAt in seconds, one hour ahead, and the components back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await send(t.app, 'POST', '/web-api/fingerprint', { componentsData: { tz: 'Europe/Berlin', screen: '1920x1080', touch: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fp = v.parse(FingerprintAnswerSchema, res.json());
    expect(fp.componentsData).toEqual({ tz: 'Europe/Berlin', screen: '1920x1080', touch: false });
    expect(fp.expiresAt).toBeGreaterThanOrEqual(before + FINGERPRINT_TTL_SEC);
    expect(fp.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + FINGERPRINT_TTL_SEC);
    expect(await checkFingerprint(secret, fp.token)).toBe('ok');
  });

  it('[T13] bad components are refused field by field; the call needs the CSRF header', async () => {
    const bad = await send(t.app, 'POST', '/web-api/fingerprint', { componentsData: { 'no spaces': 1 } });
    expect(bad.statusCode).toBe(400);
    const long = await send(t.app, 'POST', '/web-api/fingerprint', { componentsData: { ua: 'x'.repeat(300) } });
    expect(long.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: {} })).statusCode).toBe(403);
  });

  it('[C17] an authorised call with a valid fingerprint passes; forged, malformed, expired or a user token as fingerprint answer 400 with their code', async () => {
    const user = await registerTestUser(t.app);
    const fp = v.parse(FingerprintAnswerSchema, (await send(t.app, 'POST', '/web-api/fingerprint', {})).json());
    const check = (fingerprint?: string) =>
      t.app.inject({ url: '/web-api/auth/check', headers: { ...asUser(user), ...(fingerprint === undefined ? {} : { 'x-fingerprint': fingerprint }) } });

    const ok = await check(fp.token);
    expect(ok.statusCode).toBe(200);
    expect(v.parse(SessionCheckAnswerSchema, ok.json()).user_id).toBe(user.userId);
    expect((await check()).statusCode).toBe(200);

    const [h, p] = fp.token.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    const forgedRes = await check(forged);
    expect(forgedRes.statusCode).toBe(400);
    expect(codeOf(forgedRes)).toBe('fingerprint_invalid');
    expect(codeOf(await check('garbage'))).toBe('fingerprint_invalid');
    // A user token is no fingerprint (audience), even though our key signed it.
    expect(codeOf(await check(user.token))).toBe('fingerprint_invalid');

    const expired = await issueFingerprint(secret, {}, Math.floor(Date.now() / 1000) - FINGERPRINT_TTL_SEC - 5);
    const expiredRes = await check(expired.token);
    expect(expiredRes.statusCode).toBe(400);
    expect(codeOf(expiredRes)).toBe('fingerprint_expired');
  });

  it('[C17][B23] a fingerprint is never a user token, and anonymous calls are not judged by it', async () => {
    const fp = v.parse(FingerprintAnswerSchema, (await send(t.app, 'POST', '/web-api/fingerprint', {})).json());
    expect((await t.app.inject({ url: '/web-api/user/gettoken', headers: { authorization: `Bearer ${fp.token}` } })).statusCode).toBe(401);
    const anon = await t.app.inject({ url: '/web-api/auth/check', headers: { 'x-fingerprint': 'garbage' } });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ user_id: null });
    // Signed with another key: invalid.
    const other = await new SignJWT({ cd: 'x' }).setProtectedHeader({ alg: 'HS256' }).setAudience(FINGERPRINT_AUDIENCE)
      .setExpirationTime('1h').sign(new Uint8Array(32).fill(7));
    expect(await checkFingerprint(secret, other)).toBe('fingerprint_invalid');
  });
});
