import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { bingoRounds } from '../../server/casino/bingo-rounds.ts';
import { virtualRaces } from '../../server/casino/virtual-races.ts';
import { SharedFairAnswerSchema } from '../../streams/schemas/casino-fair-shared.ts';
import { deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// An attacker's probe of the shared rounds' fair history (GET /web-api/casino/fair/shared-rounds, issue 23),
// replayed: paging with huge, negative, exponent and repeated offsets and limits, another player's id in the query,
// and rounds still running. Every answer is a clear 4xx or the asker's own page; no round's seed before its end.

const game = (kind: string): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
const log = (message: string, err?: unknown) => { throw new Error(`${message}: ${String(err)}`); };

describe('probe of the shared rounds\' fair history', () => {
  let t: TestApp;
  let victim: TestUser;
  let attacker: TestUser;
  let seeds: string[];
  const bingo = game('bingo');
  const race = game('virtualrace');
  const history = (query: string, u: TestUser) => t.app.inject({ url: `/web-api/casino/fair/shared-rounds${query}`, headers: asUser(u) });

  beforeAll(async () => {
    t = await createTestApp();
    victim = await registerTestUser(t.app, { currency: 'RUB' });
    attacker = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, victim.userId, 10_000_000);
    await t.app.inject({ url: `/web-api/casino/bingo/${bingo.id}` });
    await t.app.inject({ url: `/web-api/casino/virtual/${race.id}` });
    await bingoRounds.advance(t.db, Date.now(), log);
    await virtualRaces.advance(t.db, Date.now(), log);
    const bought = await send(t.app, 'POST', `/web-api/casino/bingo/${bingo.id}/buy`, { tickets: 1, mode: 'real' }, { ...asUser(victim), 'idempotency-key': 'probe-bingo-1' });
    expect(bought.statusCode, bought.body).toBe(201);
    const placed = await send(t.app, 'POST', `/web-api/casino/virtual/${race.id}/bet`, { bets: [{ runner: 2, stake: race.minStake }], mode: 'real' }, { ...asUser(victim), 'idempotency-key': 'probe-race-1' });
    expect(placed.statusCode, placed.body).toBe(201);
    seeds = (await t.db.query<{ server_seed: string }>(
      `SELECT server_seed FROM bingo_rounds UNION ALL SELECT server_seed FROM virtual_races`)).map((r) => r.server_seed);
    expect(seeds.length).toBeGreaterThan(0);
  });
  afterAll(async () => t.close());

  it('odd paging is refused with 400: exponents, huge, negative, fractions, hex, repeats, control characters', async () => {
    const odd = ['1e309', '1e2', '99999999999999999999', '9999999', '-1', '-0', '+1', '1.5', '0x10', 'NaN', 'Infinity', '', ' 1', '1%00', '1%0A', '%EF%BC%91'];
    for (const value of odd) {
      for (const query of [`?offset=${value}`, `?limit=${value}`, `?offset=0&limit=${value}`]) {
        const res = await history(query, victim);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      }
    }
    for (const query of ['?limit=0', '?limit=101', '?limit=1&limit=2', '?offset=1&offset=2']) {
      const res = await history(query, victim);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });

  it('in-range paging answers the asker\'s own page; far offsets are empty, not an error', async () => {
    // Keys that are not offset or limit (offset[] is a key of its own to the query parser) are ignored.
    for (const query of ['?offset=999999', '?offset=999999&limit=100', '?limit=100', '?offset=0&limit=1', '?offset=000001&limit=001', '?offset[]=1', '?limit[a]=1']) {
      const res = await history(query, victim);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      const page = v.parse(SharedFairAnswerSchema, res.json());
      expect(page.total).toBe(2);
    }
    expect(v.parse(SharedFairAnswerSchema, (await history('?offset=999999', victim)).json()).items).toEqual([]);
  });

  it('another player\'s rounds are never in the attacker\'s answer, whatever the query names', async () => {
    for (const query of ['', `?userId=${victim.userId}`, `?user_id=${victim.userId}`, '?offset=0&limit=100', `?offset=0&limit=100&userId=${victim.userId}`]) {
      const res = await history(query, attacker);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      expect(v.parse(SharedFairAnswerSchema, res.json())).toEqual({ total: 0, items: [] });
    }
    const mine = v.parse(SharedFairAnswerSchema, (await history(`?userId=${attacker.userId}`, victim)).json());
    expect(mine.total).toBe(2);
  });

  it('rounds still running: no seed in any page, any query', async () => {
    for (const query of ['', '?limit=100', '?offset=1&limit=1', '?offset=0&limit=1']) {
      const res = await history(query, victim);
      expect(res.statusCode).toBe(200);
      const page = v.parse(SharedFairAnswerSchema, res.json());
      expect(page.items.every((i) => i.serverSeed === undefined)).toBe(true);
      for (const seed of seeds) expect(res.body).not.toContain(seed);
    }
    // No login: 401, and no seed either.
    const anonymous = await t.app.inject({ url: '/web-api/casino/fair/shared-rounds?limit=100' });
    expect(anonymous.statusCode).toBe(401);
    for (const seed of seeds) expect(anonymous.body).not.toContain(seed);
  });
});
