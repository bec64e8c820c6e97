import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { catalog, CATEGORIES, HOUSE_PROVIDER_ID, type CatalogGame } from '../../casino/catalog.ts';
import { demoSeed } from '../../casino/fair.ts';
import { assertChoice, assertStake, decideRound, playRealRound } from '../../casino/rounds.ts';
import { THUMB_VERSION, thumbnailSvg } from '../../casino/thumbnail.ts';
import { favoriteGameIds, recentGameIds } from '../../casino/player-games.ts';
import { registerPreviewLightRoute } from './preview-light.ts';
import { registerFairRoutes } from './fair.ts';
import { registerCrashRoutes } from './crash.ts';
import { registerTableRoutes } from './tables.ts';
import { registerBingoRoutes } from './bingo.ts';
import { registerVirtualRaceRoutes } from './virtual.ts';
import { registerCardRoutes } from './cards.ts';
import { isCardKind } from '../../../streams/schemas/casino-cards.ts';
import { readStoredConfigKey } from '../../services/settings.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { CASINO_PROMOTIONS } from '../../casino/promotions.ts';
import { tournamentScores } from '../../casino/tournament-scores.ts';
import { Id } from '../../../streams/schemas/numbers.ts';
import { isRoundKind } from '../../../streams/schemas/casino-games/round-games.ts';
import { CasinoRoundBodySchema } from '../../../streams/schemas/casino.ts';
import type {
  Favorites, Game, GameDetail, GamesPage, ListAvailablePartitions, Lobby, Partitions, Promos, Providers, Brand, Round, Tournament, TournamentList,
} from '../../../streams/schemas/casino.ts';

// The casino API (issue 14) under /web-api/casino (documented in server/README.md "Casino"), and C04
// list-available-partitions. Stakes, wins and balances are integer minor units of the player's active account.

const API = '/web-api/casino';
const GameParams = v.object({ id: v.pipe(v.string(), v.maxLength(120)) });
const NumericId = v.object({ gameId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });
const GamesQuery = v.object({
  category: v.optional(v.picklist(CATEGORIES)),
  subcategory: v.optional(v.pipe(v.string(), v.maxLength(60))),
  provider: v.optional(v.pipe(v.string(), v.maxLength(60))),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '0'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number)), '60'),
});
/** A one-shot round's body with what a client left out: the demo client seed, no picks, the first level. */
const RoundBody = v.pipe(CasinoRoundBodySchema, v.transform((b) => ({ clientSeed: 'player', picks: [] as number[], level: 0, ...b })));
/** The site language of a page path's first segment, or null (the page is then left to the app's 404). */
const siteLang = (params: unknown): string | null => {
  const lang = (params as { lang?: unknown }).lang;
  return typeof lang === 'string' && (SITE_LANGUAGES as readonly string[]).includes(lang) ? lang : null;
};
const MergeBody = v.object({ ids: v.pipe(v.array(Id), v.maxLength(500)) });

const view = ({ id, name, route, oldRoute, provider, categories, tagId, isNew, isPopular, rtp, kind }: CatalogGame): Game & { oldRoute: string; tagId: number } =>
  ({ id, name, route, oldRoute, provider, providerName: providerName(provider), categories, tagId, isNew, isPopular, rtp, kind, thumbnail: `${API}/thumbs/${id}.svg?v=${THUMB_VERSION}` });
const providerName = (id: string) => catalog().providers.find((p) => p.id === id)?.name ?? id;

/** R09, R10: the page a game lives at (the client's gamePath): a bonus game at its own route, live games under casino/. */
const canonicalPath = (lang: string, game: CatalogGame) =>
  (game.tags.includes('bonus') ? `/${lang}/${game.route}` : `/${lang}/${game.categories.includes('live') ? 'casino' : 'slots'}/game/${game.id}/${game.route}`);

const notFound = (what: string) => new ApiError(404, 'not_found', 'Not found', `No such ${what}`);
const langOf = (request: FastifyRequest) => {
  const h = String(request.headers['x-language'] ?? '').slice(0, 2);
  return (SITE_LANGUAGES as readonly string[]).includes(h) ? h : 'en';
};

