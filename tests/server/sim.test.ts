import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/seed/index.ts';
import { applyGoal, createSimulator, SUSPEND_AFTER_GOAL_MS } from '../../server/sim/simulator.ts';
import { kickOff, stepGame, type StepState } from '../../server/sim/step.ts';
import { moveMarkets } from '../../server/sim/market-moves.ts';
import { newWork } from '../../server/sim/sim-model.ts';
import { markNeeds } from '../../server/sim/game-clock.ts';
import { realDurationSec } from '../../server/sports/build.ts';
import { emptyScore, finalOf, sampleFinal } from '../../server/sports/engine.ts';
import { MT, settle } from '../../server/sports/markets.ts';
import { ladderCoef, priceMarkets } from '../../server/sports/pricing.ts';
import { sportsReadModel } from '../../server/sports/read-model.ts';
import { rulesOf } from '../../server/sports/rules.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { openTestDb, type TestDb } from './support/test-app.ts';

// The live simulator, driven tick by tick with a fake clock (it never runs by itself in tests).

describe('live simulator', () => {
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

  const liveFootball = () => db.one<{ id: number; game_time_sec: number; score: { home: number; away: number } }>(
    `SELECT g.id, g.game_time_sec, g.score FROM games g WHERE g.sport_id = 1 AND g.status = 2 AND NOT g.is_synthetic ORDER BY g.id LIMIT 1`);
  const coefs = async (gameId: number, typeId: number) => (await db.query<{ code: string; coef: string; status: number; mstatus: number }>(
    `SELECT o.code, o.coef, o.status, m.status AS mstatus FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.game_id = $1 AND m.type_id = $2 AND m.is_main ORDER BY o.sort`,
    [gameId, typeId]));

  it('[R04] the clock of a live game runs SIM_SPEED times the wall clock', async () => {
    let clock = Date.now();
    const sim = createSimulator({ db, speed: 2, now: () => clock, random: mulberry32(1) });
    await sim.tick();
    const before = await db.one<{ id: number; game_time_sec: number; period: number }>(
      `SELECT id, game_time_sec, period FROM games WHERE sport_id = 1 AND status = 2 AND NOT is_synthetic AND game_time_sec < 2000 ORDER BY id LIMIT 1`);
    clock += 10_000;
    await sim.tick();
    const after = await db.one<{ game_time_sec: number }>('SELECT game_time_sec FROM games WHERE id = $1', [before!.id]);
    expect(after!.game_time_sec - before!.game_time_sec).toBe(20);
  });

  it('[R04] a goal suspends the game\'s markets, then they reopen with odds that moved the right way', async () => {
    const game = await liveFootball();
    const before = await coefs(game!.id, MT.result);
    const clockStart = Date.now();
    expect(await applyGoal(db, game!.id, 'home', clockStart)).toBe(true);
    const during = await coefs(game!.id, MT.result);
    expect(during.every((o) => o.status === 2 && o.mstatus === 2)).toBe(true);
    let clock = clockStart;
    const sim = createSimulator({ db, speed: 1, now: () => clock, random: mulberry32(7) });
    clock += 1000;
    await sim.tick();
    expect((await coefs(game!.id, MT.result)).every((o) => o.status === 2)).toBe(true); // still suspended
    clock += SUSPEND_AFTER_GOAL_MS;
    await sim.tick();
    const after = await coefs(game!.id, MT.result);
    const home = (rows: typeof before) => Number(rows.find((o) => o.code === 'home')!.coef);
    const away = (rows: typeof before) => Number(rows.find((o) => o.code === 'away')!.coef);
    expect(after.every((o) => o.mstatus === 1)).toBe(true);
    expect(home(after)).toBeLessThan(home(before));
    expect(away(after)).toBeGreaterThan(away(before));
    const score = await db.one<{ score: { home: number } }>('SELECT score FROM games WHERE id = $1', [game!.id]);
    expect(score!.score.home).toBe(game!.score.home + 1);
  });

  it('[R04] a game that finishes is settled: every outcome won, lost or void by the final score, markets closed', async () => {
    let clock = Date.now();
    const sim = createSimulator({ db, speed: 300, now: () => clock, random: mulberry32(3) });
    let finishedId: number | null = null;
    for (let i = 0; i < 40 && finishedId === null; i++) {
      clock += 10_000;
      await sim.tick();
      const row = await db.one<{ id: number }>(`SELECT id FROM games WHERE status = 4 AND sport_id = 1 AND finished_at IS NOT NULL
        AND EXISTS (SELECT 1 FROM markets m WHERE m.game_id = games.id) ORDER BY finished_at DESC LIMIT 1`);
      finishedId = row?.id ?? null;
    }
    expect(finishedId).not.toBeNull();
    const g = await db.one<{ score: { home: number; away: number; periods: [number, number][] } }>('SELECT score FROM games WHERE id = $1', [finishedId]);
    const open = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM markets WHERE game_id = $1 AND status <> 3`, [finishedId]);
    expect(open!.n).toBe(0);
    const unsettled = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.game_id = $1 AND o.status < 3`, [finishedId]);
    expect(unsettled!.n).toBe(0);
    const result = await coefs(finishedId!, MT.result);
    const regHome = g!.score.periods.slice(0, 2).reduce((s, p) => s + p[0], 0);
    const regAway = g!.score.periods.slice(0, 2).reduce((s, p) => s + p[1], 0);
    const winner = regHome > regAway ? 'home' : regAway > regHome ? 'away' : 'draw';
    for (const o of result) expect(o.status).toBe(o.code === winner ? 3 : 4);
  });

  it('[R04] new games are scheduled so the line never runs dry, and kicked off when their time comes', async () => {
    const count = async () => (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE status = 1 AND kind = 0 AND NOT is_synthetic'))!.n;
    const before = await count();
    let clock = Date.now();
    const sim = createSimulator({ db, speed: 1, now: () => clock, random: mulberry32(11), targets: { upcoming: before + 7, live: 0, syntheticUpcoming: 1 } });
    const report = await sim.tick();
    expect(report.scheduled).toBeGreaterThanOrEqual(7);
    expect(await count()).toBeGreaterThanOrEqual(before + 7);
    // A game whose start time has passed goes live on the next tick with live prices.
    const next = await db.one<{ id: number }>('SELECT id FROM games WHERE status = 1 AND kind = 0 ORDER BY start_at LIMIT 1');
    await db.query("UPDATE games SET start_at = $2, version = nextval('sports_version_seq') WHERE id = $1", [next!.id, new Date(clock - 1000)]);
    await sportsReadModel(db).refresh();
    clock += 1000;
    const r2 = await sim.tick();
    expect(r2.kickedOff).toBeGreaterThanOrEqual(1);
    const started = await db.one<{ status: number; period: number }>('SELECT status, period FROM games WHERE id = $1', [next!.id]);
    expect(started).toMatchObject({ status: 2, period: 1 });
  });

  it('[R04] too few live games: the next ones are brought forward', async () => {
    const live = async () => (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE status IN (2, 3)'))!.n;
    const before = await live();
    let clock = Date.now();
    const sim = createSimulator({ db, speed: 1, now: () => clock, random: mulberry32(5), targets: { upcoming: 0, live: before + 3, syntheticUpcoming: 0 } });
    clock += 1000;
    await sim.tick();
    expect(await live()).toBeGreaterThanOrEqual(before + 3);
  });

  it('[R04] a tick\'s reprice budget goes round: with half as many games again asking as it allows, each is repriced within two ticks, a suspended one first, and waiting is no drift', async () => {
    const rm = sportsReadModel(db);
    await rm.refresh();
    // Twelve live games, each asking for new prices, their markets open (a copy: the read model is not touched).
    const live = [...rm.games()].filter((g) => g.status === 2 && g.markets.length > 0).slice(0, 12)
      .map((g) => ({ ...g, markets: g.markets.map((m) => ({ ...m, status: 1 })) }));
    expect(live.length).toBe(12);
    const works = live.map((row) => {
      const slug = rm.sports.get(row.sportId)!.slug;
      const rules = rulesOf(slug);
      const w = newWork(row, slug, rules, { status: 2, period: row.period, timeSec: row.gameTimeSec ?? 0, score: row.score, brk: 0 }, [], false);
      w.reprice = true;
      return w;
    });
    const t0 = Date.now() + 3_600_000; // after every reprice the earlier tests wrote (sim.rp)
    // The last game in the list is due to reopen (its suspension after a goal is over); the first one's markets are
    // suspended with nothing left to reopen (no sign of a reopening due: it waits its turn like any other).
    const last = works[11]!;
    last.sim.sus = t0 - 1;
    last.reopen = true;
    works[0]!.row = { ...works[0]!.row, markets: works[0]!.row.markets.map((m) => ({ ...m, status: 2 })) };
    // No drift is due in these two ticks: a game's strengths move only by its own drift schedule.
    for (const w of works) {
      w.sim.drift = t0 + 60_000;
      if (w !== last) delete w.sim.sus; // earlier tests' suspensions: no other reopening asks
    }
    const strengths = (w: (typeof works)[number]) => [w.sim.rh, w.sim.ra, w.sim.p, w.sim.ko];
    const before0 = new Map(works.map((w) => [w.row.id, strengths(w)]));
    const repricedIn: Array<Set<number>> = [];
    for (let tick = 0; tick < 2; tick++) {
      const t = t0 + tick * 1000;
      if (tick > 0) {
        // The next tick marks its needs afresh (as the simulator does): the four left over ask again.
        for (const w of works) w.reprice = false;
        markNeeds(works, t, 1, () => 0.99);
        expect(works.filter((w) => w.reprice).length).toBe(4);
      }
      const before = new Map(works.map((w) => [w.row.id, w.sim.rp]));
      await moveMarkets(works, new Map(), t);
      repricedIn.push(new Set(works.filter((w) => w.sim.rp !== before.get(w.row.id)).map((w) => w.row.id)));
    }
    // Waiting its turn is no drift step: the strengths are those before the two ticks (they used to drift on each
    // tick a game waited, so its odds jumped when its turn came).
    expect(works.map((w) => strengths(w))).toEqual(works.map((w) => before0.get(w.row.id)));
    expect(repricedIn.map((s) => s.size)).toEqual([8, 4]);
    expect(repricedIn[0]!.has(last.row.id)).toBe(true);
    expect(last.sim.sus).toBeUndefined(); // reopened
    expect(new Set(repricedIn.flatMap((s) => [...s])).size).toBe(12);
  });

  it('[R04] virtual (synthetic) games run short cycles: their clock runs clockRate times SIM_SPEED and a game lasts minutes', async () => {
    let clock = Date.now();
    const sim = createSimulator({ db, speed: 1, now: () => clock, random: mulberry32(3) });
    await sim.tick();
    const before = await db.one<{ id: number; game_time_sec: number; period: number; slug: string }>(
      `SELECT g.id, g.game_time_sec, g.period, s.slug FROM games g JOIN sports s ON s.id = g.sport_id
        WHERE g.status = 2 AND g.is_synthetic AND s.slug = 'marble' ORDER BY g.id LIMIT 1`);
    const rules = rulesOf(before!.slug);
    expect(rules.clockRate).toBe(18);
    expect(realDurationSec(rules)).toBeLessThan(10 * 60);
    expect(before!.game_time_sec + 36).toBeLessThan(2700 * before!.period); // stays in its half for this check
    clock += 2000;
    await sim.tick();
    const after = await db.one<{ game_time_sec: number }>('SELECT game_time_sec FROM games WHERE id = $1', [before!.id]);
    expect(after!.game_time_sec - before!.game_time_sec).toBe(36);
  });
});

describe('pricing and settlement', () => {
  const football = rulesOf('football');
  const params = { rh: 1.6, ra: 1.0, p: 0.5, ko: 0.5, seed: 42 };
  const markets = [
    { typeId: MT.result, param: null, period: 0, outcomes: [{ code: 'home' }, { code: 'draw' }, { code: 'away' }] },
    { typeId: MT.total, param: 2.5, period: 0, outcomes: [{ code: 'over' }, { code: 'under' }] },
  ];

  it('[B10] prices carry a margin and at most 3 decimals; the stronger side is the favourite', () => {
    const [result, total] = priceMarkets(football, params, { status: 1, period: 0, timeSec: 0, score: emptyScore() }, markets);
    const book = result!.reduce((s, p) => s + 1 / p.coef, 0);
    expect(book).toBeGreaterThan(1.03);
    expect(book).toBeLessThan(1.12);
    expect(result![0]!.coef).toBeLessThan(result![2]!.coef);
    for (const p of [...result!, ...total!]) expect(Math.round(p.coef * 1000) / 1000).toBe(p.coef);
    expect(ladderCoef(1.23456)).toBe(1.23);
    expect(ladderCoef(0.5)).toBe(1.01);
  });

  it('[R04] late in a game with a two-goal lead the leader is short and decided markets suspend', () => {
    const live = { status: 2, period: 2, timeSec: 5300, score: { home: 2, away: 0, periods: [[1, 0], [1, 0]] as [number, number][] } };
    const [result, total] = priceMarkets(football, params, live, markets);
    expect(result![0]!.coef).toBeLessThan(1.1);
    expect(total!.find((_, i) => i === 0)).toBeDefined();
    const over = priceMarkets(football, params, { ...live, score: { home: 3, away: 0, periods: [[2, 0], [1, 0]] } }, markets)[1]![0]!;
    expect(over.status).toBe(2); // over 2.5 is already won: not offered any more
  });

  it('[R04] every sport plays to an end by its nature and settles consistently', () => {
    const rand = mulberry32(9);
    for (const slug of ['football', 'basketball', 'tennis', 'volleyball', 'mma', 'snooker', 'ice-hockey', 'cs2']) {
      const rules = rulesOf(slug);
      let state: StepState = kickOff(rules, { status: 1, period: 0, timeSec: 0, score: emptyScore(), brk: 0 }).state;
      for (let i = 0; i < 20_000 && state.status !== 4; i++) state = stepGame(rules, { ...params, p: 0.52, ko: 0.5 }, state, 30, rand).state;
      expect(state.status, slug).toBe(4);
      const f = finalOf(rules, state.score);
      if (rules.noDraw || rules.model === 'sets') expect(f.winner, slug).not.toBe('draw');
      if (rules.model === 'sets') expect(Math.max(f.home, f.away), slug).toBe(rules.setsToWin);
      // 1X2/winner outcomes: exactly one wins (or all void on a draw for two-way markets).
      const typeId = rules.model === 'goals' || rules.model === 'points' ? MT.result : MT.winner;
      const codes = typeId === MT.result ? ['home', 'draw', 'away'] : ['home', 'away'];
      const results = codes.map((c) => settle(typeId, c, null, 0, f));
      expect(results.filter((r) => r === 'won').length + (results.every((r) => r === 'void') ? 1 : 0), slug).toBe(1);
      // Sampling a pre-match end gives a valid final too.
      const sampled = sampleFinal(rules, { ...params, p: 0.5 }, { status: 1, period: 0, timeSec: 0, score: emptyScore() }, rand);
      expect(['home', 'away', 'draw']).toContain(sampled.winner);
    }
  });

  it('[R04] handicaps and totals on a whole line are void on a push', () => {
    const f = finalOf(football, { home: 2, away: 1, periods: [[1, 1], [1, 0]] });
    expect(settle(MT.total, 'over', 3, 0, f)).toBe('void');
    expect(settle(MT.handicap, 'home', -1, 0, f)).toBe('void');
    expect(settle(MT.handicap, 'home', -0.5, 0, f)).toBe('won');
    expect(settle(MT.periodResult, 'draw', null, 1, f)).toBe('won');
    expect(settle(MT.htFt, 'draw/home', null, 0, f)).toBe('won');
    expect(settle(MT.correctScore, '2:1', null, 0, f)).toBe('won');
    expect(settle(MT.btts, 'yes', null, 0, f)).toBe('won');
  });
});
