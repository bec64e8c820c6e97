import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, CATEGORIES } from '../../server/casino/catalog.ts';
import { artworkOf, thumbnailSvg } from '../../server/casino/thumbnail.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Tiles (issue 23): every game's thumbnail shows what the game is, by its engine and family, in its hue, with its
// provider; not initials. Cached by a versioned URL for a year, revalidated by ETag.

const firstOf = (family: string, name?: RegExp) => catalog().games.find((g) => g.categories[0] === family && (!name || name.test(g.name)))!;

describe('game thumbnails', () => {
  it('each family shows its own artwork', () => {
    expect(artworkOf(firstOf('live', /roulette/i))).toBe('roulette');
    expect(artworkOf(firstOf('live', /baccarat/i))).toBe('cards');
    // By the engine each game plays: the asian family deals sic bo and dragon tiger in turn.
    expect(artworkOf(catalog().games.find((g) => g.kind === 'dragontiger')!)).toBe('cards');
    expect(artworkOf(catalog().games.find((g) => g.kind === 'sicbo')!)).toBe('dice');
    expect(artworkOf(firstOf('card'))).toBe('cards');
    expect(artworkOf(firstOf('poker'))).toBe('cards');
    expect(artworkOf(firstOf('asian'))).toBe('dice');
    expect(artworkOf(firstOf('bingo'))).toBe('balls');
    expect(artworkOf(firstOf('keno'))).toBe('balls');
    expect(artworkOf(firstOf('virtualsports'))).toBe('track');
    expect(artworkOf(firstOf('crash'))).toBe('rocket');
    expect(artworkOf(firstOf('scratch'))).toBe('scratch');
    expect(artworkOf(firstOf('fishing'))).toBe('fish');
    expect(artworkOf(firstOf('tvgames'))).toBe('money-wheel');
    expect(['fruits', 'gems']).toContain(artworkOf(firstOf('slots')));
    // Every game of every family gets artwork (no family falls through to initials).
    for (const family of CATEGORIES) expect(artworkOf(firstOf(family)), family).toBeTruthy();
  });

  it('the thumbnail is drawn in the game\'s hue with its name and provider, no initials emblem', () => {
    const game = firstOf('live', /roulette/i);
    const svg = thumbnailSvg(game, 'Copper Fox');
    expect(svg).toContain('data-art="roulette"');
    expect(svg).toContain(`hsl(${game.hue} 70% 42%)`);
    expect(svg).toContain('>Copper Fox<');
    expect(svg).toContain(`>${game.name}<`);
    const initials = game.name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase();
    expect(svg).not.toContain(`>${initials}<`);
    expect(thumbnailSvg({ ...game, name: '<script>' }, 'A & B')).toContain('&lt;script&gt;');
  });

  describe('served', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(); });
    afterAll(async () => t.close());

    it('at a versioned URL, immutable for a year, and a revalidation with its ETag is a 304', async () => {
      const list = (await t.app.inject({ url: '/web-api/casino/games?category=crash&limit=1' })).json() as { items: Array<{ thumbnail: string; providerName: string }> };
      const item = list.items[0]!;
      expect(item.thumbnail).toMatch(/\/thumbs\/\d+\.svg\?v=\d+$/);
      const first = await t.app.inject({ url: item.thumbnail });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.body).toContain('data-art="rocket"');
      expect(first.body).toContain(item.providerName);
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ url: item.thumbnail, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });
});
