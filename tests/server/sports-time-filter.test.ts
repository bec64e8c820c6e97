import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamesFeedSchema, type Game, type GamesFeed } from '../../streams/schemas/sports.ts';
import { MenuSchema } from '../../streams/schemas/sports-pages.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// B25 time filters, as behaviour: each filter's list is exactly the games of the unfiltered list that the filter's
// rule keeps (line: 1 within 2 hours, 2 within 12 hours, 3 later; live: 1 the first 15 minutes, 2 the first period,
// 3 the second period on; 6 the recommended, top games or top championships), and the menu counts the same games.
// A filter that did nothing would answer the whole list, which the seed makes differ from every filtered one.

const HOUR = 3_600_000;
/** Games this close to a line boundary may cross it between two calls: they are left out of the comparison. */
const MARGIN = 60_000;

describe('[B25] time filters 0/1/2/3/6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string, schema: v.GenericSchema<unknown, T>): Promise<T> => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return v.parse(schema, res.json());
  };
  const ids = (games: readonly Game[]) => games.map((g) => g.id).sort((a, b) => a - b);
  const isTop = (feed: GamesFeed, g: Game) => g.isTop || feed.champs.find((c) => c.id === g.champId)?.isTop === true;

  it('[B25] line: within 2 hours, within 12 hours, later and recommended each list exactly their games', async () => {
    const all = await get('/web-api/sports/games?mode=line&kind=sports', GamesFeedSchema);
    const rules: Record<1 | 2 | 3 | 6, { boundary: number | null; keep: (g: Game, now: number) => boolean }> = {
      1: { boundary: 2 * HOUR, keep: (g, now) => Date.parse(g.startAt) <= now + 2 * HOUR },
      2: { boundary: 12 * HOUR, keep: (g, now) => Date.parse(g.startAt) <= now + 12 * HOUR },
      3: { boundary: 12 * HOUR, keep: (g, now) => Date.parse(g.startAt) > now + 12 * HOUR },
      6: { boundary: null, keep: (g) => isTop(all, g) },
    };
    for (const [time, rule] of Object.entries(rules)) {
      const filtered = await get(`/web-api/sports/games?mode=line&kind=sports&time=${time}`, GamesFeedSchema);
      const now = filtered.at;
      const settled = (g: Game) => rule.boundary === null || Math.abs(Date.parse(g.startAt) - (now + rule.boundary)) > MARGIN;
      const expected = all.games.filter((g) => settled(g) && rule.keep(g, now));
      expect(expected.length, `time=${time}: the seed has games the filter keeps`).toBeGreaterThan(0);
      expect(expected.length, `time=${time}: the seed has games the filter drops`).toBeLessThan(all.games.length);
      expect(ids(filtered.games.filter(settled)), `time=${time}`).toEqual(ids(expected));
      const menu = await get(`/web-api/sports/menu?mode=line&time=${time}`, MenuSchema);
      expect(menu.total, `menu time=${time}`).toBe(filtered.games.length);
    }
    const unfiltered = await get('/web-api/sports/games?mode=line&kind=sports&time=0', GamesFeedSchema);
    expect(unfiltered.games.length).toBe(all.games.length);
  });

  it('[B25] live: just started, first period, second period on and recommended each list exactly their games', async () => {
    // The simulator does not run in the test app; a clock near the 15th minute may still pass it between two calls.
    const all = await get('/web-api/sports/games?mode=live&kind=sports', GamesFeedSchema);
    const rules: Record<1 | 2 | 3 | 6, (g: Game) => boolean> = {
      1: (g) => (g.timeSec ?? 0) <= 900,
      2: (g) => g.period <= 1,
      3: (g) => g.period >= 2,
      6: (g) => isTop(all, g),
    };
    for (const [time, keep] of Object.entries(rules)) {
      const filtered = await get(`/web-api/sports/games?mode=live&kind=sports&time=${time}`, GamesFeedSchema);
      const settled = (g: Game) => time !== '1' || Math.abs((g.timeSec ?? 0) - 900) > 60;
      const expected = all.games.filter((g) => settled(g) && keep(g));
      expect(expected.length, `time=${time}: the filter drops some live games`).toBeLessThan(all.games.length);
      expect(ids(filtered.games.filter(settled)), `time=${time}`).toEqual(ids(expected));
    }
  });
});
