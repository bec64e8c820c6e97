import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { virtualRaces, raceResultOfSeed } from '../../server/casino/virtual-races.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { raceOdds } from '../../streams/schemas/casino-games/virtual-race.ts';
import { RaceBetAnswerSchema, RaceStateSchema, type RaceState } from '../../streams/schemas/casino-virtual.ts';
import { afterDemoRound, DEMO_START } from '../../streams/casino/demo-wallet.ts';
import { balanceOf } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { failOnLog, fundedPlayer, roundClock, twoInstances } from './support/two-instances.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// Issue 23: virtual horse racing. Every instance shows a game's one race (its card with the prices, the same hash and
// finishing order, the other players' bets counted); win bets are taken while betting is open at the runner's price
// and refused after; the leader pays them, also for a race an instance died during.

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const raceGames = () => catalog().games.filter((g) => g.kind === 'virtualrace');
const errorCode = (body: string) => (JSON.parse(body) as { errors?: Array<{ code: string }> }).errors?.[0]?.code ?? '';

describe('virtual horse racing (issue 23)', () => {
  const cluster = twoInstances();
  const { reach, endRounds } = roundClock(cluster, 'virtual_races', 'betting_from');
  const player = (amount?: number) => fundedPlayer(cluster, amount);
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => ({ a, b } = cluster));
  let n = 0;

  const url = (game: CatalogGame) => `/web-api/casino/virtual/${game.id}`;
  const view = async (t: TestApp, game: CatalogGame, u?: TestUser): Promise<RaceState> => {
    const res = await t.app.inject({ url: url(game), headers: u ? asUser(u) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(RaceStateSchema, res.json());
  };
  const bet = (t: TestApp, game: CatalogGame, u: TestUser, bets: Array<{ runner: number; stake: number }>, key = `race-bet-${(n += 1)}`, mode = 'real') =>
    send(t.app, 'POST', `${url(game)}/bet`, { bets, mode }, { ...asUser(u), 'idempotency-key': key });
  /** A fresh race in its betting phase now (watched, made by the leader). */
  const freshRace = async (game: CatalogGame) => {
    await view(a, game);
    await endRounds(game);
    await virtualRaces.advance(a.db, Date.now(), failOnLog);
    const state = await view(a, game);
    expect(state.round?.phase).toBe('betting');
    return state.round!;
  };
  /** The result is shown; the leader pays. */
  const finish = async (game: CatalogGame) => {
    await reach(game, 'result_at');
    await virtualRaces.advance(a.db, Date.now(), failOnLog);
    await virtualRaces.advance(a.db, Date.now(), failOnLog);
  };

  it('no race until someone opens the game; other games and bad ids are refused; the round endpoint does not play a race', async () => {
    const game = raceGames()[0]!;
    expect(await view(a, game)).toMatchObject({ gameId: game.id, round: null, history: [], myBets: [] });
    const slot = catalog().games.find((g) => g.kind === 'slot')!;
    expect((await a.app.inject({ url: url(slot) })).statusCode).toBe(404);
    expect((await a.app.inject({ url: '/web-api/casino/virtual/abc' })).statusCode).toBe(400);
    expect((await a.app.inject({ url: '/web-api/casino/virtual/99999999999999999999' })).statusCode).toBe(400);
    const { u } = await player();
    const round = await send(a.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake, mode: 'demo' }, { ...asUser(u), 'idempotency-key': 'vr-round' });
    expect([round.statusCode, errorCode(round.body)]).toEqual([400, 'wrong_game']);
  });

  it('two players on two instances: one race and card, each sees the other\'s bets counted, the seed decides the order, the winner is paid at the price', async () => {
    const game = raceGames()[1]!;
    const first = await freshRace(game);
    expect(first.serverSeed).toBeUndefined();
    expect(first.result).toBeUndefined();
    expect(first.card.length).toBeGreaterThanOrEqual(6);
    const p1 = await player();
    const p2 = await player();
    const stake = game.minStake;
    // p1 backs every runner (one of them wins), p2 the first two.
    const all = first.card.map((_, runner) => ({ runner, stake }));
    const placed = await bet(a, game, p1.u, all);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(v.parse(RaceBetAnswerSchema, placed.json()).myBets).toEqual(first.card.map((r, runner) => ({ runner, odds: raceOdds(r.weight), stake, returned: null })));
    expect((await bet(b, game, p2.u, [{ runner: 0, stake: 3 * stake }])).statusCode).toBe(201);
    expect((await bet(b, game, p2.u, [{ runner: 1, stake: 2 * stake }])).statusCode).toBe(201);
    const seen1 = await view(a, game, p1.u);
    const seen2 = await view(b, game, p2.u);
    expect(seen2.round!.id).toBe(seen1.round!.id);
    expect(seen2.round!.card).toEqual(first.card);
    expect(seen2.round!.serverSeedHash).toBe(first.serverSeedHash);
    expect(seen1.round).toMatchObject({ players: 2, bets: first.card.length + 2 });
    expect(seen2.myBets.map((x) => x.runner)).toEqual([0, 1]);
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - first.card.length * stake);

    // Betting closes: both see the seed and the order; the seed hashes to the hash shown before and decides the
    // order; a bet now is refused and moves no money.
    await reach(game, 'closes_at');
    const racing = await view(a, game, p1.u);
    expect(racing.round!.phase).toBe('racing');
    expect((await view(b, game)).round!.result).toEqual(racing.round!.result);
    expect(sha256(racing.round!.serverSeed!)).toBe(first.serverSeedHash);
    expect(raceResultOfSeed(first.card, racing.round!.serverSeed!)).toEqual(racing.round!.result);
    const late = await bet(a, game, p2.u, [{ runner: 2, stake }]);
    expect([late.statusCode, errorCode(late.body)]).toEqual([409, 'round_closed']);
    expect(await balanceOf(a.db, p2.accountId)).toBe(10_000_000 - 5 * stake);

    await finish(game);
    const winner = racing.round!.result!.order[0]!;
    const price = raceOdds(first.card[winner]!.weight);
    const after1 = await view(a, game, p1.u);
    expect(after1.round!.phase).toBe('result');
    expect(after1.history[0]).toEqual({ id: first.id, card: first.card, result: racing.round!.result });
    expect(after1.myBets.map((x) => x.returned)).toEqual(first.card.map((_, runner) => (runner === winner ? (stake * price) / 100 : 0)));
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - first.card.length * stake + (stake * price) / 100);
    const won2 = winner === 0 ? (3 * stake * price) / 100 : winner === 1 ? (2 * stake * price) / 100 : 0;
    expect(await balanceOf(a.db, p2.accountId)).toBe(10_000_000 - 5 * stake + won2);
    // Paying again pays nothing more.
    await virtualRaces.advance(a.db, Date.now());
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - first.card.length * stake + (stake * price) / 100);
  });

  it('demo play: a visitor\'s demo win bets ride the race at its prices and settle by its result; no money, ledger row or count at the race; refused after the window', async () => {
    const game = raceGames()[3]!;
    const race = await freshRace(game);
    const stake = game.minStake;
    const demo = (bets: Array<{ runner: number; stake: number }>, u?: TestUser) =>
      send(a.app, 'POST', `${url(game)}/bet`, { bets, mode: 'demo' }, u ? asUser(u) : {});
    const codeOf = (res: Awaited<ReturnType<typeof demo>>) => `${res.statusCode} ${errorCode(res.body)}`;
    const gates = race.card.map((_, gate) => ({ runner: gate, stake }));
    const visitor = await demo(gates);
    expect(visitor.statusCode, visitor.body).toBe(201);
    const answer = v.parse(RaceBetAnswerSchema, visitor.json());
    expect(answer).toEqual({ raceId: race.id, placed: [], myBets: race.card.map((r, gate) => ({ runner: gate, odds: raceOdds(r.weight), stake, returned: null })) });
    const { u, accountId } = await player();
    const rows = async () => (await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1', [accountId]))!.n;
    const before = await rows();
    expect((await demo([{ runner: 0, stake }], u)).statusCode).toBe(201);
    expect((await view(b, game, u)).round).toMatchObject({ players: 0, bets: 0 });
    expect((await view(a, game, u)).myBets).toEqual([]);
    expect(codeOf(await demo([{ runner: 0, stake: 1e15 }]))).toBe('400 invalid_body');
    expect(codeOf(await demo([{ runner: 0, stake: game.maxStake + game.stakeUnit }]))).toBe('400 stake_above_max');
    expect(codeOf(await demo([{ runner: 0, stake: game.maxStake }, { runner: 1, stake: game.maxStake }]))).toBe('400 stake_above_max');
    if (race.card.length < 8) expect(codeOf(await demo([{ runner: race.card.length, stake }]))).toBe('400 bad_runner');
    expect((await send(a.app, 'POST', `${url(game)}/bet`, { bets: [{ runner: 0, stake }], mode: 'real' }, { 'idempotency-key': 'no-user' })).statusCode).toBe(401);
    await reach(game, 'closes_at');
    expect(codeOf(await demo([{ runner: 0, stake }]))).toBe('409 round_closed');
    await finish(game);
    const shown = (await view(a, game)).round!;
    expect(shown.id).toBe(race.id);
    expect(sha256(shown.serverSeed!)).toBe(race.serverSeedHash);
    // Settled as the leader pays a real bet: the winner's price, floored to a minor unit; the others lose.
    const winner = shown.result!.order[0]!;
    const returned = answer.myBets.map((bet) => (bet.runner === winner ? Math.floor((bet.stake * bet.odds) / 100) : 0));
    expect(returned.filter((r) => r > 0)).toEqual([Math.floor((stake * raceOdds(race.card[winner]!.weight)) / 100)]);
    expect(afterDemoRound(afterDemoRound(DEMO_START, gates.length * stake, 0), 0, returned.reduce((s, r) => s + r, 0)))
      .toBe(DEMO_START - gates.length * stake + Math.floor((stake * raceOdds(race.card[winner]!.weight)) / 100));
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000);
    expect(await rows()).toBe(before);
  });

  it('a bet is one per Idempotency-Key; bad runners, stakes, a race total above the max, a banned or self-excluded player are refused with codes', async () => {
    const game = raceGames()[2]!;
    const race = await freshRace(game);
    const { u, accountId } = await player();
    const stake = game.minStake;
    const once = await bet(a, game, u, [{ runner: 0, stake }], 'same-key');
    const again = await bet(b, game, u, [{ runner: 0, stake }], 'same-key');
    expect(once.statusCode).toBe(201);
    expect(again.json()).toEqual(once.json());
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - stake);
    const code = async (bets: Array<{ runner: number; stake: number }>, mode = 'real', who = u) => {
      const res = await bet(a, game, who, bets, undefined, mode);
      return `${res.statusCode} ${errorCode(res.body)}`;
    };
    expect(await code([{ runner: 8, stake }])).toBe('400 invalid_body');
    // A gate past this card's field (a card has 6, 7 or 8 runners).
    if (race.card.length < 8) expect(await code([{ runner: race.card.length, stake }])).toBe('400 bad_runner');
    expect(await code([{ runner: 1, stake: stake + 1 }])).toBe('400 stake_not_allowed');
    expect(await code([{ runner: 1, stake: game.maxStake + game.stakeUnit }])).toBe('400 stake_above_max');
    expect(await code([])).toBe('400 invalid_body');
    expect(await code([{ runner: 1, stake: game.maxStake }])).toBe('409 round_stake_above_max');
    const broke = await registerTestUser(a.app, { currency: 'RUB' });
    expect(await code([{ runner: 1, stake }], 'real', broke)).toBe('409 insufficient_funds');
    const banned = await player();
    await a.db.query('UPDATE users SET ban_level = 1 WHERE id = $1', [banned.u.userId]);
    expect(await code([{ runner: 1, stake }], 'real', banned.u)).toBe('403 banned_user');
    const excluded = await player();
    expect((await send(a.app, 'POST', '/limit-service-api/api/external/web/v1/BlockUser', { days: 1 }, asUser(excluded.u))).statusCode).toBe(200);
    expect(await code([{ runner: 1, stake }], 'real', excluded.u)).toBe('403 self_excluded');
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - stake);
    expect(await balanceOf(a.db, banned.accountId)).toBe(10_000_000);
    expect(await balanceOf(a.db, excluded.accountId)).toBe(10_000_000);
    const broken = await send(a.app, 'POST', `${url(game)}/bet`, '{"bets": "x"', { ...asUser(u), 'idempotency-key': 'broken', 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    const anonymous = await send(a.app, 'POST', `${url(game)}/bet`, { bets: [{ runner: 0, stake }], mode: 'real' }, { 'idempotency-key': 'anon' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ledger = balance after 1,000 bets on five races by five players on both instances, settled by the leader', async () => {
    const random = mulberry32(145);
    const game = raceGames()[3]!;
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    const expected = new Map(players.map((p) => [p.accountId, 10_000_000]));
    let bets = 0;
    for (let round = 0; round < 5; round += 1) {
      const race = await freshRace(game);
      const placed: Array<{ accountId: number; runner: number; stake: number }> = [];
      for (const [i, p] of players.entries()) {
        for (let request = 0; request < 5; request += 1) {
          const list = Array.from({ length: 8 }, () => ({ runner: Math.floor(random() * race.card.length), stake: game.minStake * (1 + Math.floor(random() * 5)) }));
          const res = await bet((i + request) % 2 ? b : a, game, p.u, list);
          expect(res.statusCode, res.body).toBe(201);
          for (const x of list) placed.push({ accountId: p.accountId, ...x });
        }
      }
      bets += placed.length;
      await reach(game, 'closes_at');
      const { serverSeed } = (await view(a, game)).round!;
      const winner = raceResultOfSeed(race.card, serverSeed!).order[0];
      await finish(game);
      for (const x of placed) {
        expected.set(x.accountId, expected.get(x.accountId)! - x.stake + (x.runner === winner ? (x.stake * raceOdds(race.card[x.runner]!.weight)) / 100 : 0));
      }
    }
    expect(bets).toBe(1_000);
    for (const p of players) {
      const open = await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM virtual_race_bets WHERE return_minor IS NULL AND user_id = $1', [p.u.userId]);
      expect(open!.n).toBe(0);
      const stored = await a.db.one<{ returned: string; staked: string }>(
        'SELECT sum(return_minor) AS returned, sum(stake_minor) AS staked FROM virtual_race_bets WHERE user_id = $1', [p.u.userId]);
      expect(await balanceOf(a.db, p.accountId)).toBe(expected.get(p.accountId));
      expect(await balanceOf(a.db, p.accountId)).toBe(10_000_000 - Number(stored!.staked) + Number(stored!.returned));
    }
  });

  it('a cheating player: 20 parallel bets through two instances on a balance for 5 take exactly 5; hostile stakes and runners are 400s', async () => {
    const game = raceGames()[4]!;
    await freshRace(game);
    const stake = 1_000 - (1_000 % game.stakeUnit);
    const { u, accountId } = await player(5 * stake);
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => bet(i % 2 ? b : a, game, u, [{ runner: i % 6, stake }])));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(res.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${errorCode(r.body)}`)).toEqual(Array(15).fill('409 insufficient_funds'));
    expect(await balanceOf(a.db, accountId)).toBe(0);
    for (const hostile of [{ runner: 0, stake: 1e21 }, { runner: 0, stake: -100 }, { runner: 0, stake: 1.5 }, { runner: -1, stake: 100 }, { runner: 1e9, stake: 100 }, { runner: '0', stake: 100 }]) {
      expect((await bet(a, game, u, [hostile as never])).statusCode).toBe(400);
    }
  });

  it('a race an instance died during is finished by the leader: the bet taken by the dead instance is paid', async () => {
    const game = raceGames()[5]!;
    const race = await freshRace(game);
    const doomed = await createTestApp({ db: a.db });
    const { u, accountId } = await player();
    const stakes = race.card.map((_, runner) => ({ runner, stake: game.minStake }));
    expect((await bet(doomed, game, u, stakes)).statusCode).toBe(201);
    await doomed.app.close();
    await reach(game, 'result_at');
    // Whoever leads now (instance b's leader tick) closes the race and pays it.
    await virtualRaces.advance(b.db, Date.now(), failOnLog);
    const { order } = (await view(b, game, u)).history[0]!.result;
    const won = (game.minStake * raceOdds(race.card[order[0]!]!.weight)) / 100;
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - race.card.length * game.minStake + won);
    const mine = await a.db.query<{ returned: string }>('SELECT return_minor AS returned FROM virtual_race_bets WHERE user_id = $1', [u.userId]);
    expect(mine.map((r) => Number(r.returned)).sort((x, y) => y - x)).toEqual([won, ...Array(race.card.length - 1).fill(0)]);
  });
});
