import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSelections } from './support/coupon-fixture.ts';
import { createTestApp, makeTempDist, usingPostgres, XHR, type TestApp } from './support/test-app.ts';
import { registerTestUser } from './support/users.ts';

// Every route, found as the app registers it (not from a hand-kept list), gets hostile input as a visitor and as a
// logged-in player: bad path parameters, bad query strings, and (methods with a body) hostile bodies plus a body of
// plausible, valid values with one number made hostile at a time, so the number passes every other check and meets
// the code behind it (issue 20: 1e-7 became NaN in majorToMinor; ids of 1e21 or 2^53+1 reached SQL). Control
// characters (NUL first: PostgreSQL used to answer 500), huge strings, deep and wide bodies, wrong types, arrays for
// objects, broken JSON. Whatever a route thinks of it, the answer is never a 5xx.

const NUL = 'a\u0000b';
const FIELDS = [
  'uLogin', 'uPassword', 'login', 'password', 'email', 'phone', 'phone_number', 'name', 'title', 'text', 'message', 'body',
  'promoCode', 'score', 'code', 'amount', 'currency', 'type', 'url', 'provider', 'credential', 'topicId', 'answers', 'limits',
  'accountId', 'drawId', 'outcomeId', 'ids', 'counterId', 'id', 'stake', 'picks', 'numbers', 'level', 'days', 'value',
];
const withAll = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const nested = (depth: number): unknown => (depth === 0 ? NUL : { a: nested(depth - 1) });

/** Numbers no schema should let through: exponent notation both ways, beyond 2^53 (and int4), negative. */
const BAD_NUMBERS = [1e-7, 1e21, 2 ** 53 + 1, -1];
/** The same as text, and text that only looks like a number. */
const BAD_TEXT = ['1e21', '1e-7', '9007199254740993', '2147483648', '-1', '1.5', 'NaN', 'Infinity', '0x10', ' 1', '%00', '%0A', '%E2%80%AE', 'x'.repeat(3000)];

const BODIES: Array<{ name: string; payload: string }> = [
  { name: 'NUL in every field', payload: JSON.stringify(withAll(NUL)) },
  { name: 'other control characters', payload: JSON.stringify(withAll('x\u0007\u001b[31m\u007f')) },
  { name: 'NUL in a key', payload: JSON.stringify({ 'a\u0000': 1, ...withAll('ok') }) },
  { name: 'huge strings', payload: JSON.stringify(withAll('x'.repeat(60_000))).slice(0, 900_000) },
  { name: 'deeply nested', payload: JSON.stringify(nested(200)) },
  { name: 'wrong types', payload: JSON.stringify(withAll([{ $gt: '' }, -1e308, true])) },
  { name: 'numbers out of range', payload: JSON.stringify(withAll(Number.MAX_SAFE_INTEGER * 1000)) },
  { name: 'exponent numbers', payload: JSON.stringify(withAll(1e-7)) },
  { name: 'numbers as NaN-like text', payload: JSON.stringify(withAll('NaN')) },
  { name: 'arrays for objects', payload: JSON.stringify(withAll([[1], [2]])) },
  { name: 'objects for numbers', payload: JSON.stringify(withAll({ valueOf: 1 })) },
  { name: 'empty object', payload: '{}' },
  { name: 'an array', payload: '[1,2,3]' },
  { name: 'null', payload: 'null' },
  { name: 'a number', payload: '1e308' },
  { name: 'broken JSON', payload: '{"uLogin": "a' },
];

