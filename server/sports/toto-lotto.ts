import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { lockAccount, lockPlayer, post } from '../money/ledger.ts';
import { assertStakeAllowed } from '../limits/enforce.ts';
import { toMinor } from '../money/currencies.ts';
import { mulberry32, seedFrom } from '../seed/prng.ts';

// Toto and lotto (issue 4, R05): the draws, their settlement and the purchase of coupons and tickets.
// Money moves only through the ledger, in the same transaction as the coupon or ticket it pays for (DESIGN.md).

export const TOTO_EVENTS = 15;
/** Price of one toto combination, in major units of the player's currency (unknown currencies: 1). */
export const TOTO_PRICE: Record<string, number> = { RUB: 50, USD: 1, EUR: 1, UAH: 20, KZT: 250, AZN: 1, TRY: 20 };
/** Share of the pool that goes to the winners by hits; the rest of an empty category carries to the jackpot. */
export const TOTO_PRIZE_SHARES: Record<number, number> = { 15: 0.4, 14: 0.2, 13: 0.15, 12: 0.1 };
const PICKS = ['1', 'X', '2'] as const;

export interface LottoGameDef {
  id: number;
  slug: string;
  name: string;
  pick: number;
  pool: number;
  everyMin: number;
  prices: Record<string, number>;
  prizes: Record<string, number>;
}

export const LOTTO_GAMES: LottoGameDef[] = [
  { id: 1, slug: 'rapid-6-45', name: 'Rapid 6/45', pick: 6, pool: 45, everyMin: 5, prices: { RUB: 100, USD: 1, EUR: 1, UAH: 40, KZT: 500 }, prizes: { 2: 1, 3: 5, 4: 50, 5: 1000, 6: 100000 } },
  { id: 2, slug: 'keno-5-36', name: 'Express 5/36', pick: 5, pool: 36, everyMin: 3, prices: { RUB: 50, USD: 0.5, EUR: 0.5, UAH: 20, KZT: 250 }, prizes: { 2: 1, 3: 10, 4: 200, 5: 20000 } },
  { id: 3, slug: 'grand-7-49', name: 'Grand 7/49', pick: 7, pool: 49, everyMin: 15, prices: { RUB: 200, USD: 2, EUR: 2, UAH: 80, KZT: 1000 }, prizes: { 3: 2, 4: 20, 5: 300, 6: 10000, 7: 1000000 } },
];

export const priceOf = (table: Record<string, number>, currency: string): number => table[currency] ?? 1;

// ------------------------------------------------------------------------------------------------ toto picks

/** Parses '1,X2,1X2,...' into 15 non-empty pick sets; null when malformed. */
export function parseTotoPicks(picks: readonly string[]): string[] | null {
  if (picks.length !== TOTO_EVENTS) return null;
  const out: string[] = [];
  for (const p of picks) {
    const set = PICKS.filter((x) => p.includes(x));
    if (set.length === 0 || p.length !== set.length || [...p].some((c) => !PICKS.includes(c as never))) return null;
    out.push(set.join(''));
  }
  return out;
}

export const combinationsOf = (picks: readonly string[]) => picks.reduce((n, p) => n * p.length, 1);

/** Hits of a coupon's best combination: an event counts when its result is among the picks (or it was cancelled). */
export function totoHits(picks: readonly string[], results: readonly (string | null)[]): number {
  return picks.reduce((n, p, i) => n + (results[i] === 'C' || (results[i] && p.includes(results[i]!)) ? 1 : 0), 0);
}

// ------------------------------------------------------------------------------------------------ toto draws

interface LineGame {
  id: number;
  start_at: Date;
}

/** 15 upcoming football games starting after `after`, for a new draw. */
async function pickTotoGames(tx: Queryable, after: Date): Promise<LineGame[]> {
  return tx.query<LineGame>(
    `SELECT g.id, g.start_at FROM games g JOIN championships c ON c.id = g.champ_id
     WHERE g.sport_id = 1 AND g.status = 1 AND g.kind = 0 AND NOT g.is_synthetic AND g.start_at > $1
       AND NOT EXISTS (SELECT 1 FROM toto_events e WHERE e.game_id = g.id)
     ORDER BY c.is_top DESC, g.start_at LIMIT ${TOTO_EVENTS}`,
    [after],
  );
}

