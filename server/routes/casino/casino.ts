import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { catalog, CATEGORIES, type CatalogGame } from '../../casino/catalog.ts';
import { createCrashGame, multiplierAt, type CrashRound } from '../../casino/crash.ts';
import { createFairSeeds, newSeed } from '../../casino/fair.ts';
import { assertRoundAllowed } from '../../casino/round-guards.ts';
import { assertChoice, assertStake, decideRound, lockActiveAccount, playRealRound } from '../../casino/rounds.ts';
import { thumbnailSvg } from '../../casino/thumbnail.ts';
import { favoriteGameIds, recentGameIds } from '../../casino/player-games.ts';
import { registerPreviewLightRoute } from './preview-light.ts';
import { readStoredConfigKey } from '../../services/settings.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { balanceMinor, post } from '../../money/ledger.ts';
import { idempotencyKey, once, requestFingerprint } from '../../money/idempotency.ts';
import { parseInput } from '../../validate.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { CASINO_PROMOTIONS } from '../../casino/promotions.ts';
import { Id } from '../../../streams/schemas/numbers.ts';

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
const Stake = v.pipe(v.number(), v.integer('stake must be whole minor units'), v.minValue(1), v.maxValue(1_000_000_000));
const Mode = v.picklist(['real', 'demo']);
const RoundBody = v.object({
  stake: Stake,
  mode: Mode,
  clientSeed: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)), 'player'),
  /** The commitment the player was shown before the round (GET fair/commit); without one a fresh seed decides. */
  seedId: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/))),
  // The game's rules judge the choice itself (range, repeats, count): a refusal names them (bad_picks, bad_level).
  picks: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))), v.maxLength(20)), []),
  level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)), 0),
});
/** The site language of a page path's first segment, or null (the page is then left to the app's 404). */
const siteLang = (params: unknown): string | null => {
  const lang = (params as { lang?: unknown }).lang;
  return typeof lang === 'string' && (SITE_LANGUAGES as readonly string[]).includes(lang) ? lang : null;
};
const CrashBetBody = v.object({ stake: Stake, mode: Mode });
const CrashCashoutBody = v.object({ mode: Mode });
const MergeBody = v.object({ ids: v.pipe(v.array(Id), v.maxLength(500)) });

