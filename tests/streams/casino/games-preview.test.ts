import { describe, expect, it } from 'vitest';
import { defer, firstValueFrom, of } from 'rxjs';
import type { Http, HttpRequest } from '../../../streams/core/http';
import { createCasinoServices } from '../../../streams/casino/casino-services';
import { GAME_FLAGS, PREVIEW_WHENCE } from '../../../streams/schemas/games-preview';
import type { SiteConfig } from '../../../streams/schemas/site-config';

const answers: Record<string, unknown> = {
  '/web-api/casino/preview/light': {
    items: [
      { GT: 1004, GN: 'Lucky Reef Rush', R: 'lucky-reef-rush-1004', OR: 'lucky_reef_rush_1004', CRID: 'copper-fox', GF: GAME_FLAGS.recent | GAME_FLAGS.favorite },
      { GT: 2101, GN: 'Roulette 7', R: 'roulette-7-2101', OR: 'roulette_7_2101', CRID: 'unknown-studio', GF: GAME_FLAGS.live | GAME_FLAGS.popular | GAME_FLAGS.new },
    ],
  },
  '/web-api/casino/providers': { providers: [{ id: 'copper-fox', name: 'Copper Fox', games: 90 }] },
};

function setup(answer = answers) {
  const calls: Array<HttpRequest<unknown>> = [];
  const http: Http = {
    // Cold, as the real http: a request is made by its subscriber.
    request$: <T>(req: HttpRequest<T>) => defer(() => {
      calls.push(req as HttpRequest<unknown>);
      const result = req.schema['~run']({ value: answer[req.url] }, {});
      if (result.issues) throw new Error(`schema: ${req.url}`);
      return of(result.value as T);
    }),
  };
  const config = { group_id: 4, ref_id: 238, geoCountryId: 66 } as SiteConfig;
  const casino = createCasinoServices({
    http, authorized$: of(true), visible$: of(true), local: { item: () => ({ get: () => [], set: () => undefined, remove: () => undefined }) } as never,
    newKey: () => 'k', balanceChanged: () => undefined, siteConfig$: of(config), lang: () => 'kk',
  });
  return { casino, calls };
}

describe('games preview light (C15)', () => {
  it('[C15] asks with whence, the site\'s group and partner, the page language, the geo country and includeCategories=false, with the bearer', async () => {
    const { casino, calls } = setup();
    await firstValueFrom(casino.preview$(PREVIEW_WHENCE.top));
    const ask = calls.find((c) => c.url === '/web-api/casino/preview/light')!;
    expect(ask.query).toEqual({ whence: '1', groupId: '4', ref: '238', lng: 'kk', fcountry: '66', includeCategories: 'false' });
    // auth: the http layer sends the user_token cookie's value as the bearer (streams/core/http.ts).
    expect(ask.auth).toBe(true);
  });

  it('[C15] the codes GT, GN, R, OR, CRID, GF become tiles: provider names, live tables under casino/, badges; personal when it starts with a played game', async () => {
    const { casino } = setup();
    const preview = await firstValueFrom(casino.preview$(PREVIEW_WHENCE.top));
    expect(preview.personal).toBe(true);
    expect(preview.games).toEqual([
      { id: 1004, name: 'Lucky Reef Rush', route: 'lucky-reef-rush-1004', provider: 'copper-fox', providerName: 'Copper Fox', categories: [],
        thumbnail: '/web-api/casino/thumbs/1004.svg', isNew: false, isPopular: false },
      { id: 2101, name: 'Roulette 7', route: 'roulette-7-2101', provider: 'unknown-studio', providerName: 'unknown-studio', categories: ['live'],
        thumbnail: '/web-api/casino/thumbs/2101.svg', isNew: true, isPopular: true },
    ]);
  });

  it('[C15] a malformed answer is an error, never tiles', async () => {
    const { casino } = setup({ ...answers, '/web-api/casino/preview/light': { items: [{ GT: 'x', GN: '', R: '<script>', OR: '', CRID: 'a', GF: 999 }] } });
    await expect(firstValueFrom(casino.preview$(PREVIEW_WHENCE.top))).rejects.toThrow(/schema/);
  });
});
