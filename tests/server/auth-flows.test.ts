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

  it('[B20][C08] social sign-in through the demo provider: consent page, callback to soc_reg, then login by the same provider', async () => {
    const start = await t.app.inject({ url: '/social-api/oauth/google/start?lang=en&returnUrl=%2Fen%2Foffice%2Faccount' });
    expect(start.statusCode).toBe(302);
    const consentUrl = start.headers.location as string;
    expect(consentUrl).toMatch(/^\/social-api\/oauth\/demo\/consent\?provider=google&state=/);
    const jar = cookieHeader(start);
    const consent = await t.app.inject({ url: consentUrl, headers: { cookie: jar } });
    expect(consent.headers['content-type']).toContain('text/html');
    expect(consent.body).toContain('data-testid="oauth-allow"');
    const state = new URL(consentUrl, 'http://x').searchParams.get('state')!;
    // Another browser (no state cookie) cannot finish it.
    expect((await t.app.inject({ url: `/social-api/oauth/demo/authorize?provider=google&state=${state}&name=Ann&email=ann.social@example.com` })).statusCode).toBe(400);
    const authorize = await t.app.inject({ url: `/social-api/oauth/demo/authorize?provider=google&state=${state}&name=Ann%20Lee&email=ann.social@example.com`, headers: { cookie: jar } });
    expect(authorize.statusCode).toBe(302);
    const callback = await t.app.inject({ url: authorize.headers.location as string, headers: { cookie: jar } });
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

    // Second time: the callback logs in and goes back to returnUrl.
    const again = await t.app.inject({ url: '/social-api/oauth/google/start?lang=en&returnUrl=%2Fen%2Foffice%2Faccount' });
    const jar2 = cookieHeader(again);
    const state2 = new URL(again.headers.location as string, 'http://x').searchParams.get('state')!;
    const auth2 = await t.app.inject({ url: `/social-api/oauth/demo/authorize?provider=google&state=${state2}&name=Ann&email=ann.social@example.com`, headers: { cookie: jar2 } });
    const cb2 = await t.app.inject({ url: auth2.headers.location as string, headers: { cookie: jar2 } });
    expect(cb2.headers.location).toBe('/en/office/account');
    const token = (cb2.cookies as Cookie[]).find((c) => c.name === 'user_token')!.value;
    expect((await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${token}` } })).json()).toMatchObject({ user_id: userId });
    // An open redirect is refused.
    expect((await t.app.inject({ url: '/social-api/oauth/google/start?lang=en&returnUrl=https%3A%2F%2Fevil.example' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/social-api/oauth/nosuch/start?lang=en' })).statusCode).toBe(400);
  });

  it('[C09] one-tap: client id, the demo credential, multipart sign-in registers and logs in; a forged credential is refused', async () => {
    expect((await t.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' })).json()).toEqual({ clientId: ONE_TAP_CLIENT_ID });
    const cred = (await t.app.inject({ url: `/social-api/oauth/demo/one-tap-credential?client_id=${ONE_TAP_CLIENT_ID}` })).json() as { credential: string; select_by: string };
    const form = (fields: Record<string, string>) => {
      const boundary = '----betarena-test';
      const body = Object.entries(fields).map(([k, val]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${val}\r\n`).join('') + `--${boundary}--\r\n`;
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' } };
    };
    const fields = { credential: cred.credential, select_by: cred.select_by, clientId: ONE_TAP_CLIENT_ID, language: 'es', currency: 'EUR', countryId: '6' };
    const res = await t.app.inject({ method: 'POST', url: '/social-api/oauth/google-one-tap', ...form(fields) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/es/' });
    const token = (res.cookies as Cookie[]).find((c) => c.name === 'user_token')!.value;
    const check = (await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${token}` } })).json() as { user_id: number };
    expect(await t.db.one('SELECT currency, reg_type FROM users WHERE id = $1', [check.user_id])).toEqual({ currency: 'EUR', reg_type: 'soc_reg' });
    // The same credential again logs the same user in (no second account).
    const again = await t.app.inject({ method: 'POST', url: '/social-api/oauth/google-one-tap', ...form(fields) });
    const token2 = (again.cookies as Cookie[]).find((c) => c.name === 'user_token')!.value;
    expect(((await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${token2}` } })).json() as { user_id: number }).user_id).toBe(check.user_id);
    const forged = await t.app.inject({ method: 'POST', url: '/social-api/oauth/google-one-tap', ...form({ ...fields, credential: `${cred.credential.slice(0, -4)}AAAA` }) });
    expect(forged.statusCode).toBe(401);
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
