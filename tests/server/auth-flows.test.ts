import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaptchaChallengeSchema, CaptchaResultSchema, CodeSentAnswerSchema, TermsStatusSchema, TransferCheckAnswerSchema, TransferSendAnswerSchema,
  TransferUserDataAnswerSchema,
} from '../../streams/schemas/auth.ts';
import { ONE_TAP_CLIENT_ID } from '../../server/routes/auth/social.ts';
import { newsletterToken } from '../../server/routes/auth/recovery.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser } from './support/users.ts';

const fieldsOf = (res: { json(): unknown }) => Object.fromEntries(((res.json() as { errors: Array<{ field?: string; reason?: string }> }).errors).map((e) => [e.field, e.reason]));
interface Cookie { name: string; value: string }
const cookieHeader = (res: { cookies: unknown }) => (res.cookies as Cookie[]).map((c) => `${c.name}=${c.value}`).join('; ');

describe('accounts: recovery, terms, transfer, social sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const outbox = async (destination: string, purpose?: string) =>
    ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${encodeURIComponent(destination)}${purpose ? `&purpose=${purpose}` : ''}` })).json() as { messages: Array<{ code: string; body: string }> }).messages;

  it('[R16][E04] password recovery: the code goes to the e-mail; wrong_code, time_up and a replay are refused; the new password works and old tokens end', async () => {
    const user = await registerTestUser(t.app, { password: 'oldpass123' });
    const start = await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: user.email });
    expect(start.statusCode).toBe(200);
    const { requestId } = v.parse(CodeSentAnswerSchema, start.json());
    const [mail] = await outbox(user.email!, 'recovery');
    expect(mail?.body).toContain(mail!.code);
    const wrong = mail!.code === '000000' ? '111111' : '000000';
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/password/check', { requestId, code: wrong }))).toEqual({ code: 'wrong_code' });
    expect((await send(t.app, 'POST', '/web-api/auth/password/check', { requestId, code: mail!.code })).json()).toEqual({ ok: true });
    const weak = await send(t.app, 'POST', '/web-api/auth/password/reset', { requestId, code: mail!.code, password: 'short', password_confirm: 'short' });
    expect(fieldsOf(weak)).toEqual({ password: 'too_short' });
    const reset = await send(t.app, 'POST', '/web-api/auth/password/reset', { requestId, code: mail!.code, password: 'newpass123', password_confirm: 'newpass123' });
    expect(reset.json()).toEqual({ ok: true });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/password/reset', { requestId, code: mail!.code, password: 'other1234', password_confirm: 'other1234' }))).toEqual({ code: 'used' });
    expect((await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.email, uPassword: 'oldpass123' })).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.email, uPassword: 'newpass123' })).statusCode).toBe(200);
    // The token from before the reset is dead.
    expect((await t.app.inject({ url: '/web-api/auth/check', headers: asUser(user) })).json()).toMatchObject({ user_id: null });
  });

  it('[R16][E04] an expired code answers time_up; an unknown login gets the same answer as a known one and no message', async () => {
    const user = await registerTestUser(t.app, { password: 'oldpass123' });
    const known = await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: user.login });
    const unknown = await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json() as object).sort()).toEqual(Object.keys(unknown.json() as object).sort());
    expect(await outbox('nobody@example.com')).toEqual([]);
    const { requestId } = known.json() as { requestId: string };
    const [mail] = await outbox(user.email!, 'recovery');
    await t.db.query(`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE id = $1`, [requestId]);
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/password/check', { requestId, code: mail!.code }))).toEqual({ code: 'time_up' });
    const guess = await send(t.app, 'POST', '/web-api/auth/password/check', { requestId: (unknown.json() as { requestId: string }).requestId, code: '123456' });
    expect(fieldsOf(guess)).toEqual({ code: 'wrong_code' });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: '' }))).toEqual({ login: 'required' });
  });

  it('[R16] five wrong codes end a recovery code (time_up), so it cannot be guessed', async () => {
    const user = await registerTestUser(t.app, { password: 'oldpass123' });
    const { requestId } = (await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: user.email })).json() as { requestId: string };
    const [mail] = await outbox(user.email!, 'recovery');
    const wrong = mail!.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await send(t.app, 'POST', '/web-api/auth/password/check', { requestId, code: wrong });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/password/check', { requestId, code: mail!.code }))).toEqual({ code: 'time_up' });
  });

  it('[C12][B22][C17] a new terms version: the status says changed, ping answers 451 exception_code 1 until the user agrees', async () => {
    const user = await registerTestUser(t.app);
    const status = async () => v.parse(TermsStatusSchema, (await t.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: asUser(user) })).json());
    expect(await status()).toMatchObject({ result: false, version: 1 });
    const published = (await send(t.app, 'POST', '/web-api/dev/terms', {})).json() as { terms: { version: number } };
    expect(published.terms.version).toBe(2);
    expect(await status()).toMatchObject({ result: true, version: 2 });
    const ping = await send(t.app, 'POST', '/limit-service-api/api/external/web/v3/ping', undefined, asUser(user));
    expect(ping.statusCode).toBe(451);
    expect(ping.json()).toMatchObject({ exception_code: 1, errors: [{ code: 'terms_not_accepted' }] });
    expect((await send(t.app, 'POST', '/web-api/api-v3/v2/user/agreement-rules/accept', { version: 1 }, asUser(user))).statusCode).toBe(409);
    expect((await send(t.app, 'POST', '/web-api/api-v3/v2/user/agreement-rules/accept', { version: 2 }, asUser(user))).json()).toEqual({ ok: true });
    expect(await status()).toMatchObject({ result: false });
    expect((await send(t.app, 'POST', '/limit-service-api/api/external/web/v3/ping', undefined, asUser(user))).statusCode).toBe(200);
    // With the feature off nobody is held back.
    await send(t.app, 'POST', '/web-api/dev/terms', {});
    await send(t.app, 'PATCH', '/web-api/dev/settings', { features: { confirmTerms: false } });
    expect((await send(t.app, 'POST', '/limit-service-api/api/external/web/v3/ping', undefined, asUser(user))).statusCode).toBe(200);
    await send(t.app, 'POST', '/web-api/dev/reset');
    expect((await t.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status' })).statusCode).toBe(401);
  });

  it('[C11][B21] user transfer: captcha, code to the account\'s phone, redirect token, new password that logs in; refusals', async () => {
    // An account with a phone (phone_reg).
    const sms = await send(t.app, 'POST', '/web-api/auth/sms/send', { 'phone-code': '994', 'phone-number': '501234567' });
    const regCode = (await outbox('994501234567'))[0]!.code;
    const reg = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'phone_reg', currency: 'AZN', country_id: 4, agree: true, phone_code: '994', phone_number: '501234567',
      requestId: (sms.json() as { requestId: string }).requestId, sms_code: regCode, password: 'azpass123',
    });
    const userId = (reg.json() as { userId: number }).userId;
    await t.db.query(`UPDATE auth_codes SET created_at = created_at - interval '2 minutes'`);

    const base = '/web-api/api/internal/v1/account/user-transfer';
    const noCaptcha = await send(t.app, 'POST', `${base}/send-code/transfer-0001`, { country_code: '994', phone: '501234567', captcha: '' });
    expect(noCaptcha.json()).toMatchObject({ errors: [{ code: 'captcha_required' }] });

    const solve = async () => {
      const c = v.parse(CaptchaChallengeSchema, (await t.app.inject({ url: '/captcha/update' })).json());
      const { answer } = (await t.app.inject({ url: `/web-api/dev/captcha/${c.id}` })).json() as { answer: string };
      return v.parse(CaptchaResultSchema, (await send(t.app, 'POST', '/captcha/validate', { id: c.id, captcha: answer })).json()).pass!;
    };
    const sent = v.parse(TransferSendAnswerSchema, (await send(t.app, 'POST', `${base}/send-code/transfer-0001`, { country_code: '994', phone: '501234567', captcha: await solve() })).json());
    expect(sent.status).toBe(true);
    expect((await send(t.app, 'POST', `${base}/send-code/transfer-0001`, { country_code: '994', phone: '501234567', captcha: await solve() })).statusCode).toBe(409);
    const code = (await outbox('994501234567', 'user_transfer'))[0]!.code;
    const bad = v.parse(TransferCheckAnswerSchema, (await send(t.app, 'POST', `${base}/check-code/transfer-0001`, { code: code === '000000' ? '111111' : '000000' })).json());
    expect(bad).toMatchObject({ status: false, redirectToken: null, reason: 'wrong_code' });
    const ok = v.parse(TransferCheckAnswerSchema, (await send(t.app, 'POST', `${base}/check-code/transfer-0001`, { code })).json());
    expect(ok.status).toBe(true);
    const data = v.parse(TransferUserDataAnswerSchema, (await send(t.app, 'POST', `${base}/user-data`, { redirectToken: ok.redirectToken })).json());
    expect(data).toMatchObject({ status: true, user: { id: userId } });
    expect((await send(t.app, 'POST', '/web-api/auth/login', { uLogin: String(userId), uPassword: data.user!.password })).statusCode).toBe(200);
    // The token works once.
    expect((await send(t.app, 'POST', `${base}/user-data`, { redirectToken: ok.redirectToken })).json()).toEqual({ status: false, user: null });
    // A number without an account gets status true and no SMS; its code never checks.
    const ghost = v.parse(TransferSendAnswerSchema, (await send(t.app, 'POST', `${base}/send-code/transfer-0002`, { country_code: '994', phone: '509999999', captcha: await solve() })).json());
    expect(ghost.status).toBe(true);
    expect(await outbox('994509999999')).toEqual([]);
    expect((await send(t.app, 'POST', `${base}/check-code/transfer-0002`, { code: '123456' })).json()).toMatchObject({ status: false });
    expect((await send(t.app, 'POST', `${base}/check-code/x`, { code: '123456' })).statusCode).toBe(400);
  });

  /** Posts one of the demo provider's forms as a browser would (urlencoded, no X-Requested-With). */
  const providerPost = (path: 'authorize' | 'verify', jar: string, fields: Record<string, string>) => t.app.inject({
    method: 'POST', url: `/social-api/oauth/demo/${path}`, payload: new URLSearchParams(fields).toString(),
    headers: { cookie: jar, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const providerSignIn = (jar: string, fields: Record<string, string>) => providerPost('authorize', jar, fields);
  /** A new provider account: its sign-in, then the provider's e-mail check with the code it mailed. */
  const providerSignUp = async (jar: string, fields: { provider: string; state: string; email: string; password: string; name?: string }) => {
    const signUp = await providerSignIn(jar, fields);
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.body).toContain('data-testid="oauth-verify"');
    const session = (signUp.cookies as Cookie[]).find((c) => c.name === 'demo_provider_session')!;
    const withSession = `${jar}; demo_provider_session=${session.value}`;
    const [mail] = await outbox(fields.email, 'provider_email_verify');
    const verified = await providerPost('verify', withSession, { provider: fields.provider, state: fields.state, code: mail!.code });
    expect(verified.statusCode, verified.body).toBe(303);
    return { location: verified.headers.location as string, session: session.value };
  };
  const startSignIn = async (returnUrl = '/en/office/account') => {
    const start = await t.app.inject({ url: `/social-api/oauth/google/start?lang=en&returnUrl=${encodeURIComponent(returnUrl)}` });
    expect(start.statusCode).toBe(302);
    return { start, jar: cookieHeader(start), state: new URL(start.headers.location as string, 'http://x').searchParams.get('state')! };
  };

  it('[B20][C08] social sign-in through the demo provider: its own sign-in with a password, callback to soc_reg, then login by the same provider', async () => {
    const { start, jar, state } = await startSignIn();
    const consentUrl = start.headers.location as string;
    expect(consentUrl).toMatch(/^\/social-api\/oauth\/demo\/consent\?provider=google&state=/);
    const consent = await t.app.inject({ url: consentUrl, headers: { cookie: jar } });
    expect(consent.headers['content-type']).toContain('text/html');
    expect(consent.body).toContain('data-testid="oauth-allow"');
    expect(consent.body).toContain('type="password"');
    // Another browser (no state cookie) cannot finish it.
    expect((await providerSignIn('', { provider: 'google', state, email: 'ann.social@example.com', password: 'ann-secret-1', name: 'Ann' })).statusCode).toBe(400);
    const authorize = await providerSignUp(jar, { provider: 'google', state, email: 'ann.social@example.com', password: 'ann-secret-1', name: 'Ann' });
    const callback = await t.app.inject({ url: authorize.location, headers: { cookie: jar } });
    expect(callback.statusCode).toBe(302);
    const toRegistration = new URL(callback.headers.location as string, 'http://x');
    expect(toRegistration.pathname).toBe('/en/registration/socialregistration');
    const socialToken = toRegistration.searchParams.get('social_token')!;
    const reg = await send(t.app, 'POST', '/web-api/auth/registration', { type: 'soc_reg', currency: 'USD', country_id: 10, agree: true, social_token: socialToken });
    expect(reg.statusCode, reg.body).toBe(201);
    const userId = (reg.json() as { userId: number }).userId;
    expect(await t.db.one('SELECT reg_type, email, user_name FROM users WHERE id = $1', [userId])).toEqual({ reg_type: 'soc_reg', email: 'ann.social@example.com', user_name: 'Ann' });
    // The token was spent.
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/registration', { type: 'soc_reg', currency: 'USD', country_id: 10, agree: true, social_token: socialToken }))).toEqual({ social_token: 'time_up' });

    // Second time, in the same browser (signed in at the provider): Allow alone logs in and goes back to returnUrl.
    const again = await startSignIn();
    const jar2 = `${again.jar}; demo_provider_session=${authorize.session}`;
    const consent2 = await t.app.inject({ url: again.start.headers.location as string, headers: { cookie: jar2 } });
    expect(consent2.body).toContain('ann.social@example.com');
    const auth2 = await providerSignIn(jar2, { provider: 'google', state: again.state });
    const cb2 = await t.app.inject({ url: auth2.headers.location as string, headers: { cookie: jar2 } });
    expect(cb2.headers.location).toBe('/en/office/account');
    const token = (cb2.cookies as Cookie[]).find((c) => c.name === 'user_token')!.value;
    expect((await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${token}` } })).json()).toMatchObject({ user_id: userId });
    // An open redirect is refused.
    expect((await t.app.inject({ url: '/social-api/oauth/google/start?lang=en&returnUrl=https%3A%2F%2Fevil.example' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/social-api/oauth/nosuch/start?lang=en' })).statusCode).toBe(400);
    // No returnUrl (one-tap sends the visitor here from the login page) is fine.
    expect((await t.app.inject({ url: '/social-api/oauth/google/start?lang=en' })).statusCode).toBe(302);
  });

  it('[C08] issue 11 #1: naming a victim\'s e-mail without their provider password, or in a cookie, signs nobody in', async () => {
    const victim = await startSignIn();
    const signUp = await providerSignUp(victim.jar, { provider: 'google', state: victim.state, email: 'victim@example.com', password: 'victim-pass-1' });
    const cb = await t.app.inject({ url: signUp.location, headers: { cookie: victim.jar } });
    const socialToken = new URL(cb.headers.location as string, 'http://x').searchParams.get('social_token')!;
    expect((await send(t.app, 'POST', '/web-api/auth/registration', { type: 'soc_reg', currency: 'USD', country_id: 10, agree: true, social_token: socialToken })).statusCode).toBe(201);

    const attacker = await startSignIn();
    const wrong = await providerSignIn(attacker.jar, { provider: 'google', state: attacker.state, email: 'victim@example.com', password: 'guess-pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('data-testid="oauth-error"');
    // The old identity cookie and a forged provider session are not read; Allow alone then has no account.
    const forged = `${attacker.jar}; demo_provider_identity=victim@example.com; demo_provider_session=eyJpZCI6MSwiZXhwIjo5OTk5OTk5OTk5fQ.AAAA`;
    expect((await providerSignIn(forged, { provider: 'google', state: attacker.state })).statusCode).toBe(401);
    const oneTap = await t.app.inject({ url: `/social-api/oauth/demo/one-tap-credential?client_id=${ONE_TAP_CLIENT_ID}`, headers: { cookie: 'demo_provider_identity=victim@example.com' } });
    expect(oneTap.statusCode).toBe(401);
    expect(oneTap.json()).toMatchObject({ errors: [{ code: 'provider_sign_in_required' }] });
  });

  it('issue 11 #4: a forged or edited oauth_state cookie cannot send cancel (or the callback) to another site', async () => {
    const forgedState = JSON.stringify({ state: 'a'.repeat(22), provider: 'google', lang: 'en', returnUrl: 'https://evil.example' });
    const unsigned = await t.app.inject({ url: `/social-api/oauth/demo/cancel?state=${'a'.repeat(22)}`, headers: { cookie: `oauth_state=${encodeURIComponent(forgedState)}` } });
    expect(unsigned.statusCode).toBe(302);
    expect(unsigned.headers.location).toBe('/en/user/login');
    // A real signed state with its payload edited fails the MAC as well.
    const { jar } = await startSignIn('/en/line');
    const [, value] = /oauth_state=([^;]+)/.exec(jar)!;
    const [, mac] = decodeURIComponent(value!).split('.');
    const edited = `${Buffer.from(forgedState).toString('base64url')}.${mac}`;
    const res = await t.app.inject({ url: `/social-api/oauth/demo/cancel?state=${'a'.repeat(22)}`, headers: { cookie: `oauth_state=${edited}` } });
    expect(res.headers.location).toBe('/en/user/login');
    // The honest state goes back where the sign-in started.
    expect((await t.app.inject({ url: `/social-api/oauth/demo/cancel?state=x`, headers: { cookie: jar } })).headers.location).toBe('/en/line');
  });

  it('issue 11 #1: DEMO_OAUTH_PROVIDER=0 turns the demo provider and its credentials off', async () => {
    const off = await createTestApp({ db: t.db, vars: { DEMO_OAUTH_PROVIDER: '0' } });
    try {
      for (const url of ['/social-api/oauth/google/start?lang=en', `/social-api/oauth/demo/one-tap-credential?client_id=${ONE_TAP_CLIENT_ID}`]) {
        const res = await off.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ errors: [{ code: 'social_provider_off' }] });
      }
    } finally {
      await off.app.close();
    }
  });

  it('[B20] credential save option 2: the login and password go to the e-mail given, only with the account\'s password', async () => {
    const user = await registerTestUser(t.app);
    const wrong = await send(t.app, 'POST', '/web-api/auth/credentials/send', { email: 'me@example.com', password: 'not-it-123' }, asUser(user));
    expect(fieldsOf(wrong)).toEqual({ password: 'invalid' });
    const ok = await send(t.app, 'POST', '/web-api/auth/credentials/send', { email: 'me@example.com', password: user.password }, { ...asUser(user), 'x-language': 'ru' });
    expect(ok.json()).toEqual({ ok: true });
    const [mail] = await outbox('me@example.com', 'credentials');
    expect(mail?.body).toContain(`Ваш логин: ${user.login}`);
    expect(mail?.body).toContain(user.password);
    expect((await send(t.app, 'POST', '/web-api/auth/credentials/send', { email: 'me@example.com', password: user.password })).statusCode).toBe(401);
  });

  it('[R16] stop newsletter: a signed link works, a forged one is refused', async () => {
    const user = await registerTestUser(t.app);
    const { loadJwtSecret } = await import('../../server/auth/user-token.ts');
    const token = newsletterToken(await loadJwtSecret(t.db), user.userId);
    expect((await send(t.app, 'POST', '/web-api/auth/stop-newsletter', { token })).json()).toEqual({ ok: true, kind: 'newsletter', userId: user.userId });
    expect((await t.db.one<{ enable_mail_news: boolean }>('SELECT enable_mail_news FROM users WHERE id = $1', [user.userId]))?.enable_mail_news).toBe(false);
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/stop-newsletter', { token: `${user.userId + 1}_${token.split('_')[1]}` }))).toEqual({ token: 'invalid' });
  });
});
