import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../../server/casino/catalog.ts';
import { fairRandom } from '../../../server/casino/fair.ts';
import { ROUND_GAMES, type RoundKind } from '../../../streams/schemas/casino-games/round-games.ts';
import { FairRoundsAnswerSchema, FairSeedsAnswerSchema, RotateSeedsAnswerSchema } from '../../../streams/schemas/casino-fair.ts';
import { balanceOf, deposit } from '../support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from '../support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from '../support/users.ts';

// Issue 20, hole 1: a committed seed could be revealed by a demo round before its real round (POST round with mode
// demo and the commitment's seedId), so the player knew the outcome ahead and picked winning client seeds and picks.
// Now a real round is decided by the player's seed pair, whose server seed is revealed only by rotating it away.

const API = '/web-api/casino';
const gameOfKind = (kind: RoundKind): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
type RoundAnswer = { roundId: string; stake: number; win: number; outcome: unknown; fair: { serverSeedHash: string; serverSeed?: string; clientSeed: string; nonce: number } };

describe('provably fair seed pairs (issue 20 #1)', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const player = async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const accountId = await deposit(t.db, u.userId, 1_000_000);
    return { u, accountId };
  };
  const play = (u: TestUser, game: CatalogGame, body: Record<string, unknown>) =>
    send(t.app, 'POST', `${API}/games/${game.id}/round`, { stake: game.minStake, mode: 'real', ...body }, { ...asUser(u), 'idempotency-key': `fair-${u.userId}-${(n += 1)}` });
  const seeds = async (u: TestUser) => v.parse(FairSeedsAnswerSchema, (await t.app.inject({ url: `${API}/fair/seeds`, headers: asUser(u) })).json());

  it('[R08] the attack: no commitment can be asked for or played in demo; a demo round reveals only a throwaway seed of its own', async () => {
    const { u } = await player();
    expect((await t.app.inject({ url: `${API}/fair/commit` })).statusCode).toBe(404);
    const mine = await seeds(u);
    const lottery = gameOfKind('lottery');
    // The old attack's demo round, naming a seed id: the seed it reveals is not the player's committed one.
    const demo = (await play(u, lottery, { mode: 'demo', seedId: 'ab'.repeat(16), picks: [1, 2, 3] })).json() as RoundAnswer;
    expect(demo.fair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(demo.fair.serverSeed!)).toBe(demo.fair.serverSeedHash);
    expect(demo.fair.serverSeedHash).not.toBe(mine.active.serverSeedHash);
    expect(demo.fair.serverSeedHash).not.toBe(mine.nextServerSeedHash);
    // A real round names the committed hash and its nonce and never the seed.
    const real = await play(u, lottery, { picks: [1, 2, 3] });
    expect(real.statusCode, real.body).toBe(201);
    const round = real.json() as RoundAnswer;
    expect(round.fair).toEqual({ serverSeedHash: mine.active.serverSeedHash, clientSeed: mine.active.clientSeed, nonce: 1 });
    expect(JSON.stringify(round)).not.toMatch(/serverSeed"/);
    expect((await seeds(u)).active.nonce).toBe(1);
    const history = v.parse(FairRoundsAnswerSchema, (await t.app.inject({ url: `${API}/fair/rounds`, headers: asUser(u) })).json());
    expect(history.rounds[0]!.fair.serverSeed).toBeUndefined();
  });

  it('[R08] rotating reveals the old seed, which hashes to the hash shown and replays every round of its pair; the new pair takes the chosen client seed', async () => {
    const { u, accountId } = await player();
    const before = await seeds(u);
    const keno = gameOfKind('keno');
    const rounds: RoundAnswer[] = [];
    for (let i = 0; i < 3; i += 1) rounds.push((await play(u, keno, { picks: [1, 2, 3, 4, 5 + i] })).json() as RoundAnswer);
    expect(rounds.map((r) => r.fair.nonce)).toEqual([1, 2, 3]);
    const balanceBefore = await balanceOf(t.db, accountId);
    const rotated = await send(t.app, 'POST', `${API}/fair/rotate`, { clientSeed: 'my-own-seed' }, asUser(u));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const answer = v.parse(RotateSeedsAnswerSchema, rotated.json());
    expect(answer.revealed).toMatchObject({ serverSeedHash: before.active.serverSeedHash, clientSeed: before.active.clientSeed, rounds: 3 });
    expect(sha256(answer.revealed.serverSeed)).toBe(before.active.serverSeedHash);
    // The next seed, committed before the client seed was chosen, is the new active one.
    expect(answer.seeds.active).toEqual({ serverSeedHash: before.nextServerSeedHash, clientSeed: 'my-own-seed', nonce: 0 });
    expect(answer.seeds.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    expect(await balanceOf(t.db, accountId)).toBe(balanceBefore);
    // Every round of the revealed pair replays from its seeds; the history shows them now.
    const history = v.parse(FairRoundsAnswerSchema, (await t.app.inject({ url: `${API}/fair/rounds?limit=10`, headers: asUser(u) })).json());
    expect(history.total).toBe(3);
    for (const h of history.rounds) {
      expect(h.fair.serverSeed).toBe(answer.revealed.serverSeed);
      const replay = ROUND_GAMES.keno.play(fairRandom({ serverSeed: h.fair.serverSeed!, clientSeed: h.fair.clientSeed, nonce: h.fair.nonce }), h.stake, { picks: h.picks, level: h.level });
      expect(replay).toEqual({ win: h.win, outcome: h.outcome });
    }
    const next = (await play(u, keno, { picks: [7, 8, 9] })).json() as RoundAnswer;
    expect(next.fair).toEqual({ serverSeedHash: before.nextServerSeedHash, clientSeed: 'my-own-seed', nonce: 1 });
  });

  it('[R08] seeds are the player\'s own; a visitor has none; a bad client seed is refused', async () => {
    const { u } = await player();
    const other = await player();
    expect((await seeds(u)).active.serverSeedHash).not.toBe((await seeds(other.u)).active.serverSeedHash);
    expect((await t.app.inject({ url: `${API}/fair/seeds` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${API}/fair/rounds` })).statusCode).toBe(401);
    for (const clientSeed of ['', 'a b', 'x'.repeat(65), 'a\u0000', 5]) {
      expect((await send(t.app, 'POST', `${API}/fair/rotate`, { clientSeed }, asUser(u))).statusCode).toBe(400);
    }
  });

  it('[R08] parallel first rounds of a new player share one seed pair with distinct nonces', async () => {
    const { u } = await player();
    const slot = gameOfKind('slot');
    const answers = await Promise.all(Array.from({ length: 8 }, () => play(u, slot, {})));
    const fair = answers.map((a) => (a.json() as RoundAnswer).fair);
    expect(new Set(fair.map((f) => f.serverSeedHash)).size).toBe(1);
    expect(fair.map((f) => f.nonce).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
