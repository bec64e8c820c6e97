import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LottoBuyAnswerSchema, LottoOverviewSchema, LottoTicketsSchema, TotoBuyAnswerSchema, TotoCouponsSchema, TotoDrawDetailSchema, TotoDrawsSchema, TotoOverviewSchema,
} from '../../streams/schemas/sports-toto.ts';
import { REPO_ROOT } from '../../server/env.ts';
import { LOTTO_GAMES, advanceLotto, advanceToto, combinationsOf, drawNumbers, parseTotoPicks, totoHits } from '../../server/sports/toto-lotto.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';
import { balanceOf, deposit } from './support/coupon-fixture.ts';

describe('toto and lotto (R05)', () => {
  it('[R05] a lotto draw is `pick` different numbers of the pool, whatever the generator gives (a constant one too)', () => {
    for (const random of [() => 0.5, () => 0, () => 0.999999, Math.random]) {
      const numbers = drawNumbers({ pick: 6, pool: 45 }, random);
      expect(numbers).toHaveLength(6);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 45)).toBe(true);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
  });

  let t: TestApp;
  let user: TestUser;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerTestUser(t.app, { currency: 'RUB' });
    accountId = await deposit(t.db, user.userId, 1_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string, schema: v.GenericSchema<unknown, T>, headers: Record<string, string> = {}): Promise<T> => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(schema, res.json());
  };

  it('[R05] toto picks: parsing, combinations and hits', () => {
    expect(parseTotoPicks(Array(15).fill('X21') as string[])).toEqual(Array(15).fill('1X2'));
    expect(parseTotoPicks(Array(14).fill('1') as string[])).toBeNull();
    expect(parseTotoPicks([...Array(14).fill('1'), '3'] as string[])).toBeNull();
    expect(combinationsOf(['1X', '1X2', ...Array(13).fill('2')])).toBe(6);
    expect(totoHits(['1', 'X2', '1X2'], ['1', '1', 'C'])).toBe(2);
  });

  it('[R05] the open toto draw has 15 events with the players\' picks and a pool; the archive has results and winners', async () => {
    const overview = await get('/web-api/toto?lang=ru', TotoOverviewSchema);
    expect(overview.current).not.toBeNull();
    const draw = overview.current!;
    expect(draw.status).toBe(2);
    expect(draw.events).toHaveLength(15);
    expect(draw.pool).toBeGreaterThan(0);
    for (const e of draw.events) expect(e.picks[0] + e.picks[1] + e.picks[2]).toBeCloseTo(100, 0);
    expect(draw.events[0]!.sport).toBe('Футбол');
    expect(overview.price).toEqual({ amount: 50, currency: 'RUB' });
    const archive = await get('/web-api/toto/draws', TotoDrawsSchema);
    const settled = archive.draws.filter((d) => d.status === 4);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled[0]!.events.every((e) => e.result !== null)).toBe(true);
    expect(settled[0]!.prizes.map((p) => p.hits)).toEqual([15, 14, 13, 12]);
    const detail = await get(`/web-api/toto/draws/${settled[0]!.id}`, TotoDrawDetailSchema);
    expect(detail.coupons.length).toBeGreaterThan(0);
    expect(detail.coupons[0]!.hits).toBeGreaterThanOrEqual(detail.coupons[detail.coupons.length - 1]!.hits ?? 0);
    expect((await t.app.inject({ url: '/web-api/toto/draws/999999' })).statusCode).toBe(404);
  });

  it('[R05] buying a toto coupon needs a login, takes the stake through the ledger once per Idempotency-Key', async () => {
    const { current } = await get('/web-api/toto', TotoOverviewSchema);
    const picks = ['1X', ...Array(14).fill('1')];
    const body = { drawId: current!.id, picks };
    expect((await send(t.app, 'POST', '/web-api/toto/coupons', body, { 'idempotency-key': 'toto-key-000001' })).statusCode).toBe(401);
    const before = await balanceOf(t.db, accountId);
    const first = await send(t.app, 'POST', '/web-api/toto/coupons', body, { ...asUser(user), 'idempotency-key': 'toto-key-000001' });
    expect(first.statusCode, first.body).toBe(201);
    const answer = v.parse(TotoBuyAnswerSchema, first.json());
    expect(answer.coupon).toMatchObject({ combinations: 2, stake: 100, currency: 'RUB', hits: null });
    const again = await send(t.app, 'POST', '/web-api/toto/coupons', body, { ...asUser(user), 'idempotency-key': 'toto-key-000001' });
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t.db, accountId)).toBe(before - 10_000);
    const mine = await get('/web-api/toto/coupons', TotoCouponsSchema, asUser(user));
    expect(mine.coupons.map((c) => c.id)).toEqual([answer.coupon.id]);
    const bad = await send(t.app, 'POST', '/web-api/toto/coupons', { drawId: current!.id, picks: ['3', ...Array(14).fill('1')] }, { ...asUser(user), 'idempotency-key': 'toto-key-000002' });
    expect(bad.statusCode).toBe(400);
  });

  it('[R05] a toto draw closes before its first event starts, also when a game of it is brought forward', async () => {
    const firstStarts = () => t.db.query<{ id: number; status: number; closes_at: Date; first_start: Date }>(
      `SELECT d.id, d.status, d.closes_at, min(g.start_at) AS first_start FROM toto_draws d JOIN toto_events e ON e.draw_id = d.id
       JOIN games g ON g.id = e.game_id WHERE d.status IN (1, 2) GROUP BY d.id`);
    const draws = await firstStarts();
    expect(draws.map((d) => d.status)).toContain(2);
    for (const d of draws) expect(d.closes_at.getTime(), `draw ${d.id}`).toBeLessThanOrEqual(d.first_start.getTime());
    // The simulator brings a game of the open draw forward (too few live games) and kicks it off now.
    const { current } = await get('/web-api/toto', TotoOverviewSchema);
    const game = await t.db.one<{ game_id: number }>('SELECT game_id FROM toto_events WHERE draw_id = $1 AND num = 9', [current!.id]);
    const now = new Date();
    await t.db.query('UPDATE games SET start_at = $2, status = 2 WHERE id = $1', [game!.game_id, new Date(now.getTime() - 1_000)]);
    const picks = Array(15).fill('1');
    const refused = await send(t.app, 'POST', '/web-api/toto/coupons', { drawId: current!.id, picks }, { ...asUser(user), 'idempotency-key': 'toto-key-000009' });
    expect(refused.statusCode, refused.body).toBe(409);
    await t.db.transaction((tx) => advanceToto(tx, now));
    const closed = await t.db.one<{ status: number; closes_at: Date }>('SELECT status, closes_at FROM toto_draws WHERE id = $1', [current!.id]);
    expect(closed!.status).toBe(3);
    expect(closed!.closes_at.getTime()).toBeLessThanOrEqual(now.getTime() - 1_000);
    // Any draw still to close (a new one, when the seed has games for it) closes before its own first event.
    for (const d of await firstStarts()) expect(d.closes_at.getTime(), `draw ${d.id}`).toBeLessThanOrEqual(d.first_start.getTime());
  });

  it('[R05] lotto: games with price, prizes, next draws and results; a ticket is bought, drawn and paid', async () => {
    const overview = await get('/web-api/lotto', LottoOverviewSchema);
    expect(overview.games.length).toBe(3);
    const game = overview.games.find((g) => g.slug === 'keno-5-36')!;
    expect(game.upcoming).toHaveLength(3);
    expect(game.results.length).toBeGreaterThan(0);
    expect(game.results[0]!.numbers).toHaveLength(5);
    expect((await t.app.inject({ url: '/web-api/lotto/no-such-game' })).statusCode).toBe(404);
    const draw = game.upcoming[0]!;
    const wrong = await send(t.app, 'POST', '/web-api/lotto/tickets', { drawId: draw.id, numbers: [1, 2, 3] }, { ...asUser(user), 'idempotency-key': 'lotto-key-00001' });
    expect(wrong.statusCode).toBe(400);
    const before = await balanceOf(t.db, accountId);
    const bought = await send(t.app, 'POST', '/web-api/lotto/tickets', { drawId: draw.id, numbers: [1, 2, 3, 4, 5] }, { ...asUser(user), 'idempotency-key': 'lotto-key-00002' });
    expect(bought.statusCode, bought.body).toBe(201);
    const ticket = v.parse(LottoBuyAnswerSchema, bought.json()).ticket;
    expect(ticket).toMatchObject({ lotto: 'Express 5/36', lottoSlug: 'keno-5-36', stake: 50, currency: 'RUB', hits: null, numbers: [1, 2, 3, 4, 5] });
    expect(await balanceOf(t.db, accountId)).toBe(before - 5_000);
    // The draw time comes: numbers 1-5 are drawn (a random source near 0 keeps the pool's first numbers in place),
    // the ticket wins the top prize.
    await t.db.transaction((tx) => advanceLotto(tx, new Date(Date.parse(draw.drawAt) + 1000), () => 0.001));
    const mine = await get('/web-api/lotto/tickets', LottoTicketsSchema, asUser(user));
    expect(mine.tickets[0]).toMatchObject({ id: ticket.id, hits: 5, payout: 50 * 20000, drawn: [1, 2, 3, 4, 5] });
    expect(await balanceOf(t.db, accountId)).toBe(before - 5_000 + 50 * 20000 * 100);
  });
});

describe('lotto names', () => {
  it('[R05] every seeded lotto game has its name in every site language (the pages show it translated)', () => {
    for (const lang of ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt']) {
      const texts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src', 'i18n', 'locales', lang, 'sportsPages.json'), 'utf8')) as { lotto: { games: Record<string, string> } };
      for (const game of LOTTO_GAMES) expect(texts.lotto.games[game.slug], `${lang} ${game.slug}`).toMatch(/\S/);
    }
  });
});
