import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionAnswerSchema } from '../../streams/schemas/startup.ts';
import { hashToken, SESSION_TTL_SEC } from '../../server/services/sessions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { loadJwtSecret, signUserToken } from '../../server/auth/user-token.ts';

interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  path?: string;
}

describe('visitor session', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a reverse proxy on loopback (inject's peer address), named as TRUST_PROXY says it must be.
    t = await createTestApp({ vars: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const getSession = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/web-api/session', headers });
    expect(res.statusCode).toBe(200);
    const cookies = res.cookies as Cookie[];
    return { res, body: v.parse(SessionAnswerSchema, res.json()), sid: cookies.find((c) => c.name === 'sid'), has: cookies.find((c) => c.name === 'has_session') };
  };

  it('[T04] GET /web-api/session is never cached and creates an anonymous session with both cookies', async () => {
    const { res, body, sid, has } = await getSession();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body).toEqual({ userId: null, banLevel: 0, sessionId: expect.any(String) });
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_SEC });
    expect(sid?.secure).toBeFalsy();
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The readable marker: not HttpOnly, a browser-session cookie (no Max-Age).
    expect(has).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(has?.httpOnly).toBeFalsy();
    expect(has?.maxAge).toBeUndefined();
    // Neither the answer nor the database holds the cookie secret.
    expect(body.sessionId).not.toBe(sid?.value);
    const row = await t.db.one<{ token_hash: string }>('SELECT token_hash FROM visitor_sessions WHERE id = $1', [body.sessionId]);
    expect(row?.token_hash).toBe(hashToken(sid!.value));
  });

  it('[T04] the session cookie is reused: the same session answers and last_seen_at moves on', async () => {
    const first = await getSession({ 'user-agent': 'first-agent' });
    const before = await t.db.one<{ last_seen_at: Date }>('SELECT last_seen_at FROM visitor_sessions WHERE id = $1', [first.body.sessionId]);
    const again = await getSession({ cookie: `sid=${first.sid!.value}`, 'user-agent': 'second-agent' });
    expect(again.body.sessionId).toBe(first.body.sessionId);
    expect(again.sid?.value).toBe(first.sid?.value);
    const after = await t.db.one<{ last_seen_at: Date; user_agent: string }>('SELECT last_seen_at, user_agent FROM visitor_sessions WHERE id = $1', [first.body.sessionId]);
    expect(after!.last_seen_at.getTime()).toBeGreaterThanOrEqual(before!.last_seen_at.getTime());
    expect(after!.user_agent).toBe('second-agent');
  });

  it('[T04] an unknown, malformed or expired cookie gets a new session', async () => {
    const unknown = await getSession({ cookie: `sid=${'a'.repeat(43)}` });
    const malformed = await getSession({ cookie: 'sid=%3Cscript%3E' });
    expect(unknown.sid?.value).not.toBe('a'.repeat(43));
    expect(malformed.body.sessionId).not.toBe(unknown.body.sessionId);

    const old = await getSession();
    await t.db.query(`UPDATE visitor_sessions SET last_seen_at = now() - interval '31 days' WHERE id = $1`, [old.body.sessionId]);
    const renewed = await getSession({ cookie: `sid=${old.sid!.value}` });
    expect(renewed.body.sessionId).not.toBe(old.body.sessionId);
  });

  it('[T04] behind TLS (X-Forwarded-Proto https from a trusted proxy) both cookies are Secure', async () => {
    const { sid, has } = await getSession({ 'x-forwarded-proto': 'https' });
    expect(sid?.secure).toBe(true);
    expect(has?.secure).toBe(true);
  });

  it("[T04] [B23] the session names the user of a valid user token, with their ban level; no token is anonymous", async () => {
    const { body, sid } = await getSession();
    const user = await t.db.one<{ id: number }>(`INSERT INTO users (login, ban_level) VALUES ('banned-demo', 45) RETURNING id`);
    const token = await signUserToken(await loadJwtSecret(t.db), { id: user!.id, banLevel: 45, tokenVersion: 0 });
    const again = await getSession({ cookie: `sid=${sid!.value}; user_token=${token}` });
    expect(again.body).toEqual({ userId: user!.id, banLevel: 45, sessionId: body.sessionId });
    // Who is logged in comes from the token alone: a session row linked to the user says nothing without it.
    await t.db.query('UPDATE visitor_sessions SET user_id = $1 WHERE id = $2', [user!.id, body.sessionId]);
    expect((await getSession({ cookie: `sid=${sid!.value}` })).body.userId).toBeNull();
  });
});