describe('fuzz: every route of the app', () => {
  let t: TestApp;
  // A built site, so the pages answer as in production (without one they answer 503 "not built").
  const dist = makeTempDist('<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>');
  const routes: Array<{ method: string; url: string }> = [];
  let token = '';
  /** A body of plausible values for the money and account calls (non-strict schemas ignore what they do not know). */
  let valid: Record<string, unknown> = {};
  /** Calls whose valid body differs from `valid` (strict schemas, fields of the same name meaning another thing). */
  let validFor: Record<string, Record<string, unknown>> = {};
  beforeAll(async () => {
    // HEAD runs the GET handler: the GET routes cover it.
    t = await createTestApp({ distDir: dist.dir, onRoute: (r) => { for (const m of [r.method].flat()) if (m !== 'HEAD') routes.push({ method: m, url: r.url }); } });
    const player = await registerTestUser(t);
    token = player.token;
    const [o] = await fixtureSelections(t.db, [1.9]);
    const account = await t.db.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1', [player.userId]);
    const draw = await t.db.one<{ id: number }>('SELECT id FROM toto_draws WHERE status = 2 ORDER BY id LIMIT 1');
    const lotto = await t.db.one<{ id: number }>("SELECT d.id FROM lotto_draws d JOIN lotto_games g ON g.id = d.lotto_id WHERE d.status = 1 AND g.pick = 5 ORDER BY d.draw_at DESC LIMIT 1");
    valid = {
      accountId: account!.id, id: account!.id, amount: 10, methodId: 'card', destination: '4242424242424242', lang: 'en', stake: 20, mode: 'real',
      picks: [1], level: 1, drawId: draw?.id ?? 1, numbers: [1, 2, 3, 4, 5], typeId: 0, systemValue: 2, changeCoefAction: 2,
      bets: [{ outcomeId: o!.outcomeId, coef: o!.coef }], outcomeId: o!.outcomeId, ids: [o!.outcomeId], counterId: 1, projectId: 1, days: 1,
      value: 100, userId: player.userId, paymentId: 1, version: 1, outcome: 'success', iso: 'EUR', gameId: 1, place: 1, score: 3,
      at: 1_700_000_000_000, pageNumber: 1, pageSize: 10, country_id: 1, currency: 'RUB', minCoef: 1.5,
    };
    validFor = {
      'POST /web-api/toto/coupons': { drawId: draw?.id ?? 1, picks: Array(15).fill('1') },
      'POST /web-api/lotto/tickets': { drawId: lotto?.id ?? 1, numbers: [1, 2, 3, 4, 5] },
      'POST /web-api/office/account/convert': { id: account!.id },
      'POST /web-api/office/currency/remove': { id: account!.id },
      'POST /web-api/account/active': { id: account!.id },
    };
  }, 120_000);
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  it('[C17] no hostile path, query or body gives a 5xx, as a visitor or logged in; every number is checked', async () => {
    expect(routes.length).toBeGreaterThan(200);
    const failures: string[] = [];
    let n = 0;
    const send = async (method: string, url: string, auth: Record<string, string>, payload: string | undefined, what: string) => {
      n += 1;
      const res = await t.app.inject({
        method: method as InjectOptions['method'],
        url,
        // A new address per request: the per-IP limits would otherwise answer 429 before the input is looked at.
        remoteAddress: `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        headers: { ...XHR, 'idempotency-key': `fuzz-key-${n}`, ...auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload }),
      });
      if (res.statusCode >= 500) failures.push(`${method} ${url.slice(0, 120)} ${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+\??/g, value).replace(/\*$/, value);
    for (const route of routes) {
      const hasBody = route.method !== 'GET';
      const base = validFor[`${route.method} ${route.url}`] ?? valid;
      const validBody = hasBody ? JSON.stringify(base) : undefined;
      const numberFields = Object.keys(base).filter((k) => typeof base[k] === 'number' || Array.isArray(base[k]));
      for (const auth of [{}, { authorization: `Bearer ${token}` }] as Array<Record<string, string>>) {
        for (const value of BAD_TEXT) await send(route.method, fill(route.url, value), auth, validBody, `path ${value.slice(0, 20)}`);
        for (const value of BAD_TEXT) {
          const query = ['id', 'ids', 'limit', 'offset', 'pageNumber', 'pageSize', 'accountId', 'champ', 'sport', 'gameId', 'drawId', 'lang', 'direction', 'groups', 'type', 'countryId', 'projectId', 'mode', 'time', 'category']
            .map((q) => `${q}=${value}`).join('&');
          await send(route.method, `${fill(route.url, '1')}?${query}`, auth, validBody, `query ${value.slice(0, 20)}`);
        }
        if (!hasBody) continue;
        for (const body of BODIES) await send(route.method, fill(route.url, '1'), auth, body.payload, body.name);
        for (const field of numberFields) {
          for (const bad of BAD_NUMBERS) {
            const original = base[field];
            // An array field gets the bad number as its element (in bets: as the outcome and as the coefficient).
            const mutated = field === 'bets' ? [{ outcomeId: bad, coef: bad }] : Array.isArray(original) ? [bad] : bad;
            await send(route.method, fill(route.url, '1'), auth, JSON.stringify({ ...base, [field]: mutated }), `${field}=${bad}`);
          }
        }
      }
    }
    console.log(`fuzz (${usingPostgres ? 'PostgreSQL' : 'PGlite'}): ${routes.length} routes, ${n} requests, ${failures.length} answers >= 500`);
    expect(n).toBeGreaterThan(15_000);
    expect(failures).toEqual([]);
  }, 1_200_000);

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
