import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { tableRounds } from '../../server/casino/table-rounds.ts';
import { tableResultOf } from '../../server/casino/table-seed.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { BACCARAT_SPOTS } from '../../streams/schemas/casino-games/baccarat.ts';
import { ROULETTE_SPOTS } from '../../streams/schemas/casino-games/roulette.ts';
import { tableReturn, type TableKind } from '../../streams/schemas/casino-games/table-games.ts';
import { TableBetAnswerSchema, TableStateSchema, type TableState } from '../../streams/schemas/casino-tables.ts';
import { afterDemoRound, DEMO_START } from '../../streams/casino/demo-wallet.ts';
import { balanceOf, deposit } from './support/coupon-fixture.ts';
import { send, type TestApp } from './support/test-app.ts';
import { failOnLog, fundedPlayer, roundClock, twoInstances } from './support/two-instances.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// Issue 23: the live casino's shared tables. Every instance shows a table's one round (the same id, hash, result and
// the other players' bets counted); bets are taken while betting is open and refused after; the leader pays them.

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const tableOf = (kind: TableKind): CatalogGame => catalog().games.find((g) => g.kind === kind)!;

describe('shared live tables (issue 23)', () => {
  const cluster = twoInstances();
  const { reach, endRounds } = roundClock(cluster, 'table_rounds', 'betting_from');
  const player = (amount?: number) => fundedPlayer(cluster, amount);
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => ({ a, b } = cluster));
  let n = 0;

  const url = (game: CatalogGame) => `/web-api/casino/tables/${game.id}`;
  const view = async (t: TestApp, game: CatalogGame, u?: TestUser): Promise<TableState> => {
    const res = await t.app.inject({ url: url(game), headers: u ? asUser(u) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(TableStateSchema, res.json());
  };
  const bet = (t: TestApp, game: CatalogGame, u: TestUser, bets: Array<{ spot: string; stake: number }>, key = `table-bet-${(n += 1)}`, mode = 'real') =>
    send(t.app, 'POST', `${url(game)}/bet`, { bets, mode }, { ...asUser(u), 'idempotency-key': key });
  /** A fresh round in its betting phase now at the table (watched, made by the leader). */
  const freshRound = async (game: CatalogGame) => {
    await view(a, game);
    await endRounds(game);
    await tableRounds.advance(a.db, Date.now(), failOnLog);
    const state = await view(a, game);
    expect(state.round?.phase).toBe('betting');
    return state.round!;
  };
  /** The result is shown; the leader pays. */
  const finish = async (game: CatalogGame) => {
    await reach(game, 'result_at');
    await tableRounds.advance(a.db, Date.now(), failOnLog);
    await tableRounds.advance(a.db, Date.now(), failOnLog);
  };

  it('a table is a live game that plays roulette or baccarat; no round until someone opens it; bad input is a 4xx', async () => {
    const live = catalog().games.filter((g) => g.categories.includes('live'));
    expect(live.length).toBe(260);
    expect(new Set(live.map((g) => g.kind))).toEqual(new Set(['roulette', 'baccarat']));
    for (const g of live) expect(g.name, g.name).toContain(g.kind === 'roulette' ? 'Roulette' : 'Baccarat');
    const roulette = tableOf('roulette');
    expect(await view(a, roulette)).toMatchObject({ gameId: roulette.id, kind: 'roulette', round: null, history: [], myBets: [] });
    const slot = catalog().games.find((g) => g.kind === 'slot')!;
    expect((await a.app.inject({ url: url(slot) })).statusCode).toBe(404);
    expect((await a.app.inject({ url: '/web-api/casino/tables/abc' })).statusCode).toBe(400);
    expect((await a.app.inject({ url: '/web-api/casino/tables/99999999999' })).statusCode).toBe(400);
    // The round game endpoint does not play a table.
    const { u } = await player();
    const round = await send(a.app, 'POST', `/web-api/casino/games/${roulette.id}/round`, { stake: 100, mode: 'demo' }, { ...asUser(u), 'idempotency-key': 'x-1' });
    expect(round.statusCode).toBe(400);
  });

  it('two players at one roulette table on two instances: one round, each sees the other\'s bets counted, the same result, paid by the leader', async () => {
    const game = tableOf('roulette');
    const first = await freshRound(game);
    const p1 = await player();
    const p2 = await player();
    expect(first.serverSeed).toBeUndefined();
    expect(first.result).toBeUndefined();
    const stake = game.minStake;
    const placed = await bet(a, game, p1.u, [{ spot: 'red', stake: 10 * stake }, { spot: 'straight-17', stake }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(v.parse(TableBetAnswerSchema, placed.json()).myBets).toEqual([{ spot: 'red', stake: 10 * stake, returned: null }, { spot: 'straight-17', stake, returned: null }]);
    expect((await bet(b, game, p2.u, [{ spot: 'black', stake: 5 * stake }])).statusCode).toBe(201);
    // A second request of the same player in the same round adds a bet.
    expect((await bet(b, game, p2.u, [{ spot: 'dozen-2', stake: 2 * stake }])).statusCode).toBe(201);
    const seen1 = await view(a, game, p1.u);
    const seen2 = await view(b, game, p2.u);
    expect(seen2.round!.id).toBe(seen1.round!.id);
    expect(seen2.round!.serverSeedHash).toBe(first.serverSeedHash);
    expect(seen1.round).toMatchObject({ players: 2, bets: 4 });
    expect(seen2.round).toMatchObject({ players: 2, bets: 4 });
    expect(seen1.myBets.map((x) => x.spot)).toEqual(['red', 'straight-17']);
    expect(seen2.myBets.map((x) => x.spot)).toEqual(['black', 'dozen-2']);
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - 11 * stake);

    // Betting closes: the seed and the result are shown to both, the seed hashes to the hash shown before and decides
    // the result; a bet now is refused and moves no money.
    await reach(game, 'closes_at');
    const dealing1 = await view(a, game, p1.u);
    const dealing2 = await view(b, game);
    expect(dealing1.round!.phase).toBe('dealing');
    expect(dealing2.round!.result).toEqual(dealing1.round!.result);
    expect(sha256(dealing1.round!.serverSeed!)).toBe(first.serverSeedHash);
    expect(tableResultOf('roulette', dealing1.round!.serverSeed!)).toEqual(dealing1.round!.result);
    const late = await bet(a, game, p2.u, [{ spot: 'red', stake }]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errors: [{ code: 'round_closed' }] });
    expect(await balanceOf(a.db, p2.accountId)).toBe(10_000_000 - 7 * stake);

    await finish(game);
    const result = dealing1.round!.result!;
    const after1 = await view(a, game, p1.u);
    expect(after1.round!.phase).toBe('result');
    expect(after1.history[0]).toEqual(result);
    const returned1 = tableReturn('red', 10 * stake, result) + tableReturn('straight-17', stake, result);
    const returned2 = tableReturn('black', 5 * stake, result) + tableReturn('dozen-2', 2 * stake, result);
    expect(after1.myBets.reduce((s, x) => s + (x.returned ?? -1), 0)).toBe(returned1);
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - 11 * stake + returned1);
    expect(await balanceOf(a.db, p2.accountId)).toBe(10_000_000 - 7 * stake + returned2);
    // Paying again pays nothing more.
    await tableRounds.advance(a.db, Date.now());
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - 11 * stake + returned1);
  });

  it('demo play: a visitor\'s demo bet rides the table\'s round and settles by its result into the demo balance; no money, no ledger row, not counted at the table; refused after the window like a real bet', async () => {
    const game = tableOf('roulette');
    const round = await freshRound(game);
    const stake = game.minStake;
    const demo = (bets: Array<{ spot: string; stake: number }>, u?: TestUser) =>
      send(a.app, 'POST', `${url(game)}/bet`, { bets, mode: 'demo' }, u ? asUser(u) : {});
    const codeOf = (res: Awaited<ReturnType<typeof demo>>) => `${res.statusCode} ${(res.json() as { errors?: Array<{ code: string }> }).errors?.[0]?.code ?? ''}`;
    const visitorBets = [{ spot: 'red', stake }, { spot: 'straight-17', stake: 2 * stake }];
    const visitor = await demo(visitorBets);
    expect(visitor.statusCode, visitor.body).toBe(201);
    const answer = v.parse(TableBetAnswerSchema, visitor.json());
    expect(answer).toEqual({ roundId: round.id, placed: [], myBets: visitorBets.map((b) => ({ ...b, returned: null })) });
    // A player's demo bet beside a real bet of another player: the table counts the real one only, no money moves.
    const { u, accountId } = await player();
    const other = await player();
    const ledgerRows = async () => (await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1', [accountId]))!.n;
    const rowsBefore = await ledgerRows();
    expect((await demo([{ spot: 'black', stake: game.maxStake }], u)).statusCode).toBe(201);
    expect((await bet(a, game, other.u, [{ spot: 'even', stake }])).statusCode).toBe(201);
    const seen = await view(b, game, other.u);
    expect(seen.round).toMatchObject({ players: 1, bets: 1 });
    expect((await view(a, game, u)).myBets).toEqual([]);
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000);
    expect(await ledgerRows()).toBe(rowsBefore);
    expect((await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM table_bets WHERE round_id = $1::bigint', [round.id]))!.n).toBe(1);
    // Bad and huge stakes, bad spots, a round total above the max: 400s, as for real money.
    expect(codeOf(await demo([{ spot: 'red', stake: 1e15 }]))).toBe('400 invalid_body');
    expect(codeOf(await demo([{ spot: 'red', stake: game.maxStake + game.stakeUnit }]))).toBe('400 stake_above_max');
    expect(codeOf(await demo([{ spot: 'red', stake: game.maxStake }, { spot: 'black', stake: game.maxStake }]))).toBe('400 stake_above_max');
    expect(codeOf(await demo([{ spot: 'banker', stake }]))).toBe('400 bad_spot');
    // A real bet still needs a player.
    expect((await send(a.app, 'POST', `${url(game)}/bet`, { bets: [{ spot: 'red', stake }], mode: 'real' }, { 'idempotency-key': 'no-user' })).statusCode).toBe(401);
    // The answer told nothing of the result; after the window a demo bet is refused like a real one.
    await reach(game, 'closes_at');
    expect(codeOf(await demo([{ spot: 'red', stake }]))).toBe('409 round_closed');
    expect(codeOf(await bet(a, game, u, [{ spot: 'red', stake }]))).toBe('409 round_closed');
    await finish(game);
    const shown = await view(a, game);
    expect(shown.round?.id).toBe(round.id);
    const result = shown.round!.result!;
    expect(sha256(shown.round!.serverSeed!)).toBe(round.serverSeedHash);
    // The browser settles the demo bets by the round's result, as the server pays a real bet (the same rules).
    const returned = answer.myBets.reduce((s, b) => s + tableReturn(b.spot, b.stake, result), 0);
    const balance = afterDemoRound(afterDemoRound(DEMO_START, 3 * stake, 0), 0, returned);
    expect(balance).toBe(DEMO_START - 3 * stake + returned);
    const n = result.kind === 'roulette' ? result.number : -1;
    expect(returned).toBe((n > 0 && ROULETTE_SPOTS.get('red')!.includes(n) ? 2 * stake : 0) + (n === 17 ? 72 * stake : 0));
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000);
    expect(await ledgerRows()).toBe(rowsBefore);
  });

  it('a bet is one per Idempotency-Key; bad spots, stakes and a round total above the max stake are refused', async () => {
    const game = tableOf('baccarat');
    await freshRound(game);
    const { u, accountId } = await player();
    const stake = game.minStake;
    const once = await bet(a, game, u, [{ spot: 'banker', stake }], 'same-key');
    const again = await bet(b, game, u, [{ spot: 'banker', stake }], 'same-key');
    expect(once.statusCode).toBe(201);
    expect(again.json()).toEqual(once.json());
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - stake);
    const code = async (bets: Array<{ spot: string; stake: number }>, mode = 'real') => {
      const res = await bet(a, game, u, bets, undefined, mode);
      return `${res.statusCode} ${(res.json() as { errors?: Array<{ code: string }> }).errors?.[0]?.code ?? ''}`;
    };
    expect(await code([{ spot: 'red', stake }])).toBe('400 bad_spot');
    expect(await code([{ spot: 'tie', stake: stake + 1 }])).toBe('400 stake_not_allowed');
    expect(await code([{ spot: 'tie', stake: game.maxStake + game.stakeUnit }])).toBe('400 stake_above_max');
    expect(await code([])).toBe('400 invalid_body');
    expect(await code([{ spot: 'player', stake: game.maxStake }])).toBe('409 round_stake_above_max');
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - stake);
    const bad = await send(a.app, 'POST', `${url(game)}/bet`, '{"bets": "x"', { ...asUser(u), 'idempotency-key': 'broken', 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
  });

  it('ledger = balance after 1,000 bets on both tables by five players, settled by the leader', async () => {
    const random = mulberry32(23);
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    const expected = new Map(players.map((p) => [p.accountId, 10_000_000]));
    const spotsOf = { roulette: [...ROULETTE_SPOTS.keys()], baccarat: [...BACCARAT_SPOTS] };
    let bets = 0;
    for (let round = 0; round < 5; round += 1) {
      const game = tableOf(round % 2 === 0 ? 'roulette' : 'baccarat');
      const kind = game.kind as TableKind;
      await freshRound(game);
      const placed: Array<{ accountId: number; spot: string; stake: number }> = [];
      for (const p of players) {
        const list = Array.from({ length: 40 }, () => ({ spot: spotsOf[kind][Math.floor(random() * spotsOf[kind].length)]!, stake: game.minStake * (1 + Math.floor(random() * 5)) }));
        const res = await bet(round % 2 === 0 ? a : b, game, p.u, list);
        expect(res.statusCode, res.body).toBe(201);
        for (const x of list) placed.push({ accountId: p.accountId, ...x });
      }
      bets += placed.length;
      await reach(game, 'closes_at');
      const { serverSeed } = (await view(a, game)).round!;
      const result = tableResultOf(kind, serverSeed!);
      await finish(game);
      for (const x of placed) expected.set(x.accountId, expected.get(x.accountId)! - x.stake + tableReturn(x.spot, x.stake, result));
    }
    expect(bets).toBe(1_000);
    const open = await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM table_bets WHERE return_minor IS NULL');
    expect(open!.n).toBe(0);
    for (const p of players) {
      const stored = await a.db.one<{ returned: string; staked: string }>(
        'SELECT sum(return_minor) AS returned, sum(stake_minor) AS staked FROM table_bets WHERE user_id = $1', [p.u.userId]);
      expect(await balanceOf(a.db, p.accountId)).toBe(expected.get(p.accountId));
      expect(await balanceOf(a.db, p.accountId)).toBe(10_000_000 - Number(stored!.staked) + Number(stored!.returned));
    }
  });

  it('a cheating player: 20 parallel bets through two instances on a balance for 5 take exactly 5; hostile stakes, spots and ids are 400s', async () => {
    const game = tableOf('roulette');
    await freshRound(game);
    const u = await registerTestUser(a.app, { currency: 'RUB' });
    await deposit(a.db, u.userId, 5_000);
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => bet(i % 2 ? b : a, game, u, [{ spot: 'red', stake: 1_000 }])));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(res.filter((r) => r.statusCode !== 201).map((r) => r.statusCode)).toEqual(Array(15).fill(409));
    expect(await balanceOf(a.db, u.userId)).toBe(0);
    for (const hostile of [{ spot: 'red', stake: 1e21 }, { spot: 'red', stake: -100 }, { spot: 'red', stake: 1.5 }, { spot: 'straight-99', stake: 100 }, { spot: 'x'.repeat(5000), stake: 100 }]) {
      expect((await bet(a, game, u, [hostile])).statusCode).toBe(400);
    }
    expect((await a.app.inject({ url: '/web-api/casino/tables/99999999999999999999' })).statusCode).toBe(400);
  });
});
