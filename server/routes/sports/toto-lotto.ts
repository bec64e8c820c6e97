import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import {
  LottoBuyBodySchema, type LottoDraw, type LottoGame, type LottoTicket, type TotoCoupon, type TotoDraw, TotoBuyBodySchema,
} from '../../../streams/schemas/sports-toto.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { toMajor } from '../../money/currencies.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { localName } from '../../sports/feeds.ts';
import { LOTTO_GAMES, TOTO_PRICE, buyLottoTicket, buyTotoCoupon, priceOf } from '../../sports/toto-lotto.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import { champName } from '../../sports/champ-names.ts';

// Toto and lotto (R05):
//   GET  /web-api/toto?lang=                 the open draw, the next one, the price of a combination
//   GET  /web-api/toto/draws?lang=           draws being played and settled (results, winners), newest first
//   GET  /web-api/toto/draws/:id?lang=       one draw with its best coupons
//   GET  /web-api/toto/coupons               the user's coupons (login)
//   POST /web-api/toto/coupons               {drawId, picks[15]} buys a coupon (login, Idempotency-Key)
//   GET  /web-api/lotto                      every lotto game: price, prizes, next draws, last results
//   GET  /web-api/lotto/:slug                one game with more results (404 unknown)
//   GET  /web-api/lotto/tickets              the user's tickets (login)
//   POST /web-api/lotto/tickets              {drawId, numbers} buys a ticket (login, Idempotency-Key)

const Lang = v.object({ lang: v.optional(v.picklist(SITE_LANGUAGES), 'en') });
const IdParams = v.object({ id: PathIdSchema });
const SlugParams = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'not a lotto game')) });

async function currencyOf(db: Queryable, request: FastifyRequest): Promise<string> {
  if (!request.user) return 'RUB';
  const row = await db.one<{ currency: string }>('SELECT currency FROM accounts WHERE user_id = $1 AND is_active AND closed_at IS NULL', [request.user.id]);
  return row?.currency ?? request.user.currency ?? 'RUB';
}

async function totoDraws(db: Queryable, where: string, params: Array<number>, lang: string): Promise<TotoDraw[]> {
  const row = await db.one<{ j: string | null }>(
    `SELECT json_agg(json_build_object(
       'id', d.id, 'number', d.number, 'status', d.status, 'closesAt', d.closes_at, 'currency', d.currency, 'pool', d.pool_minor,
       'jackpot', d.jackpot_minor, 'coupons', d.coupons,
       'events', (SELECT json_agg(json_build_object('num', e.num, 'gameId', g.id, 'home', g.home, 'away', g.away, 'startAt', g.start_at,
                    'sportNames', s.names, 'sport', s.name, 'champ', c.name, 'picks', json_build_array(e.pick1, e.pickx, e.pick2), 'status', g.status,
                    'score', CASE WHEN g.status = 1 THEN NULL ELSE (g.score->>'home') || ':' || (g.score->>'away') END, 'result', e.result) ORDER BY e.num)
                  FROM toto_events e JOIN games g ON g.id = e.game_id JOIN sports s ON s.id = g.sport_id JOIN championships c ON c.id = g.champ_id WHERE e.draw_id = d.id),
       'prizes', (SELECT coalesce(json_agg(json_build_object('hits', p.hits, 'winners', p.winners, 'payout', p.payout_minor) ORDER BY p.hits DESC), '[]'::json)
                  FROM toto_prizes p WHERE p.draw_id = d.id)
     ) ORDER BY d.number DESC)::text AS j FROM toto_draws d ${where}`, params);
  const list = row?.j ? (JSON.parse(row.j) as Array<Record<string, unknown>>) : [];
  return list.map((d) => ({
    id: d['id'] as number, number: d['number'] as number, status: d['status'] as number, closesAt: new Date(d['closesAt'] as string).toISOString(),
    currency: d['currency'] as string, pool: toMajor(Number(d['pool']), d['currency'] as string), jackpot: toMajor(Number(d['jackpot']), d['currency'] as string),
    coupons: d['coupons'] as number,
    events: ((d['events'] as Array<Record<string, unknown>> | null) ?? []).map((e) => ({
      num: e['num'] as number, gameId: e['gameId'] as number, home: e['home'] as string, away: e['away'] as string,
      startAt: new Date(e['startAt'] as string).toISOString(), sport: localName(e['sportNames'] as Record<string, string>, e['sport'] as string, lang),
      champ: champName(e['champ'] as string, lang), picks: (e['picks'] as Array<number | string>).map(Number) as [number, number, number], status: e['status'] as number,
      score: (e['score'] as string | null) ?? null, result: (e['result'] as '1' | 'X' | '2' | 'C' | null) ?? null,
    })),
    prizes: ((d['prizes'] as Array<{ hits: number; winners: number; payout: number | string }>) ?? []).map((p) => ({ hits: p.hits, winners: p.winners, payout: toMajor(Number(p.payout), d['currency'] as string) })),
  }));
}

