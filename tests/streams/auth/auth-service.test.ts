import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { NEVER, Subject, firstValueFrom, lastValueFrom, of, take, toArray } from 'rxjs';
import { createHttp, HttpError, type HttpDeps } from '../../../streams/core/http';
import { createCookies } from '../../../streams/core/cookies';
import { createValidatedStorage } from '../../../streams/core/storage';
import { createSessionStore } from '../../../streams/session/session-store';
import { createAuthService } from '../../../streams/auth/auth-service';
import type { AuthService } from '../../../streams/auth/types';
import type { SessionState } from '../../../streams/services-types';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64({ exp: 4_000_000_000, ...claims })}.sig`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, val: string) { this.map.set(k, val); }
  removeItem(k: string) { this.map.delete(k); }
}

/** The real http client, session store and auth service on a scripted fetch and an in-memory cookie jar. */
function setup(route: (url: string, init: RequestInit) => Response | Promise<Response>, jarStart = '', initialSearch = '') {
  let jar = jarStart;
  const cookies = createCookies({
    read: () => jar,
    write: (c) => {
      const [pair] = c.split(';');
      const name = pair!.split('=')[0];
      const rest = jar.split('; ').filter((p) => p && !p.startsWith(`${name}=`));
      if (!c.includes('Max-Age=0')) rest.push(pair!);
      jar = rest.join('; ');
    },
    now: () => 0,
  });
  const fetch = vi.fn<HttpDeps['fetch']>(async (input, init) => route(input, init));
  const ref: { current?: AuthService } = {};
  const http = createHttp({
    fetch, appMarker: 'test', language: () => 'en',
    auth: { token$: () => ref.current?.token$() ?? of(null), refreshToken$: () => ref.current?.refreshToken$() ?? of(null) },
  });
  const store = createSessionStore({ http, userToken: () => cookies.get('user_token'), hasSession: () => true, log: () => undefined });
  const local = createValidatedStorage(new MemoryStorage(), () => undefined);
  const auth = createAuthService({
    http, store, cookies,
    configGroups$: () => of({}),
    returnUrl: local.item('r', v.nullable(v.string()), null),
    autoLogoffFlag: local.item('a', v.boolean(), false),
    reminderNextAllowed: local.item('n', v.number(), 0),
    visible$: of(true), activity$: NEVER, initialSearch, log: () => undefined,
  });
  ref.current = auth;
  const states: SessionState[] = [];
  const sub = store.state$.subscribe((s) => states.push(s));
  return { auth, store, fetch, states, cookies, jar: () => jar, setJar: (j: string) => { jar = j; }, stop: () => sub.unsubscribe() };
}

const urls = (fetch: ReturnType<typeof vi.fn<HttpDeps['fetch']>>) => fetch.mock.calls.map(([u]) => u.split('?')[0]);

describe('auth service: the session follows every answer at once (contract with the site)', () => {
  it('[B16] login moves services.session.state$ at once, no reload; logout clears the cookie and the state (B17)', async () => {
    const token = jwt({ sub: '12', user_id: 12, ban_level: 0 });
    const t = setup((url) => {
      if (url === '/web-api/auth/login') return json({ status: 'ok', userId: 12, banLevel: 0, token });
      if (url === '/web-api/auth/logout') return json({ ok: true });
      return json({}, 404);
    });
    expect(t.states).toEqual([{ userId: null, banLevel: 0 }]);
    const answer = await firstValueFrom(t.auth.login$({ kind: 'login_password', login: '12', password: 'secret123', remember: true }));
    expect(answer).toMatchObject({ status: 'ok', userId: 12 });
    expect(t.states.at(-1)).toEqual({ userId: 12, banLevel: 0 });
    const body = JSON.parse(String(t.fetch.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(body).toEqual({ uLogin: '12', uPassword: 'secret123', save: true });
    // The login answer's token is used for the next authorised call without a gettoken.
    expect(await firstValueFrom(t.auth.token$())).toBe(token);
    t.setJar(`user_token=${token}`);
    await lastValueFrom(t.auth.logout$());
    expect(t.states.at(-1)).toEqual({ userId: null, banLevel: 0 });
    expect(t.cookies.get('user_token')).toBeNull();
    expect(urls(t.fetch)).toEqual(['/web-api/auth/login', '/web-api/auth/logout']);
    t.stop();
  });

  it('[C08] disconnect (the site ends the session) posts disconnect and clears the state', async () => {
    const token = jwt({ sub: '12', user_id: 12, ban_level: 53 });
    const seen: Array<[string, string | null]> = [];
    const t = setup((url, init) => {
      seen.push([url.split('?')[0]!, new Headers(init.headers).get('authorization')]);
      if (url === '/web-api/auth/login') return json({ status: 'ok', userId: 12, banLevel: 53, token });
      if (url === '/web-api/auth/disconnect') return json({ ok: true });
      return json({}, 404);
    });
    await firstValueFrom(t.auth.login$({ kind: 'login_password', login: '12', password: 'secret123', remember: true }));
    t.setJar(`user_token=${token}`);
    await lastValueFrom(t.auth.disconnect$());
    expect(t.states.at(-1)).toEqual({ userId: null, banLevel: 0 });
    expect(t.cookies.get('user_token')).toBeNull();
    expect(seen.map(([u]) => u)).toEqual(['/web-api/auth/login', '/web-api/auth/disconnect']);
    t.stop();
  });

  it('[B20] registration logs in at once and sends the referral values saved to cookies (B24)', async () => {
    const t = setup((url) => (url === '/web-api/auth/registration'
      ? json({ userId: 30, login: '30', password: 'Abcdefg123', token: jwt({ sub: '30' }), banLevel: 0 }, 201)
      : json({}, 404)), 'referral_values=%7B%22ref%22%3A%2277%22%7D; refererid=77');
    await firstValueFrom(t.auth.register$({ type: 'fast_reg', currency: 'EUR', country_id: 6, agree: true }));
    expect(t.states.at(-1)).toEqual({ userId: 30, banLevel: 0 });
    const body = JSON.parse(String(t.fetch.mock.calls[0]![1].body)) as { referral: Record<string, string> };
    expect(body.referral).toEqual({ ref: '77', refererid: '77' });
    t.stop();
  });

  it('[B24][T40] referral cookies wait for the consent: none while unanswered, the marketing ones once marketing is agreed, each kind once', async () => {
    const t = setup(() => json({}, 404), '', '?ref=77&subid=s1&payment_consultant=1');
    const consent = new Subject<{ functional: boolean; marketing: boolean }>();
    const sub = t.auth.saveReferral$(consent).subscribe();
    await Promise.resolve();
    // The popup is on and the visitor has not answered yet.
    consent.next({ functional: false, marketing: false });
    expect(t.jar()).toBe('');
    consent.next({ functional: true, marketing: false });
    expect(t.jar()).toBe('payment_consultant=1');
    consent.next({ functional: true, marketing: true });
    expect(t.cookies.get('refererid')).toBe('77');
    expect(t.cookies.get('subid')).toBe('s1');
    // Written once: a later change of mind does not write them again (the consent service removes what it no longer allows).
    t.setJar('');
    consent.next({ functional: true, marketing: true });
    expect(t.jar()).toBe('');
    sub.unsubscribe();
    t.stop();
  });

  it('[B24] a registration before any consent sends this visit\'s referral values and writes no cookie', async () => {
    const t = setup((url) => (url === '/web-api/auth/registration'
      ? json({ userId: 31, login: '31', password: 'Abcdefg123', token: jwt({ sub: '31' }), banLevel: 0 }, 201)
      : json({}, 404)), 'refererid=5', '?ref=77&click_id=c1');
    await firstValueFrom(t.auth.register$({ type: 'fast_reg', currency: 'EUR', country_id: 6, agree: true }));
    const body = JSON.parse(String(t.fetch.mock.calls[0]![1].body)) as { referral: Record<string, string> };
    expect(body.referral).toEqual({ ref: '77', click_id: 'c1', refererid: '77', reflinkid: '77', ref_partner_id: 'c1' });
    expect(t.cookies.get('refererid')).toBe('5');
    expect(t.cookies.get('referral_values')).toBeNull();
    t.stop();
  });

  it('[T44][T03] a 401 refreshes the token exactly once (GET /web-api/user/gettoken) and retries once; concurrent callers share the token', async () => {
    const fresh = jwt({ sub: '5', user_id: 5 });
    let protectedCalls = 0;
    const t = setup((url, init) => {
      if (url.startsWith('/web-api/user/gettoken')) return json({ token: fresh });
      if (url === '/web-api/x') {
        protectedCalls += 1;
        const auth = (init.headers as Record<string, string>)['Authorization'];
        return auth === `Bearer ${fresh}` && protectedCalls > 1 ? json({ ok: 1 }) : json({ errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'x' }] }, 401);
      }
      return json({}, 404);
    }, `user_token=${jwt({ sub: '5', user_id: 5 })}`);
    const http = createHttp({ fetch: t.fetch, appMarker: 'test', language: () => 'en', auth: { token$: () => t.auth.token$(), refreshToken$: () => t.auth.refreshToken$() } });
    const answer = await firstValueFrom(http.request$({ url: '/web-api/x', schema: v.object({ ok: v.number() }), auth: true }));
    expect(answer).toEqual({ ok: 1 });
    // One gettoken for the first token (T03), one forced by the 401 (T44), two tries of the call.
    expect(urls(t.fetch)).toEqual(['/web-api/user/gettoken', '/web-api/x', '/web-api/user/gettoken', '/web-api/x']);
    expect(t.fetch.mock.calls[0]![0]).toBe('/web-api/user/gettoken?force_refresh=true');
    t.stop();
  });

  it('[T44][B16] when the refresh itself is refused the session ends here: cookie gone, state anonymous', async () => {
    const t = setup((url) => {
      if (url.startsWith('/web-api/user/gettoken')) return json({ errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'x' }] }, 401);
      return json({ errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'x' }] }, 401);
    }, `user_token=${jwt({ sub: '5', user_id: 5 })}`);
    expect(t.states.at(-1)).toEqual({ userId: 5, banLevel: 0 });
    const http = createHttp({ fetch: t.fetch, appMarker: 'test', language: () => 'en', auth: { token$: () => t.auth.token$(), refreshToken$: () => t.auth.refreshToken$() } });
    const err = await firstValueFrom(http.request$({ url: '/web-api/x', schema: v.any(), auth: true })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect(t.states.at(-1)).toEqual({ userId: null, banLevel: 0 });
    expect(t.cookies.get('user_token')).toBeNull();
    t.stop();
  });

  it('[C18] a captcha answer of type 2 logs the user out', async () => {
    const t = setup((url) => (url === '/captcha/validate' ? json({ success: false, type: 2, time: 1, error_message: 'captcha_exhausted', pass: null }) : json({}, 404)),
      `user_token=${jwt({ sub: '9', user_id: 9 })}`);
    expect(t.states.at(-1)?.userId).toBe(9);
    await firstValueFrom(t.auth.captcha.validate$('abcdefghijkl', 'XXXXX'));
    expect(t.states.at(-1)).toEqual({ userId: null, banLevel: 0 });
    t.stop();
  });

  it('[B22][E05] the terms check: changed terms are required; a failed check counts as not changed', async () => {
    let fail = false;
    const t = setup((url) => {
      if (url === '/web-api/api-v3/v2/user/agreement-rules/status') return fail ? json({}, 500) : json({ result: true, updatedAt: '2026-01-01T00:00:00Z', version: 2 });
      if (url.startsWith('/web-api/user/gettoken')) return json({ token: jwt({ sub: '9', user_id: 9 }) });
      return json({}, 404);
    }, `user_token=${jwt({ sub: '9', user_id: 9 })}`);
    const seen: boolean[] = [];
    const sub = t.auth.termsRequired$.subscribe((r) => seen.push(r));
    await firstValueFrom(t.auth.checkTerms$());
    expect(seen.at(-1)).toBe(true);
    fail = true;
    await firstValueFrom(t.auth.checkTerms$());
    expect(seen).toEqual([false, true, false]);
    t.auth.noteTermsRequired();
    expect(seen.at(-1)).toBe(true);
    sub.unsubscribe();
    t.stop();
  });

  it('[B23] a session store fed with a token without exp ignores it', async () => {
    const t = setup(() => json({}, 404));
    t.store.setFromToken(`${b64({})}.${b64({ sub: '3' })}.x`);
    t.store.set({ userId: 4, banLevel: 45 });
    expect(await firstValueFrom(t.store.state$.pipe(take(1), toArray()))).toEqual([{ userId: 4, banLevel: 45 }]);
    t.stop();
  });
});
