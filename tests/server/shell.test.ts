import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannersAnswerSchema } from '../../streams/schemas/banners.ts';
import { AppVersionSchema, UserMessagesAnswerSchema } from '../../streams/schemas/shell.ts';
import { ApiErrorAnswerSchema } from '../../streams/schemas/api-error.ts';
import { BookmakerRatingSchema } from '../../streams/schemas/shell-extras.ts';
import { buildVersionOf } from '../../server/web/build.ts';
import { createTestApp, makeTempDist, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

const indexWith = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="/assets/${entry}.js"></script></head><body></body></html>`;

describe('site shell: build version (T29)', () => {
  let t: TestApp;
  let dist: ReturnType<typeof makeTempDist>;
  beforeAll(async () => {
    dist = makeTempDist(indexWith('index-abc123'));
    t = await createTestApp({ distDir: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });
  const version = async () => v.parse(AppVersionSchema, (await t.app.inject({ url: '/web-api/app/version' })).json()).version;

  it('[T29] reports the entry script of the build served, and a new build deployed under the running server', async () => {
    expect(await version()).toBe('index-abc123');
    // A redeploy writes a new index.html: the server notices it without a restart.
    const file = path.join(dist.dir, 'index.html');
    fs.writeFileSync(file, indexWith('index-def456'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await version()).toBe('index-def456');
    const res = await t.app.inject({ url: '/web-api/app/version' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('[T29] the dev API stands in for a redeploy, and its reset goes back to the real build', async () => {
    const set = await send(t.app, 'POST', '/web-api/dev/app-version', { version: 'index-next' });
    expect(set.statusCode).toBe(200);
    expect(await version()).toBe('index-next');
    const bad = await send(t.app, 'POST', '/web-api/dev/app-version', { version: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect(await version()).toBe('index-next');
    await send(t.app, 'POST', '/web-api/dev/reset');
    expect(await version()).toBe('index-def456');
  });

  it('finds the entry script however the tag is written, and nothing in a page without one', () => {
    expect(buildVersionOf(`<script type='module' src='/assets/index-X_y.js'></script>`)).toBe('index-X_y');
    expect(buildVersionOf('<script type="module" src="/src/main.tsx"></script>')).toBeNull();
  });
});

describe('site shell: banners and messages (T22)', () => {
  let t: TestApp;
  let player: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    player = await registerTestUser(t);
    other = await registerTestUser(t);
  });
  afterAll(() => t.close());
  const as = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });

  it('[T22] answers the home slot\'s banners in the asked language, each linking into the site in that language', async () => {
    const res = await t.app.inject({ url: '/web-api/banners?slot=home&lang=ru' });
    expect(res.statusCode).toBe(200);
    const { banners } = v.parse(BannersAnswerSchema, res.json());
    expect(banners.map((b) => b.href)).toEqual(['/ru/casino/promotions', '/ru/toto', '/ru/line']);
    expect(banners[0]?.title).toBe('Акции казино');
    const en = v.parse(BannersAnswerSchema, (await t.app.inject({ url: '/web-api/banners?lang=en' })).json());
    expect(en.banners[1]?.title).toBe('Toto jackpot');
  });

  it('[T22] a banner switched off or out of its window is gone from the answer', async () => {
    await t.db.query(`UPDATE banners SET ends_at = now() - interval '1 minute' WHERE position = 2`);
    await t.db.query(`UPDATE banners SET active = false WHERE position = 3`);
    const { banners } = v.parse(BannersAnswerSchema, (await t.app.inject({ url: '/web-api/banners?lang=en' })).json());
    expect(banners.map((b) => b.title)).toEqual(['Casino promotions']);
    await t.db.query(`UPDATE banners SET ends_at = NULL, active = true`);
  });

  it('draws each banner\'s picture as SVG and refuses bad parameters with 400/404, never 500', async () => {
    const { banners } = v.parse(BannersAnswerSchema, (await t.app.inject({ url: '/web-api/banners' })).json());
    const img = await t.app.inject({ url: banners[0]!.image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.body).toMatch(/^<svg [^>]*viewBox="0 0 480 160"/);
    expect(img.body).toContain('stop-color="#3a1d4a"');
    expect(img.body).not.toMatch(/<script|on\w+=/i);
    for (const url of ['/web-api/banners/999999/image.svg', '/web-api/banners/-1/image.svg', '/web-api/banners/1e9/image.svg', '/web-api/banners?lang=xx', '/web-api/banners?slot=%3Cx%3E', '/web-api/banners?slot=a%00b']) {
      const res = await t.app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      v.parse(ApiErrorAnswerSchema, res.json());
    }
  });

  it('[T22] a player gets the broadcast message and their own, once: read ones are not answered again', async () => {
    const sent = await send(t.app, 'POST', '/web-api/dev/user-messages', { userId: player.userId, title: { en: 'Your bonus', ru: 'Ваш бонус' }, body: 'It is on your account.' });
    expect(sent.statusCode).toBe(201);
    const list = async (u: TestUser, lang = 'en') => v.parse(UserMessagesAnswerSchema, (await t.app.inject({ url: `/web-api/user/messages?lang=${lang}`, headers: as(u) })).json()).messages;
    const mine = await list(player, 'ru');
    expect(mine.map((m) => m.title)).toEqual(['Добро пожаловать на сайт', 'Ваш бонус']);
    // A language the message lacks falls back to English.
    expect(mine[1]?.body).toBe('It is on your account.');
    expect((await list(other)).map((m) => m.title)).toEqual(['Welcome to the site']);

    for (const m of mine) expect((await send(t.app, 'POST', `/web-api/user/messages/${m.id}/read`, undefined, as(player))).statusCode).toBe(204);
    // Twice is fine (two tabs).
    expect((await send(t.app, 'POST', `/web-api/user/messages/${mine[0]!.id}/read`, undefined, as(player))).statusCode).toBe(204);
    expect(await list(player)).toEqual([]);
    expect(await list(other)).toHaveLength(1);
  });

  it('keeps messages to their player: anonymous 401, another player\'s message 404, forged ids 400', async () => {
    expect((await t.app.inject({ url: '/web-api/user/messages' })).statusCode).toBe(401);
    const sent = (await send(t.app, 'POST', '/web-api/dev/user-messages', { userId: player.userId, title: 'Private', body: 'For one player' })).json() as { id: number };
    const res = await send(t.app, 'POST', `/web-api/user/messages/${sent.id}/read`, undefined, as(other));
    expect(res.statusCode).toBe(404);
    expect((await send(t.app, 'POST', '/web-api/user/messages/abc/read', undefined, as(other))).statusCode).toBe(400);
    expect((await send(t.app, 'POST', '/web-api/user/messages/1/read', undefined, { authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/web-api/dev/user-messages', { userId: 99999999, title: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await send(t.app, 'POST', '/web-api/dev/user-messages', { userId: player.userId, title: '', body: 'y' })).statusCode).toBe(400);
    expect((await send(t.app, 'POST', '/web-api/dev/user-messages', { userId: player.userId, title: 'x'.repeat(201), body: 'y' })).statusCode).toBe(400);
  });
});

describe('site shell: the bookmakers rating (B28)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('[B28] answers the rating table by place, the site row under the site name, with the page that tells more', async () => {
    const res = await t.app.inject({ url: '/web-api/bookmaker-rating' });
    expect(res.statusCode).toBe(200);
    const rating = v.parse(BookmakerRatingSchema, res.json());
    expect(rating.entries.map((e) => e.place)).toEqual([1, 2, 3, 4, 5, 6]);
    const site = rating.entries.filter((e) => e.isSite);
    expect(site).toEqual([{ place: 2, name: 'BetArena', score: 4.6, reviews: 9310, isSite: true }]);
    expect(rating.updatedOn).toBe('2026-11-01');
    expect(rating.page).toBe('/ru/about');
  });
});
