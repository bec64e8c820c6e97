import zlib from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamesFeedSchema } from '../../streams/schemas/sports.ts';
import { createSimulator } from '../../server/sim/simulator.ts';
import type { Db, Queryable, SqlParam } from '../../server/db/index.ts';
import { createSportsReadModel, sportsReadModel } from '../../server/sports/read-model.ts';
import type { AnswerCacheStats } from '../../server/web/answer-cache.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The live feed as a cache (issue 21): one answer per tick and query, compressed once, with a strong ETag; `since`
// answers carry only what changed, and a tick that only runs the clocks changes nothing.

const LIVE = '/web-api/sports/games?mode=live&lang=en';

describe('the live feed as a cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const rm = () => sportsReadModel(t.db);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const feed = async (url: string) => {
    const res = await get(url, { 'accept-encoding': 'identity' });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(GamesFeedSchema, res.json());
  };
  const stats = async () => (await get('/web-api/dev/sports/feed-cache')).json<AnswerCacheStats>();
  /** Moves the price of one outcome of a live game's main market, as the simulator would (a new version). */
  const moveOdds = async (gameId: number) => {
    const o = await t.db.one<{ id: number }>(
      `SELECT o.id FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.game_id = $1 AND m.is_main AND o.status = 1 ORDER BY o.id LIMIT 1`, [gameId]);
    await t.db.query(`UPDATE outcomes SET coef = coef + 0.05, version = nextval('sports_version_seq') WHERE id = $1`, [o!.id]);
    await rm().refresh();
    return o!.id;
  };

  it('answers with a strong ETag per encoding; the same ETag in If-None-Match gets 304 without a body until the feed changes', async () => {
    const first = await get(LIVE, { 'accept-encoding': 'gzip, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toMatch(/Accept-Encoding/);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const again = await get(LIVE, { 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    // A weak form of the tag, or one among others, matches too (If-None-Match compares weakly).
    expect((await get(LIVE, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    // Another encoding is another body with its own tag.
    const gz = await get(LIVE, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['etag']).not.toBe(etag);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()));

    // New data that leaves the live list as it was (a pre-match price moved): the same body, still 304.
    const upcoming = [...rm().games()].find((g) => g.status === 1 && g.kind === 0 && g.markets.some((m) => m.isMain))!;
    const version = rm().version;
    await moveOdds(upcoming.id);
    expect(rm().version).toBeGreaterThan(version);
    expect((await get(LIVE, { 'accept-encoding': 'gzip, br', 'if-none-match': etag })).statusCode).toBe(304);

    await moveOdds(v.parse(GamesFeedSchema, JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).games[0]!.id);
    const changed = await get(LIVE, { 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('a `since` poller with nothing new keeps getting the same answer, so its ETag brings 304s across versions', async () => {
    const live = await feed(LIVE);
    const url = `${LIVE}&since=${live.version}`;
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    const upcoming = [...rm().games()].find((g) => g.status === 1 && g.kind === 0 && g.markets.some((m) => m.isMain))!;
    await moveOdds(upcoming.id);
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('makes and compresses an answer once per version whatever the number of pollers, and again when the feed changes', async () => {
    const before = await stats();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(LIVE, { 'accept-encoding': 'br' })));
    expect(new Set(answers.map((a) => a.headers['etag'])).size).toBe(1);
    await Promise.all(Array.from({ length: 5 }, () => get(LIVE, { 'accept-encoding': 'gzip' })));
    await get(LIVE, { 'accept-encoding': 'identity' });
    const after = await stats();
    expect(after.builds - before.builds).toBeLessThanOrEqual(1); // none when the test before left it made
    expect(after.compressions - before.compressions).toBeLessThanOrEqual(2); // br and gzip, once each
    expect(after.compressions - before.compressions).toBeGreaterThan(0);

    const live = await feed(LIVE);
    await moveOdds(live.games[0]!.id);
    await Promise.all(Array.from({ length: 10 }, () => get(LIVE, { 'accept-encoding': 'br' })));
    const changed = await stats();
    expect(changed.builds - after.builds).toBe(1);
    expect(changed.compressions - after.compressions).toBe(1);
  });

  it('a `since` answer carries exactly the games whose odds changed', async () => {
    const live = await feed(LIVE);
    const target = live.games.find((g) => g.status === 2)!;
    const moved = await moveOdds(target.id);
    const since = await feed(`${LIVE}&since=${live.version}`);
    expect(since.full).toBe(false);
    expect(since.games.map((g) => g.id)).toEqual([target.id]);
    const price = since.games[0]!.markets.flatMap((m) => m.outcomes).find((o) => o.id === moved)!;
    const was = target.markets.flatMap((m) => m.outcomes).find((o) => o.id === moved)!;
    expect(price.coef).toBeCloseTo(was.coef + 0.05, 5);
  });

  it('after a simulator tick that only runs the clocks, a `since` answer carries no games, though every clock moved', async () => {
    // The real sports, whose clocks run at SIM_SPEED (virtual games run 18 times faster and score within a tick).
    const REAL = '/web-api/sports/games?mode=live&kind=sports&lang=en';
    let clock = Date.now();
    // SIM_SPEED 1, as the app's (its feeds tell the clocks' rates). Random 0.5: no goal, no point, no dangerous attack in a short tick.
    const sim = createSimulator({ db: t.db, speed: 1, now: () => clock, random: () => 0.5, targets: { upcoming: 0, live: 0, syntheticUpcoming: 0 } });
    await sim.tick(); // anchors every clock (and reprices)
    // Nothing else falls due in the next ticks: no drift of the odds, no suspension to lift.
    await t.db.query(`UPDATE games SET sim = (sim - 'sus') || jsonb_build_object('drift', $1::bigint), version = nextval('sports_version_seq') WHERE status IN (2, 3)`, [clock + 60_000]);
    await rm().refresh();
    clock += 100;
    await sim.tick(); // runs them on
    const live = await feed(REAL);
    const running = live.games.filter((g) => g.status === 2 && g.clockRate > 0);
    expect(running.length).toBeGreaterThan(0);
    const clockOf = (id: number) => { const g = rm().game(id)!; return (g.gameTimeSec ?? 0) + (g.sim.tf ?? 0); };
    const before = new Map(running.map((g) => [g.id, { was: clockOf(g.id), rate: g.clockRate }]));

    clock += 400;
    await sim.tick();
    await rm().refresh();
    expect(rm().version).toBeGreaterThan(live.version); // the tick wrote the games
    for (const [id, { was, rate }] of before) expect(clockOf(id)).toBeCloseTo(was + 0.4 * rate, 2); // 0.4 s of wall time
    const since = await feed(`${REAL}&since=${live.version}`);
    expect(since.version).toBe(rm().version);
    expect(since.games).toEqual([]);
    expect(since.removed).toEqual([]);
    // The full answer shows every clock as before: its anchor did not move, the client runs it on.
    const full = await feed(REAL);
    expect(full.games.map((g) => [g.id, g.timeSec, g.clockAt])).toEqual(live.games.map((g) => [g.id, g.timeSec, g.clockAt]));
  });

  it('the read model reads one snapshot: a tick that commits while a refresh reads is seen whole, not its markets without its games', async () => {
    let armed = false;
    let writing: Promise<void> | null = null;
    let write: () => Promise<void> = async () => undefined;
    // The write starts the moment a refresh has read the games table.
    const afterGamesRead = (q: Queryable): Queryable => ({
      query: (sql, params) => q.query(sql, params),
      exec: (sql) => q.exec(sql),
      async one<T>(sql: string, params?: readonly SqlParam[]) {
        const row = await q.one<T>(sql, params);
        if (armed && !writing && /FROM games WHERE version >/.test(sql)) writing = write();
        return row;
      },
    });
    const db: Db = { ...t.db, one: afterGamesRead(t.db).one, transaction: (fn) => t.db.transaction((tx) => fn(afterGamesRead(tx))) };
    const model = createSportsReadModel(db);
    await model.ready();
    const live = [...model.games()].find((g) => g.status === 2 && g.markets.some((m) => m.status === 1))!;
    const market = live.markets.find((m) => m.status === 1)!;
    const score = live.score.home;
    // A tick's write: the game first, then its market (whose version is the higher).
    write = () => t.db.transaction(async (tx) => {
      await tx.query(`UPDATE games SET score = jsonb_set(score, '{home}', to_jsonb((score->>'home')::int + 1)), version = nextval('sports_version_seq') WHERE id = $1`, [live.id]);
      await tx.query(`UPDATE markets SET status = 2, version = nextval('sports_version_seq') WHERE id = $1`, [market.id]);
    });
    armed = true;
    await model.refresh();
    expect(writing).not.toBeNull();
    await writing;
    await model.refresh();
    expect(model.game(live.id)!.markets.find((m) => m.id === market.id)!.status).toBe(2);
    expect(model.game(live.id)!.score.home).toBe(score + 1);
  });
});