async function totoCoupons(db: Queryable, where: string, params: Array<number>): Promise<TotoCoupon[]> {
  const rows = await db.query<{ id: number; draw_id: number; number: number; picks: string; combinations: number; stake_minor: number; currency: string; hits: number | null; payout_minor: number | null; created_at: Date }>(
    `SELECT c.id, c.draw_id, d.number, c.picks, c.combinations, c.stake_minor, c.currency, c.hits, c.payout_minor, c.created_at
     FROM toto_coupons c JOIN toto_draws d ON d.id = c.draw_id ${where}`, params);
  return rows.map((r) => ({
    id: r.id, drawId: r.draw_id, drawNumber: r.number, picks: r.picks.split(','), combinations: r.combinations,
    stake: toMajor(Number(r.stake_minor), r.currency), currency: r.currency, hits: r.hits,
    payout: r.payout_minor === null ? null : toMajor(Number(r.payout_minor), r.currency), createdAt: r.created_at.toISOString(),
  }));
}

async function lottoGames(db: Queryable, currency: string, slug: string | null, results: number): Promise<LottoGame[]> {
  const games = LOTTO_GAMES.filter((g) => slug === null || g.slug === slug);
  const out: LottoGame[] = [];
  for (const g of games) {
    const draws = await db.query<{ id: number; number: number; draw_at: Date; status: number; numbers: number[] | null; tickets: number }>(
      `(SELECT id, number, draw_at, status, numbers, tickets FROM lotto_draws WHERE lotto_id = $1 AND status = 1 ORDER BY number LIMIT 3)
       UNION ALL (SELECT id, number, draw_at, status, numbers, tickets FROM lotto_draws WHERE lotto_id = $1 AND status = 2 ORDER BY number DESC LIMIT $2)`,
      [g.id, results]);
    const view = (d: (typeof draws)[number]): LottoDraw => ({ id: d.id, number: d.number, drawAt: d.draw_at.toISOString(), status: d.status, numbers: d.numbers, tickets: d.tickets });
    out.push({
      id: g.id, slug: g.slug, name: g.name, pick: g.pick, pool: g.pool, everyMin: g.everyMin,
      price: { amount: priceOf(g.prices, currency), currency },
      prizes: Object.entries(g.prizes).map(([hits, multiplier]) => ({ hits: Number(hits), multiplier })).sort((a, b) => b.hits - a.hits),
      upcoming: draws.filter((d) => d.status === 1).map(view),
      results: draws.filter((d) => d.status === 2).map(view),
    });
  }
  return out;
}

async function lottoTickets(db: Queryable, where: string, params: Array<number>): Promise<LottoTicket[]> {
  const rows = await db.query<{ id: number; draw_id: number; lotto_id: number; number: number; draw_at: Date; numbers: number[]; drawn: number[] | null; stake_minor: number; currency: string; hits: number | null; payout_minor: number | null }>(
    `SELECT t.id, t.draw_id, d.lotto_id, d.number, d.draw_at, t.numbers, d.numbers AS drawn, t.stake_minor, t.currency, t.hits, t.payout_minor
     FROM lotto_tickets t JOIN lotto_draws d ON d.id = t.draw_id ${where}`, params);
  return rows.map((r) => {
    const game = LOTTO_GAMES.find((g) => g.id === r.lotto_id);
    return {
    id: r.id, drawId: r.draw_id, lotto: game?.name ?? '', lottoSlug: game?.slug ?? '', drawNumber: r.number, drawAt: r.draw_at.toISOString(),
    numbers: r.numbers, drawn: r.drawn, stake: toMajor(Number(r.stake_minor), r.currency), currency: r.currency, hits: r.hits,
    payout: r.payout_minor === null ? null : toMajor(Number(r.payout_minor), r.currency),
    };
  });
}

