import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaChallengeSchema, CaptchaResultSchema } from '../../streams/schemas/auth.ts';
import { CAPTCHA_MAX_ATTEMPTS } from '../../server/auth/captcha.ts';
import { openDb, type Db } from '../../server/db/index.ts';
import { createMoneyUser } from './support/office-users.ts';
import { createTestApp, openTestDb, send, type TestApp, type TestDb } from './support/test-app.ts';

// Issue 21: two server instances on one database (as behind a load balancer) must protect the site like one. The
// counters used to live in each process's memory, so N instances allowed N times the attempts. Every test splits
// its attempts across the two apps and expects the limit of one.

describe('two server instances on one database share the protective counters', () => {
  let handle: TestDb;
  let a: TestApp;
  let b: TestApp;
  let secondPool: Db | null = null;
  beforeAll(async () => {
    handle = await openTestDb();
    // On PostgreSQL each instance has its own connection pool, as two processes would; PGlite has one connection.
    secondPool = handle.schema ? await openDb({ databaseUrl: process.env.DATABASE_URL!, schema: handle.schema, poolSize: 4 }) : null;
    a = await createTestApp({ db: handle.db });
    b = await createTestApp({ db: secondPool ?? handle.db });
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await secondPool?.close();
    await handle.dispose();
  });

  const both = () => [a, b, a, b, a, b, a, b];
  /** The dev API sets the limit values of one process: both are told the same. */
  const setLimits = async (limits: Record<string, number>) => {
    for (const t of [a, b]) expect((await send(t.app, 'PUT', '/web-api/dev/auth/rate-limits', limits)).statusCode).toBe(200);
  };

  it('[C08] the login rate limit: four attempts split across the instances use up a limit of four', async () => {
    await setLimits({ login: 4 });
    const statuses: number[] = [];
    for (const t of both().slice(0, 6)) {
      statuses.push((await send(t.app, 'POST', '/web-api/auth/login', { uLogin: 'nobody@example.com', uPassword: 'Wrong12345', save: false })).statusCode);
    }
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses.slice(4)).toEqual([429, 429]);
    await setLimits({ login: 10_000 });
  });

  it('[C10][C17] failed logins counted on either instance demand the captcha on both', async () => {
    const login = { uLogin: 'victim@example.com', uPassword: 'Wrong12345', save: false };
    for (const t of both().slice(0, 3)) expect((await send(t.app, 'POST', '/web-api/auth/login', login)).statusCode).toBe(401);
    for (const t of [a, b]) expect((await send(t.app, 'POST', '/web-api/auth/login', login)).json()).toMatchObject({ errors: [{ code: 'captcha_required' }] });
  });

  it('[C10] captcha: a challenge drawn on one instance is answered on the other; five wrong answers split across both end it', async () => {
    const challenge = v.parse(CaptchaChallengeSchema, (await a.app.inject({ url: '/captcha/update' })).json());
    const dev = await b.app.inject({ url: `/web-api/dev/captcha/${challenge.id}` });
    expect(dev.statusCode).toBe(200);
    const { answer } = dev.json() as { answer: string };
    const wrong = answer === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    for (const t of both().slice(0, CAPTCHA_MAX_ATTEMPTS)) {
      expect(v.parse(CaptchaResultSchema, (await send(t.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: wrong })).json()).success).toBe(false);
    }
    const late = v.parse(CaptchaResultSchema, (await send(b.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: answer })).json());
    expect(late).toMatchObject({ success: false, pass: null });
  });

  it('[C10] captcha: wrong answers sent at once to both instances get at most five checks between them', async () => {
    const challenge = v.parse(CaptchaChallengeSchema, (await b.app.inject({ url: '/captcha/update' })).json());
    const { answer } = (await a.app.inject({ url: `/web-api/dev/captcha/${challenge.id}` })).json() as { answer: string };
    const wrong = answer === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    const results = await Promise.all([...both(), ...both()].map(async (t) =>
      v.parse(CaptchaResultSchema, (await send(t.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: wrong })).json())));
    // Attempts 1-4 are "wrong, try again"; the fifth ends the challenge; the rest find it ended.
    expect(results.filter((r) => r.error_message === 'captcha_wrong')).toHaveLength(CAPTCHA_MAX_ATTEMPTS - 1);
    expect(v.parse(CaptchaResultSchema, (await send(a.app, 'POST', '/captcha/validate', { id: challenge.id, captcha: answer })).json()).success).toBe(false);
  });

  it('[C08] the SMS rate limit: three sends split across the instances use up a limit of three', async () => {
    await setLimits({ sms: 3 });
    const statuses: number[] = [];
    for (const [i, t] of both().slice(0, 5).entries()) {
      statuses.push((await send(t.app, 'POST', '/web-api/auth/sms/send', { purpose: 'phone_reg', 'phone-code': '7', 'phone-number': `900000000${i}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await setLimits({ sms: 10_000 });
  });

  it('issue 20 #7: the resend wait of one number and one player holds on both instances', async () => {
    const sms = { purpose: 'phone_reg', 'phone-code': '7', 'phone-number': '9111111111' };
    expect((await send(a.app, 'POST', '/web-api/auth/sms/send', sms)).statusCode).toBe(200);
    const again = await send(b.app, 'POST', '/web-api/auth/sms/send', sms);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errors: [{ code: 'code_recently_sent' }] });

    const player = await createMoneyUser(handle.db);
    expect((await send(b.app, 'POST', '/web-api/office/security/phone/send', { phone: '+79001110001' }, player.headers)).statusCode).toBe(200);
    expect((await send(a.app, 'POST', '/web-api/office/security/phone/send', { phone: '+79001110002' }, player.headers)).statusCode).toBe(429);
  });

  it('issue 20 #7: one player\'s SMS sent at once to both instances: one goes out', async () => {
    const player = await createMoneyUser(handle.db);
    const answers = await Promise.all([...both(), ...both()].map((t, i) =>
      send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: `+7900111${String(i).padStart(4, '0')}` }, player.headers)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(15).fill(429)]);
  });
});
