import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaptchaChallengeSchema, CaptchaResultSchema, LoginAnswerSchema, RegistrationAnswerSchema, SessionCheckAnswerSchema,
} from '../../streams/schemas/auth.ts';
import { SessionAnswerSchema } from '../../streams/schemas/startup.ts';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { REMEMBER_TOKEN_TTL_SEC } from '../../server/auth/user-token.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser } from './support/users.ts';

interface Cookie { name: string; value: string; maxAge?: number; httpOnly?: boolean }
const cookieOf = (res: { cookies: unknown }, name: string) => (res.cookies as Cookie[]).find((c) => c.name === name);
const fieldsOf = (res: { json(): unknown }) => Object.fromEntries(((res.json() as { errors: Array<{ field?: string; reason?: string }> }).errors).map((e) => [e.field, e.reason]));

describe('accounts: registration, login, token, session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('[B20] fast_reg creates the user with generated credentials and the main account in the chosen currency, and logs in', async () => {
    const res = await send(t.app, 'POST', '/web-api/auth/registration', { type: 'fast_reg', currency: 'EUR', country_id: 6, agree: true, first_deposit_bonus_choice: 2, ref_code: 'PARTNER7' });
    expect(res.statusCode, res.body).toBe(201);
    const body = v.parse(RegistrationAnswerSchema, res.json());
    expect(body.login).toBe(String(body.userId));
    expect(body.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    const cookie = cookieOf(res, 'user_token');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBeFalsy();
    const user = await t.db.one<{ reg_type: string; currency: string; first_deposit_bonus_choice: number; ref_code: string; password_hash: string; terms_version: number }>(
      'SELECT reg_type, currency, first_deposit_bonus_choice, ref_code, password_hash, terms_version FROM users WHERE id = $1', [body.userId]);
    expect(user).toMatchObject({ reg_type: 'fast_reg', currency: 'EUR', first_deposit_bonus_choice: 2, ref_code: 'PARTNER7', terms_version: 1 });
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    expect(user?.password_hash).not.toContain(body.password!);
    const accounts = await t.db.query<{ type: number; currency: string; is_active: boolean }>('SELECT type, currency, is_active FROM accounts WHERE user_id = $1', [body.userId]);
    expect(accounts).toEqual([{ type: 0, currency: 'EUR', is_active: true }]);
    // The generated credentials work.
    const login = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: body.login, uPassword: body.password, save: false });
    expect(login.statusCode, login.body).toBe(200);
    expect(v.parse(LoginAnswerSchema, login.json())).toMatchObject({ status: 'ok', userId: body.userId });
  });

  it('[B20] registration refuses bad fields one by one with reason codes, and when registration is closed', async () => {
    const res = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'full_reg', currency: 'XXX', country_id: 999, email: 'not-an-email', password: 'short', password_confirm: 'other',
      user_name: '', user_surname: 'Ok', birth_date: '2001-02-30',
    });
    expect(res.statusCode).toBe(400);
    v.parse(ApiErrorAnswerSchema, res.json());
    expect(fieldsOf(res)).toEqual({
      currency: 'invalid', country_id: 'invalid', agree: 'must_agree', email: 'invalid', password: 'too_short', user_name: 'required', birth_date: 'invalid',
    });
    const young = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'full_reg', currency: 'RUB', country_id: 1, agree: true, email: 'kid@example.com', password: 'abcdefg1', password_confirm: 'abcdefg1',
      user_name: 'Kid', user_surname: 'Young', birth_date: `${new Date().getUTCFullYear() - 10}-01-01`,
    });
    expect(young.statusCode).toBe(400);
    expect(fieldsOf(young)).toEqual({ birth_date: 'too_young' });
    const mismatch = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'full_reg', currency: 'RUB', country_id: 1, agree: true, email: 'mm@example.com', password: 'abcdefg1', password_confirm: 'abcdefg2',
      user_name: 'Ann', user_surname: 'Lee', birth_date: '1990-05-05',
    });
    expect(fieldsOf(mismatch)).toEqual({ password_confirm: 'mismatch' });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/registration', { type: 'magic' }))).toEqual({ type: 'invalid' });
    expect((await send(t.app, 'POST', '/web-api/auth/registration', 'nonsense')).statusCode).toBe(400);

    await send(t.app, 'PATCH', '/web-api/dev/settings', { registrationAllowed: false });
    const closed = await send(t.app, 'POST', '/web-api/auth/registration', { type: 'fast_reg', currency: 'RUB', country_id: 1, agree: true });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ errors: [{ code: 'registration_closed' }] });
    await send(t.app, 'PATCH', '/web-api/dev/settings', { registrationAllowed: true, isVipDomain: true });
    expect((await send(t.app, 'POST', '/web-api/auth/registration', { type: 'fast_reg', currency: 'RUB', country_id: 1, agree: true })).statusCode).toBe(403);
    await send(t.app, 'POST', '/web-api/dev/reset');
  });

  it('[B20] full_reg: e-mail is unique, the activation link goes to the outbox and confirms the e-mail', async () => {
    const user = await registerTestUser(t.app, { password: 'secret123', currency: 'USD' });
    const again = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'full_reg', currency: 'RUB', country_id: 1, agree: true, email: user.email!.toUpperCase(), password: 'abcdefg1', password_confirm: 'abcdefg1',
      user_name: 'Ann', user_surname: 'Lee', birth_date: '1990-05-05',
    });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual({ email: 'taken' });
    const outbox = await t.app.inject({ url: `/web-api/dev/outbox?destination=${encodeURIComponent(user.email!)}&purpose=activation` });
    const [mail] = (outbox.json() as { messages: Array<{ body: string; code: string }> }).messages;
    expect(mail?.body).toMatch(/\/user\/activatefast\?type=activate&token=/);
    const wrongCode = mail!.code.endsWith('000000') ? '111111' : '000000';
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/activate', { token: `${mail!.code.slice(0, 22)}${wrongCode}` }))).toEqual({ token: 'wrong_code' });
    const ok = await send(t.app, 'POST', '/web-api/auth/activate', { token: mail!.code });
    expect(ok.json()).toEqual({ ok: true, kind: 'email', userId: user.userId });
    expect((await t.db.one<{ email_confirmed: boolean }>('SELECT email_confirmed FROM users WHERE id = $1', [user.userId]))?.email_confirmed).toBe(true);
    const replay = await send(t.app, 'POST', '/web-api/auth/activate', { token: mail!.code });
    expect(fieldsOf(replay)).toEqual({ token: 'used' });
    // Login by e-mail (any case) works too.
    const login = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.email!.toUpperCase(), uPassword: 'secret123' });
    expect(login.statusCode).toBe(200);
  });

  it('[B20][C08] phone_reg with the SMS code from the outbox; wrong, replayed and other-number codes are refused', async () => {
    const phone = { 'phone-code': '+7', 'phone-number': '912 345-67-89' };
    const sent = await send(t.app, 'POST', '/web-api/auth/sms/send', phone);
    expect(sent.statusCode, sent.body).toBe(200);
    const { requestId } = sent.json() as { requestId: string };
    const resend = await send(t.app, 'POST', '/web-api/auth/sms/send', phone);
    expect(resend.statusCode).toBe(429);
    const outbox = (await t.app.inject({ url: '/web-api/dev/outbox?destination=79123456789' })).json() as { messages: Array<{ code: string; body: string; channel: string }> };
    const code = outbox.messages[0]!.code;
    expect(outbox.messages[0]).toMatchObject({ channel: 'sms' });
    const base = { type: 'phone_reg', currency: 'RUB', country_id: 1, agree: true, phone_code: '7', phone_number: '9123456789', requestId, password: 'phonepass1' };
    const wrong = await send(t.app, 'POST', '/web-api/auth/registration', { ...base, sms_code: code === '000000' ? '111111' : '000000' });
    expect(fieldsOf(wrong)).toEqual({ sms_code: 'wrong_code' });
    const other = await send(t.app, 'POST', '/web-api/auth/registration', { ...base, phone_number: '9123456780', sms_code: code });
    expect(fieldsOf(other)).toEqual({ sms_code: 'wrong_code' });
    const ok = await send(t.app, 'POST', '/web-api/auth/registration', { ...base, sms_code: code });
    expect(ok.statusCode, ok.body).toBe(201);
    const replay = await send(t.app, 'POST', '/web-api/auth/registration', { ...base, sms_code: code });
    expect(fieldsOf(replay)).toEqual({ sms_code: 'used' });
    // The number is taken now, and login by phone works.
    const taken = await send(t.app, 'POST', '/web-api/auth/sms/send', phone);
    expect(fieldsOf(taken)).toEqual({ 'phone-number': 'taken' });
    const login = await send(t.app, 'POST', '/web-api/auth/login/phone', { country_code: '7', phone_number: '9123456789', uPassword: 'phonepass1', save: true });
    expect(login.statusCode).toBe(200);
    expect(cookieOf(login, 'user_token')?.maxAge).toBe(REMEMBER_TOKEN_TTL_SEC);
  });

  it('[B20] an expired SMS code answers time_up', async () => {
    const sent = await send(t.app, 'POST', '/web-api/auth/sms/send', { 'phone-code': '380', 'phone-number': '501112233' });
    const { requestId } = sent.json() as { requestId: string };
    const code = ((await t.app.inject({ url: '/web-api/dev/outbox?destination=380501112233' })).json() as { messages: Array<{ code: string }> }).messages[0]!.code;
    await t.db.query(`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE id = $1`, [requestId]);
    const res = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'phone_reg', currency: 'UAH', country_id: 2, agree: true, phone_code: '380', phone_number: '501112233', requestId, sms_code: code, password: 'phonepass1',
    });
    expect(fieldsOf(res)).toEqual({ sms_code: 'time_up' });
  });

  it('[C08][E04] a wrong password and an unknown login get the same answer; remember-me decides the cookie lifetime', async () => {
    const user = await registerTestUser(t.app);
    const wrong = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: 'nope-nope1' });
    const unknown = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: '99999999', uPassword: 'nope-nope1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(fieldsOf(wrong)).toEqual({ both: 'invalid' });
    const missing = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: '', uPassword: '' });
    expect(fieldsOf(missing)).toEqual({ uLogin: 'required', uPassword: 'required' });
    const session = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password, save: false });
    expect(cookieOf(session, 'user_token')?.maxAge).toBeUndefined();
    const remembered = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password, save: true });
    expect(cookieOf(remembered, 'user_token')?.maxAge).toBe(REMEMBER_TOKEN_TTL_SEC);
  });

  it('[C10][C17] three wrong passwords demand a captcha: required, invalid, solved, used', async () => {
    const user = await registerTestUser(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: 'wrong-pass1' });
      expect(res.statusCode).toBe(401);
    }
    const demanded = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password });
    expect(demanded.statusCode).toBe(400);
    expect(demanded.json()).toMatchObject({ errors: [{ code: 'captcha_required' }] });
    const bogus = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password }, { 'x-captcha': 'made-up-pass-1234567890' });
    expect(bogus.json()).toMatchObject({ errors: [{ code: 'captcha_invalid' }] });

    const challengeRes = await t.app.inject({ url: '/captcha/update' });
    const challenge = v.parse(CaptchaChallengeSchema, challengeRes.json());
    expect(Buffer.from(challenge.image.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const { answer } = (await t.app.inject({ url: `/web-api/dev/captcha/${challenge.id}` })).json() as { answer: string };
    const bad = v.parse(CaptchaResultSchema, (await send(t.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: answer === 'AAAAA' ? 'BBBBB' : 'AAAAA' })).json());
    expect(bad).toMatchObject({ success: false, type: 1, error_message: 'captcha_wrong', pass: null });
    const good = v.parse(CaptchaResultSchema, (await send(t.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: answer.toLowerCase() })).json());
    expect(good.success).toBe(true);
    const ok = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password }, { 'x-captcha': good.pass! });
    expect(ok.statusCode, ok.body).toBe(200);
    // Success clears the failures: the next login needs no captcha. A spent pass is refused where one is needed.
    expect((await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: 'wrong-pass1' });
    const used = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.login, uPassword: user.password }, { 'x-captcha': good.pass! });
    expect(used.json()).toMatchObject({ errors: [{ code: 'captcha_used' }] });
    const time = (await t.app.inject({ url: '/captcha/gettime' })).json() as { time: number; lifetimeSec: number };
    expect(Math.abs(time.time - Date.now() / 1000)).toBeLessThan(5);
  });

  it('[C10] a captcha challenge dies after five wrong answers; a logged-in user is then logged out (C18 type 2)', async () => {
    const user = await registerTestUser(t.app);
    const challenge = v.parse(CaptchaChallengeSchema, (await t.app.inject({ url: '/captcha/update' })).json());
    let last: unknown;
    for (let i = 0; i < 5; i++) last = (await send(t.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: '?????' }, { authorization: `Bearer ${user.token}` })).json();
    expect(last).toMatchObject({ success: false, type: 2, error_message: 'captcha_exhausted' });
    const after = await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${user.token}` } });
    expect(after.json()).toMatchObject({ user_id: null });
  });

  it('[T03][T44][B23] gettoken answers a fresh token for the user and 401 for anyone else; forged and malformed tokens are anonymous', async () => {
    const user = await registerTestUser(t.app);
    const res = await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', headers: { cookie: `user_token=${user.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    expect(cookieOf(res, 'user_token')?.value).toBe(token);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; exp: number };
    expect(claims.sub).toBe(String(user.userId));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect((await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true' })).statusCode).toBe(401);
    const forged = `${user.token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: '1', user_id: 1 })).toString('base64url')}.${user.token.split('.')[2]}`;
    expect((await t.app.inject({ url: '/web-api/user/gettoken', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/web-api/user/gettoken', headers: { cookie: 'user_token=%%%garbage' } })).statusCode).toBe(401);
  });

  it('[T04][T05][B16] the session and the session check name the logged-in user; logout ends every token (B17)', async () => {
    const user = await registerTestUser(t.app);
    const session = await t.app.inject({ url: '/web-api/session', headers: { cookie: `user_token=${user.token}` } });
    expect(v.parse(SessionAnswerSchema, session.json())).toMatchObject({ userId: user.userId, banLevel: 0 });
    const check = await t.app.inject({ url: '/web-api/auth/check', headers: asUser(user) });
    expect(v.parse(SessionCheckAnswerSchema, check.json())).toEqual({ user_id: user.userId, ban_level: 0, navigation_blocked: false });
    expect((await t.app.inject({ url: '/web-api/auth/check' })).json()).toEqual({ user_id: null, ban_level: 0, navigation_blocked: false });

    const out = await send(t.app, 'POST', '/web-api/auth/logout', undefined, { cookie: `user_token=${user.token}` });
    expect(out.statusCode).toBe(200);
    const cleared = cookieOf(out, 'user_token');
    expect(cleared?.value).toBe('');
    // The old token no longer works anywhere.
    expect((await t.app.inject({ url: '/web-api/auth/check', headers: asUser(user) })).json()).toMatchObject({ user_id: null });
    expect((await t.app.inject({ url: '/web-api/session', headers: { cookie: `user_token=${user.token}` } })).json()).toMatchObject({ userId: null });
    // Logout needs the CSRF header like every change.
    expect((await t.app.inject({ method: 'POST', url: '/web-api/auth/logout' })).statusCode).toBe(403);
  });

  it('[T01] ping answers only an authorised caller and records that the user is there', async () => {
    const user = await registerTestUser(t.app);
    expect((await send(t.app, 'POST', '/limit-service-api/api/external/web/v3/ping')).statusCode).toBe(401);
    const res = await send(t.app, 'POST', '/limit-service-api/api/external/web/v3/ping', undefined, asUser(user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    const row = await t.db.one<{ last_seen_at: Date | null }>('SELECT last_seen_at FROM users WHERE id = $1', [user.userId]);
    expect(row?.last_seen_at).toBeInstanceOf(Date);
  });

  it('[B19][C08] rights follow the ban level and the rule version: 45 (version 1: 53) keeps deposit and withdrawal, other bans keep only the office', async () => {
    const user = await registerTestUser(t.app);
    const rights = async () => (await t.app.inject({ url: '/web-api/auth/rights', headers: asUser(user) })).json() as { rights: string[]; banLevel: number };
    expect((await rights()).rights).toContain('bet');
    await send(t.app, 'PATCH', `/web-api/dev/users/${user.userId}`, { banLevel: 45 });
    expect(await rights()).toMatchObject({ banLevel: 45, rights: ['deposit', 'withdraw', 'office'] });
    // The rule's version decides between 45 and 53 (version 1: 53 keeps deposit and withdrawal, 45 does not).
    await send(t.app, 'PATCH', `/web-api/dev/users/${user.userId}`, { banLevel: 53 });
    expect((await rights()).rights).toEqual(['office']);
    await send(t.app, 'PATCH', `/web-api/dev/users/${user.userId}`, { banVersion: 1 });
    expect(await rights()).toMatchObject({ banLevel: 53, rights: ['deposit', 'withdraw', 'office'] });
    await send(t.app, 'PATCH', `/web-api/dev/users/${user.userId}`, { banLevel: 45 });
    expect((await rights()).rights).toEqual(['office']);
    await send(t.app, 'PATCH', `/web-api/dev/users/${user.userId}`, { banLevel: 10, navigationBlocked: true });
    expect((await rights()).rights).toEqual(['office']);
    expect((await t.app.inject({ url: '/web-api/auth/check', headers: asUser(user) })).json()).toEqual({ user_id: user.userId, ban_level: 10, navigation_blocked: true });
    expect((await t.app.inject({ url: '/web-api/auth/rights' })).statusCode).toBe(401);
  });

  it('[C08] two-step accounts get a code by e-mail first; the code logs in once', async () => {
    const user = await registerTestUser(t.app, { password: 'twostep12' });
    await send(t.app, 'PATCH', `/web-api/dev/users/${user.userId}`, { twoStep: true });
    const first = v.parse(LoginAnswerSchema, (await send(t.app, 'POST', '/web-api/auth/login', { uLogin: user.email, uPassword: 'twostep12' })).json());
    expect(first).toMatchObject({ status: 'two_step', channel: 'email' });
    if (first.status !== 'two_step') throw new Error('expected two_step');
    const code = ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${encodeURIComponent(user.email!)}&purpose=two_step` })).json() as { messages: Array<{ code: string }> }).messages[0]!.code;
    const done = await send(t.app, 'POST', '/web-api/auth/login/two-step', { requestId: first.requestId, code });
    expect(v.parse(LoginAnswerSchema, done.json())).toMatchObject({ status: 'ok', userId: user.userId });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/login/two-step', { requestId: first.requestId, code }))).toEqual({ code: 'used' });
  });

  it('[C08] SMS login: a code to a known number logs in; an unknown number gets the same answer and no SMS', async () => {
    const sent = await send(t.app, 'POST', '/web-api/auth/sms/send', { 'phone-code': '44', 'phone-number': '7400123456' });
    const phone = '447400123456';
    // Register that phone first through phone_reg.
    const { requestId } = sent.json() as { requestId: string };
    const regCode = ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${phone}` })).json() as { messages: Array<{ code: string }> }).messages[0]!.code;
    await send(t.app, 'POST', '/web-api/auth/registration', { type: 'phone_reg', currency: 'GBP', country_id: 9, agree: true, phone_code: '44', phone_number: '7400123456', requestId, sms_code: regCode, password: 'gbpass123' });
    await t.db.query(`UPDATE auth_codes SET created_at = created_at - interval '2 minutes'`);

    const known = await send(t.app, 'POST', '/web-api/auth/sms/send', { purpose: 'login_sms', 'phone-code': '44', 'phone-number': '7400123456' });
    const unknown = await send(t.app, 'POST', '/web-api/auth/sms/send', { purpose: 'login_sms', 'phone-code': '44', 'phone-number': '7400123999' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json() as object)).toEqual(Object.keys(unknown.json() as object));
    expect(((await t.app.inject({ url: '/web-api/dev/outbox?destination=447400123999' })).json() as { messages: unknown[] }).messages).toEqual([]);
    const code = ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${phone}&purpose=login_sms` })).json() as { messages: Array<{ code: string }> }).messages[0]!.code;
    const ok = await send(t.app, 'POST', '/web-api/auth/login/sms', { requestId: (known.json() as { requestId: string }).requestId, 'sms-code': code });
    expect(ok.statusCode, ok.body).toBe(200);
    const guess = await send(t.app, 'POST', '/web-api/auth/login/sms', { requestId: (unknown.json() as { requestId: string }).requestId, 'sms-code': '123456' });
    expect(fieldsOf(guess)).toEqual({ 'sms-code': 'wrong_code' });
  });

  it('[C08] login by token: a one-use token with its sign logs in once; a bad sign or replay is refused', async () => {
    const user = await registerTestUser(t.app);
    const issued = (await t.app.inject({ url: '/web-api/auth/login-token', headers: asUser(user) })).json() as { method_id: 1; token: string; sign: string };
    const badSign = await send(t.app, 'POST', '/web-api/auth/login/token', { method_id: 1, token: issued.token, sign: '0'.repeat(64), lng: 'en' });
    expect(badSign.statusCode).toBe(401);
    const ok = await send(t.app, 'POST', '/web-api/auth/login/token', { method_id: 1, token: issued.token, sign: issued.sign, lng: 'en' });
    expect(v.parse(LoginAnswerSchema, ok.json())).toMatchObject({ status: 'ok', userId: user.userId });
    expect((await send(t.app, 'POST', '/web-api/auth/login/token', { method_id: 1, token: issued.token, sign: issued.sign, lng: 'en' })).statusCode).toBe(401);
  });

  it('[C08] rate limiting: over the per-minute limit a call answers 429 in the error shape', async () => {
    // A route this file does not call elsewhere, so the count starts at zero.
    await send(t.app, 'PUT', '/web-api/dev/auth/rate-limits', { recovery: 2 });
    try {
      const call = () => send(t.app, 'POST', '/web-api/auth/password/check', { requestId: 'abcdefghijkl', code: '123456' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await call()).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
      const limited = await call();
      expect(limited.json()).toMatchObject({ errors: [{ status: '429', code: 'rate_limited' }] });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await send(t.app, 'PUT', '/web-api/dev/auth/rate-limits', { recovery: 100 });
    }
  });
});