export function registerCasinoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const cat = catalog();
  const gameOf = (idOrRoute: string): CatalogGame => {
    const game = /^\d+$/.test(idOrRoute) ? cat.byId.get(Number(idOrRoute)) : cat.byRoute.get(idOrRoute);
    if (!game) throw notFound('game');
    return game;
  };
  // C04: the partitions (families) the casino menu shows.
  app.get('/web-api/third-party/api/list-available-partitions', async (_request, reply): Promise<ListAvailablePartitions> => {
    void reply.header('cache-control', 'public, max-age=300');
    return { success: true, listAvailablePartitions: [...CATEGORIES] };
  });
  app.get(`${API}/partitions`, async (_request, reply): Promise<Partitions> => {
    void reply.header('cache-control', 'public, max-age=300');
    return { partitions: [...CATEGORIES] };
  });

  registerPreviewLightRoute(app, ctx);

  // The popular games lead the lobby through the games preview (C15, personal for a player), not a row here.
  app.get(`${API}/lobby`, async (_request, reply): Promise<Lobby> => {
    void reply.header('cache-control', 'public, max-age=60');
    const rows = [
      { category: 'new', games: cat.games.filter((g) => g.isNew && !g.tags.includes('bonus')).slice(0, 12) },
      { category: 'bonus', games: cat.games.filter((g) => g.tags.includes('bonus')) },
      ...CATEGORIES.filter((c) => c !== 'vulkan').map((c) => ({ category: c, games: cat.games.filter((g) => g.categories.includes(c)).slice(0, 12) })),
    ];
    return { rows: rows.map((r) => ({ category: r.category, games: r.games.map(view) })) };
  });

  app.get(`${API}/games`, async (request, reply): Promise<GamesPage> => {
    const q = parseInput(GamesQuery, request.query, 'query');
    const text = q.q?.toLowerCase() ?? '';
    if (q.provider && !cat.providers.some((p) => p.id === q.provider)) throw notFound('provider');
    const items = cat.games.filter((g) => (!q.category || g.categories.includes(q.category))
      && (!q.provider || g.provider === q.provider)
      && (!q.subcategory || q.subcategory === 'all' || g.tags.includes(q.subcategory) || (q.subcategory === 'new' && g.isNew) || (q.subcategory === 'popular' && g.isPopular))
      && (!text || g.name.toLowerCase().includes(text)));
    void reply.header('cache-control', 'public, max-age=60');
    return { total: items.length, items: items.slice(q.offset, q.offset + Math.min(q.limit, 5000)).map(view) };
  });

  app.get(`${API}/games/:id`, async (request, reply): Promise<GameDetail> => {
    const { id } = parseInput(GameParams, request.params, 'params');
    const game = gameOf(id);
    const related = cat.games.filter((g) => g.id !== game.id && g.categories[0] === game.categories[0] && g.provider === game.provider).slice(0, 8);
    void reply.header('cache-control', 'public, max-age=60');
    return { ...view(game), rtpMax: game.rtpMax, minStake: game.minStake, maxStake: game.maxStake, stakeUnit: game.stakeUnit, volatility: game.volatility, related: related.map(view) };
  });

  app.get(`${API}/thumbs/:file`, async (request, reply) => {
    const file = String((request.params as { file: string }).file);
    const match = /^(\d{1,9})\.svg$/.exec(file);
    const game = match ? cat.byId.get(Number(match[1])) : undefined;
    if (!game) throw notFound('thumbnail');
    const svg = thumbnailSvg(game, providerName(game.provider));
    // Immutable for a year by its versioned URL; the ETag answers a revalidation (a reload) with a 304.
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });

  app.get(`${API}/providers`, async (): Promise<Providers> => ({ providers: [...cat.providers] }));
  // casino/brand: the operator's own studio among the providers.
  app.get(`${API}/brand`, async (): Promise<Brand> => ({ provider: HOUSE_PROVIDER_ID }));

  // Favourites of a player; a visitor keeps theirs in the browser and sends them here once at login (merge).
  const favorites = async (userId: number): Promise<Favorites> => ({ ids: await favoriteGameIds(db, userId) });
  app.get(`${API}/favorites`, { preHandler: requireUser }, async (request) => favorites(userOf(request).id));
  app.put(`${API}/favorites/:gameId`, { preHandler: requireUser }, async (request) => {
    const { gameId } = parseInput(NumericId, request.params, 'params');
    if (!cat.byId.has(gameId)) throw notFound('game');
    await db.query('INSERT INTO casino_favorites (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userOf(request).id, gameId]);
    return favorites(userOf(request).id);
  });
  app.delete(`${API}/favorites/:gameId`, { preHandler: requireUser }, async (request) => {
    const { gameId } = parseInput(NumericId, request.params, 'params');
    await db.query('DELETE FROM casino_favorites WHERE user_id = $1 AND game_id = $2', [userOf(request).id, gameId]);
    return favorites(userOf(request).id);
  });
  app.post(`${API}/favorites/merge`, { preHandler: requireUser }, async (request) => {
    const { ids } = parseInput(MergeBody, request.body, 'body');
    const known = [...new Set(ids)].filter((id) => cat.byId.has(id));
    for (const id of known) await db.query('INSERT INTO casino_favorites (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userOf(request).id, id]);
    return favorites(userOf(request).id);
  });

  app.get(`${API}/recent`, async (request, reply): Promise<GamesPage> => {
    void reply.header('cache-control', 'no-store');
    if (!request.user) return { total: 0, items: [] };
    const items = (await recentGameIds(db, request.user.id, 24)).map((id) => cat.byId.get(id)).filter((g): g is CatalogGame => !!g).map(view);
    return { total: items.length, items };
  });

  registerFairRoutes(app, ctx);

  // R10: a legacy game link answers 301 to the game's page; an unknown one goes to the games index.
  const legacyGame = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = siteLang(request.params);
    if (!lang) return reply.callNotFound();
    const { gameRoute } = request.params as { gameRoute?: string };
    const game = gameRoute ? cat.byOldRoute.get(gameRoute) ?? cat.byRoute.get(gameRoute) : undefined;
    return reply.header('cache-control', 'no-store').redirect(game ? canonicalPath(lang, game) : `/${lang}/games`, 301);
  };
  app.get('/:lang/allgamesentrance', legacyGame);
  app.get('/:lang/allgamesentrance/:gameRoute', legacyGame);
  // R11: the first-deposit slot bonus moved to the casino; the page itself stays when the setting is off.
  app.get('/:lang/bonus/slot_first_deposit', async (request, reply) => {
    const lang = siteLang(request.params);
    if (!lang || !(await readStoredConfigKey(db, 'features')).thirdPartyHasFirstDepositRedirect) return reply.callNotFound();
    return reply.header('cache-control', 'no-store').redirect(`/${lang}/casino/slot-first-deposit`, 301);
  });

  // A round: demo play money for anyone (nothing stored), real money for a player, once per Idempotency-Key.
  app.post(`${API}/games/:gameId/round`, async (request, reply) => {
    const { gameId } = parseInput(NumericId, request.params, 'params');
    const body = parseInput(RoundBody, request.body, 'body');
    const game = cat.byId.get(gameId);
    if (!game) throw notFound('game');
    const kind = game.kind;
    if (isCardKind(kind)) throw new ApiError(400, 'wrong_game', 'Not a round game', 'This game is played hand by hand');
    if (!isRoundKind(kind)) throw new ApiError(400, 'wrong_game', 'Not a round game', 'This game is played through its shared round');
    void reply.header('cache-control', 'no-store');
    const choice = { picks: body.picks, level: body.level };
    if (body.mode === 'demo') {
      assertStake(game, body.stake);
      assertChoice(kind, choice, body.stake);
      // A demo round has a seed of its own, revealed at once: it never touches the player's committed seeds.
      const seed = demoSeed(body.clientSeed);
      const played = decideRound(kind, body.stake, choice, seed);
      const round: Round = { roundId: `demo-${seed.serverSeedHash.slice(0, 16)}`, stake: body.stake, win: played.win, balance: null, outcome: played.outcome, fair: seed };
      return round;
    }
    if (!request.user) throw new ApiError(401, 'unauthorized', 'Unauthorized', 'Log in to play for real money');
    const user = request.user;
    const key = idempotencyKey(request.headers);
    const answer = await once(db, { userId: user.id, scope: 'casino_round', key, fingerprint: requestFingerprint({ gameId, ...body }) }, async (tx) => ({
      statusCode: 201, body: await playRealRound(tx, { userId: user.id, game, kind, stakeMinor: body.stake, choice }),
    }));
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).send(answer.body);
  });

  registerCrashRoutes(app, ctx);
  registerTableRoutes(app, ctx);
  registerBingoRoutes(app, ctx);
  registerVirtualRaceRoutes(app, ctx);
  registerCardRoutes(app, ctx);

  // Tournaments: a weekly race scored from real rounds and table bets (tournament-scores.ts), and promotions.
  const tournament = async (id: string, lang: string): Promise<Tournament> => {
    const t = CASINO_PROMOTIONS.tournaments.find((x) => x.id === id);
    if (!t) throw notFound('tournament');
    const rows = await tournamentScores(db, t.kinds);
    return {
      id: t.id, name: t.name[lang] ?? t.name['en']!, prizePool: t.prizePool, currency: t.currency, endsAt: t.endsAt(),
      leaderboard: rows.map((r, i) => ({ place: i + 1, player: `Player ${String(r.userId).padStart(4, '0').slice(-4)}***`, score: r.score })),
    };
  };
  app.get(`${API}/tournaments`, async (request): Promise<TournamentList> => ({
    tournaments: CASINO_PROMOTIONS.tournaments.map((t) => ({ id: t.id, name: t.name[langOf(request)] ?? t.name['en']!, prizePool: t.prizePool, currency: t.currency, endsAt: t.endsAt() })),
  }));
  app.get(`${API}/tournaments/:id`, async (request, reply): Promise<Tournament> => {
    const { id } = parseInput(GameParams, request.params, 'params');
    void reply.header('cache-control', 'no-store');
    return tournament(id, langOf(request));
  });
  app.get(`${API}/promotions`, async (request): Promise<Promos> => ({
    promotions: CASINO_PROMOTIONS.promotions.map((p) => ({ id: p.id, title: p.title[langOf(request)] ?? p.title['en']!, text: p.text[langOf(request)] ?? p.text['en']!, bonus: p.bonus })),
  }));
}
