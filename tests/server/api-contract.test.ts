import crypto from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_TAP_CLIENT_ID } from '../../server/routes/auth/social.ts';
import { GET_ANSWERS } from '../support/api-contract.ts';
import { couponBody, deposit, fixtureSelections } from './support/coupon-fixture.ts';
import { crashBettingRound } from './support/crash.ts';
import { createTestApp, makeTempDist, send, XHR, type TestApp } from './support/test-app.ts';
import { asUser, registerTestUser, type TestUser } from './support/users.ts';

// Issue 22 (2): the API contract. Every GET route the app registers (found by Fastify's onRoute, not from a hand-kept
// list) is either in the contract (tests/support/api-contract.ts: its answer's schema in streams/schemas, the one the
// client validates with) or named below as not a JSON answer. Each route of the contract is called on a seeded server
// (a player with money, a casino round, a bet, a payment, a ticket, a support chat) and its answer must parse with its
// schema. A new GET route without a contract fails the first test; an answer that drifts from its schema the second.

/** GET routes whose answer is not JSON for the site's client: pages, files, images and redirects. */
const NOT_JSON: Readonly<Record<string, string>> = {
  '/': 'the single-page app (or a redirect to the visitor\'s language)',
  '/index.html': 'the single-page app',
  '/*': 'the single-page app for every site path',
  '/assets/*': 'the built site\'s files',
  '/manifest.json': 'the PWA manifest the browser reads (B29), not an API answer',
  '/pwa-sw.js': 'the service worker script',
  '/remote/:app/*': 'a remote front-end app\'s files (C06)',
  '/remote/payments/assets/*': 'the payments remote app\'s files (C06)',
  '/cashier/cashier.js': 'the demo payment provider\'s page script',
  '/cashier/cashier.css': 'the demo payment provider\'s page style',
  '/cashier/pay/:token': 'the demo payment provider\'s HTML page',
  '/web-api/policy/logo.agif': 'an image (the policy pixel)',
  '/web-api/ads/banner.gif': 'an image (the ad pixel)',
  '/web-api/banners/:id/image.svg': 'an image',
  '/web-api/casino/thumbs/:file': 'an image (a game\'s thumbnail)',
  '/web-api/sports/crest': 'an image (a team\'s crest)',
  '/web-api/office/documents/:id/file': 'an uploaded document\'s file',
  '/:lang/allgamesentrance': 'a 301 redirect of a legacy game link (R10)',
  '/:lang/allgamesentrance/:gameRoute': 'a 301 redirect of a legacy game link (R10)',
  '/:lang/bonus/slot_first_deposit': 'a 301 redirect to the casino (R11)',
  '/social-api/oauth/:provider/start': 'a redirect to the sign-in provider (C09)',
  '/social-api/oauth/:provider/callback': 'a redirect back into the site (C09)',
  '/social-api/oauth/demo/cancel': 'a redirect back into the site (C09)',
  '/social-api/oauth/demo/consent': 'the demo provider\'s HTML page (C09)',
};

/** The development API (off in production): read by the e2e tests and QA, never by the site's client. */
const DEV_API = '/web-api/dev/';

/** Paths (with their query) to call for a route; a route without parameters and not listed here is called as it is. */
type Seeded = Record<'game' | 'table' | 'bingo' | 'virtual' | 'cards' | 'betId' | 'paymentId' | 'ticketId' | 'chatId' | 'couponCode' | 'landing' | 'accountId' | 'outcomeId', string>;

