import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_RATE_LIMITS, RATE_BUCKETS, createRateLimits } from '../../server/auth/rate-limits.ts';
import { createTestApp, openTestDb, send, type TestApp } from './support/test-app.ts';

// Issue 3: rate limiting on login, registration, SMS and captcha (and the fingerprint), per IP, route and minute;
// a limited call answers 429 in the API error shape with Retry-After.

describe('accounts: rate limits and the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await send(t.app, 'PUT', '/web-api/dev/auth/rate-limits', { login: 2, registration: 2, sms: 2, captcha: 2, fingerprint: 2 });
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: Array<[string, () => Promise<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }>]> = [
    ['login', () => send(t.app, 'POST', '/web-api/auth/login', { uLogin: 'nobody@example.com', uPassword: 'Wrong12345', save: false })],
    ['registration', () => send(t.app, 'POST', '/web-api/auth/registration', { type: 'fast_reg', currency: 'XXX', country_id: 1, agree: true })],
    ['sms', () => send(t.app, 'POST', '/web-api/auth/sms/send', { purpose: 'phone_reg', 'phone-code': 'x', 'phone-number': 'y' })],
    ['captcha', () => t.app.inject({ url: '/captcha/update' })],
    ['fingerprint', () => send(t.app, 'POST', '/web-api/fingerprint', {})],
  ];

  for (const [bucket, call] of cases) {
    it(`[C08][C10] ${bucket}: the third call within a minute answers 429 rate_limited with Retry-After`, async () => {
      const first = await call();
      const second = await call();
      expect([first.statusCode, second.statusCode]).not.toContain(429);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ errors: [{ status: '429', code: 'rate_limited' }] });
      expect(third.headers['retry-after']).toBeDefined();
    });
  }

  it('[C08] every bucket has a production limit, and production is stricter than QA', () => {
    const production = createRateLimits(true).current();
    const qa = createRateLimits(false).current();
    for (const b of RATE_BUCKETS) {
      expect(production[b]).toBe(PRODUCTION_RATE_LIMITS[b]);
      expect(production[b]).toBeGreaterThan(0);
      expect(production[b]).toBeLessThan(qa[b]);
    }
  });

  it('[C08] the outbox (SMS and e-mail codes for QA) is off in production', async () => {
    expect((await t.app.inject({ url: '/web-api/dev/outbox' })).statusCode).toBe(200);
    const handle = await openTestDb();
    try {
      const prod = await createTestApp({ db: handle.db, vars: { NODE_ENV: 'production' } });
      expect((await prod.app.inject({ url: '/web-api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/web-api/dev/captcha/abc' })).statusCode).toBe(404);
      await prod.app.close();
    } finally {
      await handle.dispose();
    }
  });
});

describe('accounts: rate limits key on the real client address', () => {
  it('[C08] by default no proxy is trusted: a new X-Forwarded-For on every call does not sidestep the limit', async () => {
    const t = await createTestApp();
    try {
      await send(t.app, 'PUT', '/web-api/dev/auth/rate-limits', { login: 2 });
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i += 1) {
        const res = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: 'nobody@example.com', uPassword: 'Wrong12345', save: false }, { 'x-forwarded-for': `203.0.113.${i}` });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });

  it('[C08] with TRUST_PROXY naming the proxy, its X-Forwarded-For is the client address (each client its own limit)', async () => {
    const t = await createTestApp({ vars: { TRUST_PROXY: 'loopback' } });
    try {
      await send(t.app, 'PUT', '/web-api/dev/auth/rate-limits', { login: 2 });
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i += 1) {
        const res = await send(t.app, 'POST', '/web-api/auth/login', { uLogin: 'nobody@example.com', uPassword: 'Wrong12345', save: false }, { 'x-forwarded-for': `203.0.113.${i}` });
        statuses.push(res.statusCode);
      }
      expect(statuses).not.toContain(429);
    } finally {
      await t.close();
    }
  });
});
