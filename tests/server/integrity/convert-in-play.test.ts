import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from '../support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from '../support/users.ts';
import { balanceOf, deposit } from '../support/coupon-fixture.ts';
import { advanceCrash } from '../../../server/casino/crash-rounds.ts';

// Issue 20, hole 2: the main account's currency was changed with a stake still in play, and the stake's payout was
// then credited as the same number of minor units in the new currency (1,000 RUB staked, 1,000 GBP paid). A
// conversion is refused while anything of the player is in play: crash bets, lotto tickets, toto coupons.

describe('conversion with money in play (issue 20 #2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const convert = (u: TestUser) => send(t.app, 'POST', '/web-api/office/account/convert', { iso: 'GBP' }, asUser(u));
  const currencyOf = async (u: TestUser) => (await t.db.one<{ currency: string }>('SELECT currency FROM users WHERE id = $1', [u.userId]))!.currency;

  /** A player whose whole balance is staked, so the account is empty and the conversion would otherwise be allowed. */
  async function playerWithAllInPlay(stake: (u: TestUser) => Promise<void>, amountMinor: number) {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    const accountId = await deposit(t.db, u.userId, amountMinor);
    await stake(u);
    expect(await balanceOf(t.db, accountId)).toBe(0);
    return u;
  }

  it('[B12] an open crash bet blocks the conversion', async () => {
    const u = await playerWithAllInPlay(async (player) => {
      for (let i = 0; i < 200; i += 1) {
        await advanceCrash(t.db, Date.now()); // the leader's tick (the test app runs no leader)
        const res = await send(t.app, 'POST', '/web-api/casino/crash/bet', { stake: 100_000, mode: 'real' }, { ...asUser(player), 'idempotency-key': `crash-conv-${i}-${player.userId}` });
        if (res.statusCode === 201) return;
        expect(res.json()).toMatchObject({ errors: [{ code: 'round_closed' }] });
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no betting phase');
    }, 100_000);
    const res = await convert(u);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errors: [{ code: 'account_has_open_bets' }] });
    expect(await currencyOf(u)).toBe('RUB');
  });

  it('[B12] lotto tickets awaiting their draw block the conversion', async () => {
    const lotto = (await t.app.inject({ url: '/web-api/lotto' })).json() as { games: Array<{ slug: string; upcoming: Array<{ id: number }> }> };
    const draw = lotto.games.find((g) => g.slug === 'keno-5-36')!.upcoming[0]!;
    const u = await playerWithAllInPlay(async (player) => {
      const res = await send(t.app, 'POST', '/web-api/lotto/tickets', { drawId: draw.id, numbers: [1, 2, 3, 4, 5] }, { ...asUser(player), 'idempotency-key': `lotto-conv-${player.userId}` });
      expect(res.statusCode, res.body).toBe(201);
    }, 5_000);
    expect((await convert(u)).json()).toMatchObject({ errors: [{ code: 'account_has_open_bets' }] });
    expect(await currencyOf(u)).toBe('RUB');
  });

  it('[B12] a toto coupon awaiting its draw blocks the conversion; once nothing is in play it converts', async () => {
    const { current } = (await t.app.inject({ url: '/web-api/toto' })).json() as { current: { id: number } };
    const u = await playerWithAllInPlay(async (player) => {
      const res = await send(t.app, 'POST', '/web-api/toto/coupons', { drawId: current.id, picks: Array(15).fill('1') }, { ...asUser(player), 'idempotency-key': `toto-conv-${player.userId}` });
      expect(res.statusCode, res.body).toBe(201);
    }, 5_000);
    expect((await convert(u)).json()).toMatchObject({ errors: [{ code: 'account_has_open_bets' }] });
    await t.db.query('UPDATE toto_coupons SET hits = 0, payout_minor = 0 WHERE user_id = $1', [u.userId]);
    const ok = await convert(u);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await currencyOf(u)).toBe('GBP');
  });
});