describe('API contract: every GET route answers the schema of streams/schemas (issue 22)', () => {
  let t: TestApp;
  const dist = makeTempDist('<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>');
  const routes: string[] = [];
  let player: TestUser;
  let staffHeaders: Record<string, string>;
  let providerJar = '';
  const seeded = {} as Seeded;
  const get = async (url: string, headers: Record<string, string> = asUser(player)) => t.app.inject({ url, headers });
  const json = async <T>(url: string) => (await get(url)).json() as T;

  beforeAll(async () => {
    t = await createTestApp({ distDir: dist.dir, onRoute: (r) => { if ([r.method].flat().includes('GET')) routes.push(r.url); } });
    player = await registerTestUser(t);
    seeded.accountId = String(await deposit(t.db, player.userId, 50_000_000));
    const key = () => ({ ...asUser(player), 'idempotency-key': `contract-${crypto.randomBytes(8).toString('hex')}` });

    // Casino: a real round (recent games, fair history), a favourite, a dealt hand, a crash round in its betting phase.
    const games = (await json<{ items: Array<{ id: number; kind?: string; categories: string[] }> }>('/web-api/casino/games?limit=5000')).items;
    const ofKind = (kind: string) => String(games.find((g) => g.kind === kind)!.id);
    const slot = games.find((g) => g.kind === 'slot')!;
    seeded.game = String(slot.id);
    const detail = await json<{ minStake: number }>(`/web-api/casino/games/${slot.id}`);
    expect((await send(t.app, 'POST', `/web-api/casino/games/${slot.id}/round`, { stake: detail.minStake, mode: 'real' }, key())).statusCode).toBe(201);
    expect((await send(t.app, 'PUT', `/web-api/casino/favorites/${slot.id}`, {}, asUser(player))).statusCode).toBe(200);
    seeded.table = ofKind('roulette');
    seeded.bingo = ofKind('bingo');
    seeded.virtual = ofKind('virtualrace');
    seeded.cards = ofKind('blackjack');
    const cardGame = await json<{ minStake: number }>(`/web-api/casino/games/${seeded.cards}`);
    expect((await send(t.app, 'POST', `/web-api/casino/games/${seeded.cards}/hand`, { stake: cardGame.minStake }, key())).statusCode).toBe(201);
    await crashBettingRound(t.db);

    // Betting: a placed single and a saved coupon code.
    const [o] = await fixtureSelections(t.db, [1.9]);
    seeded.outcomeId = String(o!.outcomeId);
    const placed = await send(t.app, 'POST', '/web-api/coupon/place', couponBody({ typeId: 0, amount: 10, bets: [{ outcomeId: o!.outcomeId, coef: o!.coef }] as never }), key());
    expect(placed.statusCode, placed.body).toBe(201);
    seeded.betId = String((placed.json() as { successCoupon: { id: number } }).successCoupon.id);
    const selection = {
      outcomeId: o!.outcomeId, blockId: 1, statusId: -2, gameStatusId: 1, gameStartDateTime: '2030-01-01T00:00:00Z', gameTimeSec: null, score: null,
      isBlocked: false, isDepend: false, isBannedExpress: false, isDisabledBanker: false, pageType: 'line', isBanker: false,
      market: { id: o!.marketId, kind: 1, typeId: 1, name: 'Result', outcomeName: '1', coef: o!.coef, sportId: 9901, sportName: 'Testball', champId: 99001, champName: 'Test League', gameId: o!.gameId, isLive: false, opponents: ['Home FC', 'Away United'] },
    };
    const code = await send(t.app, 'POST', '/web-api/coupon/code', { bets: [selection], typeId: 0, systemValue: 2 });
    expect(code.statusCode, code.body).toBeLessThan(300);
    seeded.couponCode = (code.json() as { code: string }).code;

    // Payments and the office: a deposit started, a support ticket, a chat with support (answered by an operator).
    const dep = await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: Number(seeded.accountId), methodId: 'card', amount: 100, lang: 'en' }, key());
    expect(dep.statusCode, dep.body).toBeLessThan(300);
    seeded.paymentId = String((await json<{ items: Array<{ id: number }> }>('/web-api/payments/history')).items[0]!.id);
    const ticket = await send(t.app, 'POST', '/web-api/office/support/tickets', { category: 'payments', subject: 'Deposit question', message: 'Where is my deposit of 100?' }, asUser(player));
    seeded.ticketId = String((ticket.json() as { ticket: { id: number } }).ticket.id);
    const chat = await send(t.app, 'POST', '/web-api/support/chat/messages', { message: 'Hello, a question about my bet' }, asUser(player));
    seeded.chatId = String((chat.json() as { ticket: { id: number } }).ticket.id);
    const operator = await registerTestUser(t);
    expect((await send(t.app, 'POST', '/web-api/dev/staff', { userId: operator.userId })).statusCode).toBe(200);
    staffHeaders = asUser(operator);

    seeded.landing = (await t.db.one<{ slug: string }>("SELECT slug FROM content_offers WHERE kind = 'landing' ORDER BY slug LIMIT 1"))!.slug;

    // A browser signed in at the demo Google provider (C09), for the one-tap credential.
    const start = await t.app.inject({ url: '/social-api/oauth/google/start?lang=en' });
    const state = new URL(start.headers.location as string, 'http://x').searchParams.get('state')!;
    const jarOf = (res: { cookies: unknown }) => (res.cookies as Array<{ name: string; value: string }>).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = async (path: string, fields: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST', url: `/social-api/oauth/demo/${path}`, payload: new URLSearchParams(fields).toString(),
        headers: { cookie: providerJar, 'content-type': 'application/x-www-form-urlencoded' },
      });
      providerJar = `${providerJar}; ${jarOf(res)}`;
    };
    providerJar = jarOf(start);
    await form('authorize', { provider: 'google', state, email: 'contract.test@example.com', password: 'Contract-pass-1' });
    await form('verify', { provider: 'google', state, skip: '1' });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  /** The requests that check a route: its path with real ids and a query, and who asks (a player unless said). */
  async function requestsOf(route: string): Promise<Array<{ url: string; headers?: Record<string, string> }>> {
    const s = seeded;
    const first = async <T>(url: string, pick: (a: T) => string) => pick(await json<T>(url));
    const visitorToo = (url: string) => [{ url }, { url, headers: XHR }];
    switch (route) {
      case '/bff-api/config/group/get': return [{ url: `${route}?groups=header,footer,support,registration,promo-banner&lang=en` }];
      case '/web-api/counters': return [{ url: `${route}?domain=betarena.example&projectId=62` }];
      case '/web-api/payments/methods': return ['deposit', 'withdrawal'].map((d) => ({ url: `${route}?direction=${d}&accountId=${s.accountId}` }));
      case '/web-api/payments/:id': return [{ url: `/web-api/payments/${s.paymentId}` }];
      case '/web-api/office/cashback/:programme': return ['vip', 'premium'].map((p) => ({ url: `/web-api/office/cashback/${p}` }));
      case '/web-api/office/support/tickets/:id': return [{ url: `/web-api/office/support/tickets/${s.ticketId}` }];
      case '/web-api/office/documents': return ['verification', 'identification'].map((p) => ({ url: `${route}?purpose=${p}` }));
      case '/web-api/office/support-inbox': return [{ url: route, headers: staffHeaders }];
      case '/web-api/office/support-inbox/:id': return [{ url: `/web-api/office/support-inbox/${s.chatId}`, headers: staffHeaders }];
      case '/web-api/coupon/code/:code': return [{ url: `/web-api/coupon/code/${s.couponCode}` }];
      case '/web-api/bets/:id': return [{ url: `/web-api/bets/${s.betId}` }];
      case '/social-api/oauth/demo/one-tap-credential': return [{ url: `${route}?client_id=${ONE_TAP_CLIENT_ID}`, headers: { cookie: providerJar } }];
      // Sports: a game and a championship of the line, the coefficients of an outcome.
      case '/web-api/sports/game/:id':
      case '/web-api/sports/game/:id/timeline':
      case '/web-api/sports/statistic/game/:id': {
        const id = await first<{ games: Array<{ id: number }> }>('/web-api/sports/games', (a) => String(a.games[0]!.id));
        return [{ url: route.replace(':id', id) }];
      }
      case '/web-api/sports/statistic/champ/:id': {
        const id = await first<{ games: Array<{ champId: number }> }>('/web-api/sports/games', (a) => String(a.games[0]!.champId));
        return [{ url: route.replace(':id', id) }];
      }
      case '/web-api/sports/outcomes': return [{ url: `${route}?ids=${s.outcomeId}` }];
      case '/web-api/sports/menu': return ['line', 'live'].map((mode) => ({ url: `${route}?mode=${mode}&lang=en` }));
      case '/web-api/toto/draws/:id': return [{ url: `/web-api/toto/draws/${await first<{ draws: Array<{ id: number }> }>('/web-api/toto/draws', (a) => String(a.draws[0]!.id))}` }];
      case '/web-api/lotto/:slug': return [{ url: `/web-api/lotto/${await first<{ games: Array<{ slug: string }> }>('/web-api/lotto', (a) => a.games[0]!.slug)}` }];
      // Casino
      case '/web-api/casino/preview/light': return visitorToo(`${route}?whence=1&groupId=1&ref=1&lng=en&fcountry=1&includeCategories=true`);
      case '/web-api/casino/games': return [{ url: route }, { url: `${route}?category=live&limit=10` }, { url: `${route}?q=fortuna` }];
      case '/web-api/casino/games/:id': return [{ url: `/web-api/casino/games/${s.game}` }, { url: `/web-api/casino/games/${s.table}` }];
      case '/web-api/casino/recent': return visitorToo(route);
      case '/web-api/casino/crash': return visitorToo(route);
      case '/web-api/casino/tables/:gameId': return visitorToo(`/web-api/casino/tables/${s.table}`);
      case '/web-api/casino/bingo/:gameId': return visitorToo(`/web-api/casino/bingo/${s.bingo}`);
      case '/web-api/casino/virtual/:gameId': return visitorToo(`/web-api/casino/virtual/${s.virtual}`);
      case '/web-api/casino/games/:gameId/hand': return [{ url: `/web-api/casino/games/${s.cards}/hand` }];
      case '/web-api/casino/tournaments/:id': {
        const ids = await first<{ tournaments: Array<{ id: string }> }>('/web-api/casino/tournaments', (a) => a.tournaments.map((x) => x.id).join(','));
        return ids.split(',').map((id) => ({ url: `/web-api/casino/tournaments/${id}` }));
      }
      // Content: every list and one item of each, in English and in a language with few translations.
      default: return (await contentRequests(route)) ?? [{ url: route }];
    }
  }

  const CONTENT = '/web-api/content';
  async function contentRequests(route: string): Promise<Array<{ url: string }> | null> {
    if (!route.startsWith(CONTENT)) return null;
    const inLangs = (path: string) => ['en', 'kk'].map((lang) => ({ url: `${path}${path.includes('?') ? '&' : '?'}lang=${lang}` }));
    const item = (list: string, path: (slug: string) => string) => async () => {
      const { items } = await json<{ items: Array<{ slug: string }> }>(`${CONTENT}/${list}`);
      return inLangs(path(items[0]!.slug));
    };
    const lazy: Record<string, () => Promise<Array<{ url: string }>>> = {
      [`${CONTENT}/pages/:slug`]: async () => inLangs(`${CONTENT}/pages/about`),
      [`${CONTENT}/rules/:group`]: async () => inLangs(`${CONTENT}/rules/${(await json<{ groups: Array<{ id: string }> }>(`${CONTENT}/rules`)).groups[0]!.id}`),
      [`${CONTENT}/rules/:group/:chapter`]: async () => {
        const g = (await json<{ groups: Array<{ id: string; chapters: Array<{ slug: string }> }> }>(`${CONTENT}/rules`)).groups[0]!;
        return inLangs(`${CONTENT}/rules/${g.id}/${g.chapters.at(-1)!.slug}`);
      },
      [`${CONTENT}/news/:slug`]: item('news', (slug) => `${CONTENT}/news/${slug}`),
      [`${CONTENT}/blog/:slug`]: item('blog', (slug) => `${CONTENT}/blog/${slug}`),
      [`${CONTENT}/bonuses/:slug`]: item('bonuses', (slug) => `${CONTENT}/bonuses/${slug}`),
      [`${CONTENT}/promotions/:slug`]: item('promotions', (slug) => `${CONTENT}/promotions/${slug}`),
      [`${CONTENT}/partners/:slug`]: item('partners', (slug) => `${CONTENT}/partners/${slug}`),
      [`${CONTENT}/landings/:slug`]: async () => inLangs(`${CONTENT}/landings/${seeded.landing}`),
      [`${CONTENT}/glossary/entries/:slug`]: async () => {
        const b = (await json<Glossary>(`${CONTENT}/glossary`)).blocks[0]!;
        return inLangs(`${CONTENT}/glossary/entries/${b.categories[0]!.entries[0]!.slug}`);
      },
      [`${CONTENT}/glossary/:block/:category`]: async () => {
        const b = (await json<Glossary>(`${CONTENT}/glossary`)).blocks[0]!;
        return inLangs(`${CONTENT}/glossary/${b.slug}/${b.categories[0]!.slug}`);
      },
    };
    return (await lazy[route]?.()) ?? inLangs(route);
  }
  type Glossary = { blocks: Array<{ slug: string; categories: Array<{ slug: string; entries: Array<{ slug: string }> }> }> };

  it('every GET route of the app has an answer schema in the contract, or is named as not JSON', () => {
    expect(routes.length).toBeGreaterThan(100);
    const json = routes.filter((r) => !(r in NOT_JSON) && !r.startsWith(DEV_API));
    expect(json.filter((r) => !(r in GET_ANSWERS)), 'GET routes without a contract: add their answer schema to tests/support/api-contract.ts').toEqual([]);
    // And the contract names no route the app does not have (a renamed route would leave a stale entry unchecked).
    expect(Object.keys(GET_ANSWERS).filter((r) => !routes.includes(r))).toEqual([]);
    expect(Object.keys(NOT_JSON).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('every route of the contract answers 200 with JSON that parses with its schema, for the seeded player', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r in GET_ANSWERS)) {
      const schema = GET_ANSWERS[route]!;
      for (const { url, headers } of await requestsOf(route)) {
        const res = await get(url, headers);
        checked += 1;
        if (res.statusCode !== 200) {
          failures.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const parsed = v.safeParse(schema, res.json());
        if (!parsed.success) failures.push(`${url}: ${parsed.issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(root)'} ${i.message}`).join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(Object.keys(GET_ANSWERS).length);
  }, 300_000);
});
