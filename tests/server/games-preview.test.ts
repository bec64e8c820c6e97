import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog } from '../../server/casino/catalog.ts';
import { PREVIEW_LIGHT_PATH } from '../../server/routes/casino/preview-light.ts';
import { GAME_FLAGS, PreviewAnswerSchema } from '../../streams/schemas/games-preview.ts';
import { deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// C15 games preview light: the short codes, the bearer from the user_token cookie, the checks of every parameter.
describe('games preview light (C15)', () => {
  let t: TestApp;
  let user: TestUser;
  const query = (over: Record<string, string> = {}) =>
    new URLSearchParams({ whence: '1', groupId: '1', ref: '1', lng: 'en', fcountry: '1', includeCategories: 'false', ...over }).toString();
  const preview = async (over: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${PREVIEW_LIGHT_PATH}?${query(over)}`, headers });
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, user.userId, 1_000_000);
  });
  afterAll(async () => t.close());

  it('[C15] a visitor gets the popular games in the codes GT, GN, R, OR, CRID, GF; no categories unless asked', async () => {
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    const answer = v.parse(PreviewAnswerSchema, res.json());
    expect(Object.keys(answer.items[0]!).sort()).toEqual(['CRID', 'GF', 'GN', 'GT', 'OR', 'R']);
    expect(answer.categories).toBeUndefined();
    const first = catalog().byId.get(answer.items[0]!.GT)!;
    expect(answer.items[0]).toEqual({ GT: first.id, GN: first.name, R: first.route, OR: first.oldRoute, CRID: first.provider, GF: expect.any(Number) });
    expect(answer.items.every((i) => (i.GF & GAME_FLAGS.popular) !== 0 && (i.GF & (GAME_FLAGS.favorite | GAME_FLAGS.recent)) === 0)).toBe(true);
    // The bonus games have their own lobby row.
    expect(answer.items.some((i) => (i.GF & GAME_FLAGS.bonus) !== 0)).toBe(false);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers['vary']).toMatch(/^Authorization, Cookie/);
  });

  it('[C15] whence picks the block (new games, live tables); includeCategories=true adds the families with counts', async () => {
    const fresh = v.parse(PreviewAnswerSchema, (await preview({ whence: '2' })).json());
    expect(fresh.items.every((i) => catalog().byId.get(i.GT)!.isNew && (i.GF & GAME_FLAGS.new) !== 0)).toBe(true);
    const live = v.parse(PreviewAnswerSchema, (await preview({ whence: '3', includeCategories: 'true' })).json());
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((i) => (i.GF & GAME_FLAGS.live) !== 0)).toBe(true);
    expect(live.categories).toContainEqual({ id: 'live', count: live.items.length });
  });

  it('[C15] the bearer from the user_token cookie personalises it: last played first, flagged recent and favourite', async () => {
    const games = catalog().games.filter((g) => g.kind === 'slot' && !g.isPopular).slice(0, 2);
    for (const [i, g] of games.entries()) {
      const res = await send(t.app, 'POST', `/web-api/casino/games/${g.id}/round`, { stake: g.minStake, mode: 'real' },
        { authorization: `Bearer ${user.token}`, 'idempotency-key': `preview-round-${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    await send(t.app, 'PUT', `/web-api/casino/favorites/${games[0]!.id}`, undefined, { authorization: `Bearer ${user.token}` });
    // As the page sends it: the user_token cookie's value as the bearer; the cookie alone works too.
    for (const headers of [{ authorization: `Bearer ${user.token}` }, { cookie: `user_token=${user.token}` }] as Array<Record<string, string>>) {
      const res = await preview({}, headers);
      const answer = v.parse(PreviewAnswerSchema, res.json());
      expect(answer.items.slice(0, 2).map((i) => i.GT)).toEqual([games[1]!.id, games[0]!.id]);
      expect(answer.items[1]!.GF & (GAME_FLAGS.favorite | GAME_FLAGS.recent)).toBe(GAME_FLAGS.favorite | GAME_FLAGS.recent);
      expect(answer.items[0]!.GF & GAME_FLAGS.favorite).toBe(0);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A forged bearer is a visitor, not an error.
    const forged = v.parse(PreviewAnswerSchema, (await preview({}, { authorization: 'Bearer not.a.token' })).json());
    expect(forged.items.some((i) => i.GT === games[1]!.id)).toBe(false);
  });

  it('[C15] bad parameters are refused with what is wrong; another group or partner is not answered', async () => {
    for (const over of [{ whence: '9' }, { whence: 'x' }, { lng: 'xx' }, { fcountry: '-1' }, { groupId: '1e9' }, { includeCategories: 'yes' }, { ref: '1'.repeat(40) }] as Array<Record<string, string>>) {
      const res = await preview(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ code: 'invalid_query' }] });
    }
    expect((await t.app.inject({ url: `${PREVIEW_LIGHT_PATH}?whence=1` })).statusCode).toBe(400);
    expect((await preview({ groupId: '2' })).statusCode).toBe(404);
    expect((await preview({ ref: '77' })).statusCode).toBe(404);
  });
});
