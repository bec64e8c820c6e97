import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readRemoteHead } from '../../streams/remote/remote-policy.ts';
import { createTestApp, send, XHR, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';
import { IdentityCheckAnswerSchema, RemoteViewSchema, SecureDataSchema } from '../../streams/schemas/remote.ts';
import { ageOn, judgeIdentity } from '../../server/services/identity-checks.ts';

const MF = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } as const;
const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });
const grantCookie = (setCookie: string | string[] | undefined) => {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('_grant='));
  return line ? line.split(';')[0]! : '';
};

describe('remote apps (C06) and the identity check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const remote = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...MF, ...headers } });

  it('[C06] the technical app answers the 500 and site-updates pages in the protocol\'s shape, in the asked language', async () => {
    for (const [path, title] of [['/remote/technical/ru/500', 'У нас что-то пошло не так'], ['/remote/technical/en/site-updates', 'The site is being updated']] as const) {
      const res = await remote(path);
      expect(res.statusCode, res.body).toBe(200);
      const view = v.parse(RemoteViewSchema, res.json());
      expect(view).toMatchObject({ appName: 'technical', title, codeToEval: ['mf:ready'], scriptsToLoad: [], cssToLoad: [] });
      expect(view.body).toContain(title);
      // The head the shell reads (readRemoteHead): the title and a robots rule, nothing else.
      expect(readRemoteHead(view.head, () => { throw new Error('nothing to drop'); })).toEqual({
        ok: true, head: { title, metas: [{ name: 'robots', content: 'noindex, nofollow' }] },
      });
      expect(view.body).not.toMatch(/<script|\son\w+=|style=/i);
    }
    // force-spa: the shell has its head already.
    expect((await remote('/remote/technical/en/500', { 'force-spa': 'true' })).json()).toMatchObject({ head: '' });
    // An unknown page is an error event with its status (E02), not a transport failure.
    expect((await remote('/remote/technical/en/nowhere')).json()).toMatchObject({ codeToEval: ['mf:error:404'], body: '' });
  });

  it('[C06] without the v2 JSON headers the answer is 406; unknown apps, languages and odd paths are 4xx, never 500', async () => {
    expect((await t.app.inject({ url: '/remote/technical/en/500' })).statusCode).toBe(406);
    expect((await t.app.inject({ url: '/remote/technical/en/500', headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v1' } })).statusCode).toBe(406);
    expect((await remote('/remote/nope/en/500')).statusCode).toBe(404);
    expect((await remote('/remote/constructor/en/500')).statusCode).toBe(404);
    expect((await remote('/remote/__proto__/en/500')).statusCode).toBe(400);
    expect((await remote('/remote/technical/xx/500')).statusCode).toBe(404);
    expect((await remote('/remote/technical/en/%00%01')).statusCode).toBe(400);
    expect((await remote(`/remote/technical/en/${'a/'.repeat(200)}`)).statusCode).toBe(400);
  });

  it('[C06] POST with a components body answers those header components; a bad body is a 400', async () => {
    const res = await send(t.app, 'POST', '/remote/header/en/', { components: ['live-now'] }, MF);
    expect(res.statusCode, res.body).toBe(200);
    const view = v.parse(RemoteViewSchema, res.json());
    expect(view.body).toMatch(/data-mf-component="live-now"[^>]*>Live now: \d+</);
    expect(view.body).not.toContain('data-mf-component="verify"');
    for (const body of [{}, { components: [] }, { components: ['x'.repeat(100)] }, { components: [{}] }, { components: Array(50).fill('a') }]) {
      expect((await send(t.app, 'POST', '/remote/header/en/', body, MF)).statusCode).toBe(400);
    }
    // A huge or deeply nested body is refused, never a 500.
    const huge = await t.app.inject({ method: 'POST', url: '/remote/header/en/', headers: { ...MF, ...XHR, 'content-type': 'application/json' }, payload: JSON.stringify({ components: ['x'.repeat(3_000_000)] }) });
    expect(huge.statusCode).toBe(413);
    const nested = await t.app.inject({ method: 'POST', url: '/remote/header/en/', headers: { ...MF, ...XHR, 'content-type': 'application/json' }, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` });
    expect(nested.statusCode).toBeGreaterThanOrEqual(400);
    expect(nested.statusCode).toBeLessThan(500);
    // A forged user token is simply anonymous: no player's data.
    expect((await send(t.app, 'POST', '/remote/header/en/', { components: ['verify'] }, { ...MF, authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjF9.' })).json().body).toBe('');
    // CSRF: a POST without X-Requested-With is refused like every state-changing call.
    expect((await t.app.inject({ method: 'POST', url: '/remote/header/en/', headers: MF, payload: { components: ['live-now'] } })).statusCode).toBe(403);
  });

  it('the header\'s "Live now" is the count the live page shows: its menu\'s total of live sports events', async () => {
    const menu = await t.app.inject({ url: '/web-api/sports/menu?mode=live&kind=sports&lang=en' });
    expect(menu.statusCode, menu.body).toBe(200);
    const total = (menu.json() as { total: number }).total;
    const all = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM games WHERE status IN (2, 3)');
    // The seed has live games the live page does not list (cyber sports, outrights), so the two counts differ.
    expect(all?.n).toBeGreaterThan(total);
    const view = v.parse(RemoteViewSchema, (await send(t.app, 'POST', '/remote/header/en/', { components: ['live-now'] }, MF)).json());
    expect(view.body).toContain(`>Live now: ${total}<`);
  });

  it('[C05][T30] the secure-data GET sets an http-only _grant cookie for 1800 s; only for a logged-in player', async () => {
    expect((await t.app.inject({ url: '/web-api/secure-data' })).statusCode).toBe(401);
    const user = await registerTestUser(t);
    const res = await t.app.inject({ url: '/web-api/secure-data', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    expect(v.parse(SecureDataSchema, res.json()).expiresIn).toBe(1800);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('_grant='));
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('[R17] verification/sumsub: a passed identity check makes the player verified in the office', async () => {
    const user = await registerTestUser(t);
    const page = (await remote('/remote/verification/en/verification/sumsub', bearer(user))).json();
    expect(page.body).toContain('data-mf-action="identity-check"');
    expect(page.codeToEval).toEqual(['mf:ready']);
    const before = await t.app.inject({ url: '/web-api/office/documents', headers: bearer(user) });
    expect(before.json()).toMatchObject({ verificationStatus: 0 });

    const check = (body: unknown, cookie: string) => send(t.app, 'POST', '/web-api/verification/sumsub/check', body, { ...bearer(user), cookie });
    const good = { fullName: 'Anna Schmidt', birthDate: '1990-04-12', documentNumber: 'AB123456' };
    // Without a grant, or with a forged one, nothing is checked.
    expect((await check(good, '')).statusCode).toBe(403);
    expect((await check(good, '_grant=eyJ1IjoxfQ.forged')).statusCode).toBe(403);
    const cookie = grantCookie((await t.app.inject({ url: '/web-api/secure-data', headers: bearer(user) })).headers['set-cookie']);

    // A rejected document: the check fails, the status stays, the page says why.
    const rejected = await check({ ...good, documentNumber: 'AB120000' }, cookie);
    expect(v.parse(IdentityCheckAnswerSchema, rejected.json())).toEqual({ status: 'failed', reason: 'document_rejected', verificationStatus: 0 });
    expect((await remote('/remote/verification/en/verification/sumsub', bearer(user))).json().body).toContain('data-testid="identity-failed"');

    const passed = await check(good, cookie);
    expect(passed.json()).toEqual({ status: 'passed', reason: null, verificationStatus: 2 });
    expect((await t.app.inject({ url: '/web-api/office/documents', headers: bearer(user) })).json()).toMatchObject({ verificationStatus: 2 });
    expect((await remote('/remote/verification/en/verification/sumsub', bearer(user))).json().body).toContain('data-testid="identity-verified"');
    expect((await check(good, cookie)).statusCode).toBe(409);
  });

  it('[R17] another player\'s grant, bad fields and hostile input are refused with a 4xx', async () => {
    const [a, b] = [await registerTestUser(t), await registerTestUser(t)];
    const cookieOfA = grantCookie((await t.app.inject({ url: '/web-api/secure-data', headers: bearer(a) })).headers['set-cookie']);
    const good = { fullName: 'Anna Schmidt', birthDate: '1990-04-12', documentNumber: 'AB123456' };
    const check = (body: unknown, headers: Record<string, string> = {}) => t.app.inject({
      method: 'POST', url: '/web-api/verification/sumsub/check', headers: { ...XHR, 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect((await check(good, { ...bearer(b), cookie: cookieOfA })).statusCode).toBe(403);
    const asA = { ...bearer(a), cookie: cookieOfA };
    for (const body of [
      { ...good, fullName: 'A\u0000nna' }, { ...good, fullName: '<b>x</b>' }, { ...good, birthDate: '2990-01-01' }, { ...good, birthDate: '1850-01-01' },
      { ...good, birthDate: 'yesterday' }, { ...good, documentNumber: '12' }, { ...good, documentNumber: { $ne: 1 } }, {}, '{"fullName":', '[]',
      { ...good, fullName: 'x'.repeat(100_000) },
    ]) {
      const res = await check(body, asA);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // A minor fails the check (and is told so), without becoming verified.
    const young = await check({ ...good, birthDate: `${new Date().getUTCFullYear() - 17}-01-01` }, asA);
    expect(young.json()).toMatchObject({ status: 'failed', reason: 'underage', verificationStatus: 0 });
  });

  it('[R17] the page sends an anonymous visitor to the login page', async () => {
    expect((await remote('/remote/verification/en/verification/sumsub')).json().codeToEval).toEqual(['mf:redirect:/en/user/login']);
  });

  it('[R17] age is counted in whole years up to the birthday', () => {
    expect(ageOn('2008-11-26', new Date('2026-11-25T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-25', new Date('2026-11-25T12:00:00Z'))).toBe(18);
    expect(judgeIdentity({ fullName: 'A B', birthDate: '2008-11-25', documentNumber: 'AB123456' }, new Date('2026-11-25T00:00:00Z')).status).toBe('passed');
  });

  it('[T10] dev: the next N answers of an app fail with 503, then it answers again', async () => {
    expect((await send(t.app, 'POST', '/web-api/dev/remote-faults', { app: 'technical', failures: 2 })).statusCode).toBe(200);
    expect((await remote('/remote/technical/en/500')).statusCode).toBe(503);
    expect((await remote('/remote/technical/en/500')).statusCode).toBe(503);
    expect((await remote('/remote/technical/en/500')).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/web-api/dev/remote-faults', { app: 'technical', failures: 1e9 })).statusCode).toBe(400);
  });
});
