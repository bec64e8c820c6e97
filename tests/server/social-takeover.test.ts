import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_TAP_CLIENT_ID } from '../../server/routes/auth/social.ts';
import { totpCode } from '../../server/auth/totp.ts';
import { createTestApp, send, XHR, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser } from './support/users.ts';

// Issue 20 #4 (pre-account takeover through the demo sign-in provider) and #10 (one-tap credentials used twice),
// each replayed against the real routes.

interface Cookie { name: string; value: string }
const cookiesOf = (res: { cookies: unknown }) => res.cookies as Cookie[];
const jarOf = (res: { cookies: unknown }) => cookiesOf(res).map((c) => `${c.name}=${c.value}`).join('; ');

describe('social sign-in integrity (issue 20 #4, #10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const outboxCode = async (destination: string, purpose: string) =>
    ((await t.app.inject({ url: `/web-api/dev/outbox?destination=${encodeURIComponent(destination)}&purpose=${purpose}` })).json() as { messages: Array<{ code: string }> }).messages[0]?.code;
  const form = (path: string, jar: string, fields: Record<string, string>) => t.app.inject({
    method: 'POST', url: `/social-api/oauth/demo/${path}`, payload: new URLSearchParams(fields).toString(),
    headers: { cookie: jar, 'content-type': 'application/x-www-form-urlencoded' },
  });

  /**
   * A browser at the demo Google provider: signs up with `email` (or signs in, for a known one), then either proves
   * the e-mail with the mailed code or goes on without; answers the callback's redirect and the browser's cookies.
   */
  async function providerFlow(email: string, password: string, verify: boolean, siteCookie = '') {
    const start = await t.app.inject({ url: '/social-api/oauth/google/start?lang=en' });
    const state = new URL(start.headers.location as string, 'http://x').searchParams.get('state')!;
    let jar = [jarOf(start), siteCookie].filter(Boolean).join('; ');
    const signIn = await form('authorize', jar, { provider: 'google', state, email, password });
    jar = `${jar}; ${jarOf(signIn)}`;
    let toCallback = signIn;
    if (signIn.statusCode === 200) {
      expect(signIn.body).toContain('data-testid="oauth-verify"');
      const code = verify ? await outboxCode(email, 'provider_email_verify') : undefined;
      toCallback = await form('verify', jar, code ? { provider: 'google', state, code } : { provider: 'google', state, skip: '1' });
    }
    expect(toCallback.statusCode, toCallback.body).toBe(303);
    const callback = await t.app.inject({ url: toCallback.headers.location as string, headers: { cookie: jar } });
    return { callback, location: new URL(callback.headers.location as string, 'http://x'), jar: `${jar}; ${jarOf(callback)}` };
  }
  const oneTapCredential = async (jar: string) => {
    const res = await t.app.inject({ url: `/social-api/oauth/demo/one-tap-credential?client_id=${ONE_TAP_CLIENT_ID}`, headers: { cookie: jar } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { credential: string }).credential;
  };
  const oneTap = (credential: string, app = t.app) => {
    const boundary = 'b0undary';
    const body = [['credential', credential], ['select_by', 'user'], ['language', 'en']]
      .map(([k, val]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${val}\r\n`).join('') + `--${boundary}--\r\n`;
    return app.inject({ method: 'POST', url: '/social-api/oauth/google-one-tap', payload: body, headers: { ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  const userTokenOf = (res: { cookies: unknown }) => cookiesOf(res).find((c) => c.name === 'user_token' && c.value)?.value ?? null;
  const whoIs = async (token: string | null) =>
    token ? ((await t.app.inject({ url: '/web-api/auth/check', headers: { authorization: `Bearer ${token}` } })).json() as { user_id: number | null }).user_id : null;

  it('the attacker parks the victim\'s e-mail at the provider without proving it: the site account gets no e-mail, the victim registers it', async () => {
    const victimEmail = 'pre.victim@example.com';
    const attacker = await providerFlow(victimEmail, 'attacker-pass-1', false);
    expect(attacker.location.pathname).toBe('/en/registration/socialregistration');
    const reg = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'soc_reg', currency: 'USD', country_id: 10, agree: true, social_token: attacker.location.searchParams.get('social_token'),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const attackerAccount = (reg.json() as { userId: number }).userId;
    // Before: the account held the victim's e-mail, marked confirmed, and the victim could only "recover" into it.
    expect(await t.db.one('SELECT email, email_confirmed FROM users WHERE id = $1', [attackerAccount])).toEqual({ email: null, email_confirmed: false });
    // One-tap says the provider does not vouch for the e-mail.
    expect(decodeJwt(await oneTapCredential(attacker.jar))).toMatchObject({ email: victimEmail, email_verified: false });

    const victim = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'full_reg', currency: 'USD', country_id: 10, agree: true, email: victimEmail, password: 'victim-pass-12', password_confirm: 'victim-pass-12',
      user_name: 'Vera', user_surname: 'Victim', birth_date: '1990-01-01',
    });
    expect(victim.statusCode, victim.body).toBe(201);
    const victimId = (victim.json() as { userId: number }).userId;
    // The unverified provider e-mail never joins the victim's account: one-tap makes another account, logged in there.
    const tap = await oneTap(await oneTapCredential(attacker.jar));
    expect(tap.statusCode, tap.body).toBe(200);
    const entered = await whoIs(userTokenOf(tap));
    expect(entered).not.toBe(victimId);
    expect(entered).toBe(attackerAccount);
  });

  it('a provider that vouches for an existing account\'s e-mail joins it only after the owner logs in; a forged or missing link cookie joins nothing', async () => {
    const owner = await registerTestUser(t.app, { password: 'owner-pass-12' });
    const flow = await providerFlow(owner.email!, 'provider-pass-1', true);
    // No session, no new account: the login page, which connects the sign-in once the owner logs in.
    expect(`${flow.location.pathname}?${flow.location.searchParams.toString()}`).toBe('/en/user/login?link=google');
    expect(userTokenOf(flow.callback)).toBeNull();
    const linkCookie = cookiesOf(flow.callback).find((c) => c.name === 'social_link')!;
    expect(linkCookie.value).toBeTruthy();
    expect(await t.db.query('SELECT 1 FROM social_links WHERE user_id = $1', [owner.userId])).toEqual([]);

    // Someone else's session cannot take the waiting sign-in without the browser's cookie, nor with an edited one.
    const stranger = await registerTestUser(t.app);
    const strangerHeaders = { ...XHR, authorization: `Bearer ${stranger.token}` };
    expect((await t.app.inject({ method: 'POST', url: '/web-api/auth/social-link', headers: strangerHeaders })).statusCode).toBe(400);
    const edited = `${linkCookie.value.slice(0, -2)}AA`;
    expect((await t.app.inject({ method: 'POST', url: '/web-api/auth/social-link', headers: { ...strangerHeaders, cookie: `social_link=${edited}` } })).statusCode).toBe(400);
    // Anonymous: 401.
    expect((await t.app.inject({ method: 'POST', url: '/web-api/auth/social-link', headers: { ...XHR, cookie: `social_link=${linkCookie.value}` } })).statusCode).toBe(401);

    const linked = await t.app.inject({ method: 'POST', url: '/web-api/auth/social-link', headers: { ...XHR, authorization: `Bearer ${owner.token}`, cookie: `social_link=${linkCookie.value}` } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ ok: true, provider: 'google' });
    // From now on one-tap of that provider account logs into the owner's account.
    const tap = await oneTap(await oneTapCredential(flow.jar));
    expect(await whoIs(userTokenOf(tap))).toBe(owner.userId);
  });

  it('recovery by e-mail ends every session and unlinks the sign-in the attacker linked; it logs in again only once the owner connects it', async () => {
    // The attacker holds the account (e.g. created it before the owner) and linked a provider identity of theirs.
    const account = await registerTestUser(t.app, { password: 'held-pass-123' });
    const attacker = await providerFlow('held.by.attacker@example.com', 'attacker-pass-2', true, `user_token=${account.token}`);
    expect(attacker.location.pathname).toBe('/en/');
    expect(await t.db.one('SELECT user_id FROM social_links WHERE email = $1', ['held.by.attacker@example.com'])).toEqual({ user_id: account.userId });
    const before = await oneTap(await oneTapCredential(attacker.jar));
    expect(await whoIs(userTokenOf(before))).toBe(account.userId);

    // The owner recovers the account by e-mail.
    const { requestId } = (await send(t.app, 'POST', '/web-api/auth/password/forgot', { login: account.email })).json() as { requestId: string };
    const code = await outboxCode(account.email!, 'recovery');
    expect((await send(t.app, 'POST', '/web-api/auth/password/reset', { requestId, code, password: 'owner-again-12', password_confirm: 'owner-again-12' })).statusCode).toBe(200);
    expect(await whoIs(account.token)).toBeNull();
    expect(await whoIs(userTokenOf(before))).toBeNull();

    // The attacker's provider sign-in and one-tap no longer reach the account (the one-tap makes them a new one).
    const again = await providerFlow('held.by.attacker@example.com', 'attacker-pass-2', true);
    expect(again.location.pathname).toBe('/en/registration/socialregistration');
    expect(userTokenOf(again.callback)).toBeNull();
    const after = await oneTap(await oneTapCredential(attacker.jar));
    expect(after.statusCode, after.body).toBe(200);
    expect(await whoIs(userTokenOf(after))).not.toBe(account.userId);

    // The owner re-confirms their own provider identity by logging in first: connected again.
    const login = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: account.email, uPassword: 'owner-again-12' });
    const ownerToken = (login.json() as { token: string }).token;
    const own = await providerFlow(account.email!, 'owners-provider-1', true, `user_token=${ownerToken}`);
    expect(own.location.pathname).toBe('/en/');
    const tap = await oneTap(await oneTapCredential(own.jar));
    expect(await whoIs(userTokenOf(tap))).toBe(account.userId);
  });

  it('the demo provider vouches for an e-mail only after its own code: a wrong code is refused, the right one verifies', async () => {
    const start = await t.app.inject({ url: '/social-api/oauth/google/start?lang=ru' });
    const state = new URL(start.headers.location as string, 'http://x').searchParams.get('state')!;
    const signUp = await form('authorize', jarOf(start), { provider: 'google', state, email: 'check.me@example.com', password: 'check-pass-1' });
    expect(signUp.body).toContain('Подтвердите e-mail');
    const jar = `${jarOf(start)}; ${jarOf(signUp)}`;
    expect(decodeJwt(await oneTapCredential(jar))).toMatchObject({ email_verified: false });
    const code = (await outboxCode('check.me@example.com', 'provider_email_verify'))!;
    const wrong = await form('verify', jar, { provider: 'google', state, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('data-testid="oauth-error"');
    // Another browser's state cannot use this account's check.
    expect((await form('verify', jarOf(signUp), { provider: 'google', state, code })).statusCode).toBe(400);
    expect((await form('verify', jar, { provider: 'google', state, code })).statusCode).toBe(303);
    expect(decodeJwt(await oneTapCredential(jar))).toMatchObject({ email: 'check.me@example.com', email_verified: true });
  });

  it('issue 20 #3: a linked sign-in of an account with 2FA on stops at the second step, by the provider and by one-tap', async () => {
    const owner = await registerTestUser(t.app, { password: 'owner-2fa-pass1' });
    const linked = await providerFlow('twofa.owner@example.com', 'provider-2fa-pass', true, `user_token=${owner.token}`);
    expect(linked.location.pathname).toBe('/en/');
    const { secret } = (await send(t.app, 'POST', '/web-api/office/security/totp/setup', undefined, asUser(owner))).json() as { secret: string };
    expect((await send(t.app, 'POST', '/web-api/office/security/totp/enable', { code: totpCode(secret) }, asUser(owner))).statusCode).toBe(200);

    const viaProvider = await providerFlow('twofa.owner@example.com', 'provider-2fa-pass', true);
    expect(viaProvider.location.pathname).toBe('/en/user/login');
    const challenge = viaProvider.location.searchParams.get('challenge')!;
    expect(challenge).toBeTruthy();
    expect(userTokenOf(viaProvider.callback)).toBeNull();
    const tap = await oneTap(await oneTapCredential(viaProvider.jar));
    expect((tap.json() as { redirectUrl: string }).redirectUrl).toMatch(/^\/en\/user\/login\?challenge=/);
    expect(userTokenOf(tap)).toBeNull();
    const done = await send(t.app, 'POST', '/web-api/auth/login/two-factor', { challenge, code: totpCode(secret, Date.now() + 30_000) });
    expect(done.json()).toMatchObject({ status: 'ok', userId: owner.userId });
  });

  it('a one-tap credential logs in once: the replay is refused with 409, on this server and on another one sharing the database', async () => {
    const flow = await providerFlow('tap.once@example.com', 'tap-once-pass', true);
    const reg = await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'soc_reg', currency: 'USD', country_id: 10, agree: true, social_token: flow.location.searchParams.get('social_token'),
    });
    const userId = (reg.json() as { userId: number }).userId;
    const credential = await oneTapCredential(flow.jar);
    const first = await oneTap(credential);
    expect(first.statusCode, first.body).toBe(200);
    expect(await whoIs(userTokenOf(first))).toBe(userId);
    const replay = await oneTap(credential);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ errors: [{ code: 'credential_used' }] });
    expect(userTokenOf(replay)).toBeNull();
    const other = await createTestApp({ db: t.db });
    try {
      expect((await oneTap(credential, other.app)).statusCode).toBe(409);
    } finally {
      await other.app.close();
    }
  });
});