export function registerTotoLottoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const noStore = { 'cache-control': 'no-store' };

  app.get('/web-api/toto', async (request, reply) => {
    const { lang } = parseInput(Lang, request.query, 'query');
    void reply.headers(noStore);
    const [current] = await totoDraws(db, 'WHERE d.status = 2', [], lang);
    const [next] = await totoDraws(db, 'WHERE d.status = 1', [], lang);
    const currency = await currencyOf(db, request);
    return { current: current ?? null, next: next ?? null, price: { amount: priceOf(TOTO_PRICE, currency), currency } };
  });

  app.get('/web-api/toto/draws', async (request, reply) => {
    const { lang } = parseInput(Lang, request.query, 'query');
    void reply.headers(noStore);
    return { draws: await totoDraws(db, 'WHERE d.id IN (SELECT id FROM toto_draws WHERE status >= 3 ORDER BY number DESC LIMIT 20)', [], lang) };
  });

  app.get('/web-api/toto/draws/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const { lang } = parseInput(Lang, request.query, 'query');
    void reply.headers(noStore);
    const [draw] = await totoDraws(db, 'WHERE d.id = $1', [id], lang);
    if (!draw) throw new ApiError(404, 'not_found', 'Not found', `No toto draw ${id}`);
    return { draw, coupons: await totoCoupons(db, 'WHERE c.draw_id = $1 ORDER BY c.hits DESC NULLS LAST, c.id LIMIT 20', [id]) };
  });

  app.get('/web-api/toto/coupons', { preHandler: requireUser }, async (request, reply) => {
    void reply.headers(noStore);
    return { coupons: await totoCoupons(db, 'WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT 50', [userOf(request).id]) };
  });

  app.post('/web-api/toto/coupons', { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const body = parseInput(TotoBuyBodySchema, request.body, 'body');
    const answer = await once(db, { userId: user.id, scope: 'toto_coupon', key, fingerprint: requestFingerprint(body) }, async (tx) => {
      const bought = await buyTotoCoupon(tx, user.id, body.drawId, body.picks);
      const [coupon] = await totoCoupons(tx, 'WHERE c.id = $1', [bought.couponId]);
      return { statusCode: 201, body: { coupon: coupon!, balance: toMajor(bought.balanceMinor, bought.currency) } };
    });
    void reply.code(answer.statusCode).headers(noStore);
    return answer.body;
  });

  app.get('/web-api/lotto', async (request, reply) => {
    void reply.headers(noStore);
    return { games: await lottoGames(db, await currencyOf(db, request), null, 5) };
  });

  app.get('/web-api/lotto/tickets', { preHandler: requireUser }, async (request, reply) => {
    void reply.headers(noStore);
    return { tickets: await lottoTickets(db, 'WHERE t.user_id = $1 ORDER BY t.id DESC LIMIT 50', [userOf(request).id]) };
  });

  app.get('/web-api/lotto/:slug', async (request, reply) => {
    const { slug } = parseInput(SlugParams, request.params, 'params');
    void reply.headers(noStore);
    const games = await lottoGames(db, await currencyOf(db, request), slug, 20);
    if (games.length === 0) throw new ApiError(404, 'not_found', 'Not found', `No lotto game "${slug}"`);
    return { games };
  });

  app.post('/web-api/lotto/tickets', { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const body = parseInput(LottoBuyBodySchema, request.body, 'body');
    const answer = await once(db, { userId: user.id, scope: 'lotto_ticket', key, fingerprint: requestFingerprint(body) }, async (tx) => {
      const bought = await buyLottoTicket(tx, user.id, body.drawId, body.numbers);
      const [ticket] = await lottoTickets(tx, 'WHERE t.id = $1', [bought.ticketId]);
      return { statusCode: 201, body: { ticket: ticket!, balance: toMajor(bought.balanceMinor, bought.currency) } };
    });
    void reply.code(answer.statusCode).headers(noStore);
    return answer.body;
  });
}
