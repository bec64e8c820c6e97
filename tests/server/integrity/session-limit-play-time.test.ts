import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../../server/casino/catalog.ts';
import { PLAY_GAP_MS } from '../../../server/limits/play-time.ts';
import { createTestApp, send, type TestApp } from '../support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from '../support/users.ts';
import { deposit } from '../support/coupon-fixture.ts';

// Issue 20, hole 6: the session limit counted from the last login, so logging in again gave a fresh session. It now
// counts play time (pings, logins, stakes; a silence longer than PLAY_GAP_MS is a break) across logins within a
// 24-hour window.

const V3 = '/limit-service-api/api/external/web/v3';
const HOUR = 3600_000;

describe('session limit counts play time across logins (issue 20 #6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const game = () => catalog().games.find((g) => g.kind === 'slot' && g.minStake === 10)!;
  let n = 0;
  const spin = (u: TestUser) => send(t.app, 'POST', `/web-api/casino/games/${game().id}/round`, { stake: 100, mode: 'real' }, { ...asUser(u), 'idempotency-key': `play-time-${u.userId}-${(n += 1)}` });
  const ping = (u: TestUser) => send(t.app, 'POST', `${V3}/ping`, undefined, asUser(u));
  const used = async (u: TestUser) => Number((await t.db.one<{ ms: string }>('SELECT play_used_ms AS ms FROM users WHERE id = $1', [u.userId]))!.ms);
  const setPlay = (u: TestUser, usedMs: number, seenAgoMs: number, windowAgoMs = HOUR) => t.db.query(
    'UPDATE users SET play_used_ms = $2, play_seen_at = now() - make_interval(secs => $3 / 1000.0), play_window_start = now() - make_interval(secs => $4 / 1000.0) WHERE id = $1',
    [u.userId, usedMs, seenAgoMs, windowAgoMs]);

  async function limitedPlayer(): Promise<TestUser> {
    const u = await registerTestUser(t.app, { currency: 'RUB', password: 'secret-pass-1' });
    await deposit(t.db, u.userId, 100_000);
    expect((await send(t.app, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] }, asUser(u))).statusCode).toBeLessThan(300);
    return u;
  }

  it('[T36] [B14] the pings of an open page count its play time; the hour used up stops stakes, and a new login does not restart it', async () => {
    const u = await limitedPlayer();
    await setPlay(u, HOUR - 40_000, 20_000);
    await ping(u);
    expect(await used(u)).toBeGreaterThanOrEqual(HOUR - 20_000);
    expect((await spin(u)).statusCode).toBe(201);
    await setPlay(u, HOUR - 5_000, 30_000);
    await ping(u);
    expect(await used(u)).toBeGreaterThanOrEqual(HOUR);
    const refused = await spin(u);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'session_limit_reached' }] });
    // The attack: log in again for a fresh session (and keep using the old token).
    const login = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: u.login, uPassword: u.password });
    expect(login.statusCode, login.body).toBe(200);
    const fresh = { ...u, token: (login.json() as { token: string }).token };
    expect((await spin(fresh)).json()).toMatchObject({ errors: [{ code: 'session_limit_reached' }] });
    expect((await spin(u)).json()).toMatchObject({ errors: [{ code: 'session_limit_reached' }] });
    // The page's timer counts from today's play, not from the new login: its end has passed.
    const limits = (await t.app.inject({ url: `${V3}/limits`, headers: asUser(fresh) })).json() as { session: { startedAt: string } };
    expect(Date.parse(limits.session.startedAt) + HOUR).toBeLessThanOrEqual(Date.now());
  });

  it('[B14] a break is not play time: a long silence counts as at most the gap; the next day\'s window starts afresh', async () => {
    const u = await limitedPlayer();
    await setPlay(u, 10 * 60_000, 3 * HOUR);
    await ping(u);
    expect(await used(u)).toBe(10 * 60_000 + PLAY_GAP_MS);
    await setPlay(u, HOUR + 1, 10_000, 25 * HOUR);
    expect((await spin(u)).statusCode).toBe(201);
    expect(await used(u)).toBe(0);
  });
});
