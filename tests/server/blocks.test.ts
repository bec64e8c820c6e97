import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { BlockAnswerSchema, type BlockAnswer } from '../../streams/schemas/startup.ts';
import { normalizeIp } from '../../server/services/blocks.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';

const URL_ = '/blocks-api/api/v2/block';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IE = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const NOT_BLOCKED = { displayTypeId: 0, templateTypeId: null };

describe('block check', () => {
  let t: TestApp;
  const check = async (body: { auth: boolean; url: string }, headers: Record<string, string> = {}): Promise<BlockAnswer> => {
    const res = await send(t.app, 'POST', URL_, body, { 'user-agent': CHROME, ...headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return v.parse(BlockAnswerSchema, res.json());
  };

  beforeAll(async () => {
    // Behind a reverse proxy on loopback (inject's peer address), named as TRUST_PROXY says it must be.
    t = await createTestApp({ vars: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await send(t.app, 'POST', '/web-api/dev/reset');
  });

  it('[C03] ordinary pages for an ordinary browser are not blocked', async () => {
    for (const url of ['/ru/', '/en/line', '/en/casino', 'https://demo.example/en/live/football?x=1']) {
      expect(await check({ auth: false, url })).toEqual(NOT_BLOCKED);
      expect(await check({ auth: true, url })).toEqual(NOT_BLOCKED);
    }
  });

  it('[C03] an old Internet Explorer user agent is blocked with reason 17 (block-ie)', async () => {
    expect(await check({ auth: false, url: '/en/line' }, { 'user-agent': IE })).toEqual({ displayTypeId: 1, templateTypeId: 17 });
    expect(await check({ auth: true, url: '/ru/' }, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' }))
      .toEqual({ displayTypeId: 1, templateTypeId: 17 });
  });

  it('[C03] a blocked bot user agent gets reason 13 (block-ua), matched case-insensitively', async () => {
    expect(await check({ auth: false, url: '/en/' }, { 'user-agent': 'blockedbot/2.1 (+http://bot.example)' })).toEqual({ displayTypeId: 1, templateTypeId: 13 });
  });

  it('[C03] a path rule blocks the path and what is below it in every language, not look-alike paths', async () => {
    expect(await check({ auth: false, url: '/en/demo-blocked' })).toEqual({ displayTypeId: 1, templateTypeId: 1 });
    expect(await check({ auth: false, url: '/kk/demo-blocked/sub?x=1' })).toEqual({ displayTypeId: 1, templateTypeId: 1 });
    expect(await check({ auth: false, url: '/en/demo-blocked-not' })).toEqual(NOT_BLOCKED);
    expect(await check({ auth: false, url: '/en/demo-coming-soon' })).toEqual({ displayTypeId: 1, templateTypeId: 8 });
  });

  it('[C03] an auth-only rule blocks authorised visitors only; an anon-only rule anonymous ones only', async () => {
    expect(await check({ auth: true, url: '/en/demo-members-blocked' })).toEqual({ displayTypeId: 1, templateTypeId: 16 });
    expect(await check({ auth: false, url: '/en/demo-members-blocked' })).toEqual(NOT_BLOCKED);
    const add = await send(t.app, 'POST', '/web-api/dev/block-rules', { pathPrefix: '/en/anon-only', authScope: 'anon', templateTypeId: 4 });
    expect(add.statusCode).toBe(201);
    expect(await check({ auth: false, url: '/en/anon-only' })).toEqual({ displayTypeId: 1, templateTypeId: 4 });
    expect(await check({ auth: true, url: '/en/anon-only' })).toEqual(NOT_BLOCKED);
  });

  it('[C03] an IP rule blocks the network (client address through a trusted proxy)', async () => {
    await send(t.app, 'POST', '/web-api/dev/block-rules', { ipCidr: '198.51.100.0/24', templateTypeId: 2 });
    expect(await check({ auth: false, url: '/en/' }, { 'x-forwarded-for': '198.51.100.23' })).toEqual({ displayTypeId: 1, templateTypeId: 2 });
    expect(await check({ auth: false, url: '/en/' }, { 'x-forwarded-for': '198.51.101.23' })).toEqual(NOT_BLOCKED);
    expect(await check({ auth: false, url: '/en/' }, { 'x-forwarded-for': '2001:db8::1' })).toEqual(NOT_BLOCKED);
  });

  it('[C03] a rule without conditions blocks everything (site updates, reason 4); priority decides between rules', async () => {
    const all = await send(t.app, 'POST', '/web-api/dev/block-rules', { templateTypeId: 4, note: 'site updates' });
    expect(await check({ auth: false, url: '/en/line' })).toEqual({ displayTypeId: 1, templateTypeId: 4 });
    // The seeded IE rules have priority 10, above this one.
    expect(await check({ auth: false, url: '/en/line' }, { 'user-agent': IE })).toEqual({ displayTypeId: 1, templateTypeId: 17 });
    const id = (all.json() as { rule: { id: number } }).rule.id;
    expect((await send(t.app, 'DELETE', `/web-api/dev/block-rules/${id}`)).statusCode).toBe(204);
    expect(await check({ auth: false, url: '/en/line' })).toEqual(NOT_BLOCKED);
  });

  it('[C03] a disabled rule does not block', async () => {
    await send(t.app, 'POST', '/web-api/dev/block-rules', { pathPrefix: '/en/line', enabled: false });
    expect(await check({ auth: false, url: '/en/line' })).toEqual(NOT_BLOCKED);
  });

  it('[T09] a body without a boolean auth or a valid url is refused with 400', async () => {
    for (const body of [{ url: '/en/' }, { auth: 'yes', url: '/en/' }, { auth: true }, { auth: true, url: 'nope' }]) {
      const res = await send(t.app, 'POST', URL_, body);
      expect(res.statusCode).toBe(400);
      const err = v.parse(ApiErrorAnswerSchema, res.json());
      expect(err.errors.length).toBeGreaterThanOrEqual(1);
      expect(err.errors.every((e) => e.status === '400' && e.code === 'invalid_body')).toBe(true);
    }
  });

  it('[C01] without X-Requested-With the call is refused with 403 (CSRF)', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL_, payload: { auth: false, url: '/en/' } });
    expect(res.statusCode).toBe(403);
  });

  it('normalizeIp keeps IPv4, IPv6 and unwraps IPv4-mapped IPv6', () => {
    expect(normalizeIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('not-an-ip')).toBeNull();
    expect(normalizeIp(undefined)).toBeNull();
  });
});
