import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { bingoRounds } from '../../server/casino/bingo-rounds.ts';
import { bingoDraw } from '../../server/casino/bingo-seed.ts';
import { raceResultOfSeed, virtualRaces } from '../../server/casino/virtual-races.ts';
import { SharedFairAnswerSchema, type SharedFairAnswer } from '../../streams/schemas/casino-fair-shared.ts';
import { RaceResultSchema } from '../../streams/schemas/casino-games/virtual-race.ts';
import { deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// Issue 23: the fair-play history of the shared rounds whose seed is the round's own. A player's bingo tickets and
// race bets are listed with their round's committed hash; the round's seed appears only once the round is over, and
// while a round runs its seed is in no answer the player can ask for (the history, the room, the race, the rounds).

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const game = (kind: string): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
const log = (message: string, err?: unknown) => { throw new Error(`${message}: ${String(err)}`); };

describe('fair-play history of bingo tickets and virtual race bets (issue 23)', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const bingo = game('bingo');
  const race = game('virtualrace');
  const get = async (url: string, u?: TestUser) => t.app.inject({ url, headers: u ? asUser(u) : {} });
  const history = async (u: TestUser, query = ''): Promise<SharedFairAnswer> => {
    const res = await get(`/web-api/casino/fair/shared-rounds${query}`, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return v.parse(SharedFairAnswerSchema, res.json());
  };
  /** Moves a table's newest round of the game into the past until its `moment` was 100 ms ago. */
  const reach = (table: 'bingo_rounds' | 'virtual_races', from: string, gameId: number, moment: string) => t.db.query(
    `UPDATE ${table} SET ${from} = ${from} - d, closes_at = closes_at - d, result_at = result_at - d, ends_at = ends_at - d
       FROM (SELECT id AS last, ${moment} - clock_timestamp() + interval '100 milliseconds' AS d FROM ${table} WHERE game_id = $1 ORDER BY id DESC LIMIT 1) x
      WHERE id = x.last`, [gameId]);
  const newest = async (table: 'bingo_rounds' | 'virtual_races', gameId: number) =>
    (await t.db.one<{ id: string; server_seed: string; server_seed_hash: string; card?: unknown; result?: unknown }>(
      `SELECT *, id::text AS id FROM ${table} WHERE game_id = $1 ORDER BY ${table}.id DESC LIMIT 1`, [gameId]))!;
  /** Every answer the player can ask for about these rounds, as text. */
  const everything = async (u: TestUser) => (await Promise.all([
    `/web-api/casino/fair/shared-rounds`, `/web-api/casino/fair/rounds`, `/web-api/casino/bingo/${bingo.id}`, `/web-api/casino/virtual/${race.id}`,
  ].map(async (url) => (await get(url, u)).body))).join('\n');

  it('tickets and bets are listed with their round\'s hash; a running round\'s seed is in no answer; once over, the seed replays the draw and the order', async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, u.userId, 10_000_000);
    // Both games watched, their first rounds made by the leader, open now.
    await get(`/web-api/casino/bingo/${bingo.id}`);
    await get(`/web-api/casino/virtual/${race.id}`);
    await bingoRounds.advance(t.db, Date.now(), log);
    await virtualRaces.advance(t.db, Date.now(), log);
    const bought = await send(t.app, 'POST', `/web-api/casino/bingo/${bingo.id}/buy`, { tickets: 2, mode: 'real' }, { ...asUser(u), 'idempotency-key': `fair-bingo-${(n += 1)}` });
    expect(bought.statusCode, bought.body).toBe(201);
    const placed = await send(t.app, 'POST', `/web-api/casino/virtual/${race.id}/bet`, { bets: [{ runner: 1, stake: race.minStake }], mode: 'real' }, { ...asUser(u), 'idempotency-key': `fair-race-${(n += 1)}` });
    expect(placed.statusCode, placed.body).toBe(201);
    const room = await newest('bingo_rounds', bingo.id);
    const track = await newest('virtual_races', race.id);

    const open = await history(u);
    expect(open.total).toBe(3);
    expect(open.items.map((i) => [i.kind, i.roundId, i.serverSeedHash, i.serverSeed])).toEqual([
      ['virtualrace', track.id, track.server_seed_hash, undefined],
      ['bingo', room.id, room.server_seed_hash, undefined],
      ['bingo', room.id, room.server_seed_hash, undefined],
    ]);
    expect(open.items[0]).toMatchObject({ runner: 1, stake: race.minStake, returned: null, gameName: race.name });
    expect(open.items[0]!.card).toEqual(track.card);
    // Buying / betting open: neither seed in any answer.
    let seen = await everything(u);
    expect(seen).not.toContain(room.server_seed);
    expect(seen).not.toContain(track.server_seed);
    // The draw runs (balls are being called): the room's seed is still in no answer, nor in the history.
    await reach('bingo_rounds', 'buying_from', bingo.id, 'closes_at');
    seen = await everything(u);
    expect(seen).not.toContain(room.server_seed);
    expect((await history(u)).items.every((i) => i.serverSeed === undefined)).toBe(true);

    // Both rounds over: the seeds are listed, hash to the committed hashes and replay the draw and the finishing order.
    await reach('bingo_rounds', 'buying_from', bingo.id, 'result_at');
    await reach('virtual_races', 'betting_from', race.id, 'result_at');
    await bingoRounds.advance(t.db, Date.now(), log);
    await virtualRaces.advance(t.db, Date.now(), log);
    const over = await history(u);
    const [bet, ...tickets] = over.items;
    expect(tickets.map((i) => i.serverSeed)).toEqual([room.server_seed, room.server_seed]);
    expect(sha256(tickets[0]!.serverSeed!)).toBe(tickets[0]!.serverSeedHash);
    const called = (await get(`/web-api/casino/bingo/${bingo.id}`, u)).json() as { round: { id: string; called: number[] } | null };
    if (called.round?.id === room.id) expect(bingoDraw(tickets[0]!.serverSeed!)).toEqual(called.round.called);
    expect(bingoDraw(tickets[0]!.serverSeed!)).toEqual((await t.db.one<{ draw: number[] }>('SELECT draw FROM bingo_rounds WHERE id = $1::bigint', [room.id]))!.draw);
    expect(bet!.serverSeed).toBe(track.server_seed);
    expect(sha256(bet!.serverSeed!)).toBe(bet!.serverSeedHash);
    const result = v.parse(RaceResultSchema, track.result);
    expect(raceResultOfSeed(bet!.card!, bet!.serverSeed!)).toEqual(result);
    // Paid by the leader: a win returns the price, a loss 0.
    expect(bet!.returned).toBe(result.order[0] === 1 ? (race.minStake * (await t.db.one<{ odds: number }>('SELECT odds FROM virtual_race_bets WHERE user_id = $1', [u.userId]))!.odds) / 100 : 0);
    expect(tickets.every((i) => i.returned !== null)).toBe(true);
    const second = await history(u, '?limit=1&offset=1');
    expect([second.total, second.items]).toEqual([3, [tickets[0]]]);
  });

  it('another player sees none of them; no login 401; a bad page 400', async () => {
    const other = await registerTestUser(t.app, { currency: 'RUB' });
    expect(await history(other)).toEqual({ total: 0, items: [] });
    expect((await get('/web-api/casino/fair/shared-rounds')).statusCode).toBe(401);
    expect((await get('/web-api/casino/fair/shared-rounds?limit=1000', other)).statusCode).toBe(400);
    expect((await get('/web-api/casino/fair/shared-rounds?offset=-1', other)).statusCode).toBe(400);
  });
});