async function createTotoDraw(tx: Queryable, status: 1 | 2, after: Date, rand: () => number): Promise<number | null> {
  const games = await pickTotoGames(tx, after);
  if (games.length < TOTO_EVENTS) return null;
  games.sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  const last = await tx.one<{ n: number | null }>('SELECT max(number) AS n FROM toto_draws');
  const number = (last?.n ?? 0) + 1;
  const draw = await tx.one<{ id: number }>(
    `INSERT INTO toto_draws (number, status, closes_at, pool_minor, jackpot_minor) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [number, status, games[0]!.start_at, Math.round(2_000_000 + rand() * 3_000_000) * 100, Math.round(500_000 + rand() * 1_000_000) * 100],
  );
  const picks = games.map(() => {
    const a = 20 + rand() * 50;
    const b = 10 + rand() * 25;
    const total = a + b + (100 - a - b > 5 ? 100 - a - b : 5);
    const p1 = Math.round((a / total) * 10_000) / 100;
    const px = Math.round((b / total) * 10_000) / 100;
    return [p1, px, Math.round((100 - p1 - px) * 100) / 100] as const;
  });
  await insertEvents(tx, draw!.id, games.map((g) => g.id), picks);
  return draw!.id;
}

async function insertEvents(tx: Queryable, drawId: number, gameIds: number[], picks: ReadonlyArray<readonly [number, number, number]>): Promise<void> {
  await tx.query(
    `INSERT INTO toto_events (draw_id, num, game_id, pick1, pickx, pick2)
     SELECT $1, n, g, p1, px, p2 FROM unnest($2::smallint[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[]) AS x(n, g, p1, px, p2)`,
    [drawId, `{${gameIds.map((_, i) => i + 1).join(',')}}`, `{${gameIds.join(',')}}`, `{${picks.map((p) => p[0]).join(',')}}`, `{${picks.map((p) => p[1]).join(',')}}`, `{${picks.map((p) => p[2]).join(',')}}`]);
}

/** The demo crowd's coupons of a draw (they make the pool and the winners table). */
async function crowdCoupons(tx: Queryable, drawId: number, count: number, rand: () => number): Promise<void> {
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    const picks = Array.from({ length: TOTO_EVENTS }, () => {
      const r = rand();
      return r < 0.8 ? PICKS[Math.floor(rand() * 3)]! : r < 0.95 ? ['1X', 'X2', '12'][Math.floor(rand() * 3)]! : '1X2';
    });
    rows.push(picks.join(','));
  }
  await tx.query(
    `INSERT INTO toto_coupons (draw_id, picks, combinations, stake_minor, currency)
     SELECT $1, p, (SELECT coalesce(exp(sum(ln(length(x)))), 1)::int FROM unnest(string_to_array(p, ',')) x), 0, 'RUB' FROM unnest($2::text[]) p`,
    [drawId, `{${rows.map((r) => `"${r}"`).join(',')}}`],
  );
  await tx.query('UPDATE toto_draws SET coupons = coupons + $2 WHERE id = $1', [drawId, count]);
}

/** Settles a closed draw whose games are all over: results, hits, winners by category, payouts through the ledger. */
async function settleTotoDraw(tx: Queryable, drawId: number): Promise<void> {
  const events = await tx.query<{ num: number; status: number; score: { periods: [number, number][] } }>(
    `SELECT e.num, g.status, g.score FROM toto_events e JOIN games g ON g.id = e.game_id WHERE e.draw_id = $1 ORDER BY e.num`, [drawId]);
  const results = events.map((e) => {
    if (e.status === 5) return 'C';
    const [h, a] = e.score.periods.slice(0, 2).reduce(([x, y], p) => [x + p[0], y + p[1]], [0, 0]);
    return h > a ? '1' : h < a ? '2' : 'X';
  });
  await tx.query('UPDATE toto_events e SET result = x.r FROM unnest($2::smallint[], $3::text[]) AS x(n, r) WHERE e.draw_id = $1 AND e.num = x.n',
    [drawId, `{${results.map((_, i) => i + 1).join(',')}}`, `{${results.join(',')}}`]);
  const draw = await tx.one<{ pool_minor: number; jackpot_minor: number }>('SELECT pool_minor, jackpot_minor FROM toto_draws WHERE id = $1', [drawId]);
  const coupons = await tx.query<{ id: number; picks: string; user_id: number | null; account_id: number | null }>('SELECT id, picks, user_id, account_id FROM toto_coupons WHERE draw_id = $1', [drawId]);
  const byHits = new Map<number, typeof coupons>();
  const hitsOf = coupons.map((c) => totoHits(c.picks.split(','), results));
  coupons.forEach((c, i) => {
    if (hitsOf[i]! >= 12) byHits.set(hitsOf[i]!, [...(byHits.get(hitsOf[i]!) ?? []), c]);
  });
  if (coupons.length > 0) {
    await tx.query('UPDATE toto_coupons c SET hits = x.h FROM unnest($1::int[], $2::smallint[]) AS x(id, h) WHERE c.id = x.id',
      [`{${coupons.map((c) => c.id).join(',')}}`, `{${hitsOf.join(',')}}`]);
  }
  const pool = Number(draw!.pool_minor);
  for (const hits of [15, 14, 13, 12]) {
    const winners = byHits.get(hits) ?? [];
    const fund = Math.floor(pool * TOTO_PRIZE_SHARES[hits]!) + (hits === 15 ? Number(draw!.jackpot_minor) : 0);
    const each = winners.length > 0 ? Math.floor(fund / winners.length) : 0;
    await tx.query('INSERT INTO toto_prizes (draw_id, hits, winners, payout_minor) VALUES ($1, $2, $3, $4)', [drawId, hits, winners.length, each]);
    if (winners.length > 0) await tx.query('UPDATE toto_coupons SET payout_minor = $2 WHERE id = ANY($1::int[])', [`{${winners.map((w) => w.id).join(',')}}`, each]);
    for (const w of winners) {
      if (w.user_id !== null && w.account_id !== null && each > 0) {
        await post(tx, { accountId: w.account_id, amountMinor: each, kind: 'bet_payout', refType: 'toto_coupon', refId: String(w.id) });
      }
    }
  }
  await tx.query(`UPDATE toto_coupons SET payout_minor = 0 WHERE draw_id = $1 AND payout_minor IS NULL`, [drawId]);
  await tx.query(`UPDATE toto_draws SET status = 4, settled_at = now() WHERE id = $1`, [drawId]);
}

/**
 * A draw closes before its first event starts (issue 11): a draw whose game was brought forward (the simulator kicks
 * games off early when too few are live) or has started anyway closes at once, and every draw not yet closed keeps
 * its closing time at or before its first event's start.
 */
export async function closeStartedTotoDraws(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `UPDATE toto_draws d SET closes_at = f.first_start
     FROM (SELECT e.draw_id, min(g.start_at) AS first_start FROM toto_events e JOIN games g ON g.id = e.game_id GROUP BY e.draw_id) f
     WHERE f.draw_id = d.id AND d.status IN (1, 2) AND f.first_start < d.closes_at`);
  await tx.query(
    `UPDATE toto_draws d SET status = 3 WHERE d.status = 2 AND (d.closes_at <= $1 OR EXISTS (
       SELECT 1 FROM toto_events e JOIN games g ON g.id = e.game_id WHERE e.draw_id = d.id AND g.status <> 1))`, [now]);
}

/**
 * Moves toto on (called by the simulator every tick, and by the seed): the open draw closes at its first event;
 * a closed draw settles when all its games are over; there is always an open and an announced draw.
 */
export async function advanceToto(tx: Queryable, now: Date, seed = 'toto'): Promise<void> {
  const rand = mulberry32(seedFrom(`${seed}:${now.getTime()}`));
  await closeStartedTotoDraws(tx, now);
  const closed = await tx.query<{ id: number }>(
    `SELECT d.id FROM toto_draws d WHERE d.status = 3 AND NOT EXISTS (
       SELECT 1 FROM toto_events e JOIN games g ON g.id = e.game_id WHERE e.draw_id = d.id AND g.status < 4)`);
  for (const d of closed) await settleTotoDraw(tx, d.id);
  const open = await tx.one<{ id: number }>('SELECT id FROM toto_draws WHERE status = 2 LIMIT 1');
  if (!open) {
    const announced = await tx.one<{ id: number; closes_at: Date }>('SELECT id, closes_at FROM toto_draws WHERE status = 1 ORDER BY number LIMIT 1');
    if (announced && announced.closes_at > now) {
      await tx.query('UPDATE toto_draws SET status = 2 WHERE id = $1', [announced.id]);
      await crowdCoupons(tx, announced.id, 40, rand);
    } else {
      if (announced) await tx.query('DELETE FROM toto_draws WHERE id = $1', [announced.id]);
      const id = await createTotoDraw(tx, 2, now, rand);
      if (id) await crowdCoupons(tx, id, 40, rand);
    }
  }
  const next = await tx.one<{ id: number }>('SELECT id FROM toto_draws WHERE status = 1 LIMIT 1');
  if (!next) {
    const current = await tx.one<{ closes_at: Date }>(`SELECT max(g.start_at) AS closes_at FROM toto_draws d JOIN toto_events e ON e.draw_id = d.id JOIN games g ON g.id = e.game_id WHERE d.status = 2`);
    await createTotoDraw(tx, 1, current?.closes_at ?? now, rand);
  }
}

/** Past draws for the archive (seed): 15 finished games of the past, settled with the crowd's coupons. */
export async function seedTotoHistory(tx: Queryable, draws: number, crowd = 200): Promise<void> {
  const rand = mulberry32(seedFrom('toto-history'));
  const finished = await tx.query<{ id: number; start_at: Date }>(
    `SELECT id, start_at FROM games WHERE sport_id = 1 AND status = 4 AND kind = 0 AND NOT is_synthetic ORDER BY start_at LIMIT ${draws * TOTO_EVENTS}`);
  for (let d = 0; d + 1 <= Math.floor(finished.length / TOTO_EVENTS); d++) {
    const games = finished.slice(d * TOTO_EVENTS, (d + 1) * TOTO_EVENTS);
    const draw = await tx.one<{ id: number }>(
      `INSERT INTO toto_draws (number, status, closes_at, pool_minor, jackpot_minor) VALUES ($1, 3, $2, $3, $4) RETURNING id`,
      [d + 1, games[0]!.start_at, Math.round(2_000_000 + rand() * 3_000_000) * 100, Math.round(500_000 + rand() * 1_000_000) * 100]);
    await insertEvents(tx, draw!.id, games.map((g) => g.id), games.map(() => [45, 28, 27] as const));
    await crowdCoupons(tx, draw!.id, crowd, rand);
    await settleTotoDraw(tx, draw!.id);
  }
}

/** Buys a toto coupon on the user's active account (the caller wraps it in once() for the Idempotency-Key). */
export async function buyTotoCoupon(tx: Queryable, userId: number, drawId: number, picks: string[]): Promise<{ couponId: number; stakeMinor: number; currency: string; combinations: number; balanceMinor: number }> {
  const parsed = parseTotoPicks(picks);
  if (!parsed) throw new ApiError(400, 'invalid_body', 'Invalid toto coupon', 'picks must be 15 choices of 1, X and 2');
  // The player before the draw (lockPlayer, ledger.ts): one lock order for every money transaction.
  await lockPlayer(tx, userId);
  const draw = await tx.one<{ status: number; closes_at: Date }>('SELECT status, closes_at FROM toto_draws WHERE id = $1 FOR NO KEY UPDATE', [drawId]);
  if (!draw) throw new ApiError(404, 'not_found', 'Not found', `No toto draw ${drawId}`);
  // Closed, past its closing time, or one of its games under way (the draw closes on the simulator's next pass).
  const started = await tx.one<{ x: number }>(
    'SELECT 1 AS x FROM toto_events e JOIN games g ON g.id = e.game_id WHERE e.draw_id = $1 AND (g.status <> 1 OR g.start_at <= $2) LIMIT 1', [drawId, new Date()]);
  if (draw.status !== 2 || draw.closes_at <= new Date() || started) throw new ApiError(409, 'draw_closed', 'Draw closed', 'This draw no longer takes coupons');
  const account = await activeAccount(tx, userId);
  const combinations = combinationsOf(parsed);
  if (combinations > 1_000) throw new ApiError(400, 'invalid_body', 'Too many combinations', 'A coupon has at most 1000 combinations');
  const stakeMinor = toMinor(priceOf(TOTO_PRICE, account.currency) * combinations, account.currency) ?? 0;
  // Responsible gaming (issue 13) before anything is written.
  await assertStakeAllowed(tx, { userId, stakeMinor, currency: account.currency, nowMs: Date.now() });
  const row = await tx.one<{ id: number }>(
    `INSERT INTO toto_coupons (draw_id, user_id, account_id, picks, combinations, stake_minor, currency) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [drawId, userId, account.id, parsed.join(','), combinations, stakeMinor, account.currency]);
  const { balanceMinor } = await post(tx, { accountId: account.id, amountMinor: -stakeMinor, kind: 'bet_stake', refType: 'toto_coupon', refId: String(row!.id) });
  await tx.query('UPDATE toto_draws SET coupons = coupons + 1, pool_minor = pool_minor + $2 WHERE id = $1', [drawId, Math.floor(stakeMinor * 0.65)]);
  return { couponId: row!.id, stakeMinor, currency: account.currency, combinations, balanceMinor };
}

async function activeAccount(tx: Queryable, userId: number) {
  const acc = await tx.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND is_active AND closed_at IS NULL', [userId]);
  if (!acc) throw new ApiError(409, 'no_account', 'No active account', 'The user has no active account');
  return lockAccount(tx, acc.id, userId);
}

// ------------------------------------------------------------------------------------------------ lotto

/** Draws the lotto draws that are due (paying the winning tickets) and keeps 3 upcoming draws per game. */
export async function advanceLotto(tx: Queryable, now: Date, random: () => number = Math.random): Promise<void> {
  const due = await tx.query<{ id: number; lotto_id: number }>('SELECT id, lotto_id FROM lotto_draws WHERE status = 1 AND draw_at <= $1 ORDER BY draw_at LIMIT 50', [now]);
  for (const d of due) {
    const game = LOTTO_GAMES.find((g) => g.id === d.lotto_id)!;
    const numbers = drawNumbers(game, random);
    await tx.query('UPDATE lotto_draws SET status = 2, numbers = $2::smallint[] WHERE id = $1', [d.id, `{${numbers.join(',')}}`]);
    const tickets = await tx.query<{ id: number; numbers: number[]; stake_minor: number; account_id: number; currency: string }>(
      'SELECT id, numbers, stake_minor, account_id, currency FROM lotto_tickets WHERE draw_id = $1', [d.id]);
    for (const t of tickets) {
      const hits = t.numbers.filter((n) => numbers.includes(n)).length;
      const payout = Math.floor(Number(t.stake_minor) * (game.prizes[hits] ?? 0));
      await tx.query('UPDATE lotto_tickets SET hits = $2, payout_minor = $3 WHERE id = $1', [t.id, hits, payout]);
      if (payout > 0) await post(tx, { accountId: t.account_id, amountMinor: payout, kind: 'bet_payout', refType: 'lotto_ticket', refId: String(t.id) });
    }
  }
  for (const game of LOTTO_GAMES) {
    const upcoming = await tx.query<{ number: number; draw_at: Date }>('SELECT number, draw_at FROM lotto_draws WHERE lotto_id = $1 AND status = 1 ORDER BY number', [game.id]);
    const last = await tx.one<{ number: number | null; draw_at: Date | null }>('SELECT max(number) AS number, max(draw_at) AS draw_at FROM lotto_draws WHERE lotto_id = $1', [game.id]);
    let number = last?.number ?? 0;
    let at = Math.max(now.getTime(), last?.draw_at?.getTime() ?? now.getTime());
    for (let k = upcoming.length; k < 3; k++) {
      number += 1;
      at = Math.ceil((at + game.everyMin * 60_000) / 60_000) * 60_000;
      await tx.query('INSERT INTO lotto_draws (lotto_id, number, draw_at) VALUES ($1, $2, $3)', [game.id, number, new Date(at)]);
    }
  }
}

/**
 * `pick` different numbers of 1..pool: a partial Fisher-Yates shuffle, exactly `pick` draws of `random`, so it ends
 * whatever the generator gives (retrying on a repeated number never ends with a constant one, as in tests).
 */
export function drawNumbers(game: Pick<LottoGameDef, 'pick' | 'pool'>, random: () => number): number[] {
  const pool = Array.from({ length: game.pool }, (_, i) => i + 1);
  for (let i = 0; i < game.pick; i++) {
    const j = i + Math.min(game.pool - i - 1, Math.floor(random() * (game.pool - i)));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, game.pick).sort((a, b) => a - b);
}

/** Past draws for the results (seed): `count` drawn draws per game. */
export async function seedLotto(tx: Queryable, now: Date, count: number): Promise<void> {
  await tx.query(
    `INSERT INTO lotto_games (id, slug, name, pick, pool, every_min, prices, prizes, sort)
     SELECT id, slug, name, pick, pool, every_min, prices, prizes, sort FROM jsonb_to_recordset($1::jsonb)
       AS x(id smallint, slug text, name text, pick smallint, pool smallint, every_min int, prices jsonb, prizes jsonb, sort smallint)`,
    [JSON.stringify(LOTTO_GAMES.map((g, i) => ({ id: g.id, slug: g.slug, name: g.name, pick: g.pick, pool: g.pool, every_min: g.everyMin, prices: g.prices, prizes: g.prizes, sort: i })))]);
  const rand = mulberry32(seedFrom('lotto'));
  const rows = LOTTO_GAMES.flatMap((g) => Array.from({ length: count }, (_, k) => ({
    lotto_id: g.id, number: k + 1, draw_at: new Date(Math.floor((now.getTime() - (count - k) * g.everyMin * 60_000) / 60_000) * 60_000).toISOString(),
    numbers: drawNumbers(g, rand), tickets: Math.floor(200 + rand() * 2000),
  })));
  await tx.query(
    `INSERT INTO lotto_draws (lotto_id, number, draw_at, status, numbers, tickets)
     SELECT lotto_id, number, draw_at, 2, ARRAY(SELECT jsonb_array_elements_text(numbers)::smallint), tickets
     FROM jsonb_to_recordset($1::jsonb) AS x(lotto_id smallint, number int, draw_at timestamptz, numbers jsonb, tickets int)`,
    [JSON.stringify(rows)]);
  await advanceLotto(tx, now, rand);
}

/** Buys a lotto ticket on the user's active account. */
export async function buyLottoTicket(tx: Queryable, userId: number, drawId: number, numbers: number[]): Promise<{ ticketId: number; stakeMinor: number; currency: string; balanceMinor: number }> {
  await lockPlayer(tx, userId);
  const draw = await tx.one<{ lotto_id: number; status: number; draw_at: Date }>('SELECT lotto_id, status, draw_at FROM lotto_draws WHERE id = $1 FOR NO KEY UPDATE', [drawId]);
  if (!draw) throw new ApiError(404, 'not_found', 'Not found', `No lotto draw ${drawId}`);
  if (draw.status !== 1 || draw.draw_at <= new Date()) throw new ApiError(409, 'draw_closed', 'Draw closed', 'This draw no longer sells tickets');
  const game = LOTTO_GAMES.find((g) => g.id === draw.lotto_id)!;
  const unique = [...new Set(numbers)].sort((a, b) => a - b);
  if (unique.length !== game.pick || unique.some((n) => !Number.isInteger(n) || n < 1 || n > game.pool)) {
    throw new ApiError(400, 'invalid_body', 'Invalid ticket', `Pick ${game.pick} different numbers from 1 to ${game.pool}`);
  }
  const account = await activeAccount(tx, userId);
  const stakeMinor = toMinor(priceOf(game.prices, account.currency), account.currency) ?? 0;
  // Responsible gaming (issue 13) before anything is written.
  await assertStakeAllowed(tx, { userId, stakeMinor, currency: account.currency, nowMs: Date.now() });
  const row = await tx.one<{ id: number }>(
    `INSERT INTO lotto_tickets (draw_id, user_id, account_id, numbers, stake_minor, currency) VALUES ($1, $2, $3, $4::smallint[], $5, $6) RETURNING id`,
    [drawId, userId, account.id, `{${unique.join(',')}}`, stakeMinor, account.currency]);
  const { balanceMinor } = await post(tx, { accountId: account.id, amountMinor: -stakeMinor, kind: 'bet_stake', refType: 'lotto_ticket', refId: String(row!.id) });
  await tx.query('UPDATE lotto_draws SET tickets = tickets + 1 WHERE id = $1', [drawId]);
  return { ticketId: row!.id, stakeMinor, currency: account.currency, balanceMinor };
}
