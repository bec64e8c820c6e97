import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswerSchema } from '../../streams/schemas/auth.ts';
import { SecuritySchema, TotpEnabledAnswerSchema } from '../../streams/schemas/office.ts';
import { totpCode } from '../../server/auth/totp.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// Issue 20 #3: an account with an authenticator app on must not be entered with the password alone, nor have its
// password, phone, security question or 2FA changed without the second factor. Each test replays the attack.

interface Cookie { name: string; value: string }
const STEP_MS = 30_000;

describe('two-factor login (issue 20 #3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A user with TOTP turned on in the office: its secret and recovery codes. The enabling code used step 0. */
  async function userWith2fa(): Promise<TestUser & { secret: string; recoveryCodes: string[] }> {
    const user = await registerTestUser(t.app, { password: 'Pass-word-12' });
    const setup = await send(t.app, 'POST', '/web-api/office/security/totp/setup', undefined, asUser(user));
    const { secret } = setup.json() as { secret: string };
    const on = await send(t.app, 'POST', '/web-api/office/security/totp/enable', { code: totpCode(secret) }, asUser(user));
    expect(on.statusCode, on.body).toBe(200);
    return { ...user, secret, recoveryCodes: v.parse(TotpEnabledAnswerSchema, on.json()).recoveryCodes };
  }
  const passwordLogin = (user: TestUser) => send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.email, uPassword: user.password, save: true });
  const secondStep = (challenge: string, code: string) => send(t.app, 'POST', '/web-api/auth/login/two-factor', { challenge, code });
  const challengeOf = (res: { json(): unknown }) => {
    const answer = v.parse(LoginAnswerSchema, res.json());
    if (answer.status !== 'two_factor') throw new Error(`expected a challenge, got ${answer.status}`);
    return answer.challenge;
  };
  const whoIs = async (token: string) => ((await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${token}` } })).json() as { user_id: number | null }).user_id;

  it('the password alone answers a challenge and no token or cookie; challenge + the app\'s code gives the session', async () => {
    const user = await userWith2fa();
    const first = await passwordLogin(user);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'two_factor', twoFactorRequired: true, expiresInSec: 300 });
    expect(first.json()).not.toHaveProperty('token');
    expect((first.cookies as Cookie[]).map((c) => c.name)).not.toContain('user_token');
    const challenge = challengeOf(first);
    // The challenge is no user token.
    expect(await whoIs(challenge)).toBeNull();

    const wrong = await secondStep(challenge, totpCode(user.secret, Date.now() - 10 * 60_000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ field: 'code', reason: 'wrong_code' }] });
    const ok = await secondStep(challenge, totpCode(user.secret, Date.now() + STEP_MS));
    expect(ok.statusCode, ok.body).toBe(200);
    const answer = v.parse(LoginAnswerSchema, ok.json());
    if (answer.status !== 'ok') throw new Error('no session');
    expect(await whoIs(answer.token)).toBe(user.userId);
    expect((ok.cookies as Cookie[]).find((c) => c.name === 'user_token')?.value).toBe(answer.token);
    // A spent challenge does not log in twice.
    expect((await secondStep(challenge, totpCode(user.secret, Date.now() + STEP_MS))).json()).toMatchObject({ errors: [{ code: 'two_factor_expired' }] });
  });

  it('every way in with the first factor stops at the challenge: phone + password, SMS code, two-step code', async () => {
    const user = await userWith2fa();
    await t.db.query(`UPDATE users SET phone = '77001112233' WHERE id = $1`, [user.userId]);
    const phone = await send(t.app, 'POST', '/web-api/auth/login/phone', { country_code: '7', phone_number: '7001112233', uPassword: user.password });
    expect(phone.json()).toMatchObject({ status: 'two_factor' });
    expect((phone.cookies as Cookie[]).map((c) => c.name)).not.toContain('user_token');

    const sms = await send(t.app, 'POST', '/web-api/auth/sms/send', { purpose: 'login_sms', 'phone-code': '7', 'phone-number': '7001112233' });
    const { requestId } = sms.json() as { requestId: string };
    const smsCode = ((await t.app.inject({ url: '/web-api/dev/outbox?destination=77001112233&purpose=login_sms' })).json() as { messages: Array<{ code: string }> }).messages[0]!.code;
    const bySms = await send(t.app, 'POST', '/web-api/auth/login/sms', { requestId, 'sms-code': smsCode });
    expect(bySms.json()).toMatchObject({ status: 'two_factor' });

    // An account with the e-mail two-step code as well: the code, then the app's code.
    await t.db.query('UPDATE users SET two_step_enabled = true WHERE id = $1', [user.userId]);
    const stepOne = (await passwordLogin(user)).json() as { status: string; requestId: string };
    expect(stepOne.status).toBe('two_step');
    const mailed = ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${encodeURIComponent(user.email!)}&purpose=two_step` })).json() as { messages: Array<{ code: string }> }).messages[0]!.code;
    const stepTwo = await send(t.app, 'POST', '/web-api/auth/login/two-step', { requestId: stepOne.requestId, code: mailed });
    expect(stepTwo.json()).toMatchObject({ status: 'two_factor' });
    const done = await secondStep(challengeOf(stepTwo), totpCode(user.secret, Date.now() + STEP_MS));
    expect(done.json()).toMatchObject({ status: 'ok', userId: user.userId });
  });

  it('five wrong codes end a challenge; a forged, expired or pre-reset challenge gives nothing; ten wrong codes lock the user', async () => {
    const user = await userWith2fa();
    const challenge = challengeOf(await passwordLogin(user));
    const bad = (n: number) => String((Number(totpCode(user.secret)) + 1 + n) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) expect((await secondStep(challenge, bad(i))).json()).toMatchObject({ errors: [{ reason: 'wrong_code' }] });
    const fifth = await secondStep(challenge, bad(4));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ errors: [{ code: 'two_factor_attempts' }] });
    // Dead now, even with the right code.
    expect((await secondStep(challenge, totpCode(user.secret, Date.now() + STEP_MS))).json()).toMatchObject({ errors: [{ code: 'two_factor_expired' }] });

    // A challenge edited to name another row fails its signature; an expired one is refused.
    const [id, mac] = challengeOf(await passwordLogin(user)).split('.');
    const forged = `${Buffer.from('another-challenge-id-000000000000').toString('base64url')}.${mac}`;
    expect((await secondStep(forged, totpCode(user.secret, Date.now() + STEP_MS))).json()).toMatchObject({ errors: [{ code: 'two_factor_expired' }] });
    await t.db.query(`UPDATE login_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`, [Buffer.from(id!, 'base64url').toString()]);
    expect((await secondStep(`${id}.${mac}`, totpCode(user.secret, Date.now() + STEP_MS))).json()).toMatchObject({ errors: [{ code: 'two_factor_expired' }] });

    // A challenge taken before the password was reset by e-mail ends with it.
    const before = challengeOf(await passwordLogin(user));
    const { requestId } = (await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: user.email })).json() as { requestId: string };
    const mail = ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${encodeURIComponent(user.email!)}&purpose=recovery` })).json() as { messages: Array<{ code: string }> }).messages[0]!;
    expect((await send(t.app, 'POST', '/web-api/auth/password/reset', { requestId, code: mail.code, password: 'Fresh-pass-77', password_confirm: 'Fresh-pass-77' })).statusCode).toBe(200);
    expect((await secondStep(before, totpCode(user.secret, Date.now() + STEP_MS))).json()).toMatchObject({ errors: [{ code: 'two_factor_expired' }] });

    // Fresh challenges do not buy more guesses: after the user's 10th wrong code within the window the second step
    // is locked, the right code included.
    const fresh = { ...user, password: 'Fresh-pass-77' };
    const more = challengeOf(await passwordLogin(fresh));
    for (let i = 0; i < 4; i += 1) await secondStep(more, bad(i));
    expect((await secondStep(challengeOf(await passwordLogin(fresh)), bad(9))).json()).toMatchObject({ errors: [{ reason: 'wrong_code' }] });
    const locked = await secondStep(challengeOf(await passwordLogin(fresh)), totpCode(user.secret, Date.now() + STEP_MS));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ errors: [{ code: 'two_factor_locked' }] });
  });

  it('a recovery code stands in for the app once; used again it is refused', async () => {
    const user = await userWith2fa();
    const code = user.recoveryCodes[3]!;
    const ok = await secondStep(challengeOf(await passwordLogin(user)), code.toLowerCase().replace('-', ' '));
    expect(ok.json()).toMatchObject({ status: 'ok', userId: user.userId });
    expect((await secondStep(challengeOf(await passwordLogin(user)), code)).json()).toMatchObject({ errors: [{ reason: 'wrong_code' }] });
    const security = v.parse(SecuritySchema, (await t.app.inject({ url: '/web-api/office/security', headers: asUser(user) })).json());
    expect(security.totp.recoveryCodesLeft).toBe(9);
  });

  it('a stolen session cannot change the password, unbind the phone, drop the question or turn 2FA off without the second factor', async () => {
    const user = await userWith2fa();
    const h = asUser(user);
    await t.db.query(`UPDATE user_security SET phone_bound = '+79001234567' WHERE user_id = $1`, [user.userId]);
    expect((await send(t.app, 'PUT', '/web-api/office/security/question', { questionId: 2, answer: 'Rex' }, h)).statusCode).toBe(200);

    const change = { currentPassword: user.password, newPassword: 'Other-pass-34', repeatPassword: 'Other-pass-34' };
    const attempts = [
      () => send(t.app, 'POST', '/web-api/office/security/password', change, h),
      () => send(t.app, 'POST', '/web-api/office/security/phone/unbind', {}, h),
      () => send(t.app, 'DELETE', '/web-api/office/security/question', {}, h),
      () => send(t.app, 'POST', '/web-api/office/security/totp/disable', {}, h),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ errors: [{ code: 'second_factor_required', detail: 'code: second_factor_required' }] });
    }
    expect((await send(t.app, 'POST', '/web-api/office/security/password', { ...change, code: '000000' }, h)).json().errors[0].detail).toBe('code: code_wrong');
    const security = v.parse(SecuritySchema, (await t.app.inject({ url: '/web-api/office/security', headers: h })).json());
    expect(security).toMatchObject({ phone: { bound: expect.any(String) }, question: 2, totp: { enabled: true } });

    // With the second factor each goes through.
    expect((await send(t.app, 'POST', '/web-api/office/security/phone/unbind', { code: user.recoveryCodes[0] }, h)).json()).toMatchObject({ phone: { bound: null } });
    expect((await send(t.app, 'DELETE', '/web-api/office/security/question', { code: user.recoveryCodes[1] }, h)).json()).toMatchObject({ question: null });
    const changed = await send(t.app, 'POST', '/web-api/office/security/password', { ...change, code: totpCode(user.secret, Date.now() + STEP_MS) }, h);
    expect(changed.statusCode, changed.body).toBe(200);
    const token = (changed.json() as { token: string }).token;
    const off = await send(t.app, 'POST', '/web-api/office/security/totp/disable', { code: user.recoveryCodes[2] }, asUser({ token }));
    expect(off.json()).toMatchObject({ totp: { enabled: false } });
    // Off: the password alone logs in again.
    expect((await passwordLogin({ ...user, password: 'Other-pass-34' })).json()).toMatchObject({ status: 'ok' });
  });
});
