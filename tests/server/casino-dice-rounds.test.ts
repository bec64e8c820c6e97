import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { playRealRound } from '../../server/casino/rounds.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { ROUND_GAMES } from '../../streams/schemas/casino-games/round-games.ts';
import { SICBO_SPOTS } from '../../streams/schemas/casino-games/sicbo.ts';
import { balanceOf, deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { registerTestUser, type TestUser } from './support/users.ts';

// The table games (sic bo, money wheel, dragon tiger) for real money through the round machinery: a bet slip
// through the API (one round, one stake, one win, ledger rows of it), slips that do not split refused without money
// moving, and 1,000 real rounds of random slips per engine with the ledger equal to the balance after each.

const API = '/web-api/casino';
const KINDS = ['sicbo', 'moneywheel', 'dragontiger'] as const;
type Kind = (typeof KINDS)[number];
const gameOf = (kind: Kind): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
const SPOTS: Record<Kind, readonly number[]> = { sicbo: SICBO_SPOTS.map((s) => s.spot), moneywheel: [0, 1, 2, 3, 4, 5], dragontiger: [0, 1, 2] };
type Bet = { spot: number; stake: number; win: number };

describe('the table games for real money', () => {
  let t: TestApp;
  let user: TestUser;
  let accountId: number;
  const auth = (key: string) => ({ authorization: `Bearer ${user.token}`, 'idempotency-key': key });
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    accountId = await deposit(t.db, user.userId, 100_000_000);
  });
  afterAll(async () => t.close());

  it('[R08] a slip of several bets is one round: one stake row, one win row, each bet its share; a replayed key plays none', async () => {
    const game = gameOf('sicbo');
    const before = await balanceOf(t.db, accountId);
    const body = { stake: 4 * game.minStake, mode: 'real', picks: [0, 0, 33, 45] };
    const res = await send(t.app, 'POST', `${API}/games/${game.id}/round`, body, auth('sicbo-slip-1'));
    expect(res.statusCode, res.body).toBe(201);
    const round = res.json() as { roundId: string; stake: number; win: number; balance: number; outcome: { dice: number[]; bets: Bet[] } };
    expect(round.outcome.dice).toHaveLength(3);
    expect(round.outcome.bets.map((b) => [b.spot, b.stake])).toEqual([[0, 2 * game.minStake], [33, game.minStake], [45, game.minStake]]);
    expect(round.win).toBe(round.outcome.bets.reduce((s, b) => s + b.win, 0));
    expect(round.balance).toBe(before - body.stake + round.win);
    const rows = await t.db.query<{ kind: string; amount_minor: string }>(
      "SELECT kind, amount_minor FROM ledger_entries WHERE ref_type = 'casino_round' AND ref_id = $1 ORDER BY id", [round.roundId]);
    expect(rows.map((r) => [r.kind, Number(r.amount_minor)])).toEqual([['casino_stake', -body.stake], ...(round.win > 0 ? [['casino_win', round.win]] : [])]);
    const again = await send(t.app, 'POST', `${API}/games/${game.id}/round`, body, auth('sicbo-slip-1'));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t.db, accountId)).toBe(round.balance);
  });

  it('[R08] a slip whose stake does not split into whole chips, or on spots the table lacks, is a 400 bad_picks that moves no money', async () => {
    const before = await balanceOf(t.db, accountId);
    const cases: Array<[Kind, Record<string, unknown>]> = [
      ['sicbo', { stake: 3 * gameOf('sicbo').minStake + 1, picks: [0, 1, 2] }], ['sicbo', { picks: [99] }], ['sicbo', { picks: [] }],
      ['moneywheel', { picks: [6] }], ['dragontiger', { stake: 2 * gameOf('dragontiger').minStake + 2, picks: [0, 1, 2, 2] }],
    ];
    for (const [i, [kind, body]] of cases.entries()) {
      for (const mode of ['real', 'demo']) {
        const res = await send(t.app, 'POST', `${API}/games/${gameOf(kind).id}/round`, { stake: gameOf(kind).minStake, mode, ...body }, auth(`bad-slip-${i}-${mode}`));
        expect(res.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(400);
        expect((res.json() as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('bad_picks');
      }
    }
    expect(await balanceOf(t.db, accountId)).toBe(before);
  });

  it('[R09] ledger = balance after 1,000 real rounds of random slips of each engine', async () => {
    const random = mulberry32(2311);
    for (const kind of KINDS) {
      const player = await registerTestUser(t.app, { currency: 'RUB' });
      const account = await deposit(t.db, player.userId, 500_000_000);
      const game = gameOf(kind);
      let expected = 500_000_000;
      let stakes = 0;
      let wins = 0;
      for (let i = 0; i < 1_000; i += 1) {
        const chips = 1 + Math.floor(random() * 5);
        const picks = Array.from({ length: chips }, () => SPOTS[kind][Math.floor(random() * SPOTS[kind].length)]!);
        const chip = game.minStake * (1 + Math.floor(random() * 10));
        const round = await t.db.transaction((tx) => playRealRound(tx, { userId: player.userId, game, kind, stakeMinor: chip * chips, choice: { picks, level: 0 } }));
        expect((round.outcome['bets'] as Bet[]).reduce((s, b) => s + b.stake, 0)).toBe(chip * chips);
        expected += round.win - round.stake;
        stakes += round.stake;
        wins += round.win;
        expect(round.balance).toBe(expected);
      }
      expect(await balanceOf(t.db, account)).toBe(expected);
      const sums = await t.db.one<{ rounds: number; stake_rows: string; win_rows: string }>(
        `SELECT (SELECT count(*)::int FROM casino_rounds WHERE account_id = $1 AND kind = $2) AS rounds,
                (SELECT COALESCE(-SUM(amount_minor), 0) FROM ledger_entries WHERE account_id = $1 AND kind = 'casino_stake') AS stake_rows,
                (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE account_id = $1 AND kind = 'casino_win') AS win_rows`, [account, kind]);
      expect(sums!.rounds, kind).toBe(1_000);
      expect(Number(sums!.stake_rows), kind).toBe(stakes);
      expect(Number(sums!.win_rows), kind).toBe(wins);
      expect(ROUND_GAMES[kind].rtp.max).toBeLessThan(100);
    }
  }, 300_000);
});
