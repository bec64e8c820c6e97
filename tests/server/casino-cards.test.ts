import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { actOnHand, dealHand } from '../../server/casino/card-hands.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { handValue, type BjState } from '../../streams/schemas/casino-games/blackjack.ts';
import { CARD_ENGINES, replayHand } from '../../streams/schemas/casino-games/card-games.ts';
import { fairMessage, floatOfDigest } from '../../streams/schemas/casino-games/fair-random.ts';
import type { CardHand, CardKind } from '../../streams/schemas/casino-cards.ts';
import { balanceOf, deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// Blackjack and video poker hands for real money: the deal and each action one request, the money in the ledger,
// refusals that move none, the committed shuffle replayed from the revealed seed, a hand continued after a restart,
// and the ledger after 1,000 hands.

const API = '/web-api/casino/games';
const gameOf = (kind: CardKind): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
const errorCode = (body: string) => (JSON.parse(body) as { errors: Array<{ code: string }> }).errors[0]!.code;

describe('card games through the API', () => {
  let t: TestApp;
  let user: TestUser;
  let accountId: number;
  let keys = 0;
  const auth = () => ({ authorization: `Bearer ${user.token}`, 'idempotency-key': `card-key-${(keys += 1)}` });
  const deal = (game: CatalogGame, stake: number, headers = auth()) => send(t.app, 'POST', `${API}/${game.id}/hand`, { stake }, headers);
  const act = (game: CatalogGame, action: string, held: number[] = [], headers = auth()) => send(t.app, 'POST', `${API}/${game.id}/hand/action`, { action, held }, headers);
  const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
  /** Plays the open hand to its end: stands (or declines insurance) until settled. */
  const finish = async (game: CatalogGame, hand: CardHand): Promise<CardHand> => {
    let h = hand;
    while (!h.settled) h = (await act(game, h.legal.includes('no_insurance') ? 'no_insurance' : h.kind === 'videopoker' ? 'draw' : 'stand')).json() as CardHand;
    return h;
  };
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    accountId = await deposit(t.db, user.userId, 10_000_000);
  });
  afterAll(async () => t.close());

  it('[R08] the card family plays blackjack and the poker family video poker, with their stated RTP', () => {
    const games = catalog().games;
    expect(games.filter((g) => g.categories.includes('card')).every((g) => g.kind === 'blackjack' && g.rtp === 99.43)).toBe(true);
    expect(games.filter((g) => g.categories.includes('poker')).every((g) => g.kind === 'videopoker' && g.rtp === 99.54)).toBe(true);
  });

  it('[R08] a blackjack hand: the deal takes the stake, a double the second, the settlement pays in one step; the balance moves by stakes and win', async () => {
    const bj = gameOf('blackjack');
    const stake = bj.minStake;
    for (let tries = 0; tries < 50; tries += 1) {
      const before = await balanceOf(t.db, accountId);
      const res = await deal(bj, stake);
      expect(res.statusCode, res.body).toBe(201);
      let hand = res.json() as CardHand;
      // A natural blackjack (or a dealer's) settles at the deal: the answer's balance already holds the win.
      expect(hand.balance).toBe(before - stake + (hand.settled ? hand.win : 0));
      if (hand.legal.includes('no_insurance')) hand = (await act(bj, 'no_insurance')).json() as CardHand;
      if (hand.settled || !hand.legal.includes('double')) {
        hand = await finish(bj, hand);
        expect(await balanceOf(t.db, accountId)).toBe(before - hand.staked + hand.win);
        continue;
      }
      expect((hand.state as BjState).dealer).toHaveLength(1);
      const doubled = act(bj, 'double');
      hand = (await doubled).json() as CardHand;
      expect(hand.settled).toBe(true);
      expect(hand.staked).toBe(2 * stake);
      expect((hand.state as BjState).dealer.length).toBeGreaterThanOrEqual(2);
      expect(await balanceOf(t.db, accountId)).toBe(before - 2 * stake + hand.win);
      const ledger = await t.db.query<{ kind: string; amount_minor: string }>('SELECT kind, amount_minor FROM ledger_entries WHERE ref_type = $1 AND ref_id = $2 ORDER BY id', ['casino_round', hand.roundId]);
      expect(ledger.map((l) => [l.kind, Number(l.amount_minor)])).toEqual([['casino_stake', -stake], ['casino_stake', -stake], ...(hand.win > 0 ? [['casino_win', hand.win]] : [])]);
      return;
    }
    throw new Error('no hand to double in 50 deals');
  });

  it('refuses an action that is not legal now with 409, a second deal while a hand is open, and bad input with 400; none moves money', async () => {
    const bj = gameOf('blackjack');
    const vp = gameOf('videopoker');
    expect(errorCode((await act(vp, 'draw', [0])).body)).toBe('no_open_hand');
    expect((await deal(vp, vp.minStake)).statusCode).toBe(201);
    const before = await balanceOf(t.db, accountId);
    const refusals = [
      await act(vp, 'hit'), await act(vp, 'split'), await deal(vp, vp.minStake),
      await send(t.app, 'POST', `${API}/${vp.id}/hand/action`, { action: 'draw', held: [0, 7] }, auth()),
      await send(t.app, 'POST', `${API}/${vp.id}/hand/action`, { action: 'fold' }, auth()),
      await send(t.app, 'POST', `${API}/${bj.id}/hand`, { stake: 'a lot' }, auth()),
      await send(t.app, 'POST', `${API}/${bj.id}/hand`, { stake: bj.minStake + 1 }, auth()),
      await send(t.app, 'POST', `${API}/${catalog().games.find((g) => g.kind === 'slot')!.id}/hand`, { stake: 100 }, auth()),
      await send(t.app, 'POST', '/web-api/casino/fair/rotate', { clientSeed: 'new-seed' }, auth()),
      await send(t.app, 'POST', `${API}/${vp.id}/round`, { stake: vp.minStake, mode: 'real' }, auth()),
    ];
    expect(refusals.map((r) => [r.statusCode, errorCode(r.body)])).toEqual([
      [409, 'action_not_legal'], [409, 'action_not_legal'], [409, 'hand_open'], [400, 'invalid_body'], [400, 'invalid_body'],
      [400, 'invalid_body'], [400, 'stake_not_allowed'], [400, 'wrong_game'], [409, 'hand_open'], [400, 'wrong_game'],
    ]);
    expect(await balanceOf(t.db, accountId)).toBe(before);
    const hand = (await act(vp, 'draw', [0, 1])).json() as CardHand;
    expect(hand.settled).toBe(true);
    expect(errorCode((await act(vp, 'draw', [])).body)).toBe('no_open_hand');
  });

  it('checks the limits on every added stake: a banned player may finish the open hand but not double it', async () => {
    const bj = gameOf('blackjack');
    const player = await registerTestUser(t.app, { currency: 'RUB' });
    const account = await deposit(t.db, player.userId, 1_000_000);
    const as = (key: string) => ({ authorization: `Bearer ${player.token}`, 'idempotency-key': key });
    let hand: CardHand;
    let n = 0;
    do {
      hand = (await deal(bj, bj.minStake, as(`limit-deal-${(n += 1)}`))).json() as CardHand;
      if (hand.legal.includes('no_insurance')) hand = (await act(bj, 'no_insurance', [], as(`limit-ins-${n}`))).json() as CardHand;
      if (!hand.settled && !hand.legal.includes('double')) hand = await (async () => {
        let h = hand;
        while (!h.settled) h = (await act(bj, 'stand', [], as(`limit-stand-${n}-${h.actions.length}`))).json() as CardHand;
        return h;
      })();
    } while (hand.settled);
    await t.db.query('UPDATE users SET ban_level = 1 WHERE id = $1', [player.userId]);
    const before = await balanceOf(t.db, account);
    const refused = await act(bj, 'double', [], as('limit-double'));
    expect([refused.statusCode, errorCode(refused.body)]).toEqual([403, 'banned_user']);
    expect(await balanceOf(t.db, account)).toBe(before);
    const stood = (await act(bj, 'stand', [], as('limit-final-stand'))).json() as CardHand;
    expect(stood.settled).toBe(true);
    expect(await balanceOf(t.db, account)).toBe(before + stood.win);
    expect(errorCode((await deal(bj, bj.minStake, as('limit-deal-after'))).body)).toBe('banned_user');
  });

  it('one step per Idempotency-Key: a repeated action is answered again, not played twice', async () => {
    const vp = gameOf('videopoker');
    const first = await deal(vp, vp.minStake, { authorization: `Bearer ${user.token}`, 'idempotency-key': 'vp-deal-once' });
    const again = await deal(vp, vp.minStake, { authorization: `Bearer ${user.token}`, 'idempotency-key': 'vp-deal-once' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const drawKey = { authorization: `Bearer ${user.token}`, 'idempotency-key': 'vp-draw-once' };
    const drawn = await act(vp, 'draw', [], drawKey);
    expect((await act(vp, 'draw', [], drawKey)).json()).toEqual(drawn.json());
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE ref_id = $1', [(drawn.json() as CardHand).roundId]))!.n)
      .toBe((drawn.json() as CardHand).win > 0 ? 2 : 1);
  });

  it('an open hand survives a restart and is continued on the new instance', async () => {
    const bj = gameOf('blackjack');
    let hand = (await deal(bj, bj.minStake)).json() as CardHand;
    while (hand.settled) hand = (await deal(bj, bj.minStake)).json() as CardHand;
    const second = await createTestApp({ db: t.db });
    try {
      const current = await get(second.app, `${API}/${bj.id}/hand`);
      expect((current.json() as { hand: CardHand }).hand).toMatchObject({ roundId: hand.roundId, state: hand.state, legal: hand.legal });
      const action = hand.legal.includes('no_insurance') ? 'no_insurance' : 'stand';
      const res = await send(second.app, 'POST', `${API}/${bj.id}/hand/action`, { action }, auth());
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CardHand).actions).toEqual([{ action, held: [] }]);
    } finally {
      await second.app.close();
    }
    const open = (await get(t.app, `${API}/${bj.id}/hand`)).json() as { hand: CardHand | null };
    if (open.hand) await finish(bj, open.hand);
  });

  it('[R08] provably fair: after the seeds are rotated, the whole shoe replays from the revealed seed and gives the hands as played', async () => {
    const bj = gameOf('blackjack');
    const vp = gameOf('videopoker');
    const played = [await finish(bj, (await deal(bj, bj.minStake)).json() as CardHand)];
    const vpHand = (await deal(vp, vp.minStake)).json() as CardHand;
    played.push((await act(vp, 'draw', [1, 3])).json() as CardHand);
    expect(vpHand.fair.serverSeedHash).toBe(played[0]!.fair.serverSeedHash);
    const rotated = await send(t.app, 'POST', '/web-api/casino/fair/rotate', { clientSeed: 'after-cards' }, auth());
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { serverSeed } = (rotated.json() as { revealed: { serverSeed: string } }).revealed;
    expect(crypto.createHash('sha256').update(serverSeed).digest('hex')).toBe(played[0]!.fair.serverSeedHash);
    for (const hand of played) {
      const engine = CARD_ENGINES[hand.kind];
      const floats = Array.from({ length: engine.floats }, (_, i) =>
        floatOfDigest(crypto.createHmac('sha256', serverSeed).update(fairMessage(hand.fair.clientSeed, hand.fair.nonce, i)).digest()));
      let i = 0;
      const deck = engine.shuffle(() => floats[i++]!);
      expect(replayHand(engine, deck, hand.state.stake, hand.actions)).toEqual(hand.state);
    }
    const history = await get(t.app, '/web-api/casino/fair/rounds');
    expect((history.json() as { rounds: Array<{ roundId: string; fair: { serverSeed?: string } }> }).rounds.find((r) => r.roundId === played[1]!.roundId)?.fair.serverSeed).toBe(serverSeed);
  });

  it('[R09] ledger = balance after 1,000 real hands of blackjack and video poker (every action kind played)', async () => {
    const random = mulberry32(23);
    const player = await registerTestUser(t.app, { currency: 'RUB' });
    const account = await deposit(t.db, player.userId, 50_000_000);
    let expected = 50_000_000;
    const games = { blackjack: gameOf('blackjack'), videopoker: gameOf('videopoker') };
    const seen = new Set<string>();
    for (let n = 0; n < 1_000; n += 1) {
      const kind: CardKind = random() < 0.6 ? 'blackjack' : 'videopoker';
      const game = games[kind];
      const stakeMinor = game.minStake * (1 + Math.floor(random() * 5));
      let hand = await t.db.transaction((tx) => dealHand(tx, { userId: player.userId, game, kind, stakeMinor }));
      while (!hand.settled) {
        const legal = hand.legal;
        let action = legal[Math.floor(random() * legal.length)]!;
        // Mostly sensible play, so hands last a few steps: hit below 12, stand from 17.
        if (kind === 'blackjack' && action === 'hit' && handValue((hand.state as BjState).hands[(hand.state as BjState).active]!.cards).total >= 17) action = 'stand';
        seen.add(action);
        const held = kind === 'videopoker' ? [0, 1, 2, 3, 4].filter(() => random() < 0.4) : [];
        hand = await t.db.transaction((tx) => actOnHand(tx, { userId: player.userId, game, move: { action: action as 'hit', held } }));
      }
      expected += hand.win - hand.staked;
      expect(hand.balance).toBe(expected);
    }
    expect([...seen].sort()).toEqual(['double', 'draw', 'hit', 'insurance', 'no_insurance', 'split', 'stand']);
    expect(await balanceOf(t.db, account)).toBe(expected);
    const sums = await t.db.one<{ rounds: number; open: number; stakes: string; wins: string; stake_rows: string; win_rows: string }>(
      `SELECT (SELECT count(*)::int FROM casino_rounds WHERE account_id = $1) AS rounds,
              (SELECT count(*)::int FROM casino_rounds WHERE account_id = $1 AND NOT settled) AS open,
              (SELECT COALESCE(SUM(stake_minor), 0) FROM casino_rounds WHERE account_id = $1) AS stakes,
              (SELECT COALESCE(SUM(win_minor), 0) FROM casino_rounds WHERE account_id = $1) AS wins,
              (SELECT COALESCE(-SUM(amount_minor), 0) FROM ledger_entries WHERE account_id = $1 AND kind = 'casino_stake') AS stake_rows,
              (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE account_id = $1 AND kind = 'casino_win') AS win_rows`, [account]);
    expect(sums).toMatchObject({ rounds: 1_000, open: 0 });
    expect(Number(sums!.stake_rows)).toBe(Number(sums!.stakes));
    expect(Number(sums!.win_rows)).toBe(Number(sums!.wins));
  }, 240_000);
});
