import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from './support/test-app.ts';
import { registerTestUser } from './support/users.ts';

// Every state-changing route, found as the app registers it (not from a hand-kept list), gets hostile input
// anonymously and logged in: control characters (NUL first: PostgreSQL used to answer 500), huge strings, deep and
// wide bodies, wrong types, broken JSON. Whatever a route thinks of it, the answer is never a 5xx.

const NUL = 'a\u0000b';
const FIELDS = [
  'uLogin', 'uPassword', 'login', 'password', 'email', 'phone', 'phone_number', 'name', 'title', 'text', 'message', 'body',
  'promoCode', 'score', 'code', 'amount', 'currency', 'type', 'url', 'provider', 'credential', 'topicId', 'answers', 'limits',
];
const withAll = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const nested = (depth: number): unknown => (depth === 0 ? NUL : { a: nested(depth - 1) });

const BODIES: Array<{ name: string; payload: string }> = [
  { name: 'NUL in every field', payload: JSON.stringify(withAll(NUL)) },
  { name: 'other control characters', payload: JSON.stringify(withAll('x\u0007\u001b[31m\u007f')) },
  { name: 'NUL in a key', payload: JSON.stringify({ 'a\u0000': 1, ...withAll('ok') }) },
  { name: 'huge strings', payload: JSON.stringify(withAll('x'.repeat(60_000))).slice(0, 900_000) },
  { name: 'deeply nested', payload: JSON.stringify(nested(200)) },
  { name: 'wrong types', payload: JSON.stringify(withAll([{ $gt: '' }, -1e308, true])) },
  { name: 'numbers out of range', payload: JSON.stringify(withAll(Number.MAX_SAFE_INTEGER * 1000)) },
  { name: 'empty object', payload: '{}' },
  { name: 'an array', payload: '[1,2,3]' },
  { name: 'null', payload: 'null' },
  { name: 'broken JSON', payload: '{"uLogin": "a' },
];

describe('fuzz: every POST, PUT, PATCH and DELETE route', () => {
  let t: TestApp;
  const routes: Array<{ method: string; url: string }> = [];
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({ onRoute: (r) => { if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) routes.push(r); } });
    token = (await registerTestUser(t)).token;
  }, 120_000);
  afterAll(async () => t.close());

  it('[C17] no hostile body gives a 5xx, anonymous or logged in; a NUL byte is a 400 with a clear code', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let n = 0;
    for (const route of routes) {
      for (const pathValue of ['1', '%00']) {
        const url = route.url.replace(/:[A-Za-z_]+\??/g, pathValue).replace(/\*$/, pathValue);
        for (const auth of [{}, { authorization: `Bearer ${token}` }]) {
          for (const body of pathValue === '1' ? BODIES : BODIES.slice(0, 1)) {
            n += 1;
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { ...XHR, 'content-type': 'application/json', 'idempotency-key': `fuzz-key-${n}`, ...auth },
              payload: body.payload,
            });
            if (res.statusCode >= 500) failures.push(`${route.method} ${url} ${body.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(n).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
  }, 600_000);

  it('[C17] a NUL byte anywhere, even before login, is refused with 400 control_characters', async () => {
    for (const [url, body] of [
      ['/web-api/auth/login', { uLogin: NUL, uPassword: 'secret' }],
      ['/web-api/auth/password/forgot', { login: NUL }],
      ['/web-api/coupon/place', { promoCode: NUL }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...XHR, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('control_characters');
    }
    const query = await t.app.inject({ url: '/bff-api/config/all.json?lang=en%00' });
    expect(query.statusCode).toBe(400);
  });
});
