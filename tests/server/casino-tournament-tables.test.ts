import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalog, type CatalogGame } from '../../server/casino/catalog.ts';
import { tableRounds } from '../../server/casino/table-rounds.ts';
import { TableStateSchema } from '../../streams/schemas/casino-tables.ts';
import { deposit } from './support/coupon-fixture.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// Issue 23: a live table's bets (roulette, baccarat) count in the casino tournaments as a slot's rounds do: the week's
// wins over stakes in hundredths, once the table paid the bet; a bet still open does not count, nor a slot round in
// the tables' tournament.

const tableOf = (kind: string): CatalogGame => catalog().games.find((g) => g.kind === kind)!;
const log = (message: string, err?: unknown) => { throw new Error(`${message}: ${String(err)}`); };
const playerName = (userId: number) => `Player ${String(userId).padStart(4, '0').slice(-4)}***`;

describe('table bets in casino tournaments (issue 23)', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const player = async () => {
    const u = await registerTestUser(t.app, { currency: 'RUB' });
    await deposit(t.db, u.userId, 10_000_000);
    return u;
  };
  const bet = async (game: CatalogGame, u: TestUser, bets: Array<{ spot: string; stake: number }>) => {
    const res = await send(t.app, 'POST', `/web-api/casino/tables/${game.id}/bet`, { bets, mode: 'real' }, { ...asUser(u), 'idempotency-key': `tour-bet-${(n += 1)}` });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** A fresh round of the table in its betting phase (watched, made by the leader). */
  const freshRound = async (game: CatalogGame) => {
    await t.app.inject({ url: `/web-api/casino/tables/${game.id}` });
    await t.db.query("UPDATE table_rounds SET ends_at = least(ends_at, now() - interval '1 minute'), closes_at = least(closes_at, now() - interval '1 minute'), result_at = least(result_at, now() - interval '1 minute'), betting_from = least(betting_from, now() - interval '2 minutes') WHERE game_id = $1", [game.id]);
    await tableRounds.advance(t.db, Date.now(), log);
  };
  /** The round's result is shown; the leader pays its bets. */
  const finish = async (game: CatalogGame) => {
    await t.db.query(
      `UPDATE table_rounds SET betting_from = betting_from - d, closes_at = closes_at - d, result_at = result_at - d, ends_at = ends_at - d
         FROM (SELECT id AS last, result_at - clock_timestamp() + interval '100 milliseconds' AS d FROM table_rounds WHERE game_id = $1 ORDER BY id DESC LIMIT 1) x
        WHERE id = x.last`, [game.id]);
    await tableRounds.advance(t.db, Date.now(), log);
    await tableRounds.advance(t.db, Date.now(), log);
  };
  const myReturns = async (game: CatalogGame, u: TestUser) => {
    const state = v.parse(TableStateSchema, (await t.app.inject({ url: `/web-api/casino/tables/${game.id}`, headers: asUser(u) })).json());
    return state.myBets.map((b) => ({ stake: b.stake, returned: b.returned! }));
  };
  const board = async (id: string) => {
    const res = await t.app.inject({ url: `/web-api/casino/tournaments/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { leaderboard: Array<{ place: number; player: string; score: number }> }).leaderboard;
  };
  const scoreOf = (play: Array<{ stake: number; returned: number }>) =>
    Math.floor((play.reduce((s, p) => s + p.returned, 0) * 100) / Math.max(1, play.reduce((s, p) => s + p.stake, 0)));

  it('roulette and baccarat bets paid by the table score in the live tables\' tournament; an open bet and a slot round do not', async () => {
    const roulette = tableOf('roulette');
    const baccarat = tableOf('baccarat');
    const [p1, p2, p3] = [await player(), await player(), await player()];
    await freshRound(roulette);
    await freshRound(baccarat);
    await bet(roulette, p1, [{ spot: 'red', stake: 10 * roulette.minStake }, { spot: 'black', stake: 10 * roulette.minStake }]);
    await bet(baccarat, p2, [{ spot: 'banker', stake: 10 * baccarat.minStake }]);
    // p1 also plays a slot round: it is the slots race's, not the tables'.
    const slot = catalog().games.find((g) => g.kind === 'slot')!;
    const spin = await send(t.app, 'POST', `/web-api/casino/games/${slot.id}/round`, { stake: slot.minStake, mode: 'real' }, { ...asUser(p1), 'idempotency-key': `tour-slot-${(n += 1)}` });
    expect(spin.statusCode, spin.body).toBe(201);
    await finish(roulette);
    await finish(baccarat);
    const paid1 = await myReturns(roulette, p1);
    const paid2 = await myReturns(baccarat, p2);
    expect([paid1.length, paid2.length]).toEqual([2, 1]);
    // p3's bet is on a round still open: it has not been paid, so it does not count yet.
    await freshRound(roulette);
    await bet(roulette, p3, [{ spot: 'red', stake: roulette.minStake }]);

    const expected = [
      { player: playerName(p1.userId), score: scoreOf(paid1) },
      { player: playerName(p2.userId), score: scoreOf(paid2) },
    ].sort((a, b) => b.score - a.score || a.player.localeCompare(b.player));
    const live = await board('live-tables-week');
    expect(live.map((r) => ({ player: r.player, score: r.score })).sort((a, b) => b.score - a.score || a.player.localeCompare(b.player))).toEqual(expected);
    expect(live.map((r) => r.place)).toEqual([1, 2]);
    expect(live.some((r) => r.player === playerName(p3.userId))).toBe(false);
    // The slots race has p1's slot round only, none of the table bets.
    const slots = await board('weekly-slots-race');
    expect(slots.map((r) => r.player)).toEqual([playerName(p1.userId)]);
    const round = spin.json() as { stake: number; win: number };
    expect(slots[0]!.score).toBe(Math.floor((round.win * 100) / round.stake));
  });
});