const view = ({ id, name, route, oldRoute, provider, categories, tagId, isNew, isPopular, rtp, kind }: CatalogGame) =>
  ({ id, name, route, oldRoute, provider, providerName: providerName(provider), categories, tagId, isNew, isPopular, rtp, kind, thumbnail: `${API}/thumbs/${id}.svg` });
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
  const seeds = createFairSeeds(ctx.jwtSecret);
  const gameOf = (idOrRoute: string): CatalogGame => {
    const game = /^\d+$/.test(idOrRoute) ? cat.byId.get(Number(idOrRoute)) : cat.byRoute.get(idOrRoute);
    if (!game) throw notFound('game');
    return game;
  };
  // Crash bets not cashed out when their round crashed are lost: their stake was debited at the bet.
  const crash = createCrashGame(() => Date.now(), (round) => {
    void db.query(`UPDATE casino_rounds SET settled = true WHERE crash_round = $1 AND NOT settled`, [round.id]).catch(() => undefined);
  });

  // C04: the partitions (families) the casino menu shows.
  app.get('/web-api/third-party/api/list-available-partitions', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { success: true, listAvailablePartitions: [...CATEGORIES] };
  });
  app.get(`${API}/partitions`, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { partitions: [...CATEGORIES] };
  });

  registerPreviewLightRoute(app, ctx);

  // The popular games lead the lobby through the games preview (C15, personal for a player), not a row here.
  app.get(`${API}/lobby`, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60');
    const rows = [
      { category: 'new', games: cat.games.filter((g) => g.isNew && !g.tags.includes('bonus')).slice(0, 12) },
      { category: 'bonus', games: cat.games.filter((g) => g.tags.includes('bonus')) },
      ...CATEGORIES.filter((c) => c !== 'vulkan').map((c) => ({ category: c, games: cat.games.filter((g) => g.categories.includes(c)).slice(0, 12) })),
    ];
    return { rows: rows.map((r) => ({ category: r.category, games: r.games.map(view) })) };
  });

  app.get(`${API}/games`, async (request, reply) => {
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

  app.get(`${API}/games/:id`, async (request, reply) => {
    const { id } = parseInput(GameParams, request.params, 'params');
    const game = gameOf(id);
    const related = cat.games.filter((g) => g.id !== game.id && g.categories[0] === game.categories[0] && g.provider === game.provider).slice(0, 8);
    void reply.header('cache-control', 'public, max-age=60');
    return { ...view(game), minStake: game.minStake, maxStake: game.maxStake, volatility: game.volatility, related: related.map(view) };
  });

  app.get(`${API}/thumbs/:file`, async (request, reply) => {
    const file = String((request.params as { file: string }).file);
    const match = /^(\d{1,9})\.svg$/.exec(file);
    const game = match ? cat.byId.get(Number(match[1])) : undefined;
    if (!game) throw notFound('thumbnail');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(thumbnailSvg(game));
  });

  app.get(`${API}/providers`, async () => ({ providers: cat.providers }));

  // Favourites of a player; a visitor keeps theirs in the browser and sends them here once at login (merge).
  const favorites = async (userId: number) => ({ ids: await favoriteGameIds(db, userId) });
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

  app.get(`${API}/recent`, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!request.user) return { total: 0, items: [] };
    const items = (await recentGameIds(db, request.user.id, 24)).map((id) => cat.byId.get(id)).filter((g): g is CatalogGame => !!g).map(view);
    return { total: items.length, items };
  });

  // Provably fair: the hash of the next round's server seed, shown before the round; the round names its seed id.
  app.get(`${API}/fair/commit`, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return seeds.commit();
  });

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
    if (kind === 'crash') throw new ApiError(400, 'wrong_game', 'Not a round game', 'This game is played through its shared round');
    void reply.header('cache-control', 'no-store');
    const choice = { picks: body.picks, level: body.level };
    const seedFor = (nonce: number) => (body.seedId ? seeds.seed(body.seedId, body.clientSeed, nonce) : newSeed(body.clientSeed, nonce));
    if (body.mode === 'demo') {
      assertStake(game, body.stake);
      assertChoice(kind, choice);
      const played = decideRound(kind, body.stake, choice, seedFor(0));
      return { roundId: `demo-${played.fair.serverSeedHash.slice(0, 16)}`, stake: body.stake, win: played.win, balance: null, outcome: played.outcome, fair: played.fair };
    }
    if (!request.user) throw new ApiError(401, 'unauthorized', 'Unauthorized', 'Log in to play for real money');
    const user = request.user;
    const key = idempotencyKey(request.headers);
    const answer = await once(db, { userId: user.id, scope: 'casino_round', key, fingerprint: requestFingerprint({ gameId, ...body }) }, async (tx) => ({
      statusCode: 201, body: await playRealRound(tx, { userId: user.id, game, kind, stakeMinor: body.stake, choice, seedFor }),
    }));
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).send(answer.body);
  });

  // The crash game: one shared round; a bet in the betting phase, a cash-out while it climbs.
  const crashView = async (request: FastifyRequest, round: CrashRound) => {
    const now = Date.now();
    const phase = crash.phase(round, now);
    let myBet: { stake: number; cashedOutAt: number | null } | null = null;
    if (request.user) {
      const bet = await db.one<{ stake_minor: number; cashed_out_at: string | null }>(
        'SELECT stake_minor, cashed_out_at FROM casino_rounds WHERE user_id = $1 AND crash_round = $2', [request.user.id, round.id]);
      if (bet) myBet = { stake: Number(bet.stake_minor), cashedOutAt: bet.cashed_out_at === null ? null : Number(bet.cashed_out_at) };
    }
    return {
      roundId: round.id, phase, multiplier: phase === 'betting' ? 1 : multiplierAt(round, now),
      startsInMs: Math.max(0, round.runningFrom - now), history: crash.history(), myBet,
      serverSeedHash: round.serverSeedHash, ...(phase === 'crashed' ? { serverSeed: round.serverSeed } : {}),
    };
  };
  app.get(`${API}/crash`, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return crashView(request, crash.round());
  });
  const crashGame = () => cat.games.find((g) => g.kind === 'crash')!;
  app.post(`${API}/crash/bet`, { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(CrashBetBody, request.body, 'body');
    if (body.mode === 'demo') throw new ApiError(400, 'demo_not_available', 'Demo not available', 'The shared crash round is played for real money');
    const user = userOf(request);
    const key = idempotencyKey(request.headers);
    const round = crash.round();
    if (crash.phase(round) !== 'betting') throw new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next round');
    const game = crashGame();
    const answer = await once(db, { userId: user.id, scope: 'crash_bet', key, fingerprint: requestFingerprint({ round: round.id, ...body }) }, async (tx) => {
      assertStake(game, body.stake);
      const account = await lockActiveAccount(tx, user.id);
      await assertRoundAllowed(tx, { userId: user.id, stakeMinor: body.stake, currency: account.currency });
      const before = await balanceMinor(tx, account.id);
      if (before < body.stake) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
      const row = await tx.one<{ id: number }>(
        `INSERT INTO casino_rounds (user_id, account_id, game_id, kind, stake_minor, currency, crash_round, settled)
         VALUES ($1, $2, $3, 'crash', $4, $5, $6, false) ON CONFLICT DO NOTHING RETURNING id`,
        [user.id, account.id, game.id, body.stake, account.currency, round.id]);
      if (!row) throw new ApiError(409, 'already_bet', 'Already in this round', 'One bet per round');
      await post(tx, { accountId: account.id, amountMinor: -body.stake, kind: 'casino_stake', refType: 'casino_round', refId: String(row.id), balanceBeforeMinor: before });
      return { statusCode: 201, body: { stake: body.stake, win: 0, multiplier: null } };
    });
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });
  app.post(`${API}/crash/cashout`, { preHandler: requireUser }, async (request, reply) => {
    parseInput(CrashCashoutBody, request.body, 'body');
    const user = userOf(request);
    const round = crash.round();
    const now = Date.now();
    if (crash.phase(round, now) !== 'running') throw new ApiError(409, 'round_closed', 'Cash-out closed', 'The round is not climbing');
    const multiplier = multiplierAt(round, now);
    const answer = await db.transaction(async (tx) => {
      const bet = await tx.one<{ id: number; account_id: number; stake_minor: number }>(
        'SELECT id, account_id, stake_minor FROM casino_rounds WHERE user_id = $1 AND crash_round = $2 AND NOT settled FOR UPDATE', [user.id, round.id]);
      if (!bet) throw new ApiError(409, 'no_open_bet', 'No open bet', 'You have no open bet in this round');
      const win = Math.floor(Number(bet.stake_minor) * multiplier);
      await tx.query('UPDATE casino_rounds SET settled = true, cashed_out_at = $2, win_minor = $3 WHERE id = $1', [bet.id, multiplier, win]);
      await post(tx, { accountId: bet.account_id, amountMinor: win, kind: 'casino_win', refType: 'casino_round', refId: String(bet.id) });
      return { stake: Number(bet.stake_minor), win, multiplier };
    });
    return reply.header('cache-control', 'no-store').send(answer);
  });

  // Tournaments: a weekly race scored from real rounds (sum of wins over stakes, in hundredths), and promotions.
  const tournament = async (id: string, lang: string) => {
    const t = CASINO_PROMOTIONS.tournaments.find((x) => x.id === id);
    if (!t) throw notFound('tournament');
    const rows = await db.query<{ user_id: number; score: number }>(
      `SELECT user_id, (SUM(win_minor) * 100 / GREATEST(SUM(stake_minor), 1))::int AS score FROM casino_rounds
       WHERE created_at > now() - interval '7 days' AND kind = ANY(string_to_array($1, ',')) GROUP BY user_id ORDER BY score DESC LIMIT 20`, [t.kinds.join(',')]);
    return {
      id: t.id, name: t.name[lang] ?? t.name['en']!, prizePool: t.prizePool, currency: t.currency, endsAt: t.endsAt(),
      leaderboard: rows.map((r, i) => ({ place: i + 1, player: `Player ${String(r.user_id).padStart(4, '0').slice(-4)}***`, score: Number(r.score) })),
    };
  };
  app.get(`${API}/tournaments`, async (request) => ({
    tournaments: CASINO_PROMOTIONS.tournaments.map((t) => ({ id: t.id, name: t.name[langOf(request)] ?? t.name['en']!, prizePool: t.prizePool, currency: t.currency, endsAt: t.endsAt() })),
  }));
  app.get(`${API}/tournaments/:id`, async (request, reply) => {
    const { id } = parseInput(GameParams, request.params, 'params');
    void reply.header('cache-control', 'no-store');
    return tournament(id, langOf(request));
  });
  app.get(`${API}/promotions`, async (request) => ({
    promotions: CASINO_PROMOTIONS.promotions.map((p) => ({ id: p.id, title: p.title[langOf(request)] ?? p.title['en']!, text: p.text[langOf(request)] ?? p.text['en']! })),
  }));
}
