import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/seed/index.ts';
import { applyGoal, createSimulator, finishGame } from '../../server/sim/simulator.ts';
import { sportsReadModel, type SportsReadModel } from '../../server/sports/read-model.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { openTestDb, type TestDb } from './support/test-app.ts';

// The simulator works a tick out from its read model and writes it in one short transaction afterwards (so the
// database, PGlite's single connection, is not held while it reprices and bet placement is not kept waiting). A game
// written by someone else in between (a QA goal) must not be overwritten with the tick's older view of it.

describe('simulator: a tick written after it is worked out', () => {
  let tdb: TestDb;
  let db: Db;
  beforeAll(async () => {
    tdb = await openTestDb();
    db = tdb.db;
    await migrate(db, { log: () => undefined });
    await seed(db);
  });
  afterAll(async () => {
    sportsReadModel(db).close();
    await tdb.dispose();
  });

  it('a goal written while the tick works: that tick writes nothing, the goal stays, the next tick carries on', async () => {
    const game = await db.one<{ id: number }>(`SELECT id FROM games WHERE sport_id = 1 AND status = 2 AND NOT is_synthetic ORDER BY id LIMIT 1`);
    let clock = Date.now();
    const real = sportsReadModel(db);
    // The goal lands right after the tick has read its view of the games (its read model's refresh).
    let goalAfterRefresh = false;
    const readModel = new Proxy(real, {
      get(target, key, receiver) {
        if (key !== 'refresh') return Reflect.get(target, key, receiver) as unknown;
        return async () => {
          await target.refresh();
          if (goalAfterRefresh) {
            goalAfterRefresh = false;
            expect(await applyGoal(db, game!.id, 'home', clock)).toBe(true);
          }
        };
      },
    }) as SportsReadModel;
    const sim = createSimulator({ db, speed: 1, now: () => clock, random: mulberry32(3), readModel });
    await sim.tick();
    const ticks = async () => (await db.one<{ ticks: number }>('SELECT ticks FROM sports_sim_state WHERE id = 1'))!.ticks;
    const score = async () => (await db.one<{ score: { home: number } }>('SELECT score FROM games WHERE id = $1', [game!.id]))!.score.home;
    const before = { ticks: await ticks(), home: await score() };

    clock += 2000;
    goalAfterRefresh = true;
    const skipped = await sim.tick();
    expect(skipped.stepped).toBe(0);
    expect(await ticks()).toBe(before.ticks);
    expect(await score()).toBe(before.home + 1);

    clock += 2000;
    const next = await sim.tick();
    expect(next.stepped).toBeGreaterThan(0);
    expect(await ticks()).toBe(before.ticks + 1);
    expect(await score()).toBeGreaterThanOrEqual(before.home + 1);
  });

  it('[R04] a game finished by hand while the tick works, the read model refreshed meanwhile: the game stays finished', async () => {
    // On a live server the finish route refreshes the read model at once, and the background refresh runs every
    // 500 ms: the tick's games are the read model's own rows, so their versions moved on with that refresh and the
    // tick took its older view (the game in play, its markets open) for the current one and brought the game back.
    const game = await db.one<{ id: number }>(`SELECT id FROM games WHERE sport_id = 1 AND status = 2 AND NOT is_synthetic ORDER BY id DESC LIMIT 1`);
    let clock = Date.now();
    const readModel = sportsReadModel(db);
    let finishBeforeWrite = false;
    // The tick's one transaction is its write: the game is finished (and the read model refreshed) just before it.
    const tickDb: Db = {
      ...db,
      async transaction(fn) {
        if (finishBeforeWrite) {
          finishBeforeWrite = false;
          expect(await finishGame(db, game!.id, clock)).toBe(true);
          await readModel.refresh();
        }
        return db.transaction(fn);
      },
    };
    const sim = createSimulator({ db: tickDb, speed: 1, now: () => clock, random: mulberry32(5), readModel });
    await sim.tick();
    clock += 2000;
    finishBeforeWrite = true;
    await sim.tick();
    clock += 2000;
    await sim.tick();
    const after = await db.one<{ status: number }>('SELECT status FROM games WHERE id = $1', [game!.id]);
    expect(after!.status).toBe(4);
    const open = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.game_id = $1 AND (o.status <= 2 OR m.status <> 3)', [game!.id]);
    expect(open!.n).toBe(0);
    const finishes = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND type = 'finish'`, [game!.id]);
    expect(finishes!.n).toBe(1);
  });
});
