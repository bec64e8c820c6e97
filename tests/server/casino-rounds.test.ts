import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_GAMES, catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { playRealRound } from '../../server/casino/rounds.ts';
import type { RoundChoice } from '../../streams/schemas/casino-games/game-rules.ts';
import { ROUND_GAMES, type RoundKind } from '../../streams/schemas/casino-games/round-games.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { balanceOf, deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// Rounds of keno, the scratch card and the bonus games through the API: money in the ledger, refusals that move
// none, provably fair commitments, the legacy 301s, and the ledger after 10,000 random rounds of every kind.

const API = '/web-api/casino';
const gameOfKind = (kind: string): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
type Round = { roundId: string; stake: number; win: number; balance: number; outcome: Record<string, unknown>; fair: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number } };
const errorCode = (body: string) => (JSON.parse(body) as { errors: Array<{ code: string }> }).errors[0]!.code;

describe('casino round games through the API', () => {
  let t: TestApp;
  let user: TestUser;
  let accountId: number;
  const auth = (key?: string) => ({ authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) });
  const play = (game: CatalogGame, body: Record<string, unknown>, key: string) =>
    send(t.app, 'POST', `${API}/games/${game.id}/round`, { stake: game.minStake, mode: 'real', ...body }, auth(key));
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    accountId = await deposit(t.db, user.userId, 10_000_000);
  });
  afterAll(async () => t.close());

  it('[R08] a real keno draw: the stake and the win are ledger rows of the round, the balance is start - stake + win', async () => {
    const keno = gameOfKind('keno');
    const before = await balanceOf(t.db, accountId);
    const res = await play(keno, { picks: [3, 17, 42, 80] }, 'keno-draw-1');
    expect(res.statusCode, res.body).toBe(201);
    const round = res.json() as Round;
    expect(round.outcome).toMatchObject({ picks: [3, 17, 42, 80], hits: expect.any(Number) });
    expect((round.outcome['drawn'] as number[])).toHaveLength(20);
    expect(round.balance).toBe(before - round.stake + round.win);
    const rows = await t.db.query<{ kind: string; amount_minor: string }>(
      "SELECT kind, amount_minor FROM ledger_entries WHERE ref_type = 'casino_round' AND ref_id = $1 ORDER BY id", [round.roundId]);
    expect(rows.map((r) => [r.kind, Number(r.amount_minor)])).toEqual([['casino_stake', -round.stake], ...(round.win > 0 ? [['casino_win', round.win]] : [])]);
    expect(await balanceOf(t.db, accountId)).toBe(round.balance);
  });

  it('[R08] bad keno picks are a 400 bad_picks that moves no money: repeats, out of range, too many, none', async () => {
    const keno = gameOfKind('keno');
    const before = await balanceOf(t.db, accountId);
    const bad = [[5, 5], [0, 1], [81], Array.from({ length: 11 }, (_, i) => i + 1), []];
    for (const [i, picks] of bad.entries()) {
      const res = await play(keno, { picks }, `keno-bad-${i}`);
      expect(res.statusCode, JSON.stringify(picks)).toBe(400);
      expect(errorCode(res.body)).toBe('bad_picks');
    }
    const demo = await play(keno, { picks: [5, 5], mode: 'demo' }, 'keno-bad-demo');
    expect(errorCode(demo.body)).toBe('bad_picks');
    expect(await balanceOf(t.db, accountId)).toBe(before);
  });

  it('[R08] an attacker\'s bodies are 400s, never 500s: huge or nested picks, control characters, wrong types; a forged token is 401', async () => {
    const keno = gameOfKind('keno');
    const bodies = [
      { picks: Array.from({ length: 10_000 }, (_, i) => i) }, { picks: [[1, 2], [3]] }, { picks: { 0: 1 } }, { picks: ['1'] },
      { clientSeed: 'ab\u0000cd' }, { clientSeed: 'x'.repeat(5000) }, { clientSeed: 'a\nb' }, { level: 1e9 }, { stake: '100' }, { picks: [1e300] },
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await play(keno, body, `attack-${i}`);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const forged = await send(t.app, 'POST', `${API}/games/${keno.id}/round`, { stake: keno.minStake, mode: 'real', picks: [1] },
      { authorization: `Bearer ${user.token.slice(0, -4)}AAAA`, 'idempotency-key': 'forged-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('[R08] a scratch card and every bonus game play for real money; the bonus games are found at their routes', async () => {
    const choices: Record<string, Record<string, unknown>> = {
      scratch: {}, fortuna: {}, chest: { picks: [1] }, memory: { picks: [0, 5, 11] }, safe: { picks: [1, 7] }, lottery: { picks: [4, 0, 4] }, dragon: { picks: [2], level: 2 },
    };
    for (const [kind, choice] of Object.entries(choices)) {
      const game = gameOfKind(kind);
      const before = await balanceOf(t.db, accountId);
      const res = await play(game, choice, `kind-${kind}`);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
      const round = res.json() as Round;
      expect(round.balance, kind).toBe(before - round.stake + round.win);
    }
    for (const bonus of BONUS_GAMES) {
      const res = await t.app.inject({ url: `${API}/games/${bonus.route}` });
      expect(res.json(), bonus.route).toMatchObject({ id: bonus.id, kind: bonus.kind, rtp: ROUND_GAMES[bonus.kind].rtp.min, providerName: 'Golden Harbor' });
    }
    const fast = (await t.app.inject({ url: `${API}/games?category=fast&subcategory=bonus` })).json() as { items: Array<{ id: number }> };
    expect(fast.items.map((g) => g.id).sort()).toEqual(BONUS_GAMES.map((b) => b.id).sort());
    const dragon = await play(gameOfKind('dragon'), { picks: [1], level: 4 }, 'dragon-bad');
    expect(errorCode(dragon.body)).toBe('bad_level');
  });

  it('[R10] [R11] legacy links answer 301: allgamesentrance to the game page or the games index, slot_first_deposit to the casino', async () => {
    const slot = gameOfKind('slot');
    const live = catalog().games.find((g) => g.categories.includes('live'))!;
    const location = async (url: string) => {
      const res = await t.app.inject({ url });
      return res.statusCode === 301 ? res.headers.location : `status ${res.statusCode}`;
    };
    expect(await location(`/ru/allgamesentrance/${slot.oldRoute}`)).toBe(`/ru/slots/game/${slot.id}/${slot.route}`);
    expect(await location(`/en/allgamesentrance/${live.route}`)).toBe(`/en/casino/game/${live.id}/${live.route}`);
    expect(await location('/en/allgamesentrance/dragon_bonus')).toBe('/en/dragon-bonus');
    expect(await location('/tr/allgamesentrance/no-such-game')).toBe('/tr/games');
    expect(await location('/es/allgamesentrance')).toBe('/es/games');
    expect(await location('/xx/allgamesentrance/foo')).not.toMatch(/^\//);
    expect(await location('/kk/bonus/slot_first_deposit')).toBe('/kk/casino/slot-first-deposit');
    await t.db.query(`INSERT INTO site_settings (key, value) VALUES ('features', '{"thirdPartyHasFirstDepositRedirect": false}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    expect(await location('/kk/bonus/slot_first_deposit')).not.toMatch(/^\//);
    await t.db.query("DELETE FROM site_settings WHERE key = 'features'");
  });

  it('[R09] ledger = balance after 10,000 random rounds of every kind by ten players', async () => {
    const random = mulberry32(2026);
    const kinds = Object.keys(ROUND_GAMES) as RoundKind[];
    const choiceOf = (kind: RoundKind): RoundChoice => {
      const distinct = (n: number, max: number) => [...new Set(Array.from({ length: 40 }, () => Math.floor(random() * (max + 1))))].slice(0, n);
      if (kind === 'keno') return { picks: distinct(1 + Math.floor(random() * 10), 79).map((p) => p + 1), level: 0 };
      if (kind === 'chest') return { picks: [Math.floor(random() * 3)], level: 0 };
      if (kind === 'memory') return { picks: distinct(3, 11), level: 0 };
      if (kind === 'safe') return { picks: distinct(1 + Math.floor(random() * 3), 9), level: 0 };
      if (kind === 'lottery') return { picks: [0, 1, 2].map(() => Math.floor(random() * 10)), level: 0 };
      if (kind === 'dragon') return { picks: [Math.floor(random() * 5)], level: 1 + Math.floor(random() * 3) };
      // The table games' slips: one chip on a spot (tests/server/casino-dice-rounds.test.ts plays slips of several).
      if (kind === 'sicbo') return { picks: [Math.floor(random() * 5)], level: 0 };
      if (kind === 'moneywheel') return { picks: [Math.floor(random() * 6)], level: 0 };
      if (kind === 'dragontiger') return { picks: [Math.floor(random() * 3)], level: 0 };
      return { picks: [], level: 0 };
    };
    const players = await Promise.all(Array.from({ length: 10 }, async () => {
      const u = await registerTestUser(t.app, { currency: 'RUB' });
      const account = await deposit(t.db, u.userId, 50_000_000);
      return { userId: u.userId, account, expected: 50_000_000 };
    }));
    const games = Object.fromEntries(kinds.map((k) => [k, gameOfKind(k)])) as Record<RoundKind, CatalogGame>;
    // Ten players play side by side (their transactions interleave), each round its own transaction as in the API.
    await Promise.all(players.map(async (p) => {
      for (let i = 0; i < 1_000; i += 1) {
        const kind = kinds[Math.floor(random() * kinds.length)]!;
        const game = games[kind];
        const stakeMinor = game.minStake * (1 + Math.floor(random() * 20));
        const round = await t.db.transaction((tx) => playRealRound(tx, {
          userId: p.userId, game, kind, stakeMinor, choice: choiceOf(kind),
        }));
        p.expected += round.win - round.stake;
        expect(round.balance).toBe(p.expected);
      }
    }));
    for (const p of players) {
      expect(await balanceOf(t.db, p.account)).toBe(p.expected);
      const sums = await t.db.one<{ rounds: number; stakes: string; wins: string; stake_rows: string; win_rows: string }>(
        `SELECT (SELECT count(*)::int FROM casino_rounds WHERE account_id = $1) AS rounds,
                (SELECT COALESCE(SUM(stake_minor), 0) FROM casino_rounds WHERE account_id = $1) AS stakes,
                (SELECT COALESCE(SUM(win_minor), 0) FROM casino_rounds WHERE account_id = $1) AS wins,
                (SELECT COALESCE(-SUM(amount_minor), 0) FROM ledger_entries WHERE account_id = $1 AND kind = 'casino_stake') AS stake_rows,
                (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE account_id = $1 AND kind = 'casino_win') AS win_rows`, [p.account]);
      expect(sums!.rounds).toBe(1_000);
      expect(Number(sums!.stake_rows)).toBe(Number(sums!.stakes));
      expect(Number(sums!.win_rows)).toBe(Number(sums!.wins));
      expect(50_000_000 - Number(sums!.stakes) + Number(sums!.wins)).toBe(p.expected);
    }
    // ~25 s on a quiet machine, over two minutes on a busy one (five engineers share two cores): hence the limit.
  }, 240_000);
});
