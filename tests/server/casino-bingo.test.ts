import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { bingoRounds } from '../../server/casino/bingo-rounds.ts';
import { bingoDraw, bingoTicket } from '../../server/casino/bingo-seed.ts';
import type { Db } from '../../server/db/index.ts';
import { BINGO_CALLED, bingoTicketPrice, prizeBalls, ticketReturn } from '../../streams/schemas/casino-games/bingo.ts';
import { BingoBuyAnswerSchema, BingoStateSchema, type BingoState } from '../../streams/schemas/casino-bingo.ts';
import { afterDemoRound, DEMO_START } from '../../streams/casino/demo-wallet.ts';
import { balanceOf } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { failOnLog, fundedPlayer, roundClock, twoInstances } from './support/two-instances.ts';
import { asUser, type TestUser } from './support/users.ts';

// Issue 23: the 90-ball bingo rooms. Every instance shows a room's one round (the same id, hash and called balls, the
// other players' tickets counted); tickets are sold while the room is buying and refused after; the leader pays
// them after the draw, also when the instance that sold them died or a payment run stopped half way.

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const room = (n = 0): CatalogGame => catalog().games.filter((g) => g.kind === 'bingo')[n]!;

describe('90-ball bingo rooms (issue 23)', () => {
  const cluster = twoInstances();
  const { reach, endRounds } = roundClock(cluster, 'bingo_rounds', 'buying_from');
  const player = (amount?: number) => fundedPlayer(cluster, amount);
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => ({ a, b } = cluster));
  let n = 0;

  const url = (game: CatalogGame) => `/web-api/casino/bingo/${game.id}`;
  const view = async (t: TestApp, game: CatalogGame, u?: TestUser): Promise<BingoState> => {
    const res = await t.app.inject({ url: url(game), headers: u ? asUser(u) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(BingoStateSchema, res.json());
  };
  const buy = (t: TestApp, game: CatalogGame, u: TestUser, tickets: unknown, key = `bingo-buy-${(n += 1)}`, mode = 'real') =>
    send(t.app, 'POST', `${url(game)}/buy`, { tickets, mode }, { ...asUser(u), 'idempotency-key': key });
  const code = (res: { statusCode: number; json(): unknown }) =>
    `${res.statusCode} ${(res.json() as { errors?: Array<{ code: string }> }).errors?.[0]?.code ?? ''}`;
  /** A fresh round buying now in the room (watched, made by the leader). */
  const freshRound = async (game: CatalogGame) => {
    await view(a, game);
    await endRounds(game);
    await bingoRounds.advance(a.db, Date.now(), failOnLog);
    const state = await view(a, game);
    expect(state.round?.phase).toBe('buying');
    return state.round!;
  };
  /** The draw is over; the leader pays. */
  const finish = async (game: CatalogGame, db: Db = a.db) => {
    await reach(game, 'result_at');
    await bingoRounds.advance(db, Date.now(), failOnLog);
  };

  it('the bingo family plays the 90-ball room; no round until someone opens it; bad ids and other games are 4xx', async () => {
    const bingo = catalog().games.filter((g) => g.categories.includes('bingo'));
    expect(bingo.length).toBe(80);
    expect(new Set(bingo.map((g) => g.kind))).toEqual(new Set(['bingo']));
    const game = room(1);
    expect(await view(a, game)).toMatchObject({ gameId: game.id, ticketPrice: bingoTicketPrice(game.minStake), round: null, myTickets: [] });
    const slot = catalog().games.find((g) => g.kind === 'slot')!;
    expect((await a.app.inject({ url: url(slot) })).statusCode).toBe(404);
    expect((await a.app.inject({ url: '/web-api/casino/bingo/abc' })).statusCode).toBe(400);
    expect((await a.app.inject({ url: '/web-api/casino/bingo/99999999999999999999' })).statusCode).toBe(400);
    const { u } = await player();
    // The round game endpoint does not play a bingo room.
    expect((await send(a.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: 100, mode: 'demo' }, { ...asUser(u), 'idempotency-key': 'r-1' })).statusCode).toBe(400);
  });

  it('two players on two instances: one round, each sees the other\'s tickets counted, the balls called live, paid by the leader; the round replays from its seed', async () => {
    const game = room(0);
    const first = await freshRound(game);
    expect(first.serverSeed).toBeUndefined();
    expect(first.called).toEqual([]);
    const p1 = await player();
    const p2 = await player();
    const price = bingoTicketPrice(game.minStake);
    const bought = await buy(a, game, p1.u, 3);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(v.parse(BingoBuyAnswerSchema, bought.json()).myTickets).toHaveLength(3);
    expect((await buy(b, game, p2.u, 1)).statusCode).toBe(201);
    expect((await buy(b, game, p2.u, 2)).statusCode).toBe(201);
    const seen1 = await view(a, game, p1.u);
    const seen2 = await view(b, game, p2.u);
    expect(seen2.round!.id).toBe(seen1.round!.id);
    expect(seen1.round).toMatchObject({ players: 2, tickets: 6, phase: 'buying' });
    expect(seen2.round).toMatchObject({ players: 2, tickets: 6 });
    expect(seen1.myTickets).toHaveLength(3);
    expect(seen2.myTickets).toHaveLength(3);
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - 3 * price);

    // The draw: balls are called one by one, the same on both instances; the seed stays sealed; buying is refused.
    await reach(game, 'closes_at');
    const drawing = await view(a, game, p1.u);
    expect(drawing.round!.phase).toBe('drawing');
    expect(drawing.round!.called).toHaveLength(1);
    expect(drawing.round!.serverSeed).toBeUndefined();
    expect((await view(b, game)).round!.called).toEqual(drawing.round!.called);
    expect(code(await buy(a, game, p2.u, 1))).toBe('409 round_closed');
    expect(await balanceOf(a.db, p2.accountId)).toBe(10_000_000 - 3 * price);

    await finish(game);
    const done1 = await view(a, game, p1.u);
    const done2 = await view(b, game, p2.u);
    expect(done1.round!.phase).toBe('result');
    const seed = done1.round!.serverSeed!;
    expect(sha256(seed)).toBe(first.serverSeedHash);
    const draw = bingoDraw(seed);
    expect(done1.round!.called).toEqual(draw);
    expect(draw).toHaveLength(BINGO_CALLED);
    // Every ticket replays from the seed and its id; the winners counted are the tickets' own prizes.
    const all = [...done1.myTickets, ...done2.myTickets];
    for (const t of all) expect(t.numbers).toEqual(bingoTicket(seed, t.id));
    const count = (p: 'line' | 'twoLines' | 'fullHouse') => all.filter((t) => prizeBalls(t.numbers, draw)[p] !== null).length;
    expect(done1.round!.winners).toEqual({ line: count('line'), twoLines: count('twoLines'), fullHouse: count('fullHouse') });
    const returned = (tickets: BingoState['myTickets']) => tickets.reduce((s, t) => s + ticketReturn(t.numbers, draw, price), 0);
    expect(done1.myTickets.reduce((s, t) => s + t.returned!, 0)).toBe(returned(done1.myTickets));
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - 3 * price + returned(done1.myTickets));
    expect(await balanceOf(a.db, p2.accountId)).toBe(10_000_000 - 3 * price + returned(done2.myTickets));
    // Paying again pays nothing more.
    await bingoRounds.advance(b.db, Date.now(), failOnLog);
    expect(await balanceOf(a.db, p1.accountId)).toBe(10_000_000 - 3 * price + returned(done1.myTickets));
  });

  it('demo play: a visitor\'s demo tickets play the room\'s draw and settle by it; numbers not of the round\'s seed; no money, ledger row or count in the room; refused after buying closes', async () => {
    const game = room(3);
    const round = await freshRound(game);
    const price = bingoTicketPrice(game.minStake);
    const demo = (tickets: unknown, u?: TestUser) => send(a.app, 'POST', `${url(game)}/buy`, { tickets, mode: 'demo' }, u ? asUser(u) : {});
    const visitor = await demo(6);
    expect(visitor.statusCode, visitor.body).toBe(201);
    const answer = v.parse(BingoBuyAnswerSchema, visitor.json());
    expect(answer.roundId).toBe(round.id);
    expect(answer.myTickets).toHaveLength(6);
    expect(answer.myTickets.every((x) => x.returned === null)).toBe(true);
    const { u, accountId } = await player();
    const rows = async () => (await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1', [accountId]))!.n;
    const before = await rows();
    expect((await demo(2, u)).statusCode).toBe(201);
    expect((await view(b, game, u)).round).toMatchObject({ players: 0, tickets: 0 });
    expect((await view(a, game, u)).myTickets).toEqual([]);
    expect(code(await demo(7))).toBe('400 invalid_body');
    expect(code(await demo(1e15))).toBe('400 invalid_body');
    expect((await send(a.app, 'POST', `${url(game)}/buy`, { tickets: 1, mode: 'real' }, { 'idempotency-key': 'no-user' })).statusCode).toBe(401);
    await reach(game, 'closes_at');
    expect(code(await demo(1))).toBe('409 round_closed');
    await finish(game);
    const shown = (await view(a, game)).round!;
    expect(shown.phase).toBe('result');
    expect(sha256(shown.serverSeed!)).toBe(round.serverSeedHash);
    expect(shown.called).toEqual(bingoDraw(shown.serverSeed!));
    // The demo tickets are not the round's tickets of any id the seed makes (their numbers have a seed of their own).
    for (const x of answer.myTickets) expect(x.numbers).not.toEqual(bingoTicket(shown.serverSeed!, x.id));
    // Settled as the leader pays a real ticket: by the whole draw (shown to everyone by now) at the ticket's price.
    expect(shown.called).toHaveLength(BINGO_CALLED);
    const won = answer.myTickets.reduce((s, x) => s + ticketReturn(x.numbers, shown.called, price), 0);
    expect(afterDemoRound(afterDemoRound(DEMO_START, 6 * price, 0), 0, won)).toBe(DEMO_START - 6 * price + won);
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000);
    expect(await rows()).toBe(before);
  });

  it('a buy is one per Idempotency-Key; ticket counts, a seventh ticket, a banned player and a closed room are refused with codes', async () => {
    const game = room(2);
    await freshRound(game);
    const { u, accountId } = await player();
    const price = bingoTicketPrice(game.minStake);
    const once = await buy(a, game, u, 2, 'same-key');
    const again = await buy(b, game, u, 2, 'same-key');
    expect(once.statusCode).toBe(201);
    expect(again.json()).toEqual(once.json());
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - 2 * price);
    expect(code(await buy(a, game, u, 3, 'same-key'))).toMatch(/^4\d\d /);
    expect(code(await buy(a, game, u, 0))).toBe('400 invalid_body');
    expect(code(await buy(a, game, u, 7))).toBe('400 invalid_body');
    expect(code(await buy(a, game, u, 1.5))).toBe('400 invalid_body');
    expect(code(await buy(a, game, u, '1'))).toBe('400 invalid_body');
    expect((await buy(a, game, u, 4)).statusCode).toBe(201);
    expect(code(await buy(a, game, u, 1))).toBe('409 too_many_tickets');
    expect(await balanceOf(a.db, accountId)).toBe(10_000_000 - 6 * price);
    const poor = await player(price - 1);
    expect(code(await buy(a, game, poor.u, 1))).toBe('409 insufficient_funds');
    const banned = await player();
    await a.db.query('UPDATE users SET ban_level = 1 WHERE id = $1', [banned.u.userId]);
    expect(code(await buy(a, game, banned.u, 1))).toBe('403 banned_user');
    expect(await balanceOf(a.db, banned.accountId)).toBe(10_000_000);
    const anonymous = await send(a.app, 'POST', `${url(game)}/buy`, { tickets: 1, mode: 'real' }, { 'idempotency-key': 'anon' });
    expect(anonymous.statusCode).toBe(401);
    const broken = await send(a.app, 'POST', `${url(game)}/buy`, '{"tickets": ', { ...asUser(u), 'idempotency-key': 'broken', 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    await reach(game, 'closes_at');
    expect(code(await buy(a, game, banned.u, 1))).toBe('409 round_closed');
    await finish(game);
    expect(code(await buy(a, game, banned.u, 1))).toBe('409 round_closed');
  });

  it('a cheating player: 20 parallel buys through two instances on a balance for 5 tickets take exactly 5', async () => {
    const game = room(3);
    await freshRound(game);
    const price = bingoTicketPrice(game.minStake);
    const { u, accountId } = await player(5 * price);
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(i % 2 ? b : a, game, u, 1)));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(res.filter((r) => r.statusCode !== 201).map(code)).toEqual(Array(15).fill('409 insufficient_funds'));
    expect(await balanceOf(a.db, accountId)).toBe(0);
    const tickets = await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bingo_tickets WHERE user_id = $1', [u.userId]);
    expect(tickets!.n).toBe(5);
    await finish(game);
  });

  it('an instance that sold the tickets dies and a payment run stops half way: another instance\'s leader pays every ticket once', async () => {
    const game = room(4);
    await freshRound(game);
    const c = await createTestApp({ db: a.db });
    const players = await Promise.all([player(), player(), player()]);
    for (const p of players) expect((await buy(c, game, p.u, 2)).statusCode).toBe(201);
    await c.close();
    await reach(game, 'result_at');
    // A leader that dies after paying the first ticket: every later ticket's transaction fails.
    let paid = 0;
    const dying: Db = { ...a.db, transaction: ((fn) => (paid++ < 1 ? a.db.transaction(fn) : Promise.reject(new Error('instance died')))) as Db['transaction'] };
    const lost: string[] = [];
    await bingoRounds.advance(dying, Date.now(), (message) => lost.push(message));
    expect(lost.filter((m) => m.includes('could not be paid'))).toHaveLength(5);
    const open = await a.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bingo_tickets t JOIN bingo_rounds r ON r.id = t.round_id WHERE r.game_id = $1 AND t.return_minor IS NULL', [game.id]);
    expect(open!.n).toBe(5);
    await bingoRounds.advance(b.db, Date.now(), failOnLog);
    await bingoRounds.advance(b.db, Date.now(), failOnLog);
    const { serverSeed } = (await view(b, game)).round!;
    const draw = bingoDraw(serverSeed!);
    const price = bingoTicketPrice(game.minStake);
    for (const p of players) {
      const mine = (await view(b, game, p.u)).myTickets;
      expect(mine.every((t) => t.returned === ticketReturn(t.numbers, draw, price))).toBe(true);
      expect(await balanceOf(a.db, p.accountId)).toBe(10_000_000 - 2 * price + mine.reduce((s, t) => s + t.returned!, 0));
    }
  });

  it('ledger = balance after 1,020 tickets over 34 rounds in two rooms by five players, settled by the leader', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    let tickets = 0;
    for (let r = 0; r < 34; r += 1) {
      const game = room(5 + (r % 2));
      await freshRound(game);
      for (const [i, p] of players.entries()) expect((await buy((r + i) % 2 ? b : a, game, p.u, 6)).statusCode).toBe(201);
      tickets += 30;
      await finish(game);
    }
    expect(tickets).toBe(1_020);
    for (const p of players) {
      const stored = await a.db.one<{ n: number; staked: string; returned: string; open: number }>(
        `SELECT count(*)::int AS n, sum(price_minor) AS staked, sum(return_minor) AS returned, count(*) FILTER (WHERE return_minor IS NULL)::int AS open
           FROM bingo_tickets WHERE user_id = $1`, [p.u.userId]);
      const ledger = await a.db.one<{ stakes: number; staked: string; won: string | null }>(
        `SELECT count(*) FILTER (WHERE kind = 'casino_stake')::int AS stakes, -sum(amount_minor) FILTER (WHERE kind = 'casino_stake') AS staked,
                sum(amount_minor) FILTER (WHERE kind = 'casino_win') AS won FROM ledger_entries WHERE account_id = $1 AND ref_type = 'bingo_ticket'`, [p.accountId]);
      expect(stored).toMatchObject({ n: 204, open: 0 });
      expect(ledger!.stakes).toBe(204);
      expect(Number(ledger!.staked)).toBe(Number(stored!.staked));
      expect(Number(ledger!.won ?? 0)).toBe(Number(stored!.returned));
      expect(await balanceOf(a.db, p.accountId)).toBe(10_000_000 - Number(stored!.staked) + Number(stored!.returned));
    }
  }, 300_000);
});
