import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, CATEGORIES } from '../../server/casino/catalog.ts';
import { crashPointOf } from '../../server/casino/crash.ts';
import { advanceCrash } from '../../server/casino/crash-rounds.ts';
import { fairRandom } from '../../server/casino/fair.ts';
import { playSlot } from '../../streams/schemas/casino-games/slot.ts';
import { balanceOf, deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

describe('casino maths', () => {
  it('[R08] the catalogue: over 3,000 games from 30+ providers in every family, the same on every build', () => {
    const c = catalog();
    expect(c.games.length).toBeGreaterThanOrEqual(3000);
    expect(c.providers.length).toBeGreaterThanOrEqual(30);
    for (const family of CATEGORIES) expect(c.games.some((g) => g.categories.includes(family)), family).toBe(true);
    expect(new Set(c.games.map((g) => g.route)).size).toBe(c.games.length);
    expect(c.games.find((g) => g.id === 1001)).toMatchObject({ id: 1001, kind: 'slot' });
  });

  it('[R08] provably fair: the same seed, client seed and nonce give the same round', () => {
    const seed = { serverSeed: 'ab'.repeat(32), clientSeed: 'player', nonce: 7 };
    expect(playSlot(100, fairRandom(seed))).toEqual(playSlot(100, fairRandom(seed)));
    expect(crashPointOf('ab'.repeat(32))).toBe(crashPointOf('ab'.repeat(32)));
  });

});

describe('casino API and money', () => {
  let t: TestApp;
  let user: TestUser;
  let accountId: number;
  const auth = (key?: string) => ({ authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) });
  const slot = () => catalog().games.find((g) => g.kind === 'slot')!;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    accountId = await deposit(t.db, user.userId, 1_000_000);
  });
  afterAll(async () => t.close());

  it('[C04] list-available-partitions names the casino families; the lobby has rows; an unknown game or provider is 404', async () => {
    const partitions = await t.app.inject({ url: '/web-api/third-party/api/list-available-partitions' });
    expect(partitions.json()).toMatchObject({ success: true, listAvailablePartitions: expect.arrayContaining(['slots', 'live', 'crash']) });
    const lobby = (await t.app.inject({ url: '/web-api/casino/lobby' })).json() as { rows: Array<{ games: unknown[] }> };
    expect(lobby.rows.length).toBeGreaterThan(10);
    expect((await t.app.inject({ url: '/web-api/casino/games/99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/web-api/casino/games?provider=nobody' })).statusCode).toBe(404);
    const thumb = await t.app.inject({ url: `/web-api/casino/thumbs/${slot().id}.svg` });
    expect(thumb.headers['content-type']).toContain('image/svg+xml');
    expect(thumb.body).toContain('<svg');
  });

  it('[R09] a real round debits the stake and credits the win in the ledger; the same key plays it once', async () => {
    const game = slot();
    const before = await balanceOf(t.db, accountId);
    const play = () => send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake * 10, mode: 'real' }, auth('casino-round-key-1'));
    const [a, b] = await Promise.all([play(), play()]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.json()).toEqual(a.json());
    const round = a.json() as { stake: number; win: number; balance: number };
    expect(round.balance).toBe(before - round.stake + round.win);
    expect(await balanceOf(t.db, accountId)).toBe(round.balance);
  });

  it('[R09] 500 random rounds: the balance always equals start - stakes + wins, and the ledger agrees', async () => {
    const game = slot();
    const before = await balanceOf(t.db, accountId);
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 500; i += 1) {
      const res = await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake, mode: 'real' }, auth(`casino-many-${i}`));
      expect(res.statusCode).toBe(201);
      const r = res.json() as { stake: number; win: number };
      stakes += r.stake;
      wins += r.win;
    }
    expect(await balanceOf(t.db, accountId)).toBe(before - stakes + wins);
  }, 120_000);

  it('[R09] refusals move no money: below the minimum, above the maximum, off the stake unit, above the balance, anonymous real play', async () => {
    const game = slot();
    const before = await balanceOf(t.db, accountId);
    const codeOf = async (stake: number, key: string) => ((await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake, mode: 'real' }, auth(key))).json() as { errors: Array<{ code: string }> }).errors[0]!.code;
    expect(await codeOf(game.minStake - 1, 'casino-refuse-1')).toBe('stake_below_min');
    expect(await codeOf(game.maxStake + 1, 'casino-refuse-2')).toBe('stake_above_max');
    // A stake whose line bet is not whole would round wins down below the stated RTP: refused, real or demo.
    expect(game.stakeUnit).toBe(10);
    expect(await codeOf(game.minStake + 5, 'casino-refuse-unit')).toBe('stake_not_allowed');
    const demoOff = await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake + 5, mode: 'demo' });
    expect([demoOff.statusCode, (demoOff.json() as { errors: Array<{ code: string }> }).errors[0]!.code]).toEqual([400, 'stake_not_allowed']);
    const poor = await registerTestUser(t.app, { currency: 'RUB' });
    const res = await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake, mode: 'real' }, { authorization: `Bearer ${poor.token}`, 'idempotency-key': 'casino-refuse-3' });
    expect((res.json() as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('insufficient_funds');
    expect((await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake, mode: 'real' })).statusCode).toBe(401);
    expect(await balanceOf(t.db, accountId)).toBe(before);
    const demo = await send(t.app, 'POST', `/web-api/casino/games/${game.id}/round`, { stake: game.minStake, mode: 'demo' });
    expect(demo.json()).toMatchObject({ balance: null, fair: { serverSeedHash: expect.any(String) } });
  });

  it('the crash game allows whole units of 1.00 only (cash-outs pay stake x hundredths): a bet of 1.50 is refused', async () => {
    const crash = catalog().games.find((g) => g.kind === 'crash')!;
    expect((await t.app.inject({ url: `/web-api/casino/games/${crash.id}` })).json()).toMatchObject({ rtp: 97, rtpMax: 97, minStake: 100, stakeUnit: 100 });
    const before = await balanceOf(t.db, accountId);
    // The shared round takes bets 7 s out of every 10 or more: wait for a betting phase with time to spare.
    for (;;) {
      await advanceCrash(t.db, Date.now()); // the leader's tick (a test app runs no leader)
      const state = (await t.app.inject({ url: '/web-api/casino/crash' })).json() as { phase: string; startsInMs: number };
      if (state.phase === 'betting' && state.startsInMs > 1_500) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const res = await send(t.app, 'POST', '/web-api/casino/crash/bet', { stake: 150, mode: 'real' }, auth('crash-off-unit'));
    expect([res.statusCode, (res.json() as { errors: Array<{ code: string }> }).errors[0]!.code]).toEqual([400, 'stake_not_allowed']);
    expect(await balanceOf(t.db, accountId)).toBe(before);
  }, 30_000);

  it('[R08] favourites are kept per player; a visitor\'s are merged at login', async () => {
    const id = slot().id;
    expect((await t.app.inject({ method: 'PUT', url: `/web-api/casino/favorites/${id}`, headers: { ...auth(), 'x-requested-with': 'x' } })).json()).toEqual({ ids: [id] });
    const merged = await send(t.app, 'POST', '/web-api/casino/favorites/merge', { ids: [id, 1002, 99999999] }, auth());
    expect((merged.json() as { ids: number[] }).ids.sort()).toEqual([1002, id].sort());
  });
});
