import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { type Media, type OutcomeStates, type Slider, clockReading } from '../../../streams/schemas/sports.ts';
import type { ChampStatistic, GameFeed, GameStatistic, ResultGame, Results, Standing, Timeline } from '../../../streams/schemas/sports-pages.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { applyGoal, finishGame } from '../../sim/simulator.ts';
import type { ScoreJson } from '../../sports/engine.ts';
import { type FeedContext, type ListQuery, champView, gameFeed, gameView, gamesFeed, menuFeed, sportView } from '../../sports/feeds.ts';
import { type RmGame, type RmMarket, sportsReadModel } from '../../sports/read-model.ts';
import { parseInput } from '../../validate.ts';
import { INT4_MAX } from '../../../streams/schemas/numbers.ts';
import { createAnswerCache } from '../../web/answer-cache.ts';
import { crestSvg } from '../../sports/crest.ts';

// The sports feeds (issue 4), answered from the in-memory read model (server/sports/read-model.ts):
//   GET /web-api/sports/menu?mode=line|live&time=&lang=                 line/live menu with counts
//   GET /web-api/sports/games?mode=&sport=&champ=&time=&video=&cyber=&section=&ids=&limit=&since=&lang=
//   GET /web-api/sports/game/:id?since=&lang=                           one game, every market (404 unknown id)
//   GET /web-api/sports/game/:id/timeline                               goals and periods (T22)
//   GET /web-api/sports/top?mode=&lang=                                 top games (T21)
//   GET /web-api/sports/slider?mode=&lang=                              featured games (T19)
//   GET /web-api/sports/media                                           live streams (T20)
//   GET /web-api/sports/crest?team=                                     a team's crest, SVG drawn from its name
//   GET /web-api/sports/outcomes?ids=                                   current coefficients and statuses
//   GET /web-api/sports/results?date=&tz=&sport=&champ=&type=&lang=     results by championship and date (R07)
//   GET /web-api/sports/statistic/game/:id, /statistic/champ/:id        statistics (404 when the flag is off)
// Answers validate against streams/schemas/sports.ts and sports-pages.ts (the answers the home page never asks for).
// `since` answers carry only what changed after that version.

const Lang = v.optional(v.picklist(SITE_LANGUAGES), 'en');
const IntString = (name: string) => v.pipe(v.string(), v.regex(/^\d{1,10}$/, `${name} must be a non-negative integer`), v.transform(Number), v.maxValue(INT4_MAX, `${name} is too large`));
const Mode = v.optional(v.picklist(['line', 'live']), 'line');
const Time = v.optional(v.pipe(v.string(), v.picklist(['0', '1', '2', '3', '6']), v.transform((x) => Number(x) as 0 | 1 | 2 | 3 | 6)), '0');
const Flag = v.optional(v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((x) => x === '1' || x === 'true')), '0');
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'not a valid slug'));
const IdList = v.pipe(v.string(), v.regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'ids must be up to 200 comma-separated integers'), v.transform((s) => s.split(',').map(Number)), v.check((ids) => ids.every((id) => id <= INT4_MAX), 'ids must be at most 2147483647'));

const GamesQuery = v.object({
  mode: Mode,
  sport: v.optional(Slug),
  champ: v.optional(IntString('champ')),
  time: Time,
  video: Flag,
  cyber: v.optional(v.picklist(['real', 'virtual', 'stream'])),
  section: v.optional(v.picklist(['home', 'betsonyour', 'topgame', 'marble', 'team', 'cyber', 'ufc', 'politics', 'outrights', 'matches'])),
  kind: v.optional(v.picklist(['sports', 'cyber', 'all']), 'all'),
  ids: v.optional(IdList),
  limit: v.optional(IntString('limit')),
  since: v.optional(IntString('since')),
  lang: Lang,
});
const MenuQuery = v.object({ mode: Mode, time: Time, video: Flag, kind: v.optional(v.picklist(['sports', 'cyber', 'all']), 'sports'), cyber: v.optional(v.picklist(['real', 'virtual', 'stream'])), lang: Lang });
const GameParams = v.object({ id: IntString('id') });
const GameQuery = v.object({ since: v.optional(IntString('since')), lang: Lang });
const ModeQuery = v.object({ mode: Mode, lang: Lang });
const OutcomesQuery = v.object({ ids: IdList });
const ResultsQuery = v.object({
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be YYYY-MM-DD'))),
  tz: v.optional(v.pipe(v.string(), v.regex(/^-?\d{1,2}$/, 'tz is hours east of UTC'), v.transform(Number), v.minValue(-12), v.maxValue(14)), '3'),
  sport: v.optional(Slug),
  champ: v.optional(IntString('champ')),
  type: v.optional(v.picklist(['all', 'live', 'zone']), 'all'),
  lang: Lang,
});
const GoalBody = v.object({ side: v.picklist(['home', 'away']) });

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

export function registerSportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rm = sportsReadModel(ctx.db, { refreshMs: 500, log: (m, e) => app.log.error({ err: e }, m) });
  // The polled feeds: one answer per version and query variant, compressed once, with an ETag (issue 21).
  const cache = createAnswerCache();
  app.addHook('onClose', async () => rm.close());
  const feedCtx = async (maxAgeMs = 1200): Promise<FeedContext> => {
    await rm.fresh(maxAgeMs);
    return { rm, now: Date.now(), simSpeed: ctx.env.simSpeed };
  };

  app.get('/web-api/sports/menu', async (request, reply) => {
    const q = parseInput(MenuQuery, request.query, 'query');
    const c = await feedCtx();
    return cache.send(request, reply, `menu:${JSON.stringify(q)}`, c.rm.version, () => menuFeed(c, {
      mode: q.mode, time: q.time, videoOnly: q.video, lang: q.lang, ...(q.cyber ? { cyber: q.cyber } : {}),
      ...(q.kind === 'all' ? {} : { isCyber: q.kind === 'cyber' }),
    }));
  });

  app.get('/web-api/sports/games', async (request, reply) => {
    const q = parseInput(GamesQuery, request.query, 'query');
    const c = await feedCtx();
    if (q.sport && !c.rm.sportBySlug.has(q.sport)) throw new ApiError(404, 'not_found', 'Not found', `No sport "${q.sport}"`);
    if (q.champ !== undefined && !c.rm.champs.has(q.champ)) throw new ApiError(404, 'not_found', 'Not found', `No championship ${q.champ}`);
    const list: ListQuery = {
      mode: q.mode, sport: q.sport, champ: q.champ, time: q.time, videoOnly: q.video, cyber: q.cyber, section: q.section,
      ids: q.ids, limit: q.limit, lang: q.lang, ...(q.kind === 'all' ? {} : { isCyber: q.kind === 'cyber' }),
    };
    // A version from the future (another server, a reset) is answered in full, the same answer as without one.
    const since = q.since === undefined || q.since > c.rm.version ? null : q.since;
    return cache.send(request, reply, `games:${JSON.stringify({ ...q, since })}`, c.rm.version, () => gamesFeed(c, list, since));
  });

  app.get('/web-api/sports/game/:id', async (request, reply) => {
    const { id } = parseInput(GameParams, request.params, 'params');
    const q = parseInput(GameQuery, request.query, 'query');
    noStore(reply);
    const c = await feedCtx();
    const feed = gameFeed(c, id, q.since ?? null, q.lang) ?? (await finishedGameFeed(ctx, c, id, q.lang));
    if (!feed) throw new ApiError(404, 'not_found', 'Not found', `No game ${id}`);
    return feed;
  });

  app.get('/web-api/sports/game/:id/timeline', async (request, reply): Promise<Timeline> => {
    const { id } = parseInput(GameParams, request.params, 'params');
    noStore(reply);
    const game = await ctx.db.one<{ id: number }>('SELECT id FROM games WHERE id = $1', [id]);
    if (!game) throw new ApiError(404, 'not_found', 'Not found', `No game ${id}`);
    const row = await ctx.db.one<{ j: string | null }>(
      `SELECT json_agg(json_build_array(id, game_time_sec, type, side, score, player) ORDER BY id)::text AS j FROM game_events WHERE game_id = $1 AND type <> 'start'`, [id]);
    const events = row?.j ? (JSON.parse(row.j) as Array<[number, number, string, 'home' | 'away' | null, string | null, string | null]>) : [];
    return { gameId: id, events: events.map(([eid, timeSec, type, side, score, player]) => ({ id: eid, timeSec, type, side, score, player })) };
  });

  app.get('/web-api/sports/top', async (request, reply) => {
    const q = parseInput(ModeQuery, request.query, 'query');
    const c = await feedCtx();
    return cache.send(request, reply, `top:${q.mode}:${q.lang}`, c.rm.version, () => gamesFeed(c, { mode: q.mode, section: 'topgame', limit: 12, lang: q.lang }, null));
  });

  app.get('/web-api/sports/slider', async (request, reply) => {
    const q = parseInput(ModeQuery, request.query, 'query');
    const c = await feedCtx();
    return cache.send(request, reply, `slider:${q.mode}:${q.lang}`, c.rm.version, (): Slider => {
      const feed = gamesFeed(c, { mode: q.mode, section: 'topgame', limit: 5, lang: q.lang }, null);
      return {
        items: feed.games.map((game) => {
          const champ = feed.champs.find((x) => x.id === game.champId);
          const sport = feed.sports.find((x) => x.id === game.sportId);
          return { id: game.id, title: game.kind === 1 ? `${game.home} ${game.away}` : `${game.home} — ${game.away}`, subtitle: [sport?.name, champ?.country, champ?.name].filter(Boolean).join(' · '), game };
        }),
      };
    });
  });

  // Drawn from the name alone, so one URL is one picture for ever: cached a year by browsers and proxies.
  const CrestQuery = v.object({ team: v.pipe(v.string(), v.trim(), v.minLength(1, 'team is required'), v.maxLength(80, 'team is at most 80 characters')) });
  app.get('/web-api/sports/crest', async (request, reply) => {
    const { team } = parseInput(CrestQuery, request.query, 'query');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(crestSvg(team));
  });

  app.get('/web-api/sports/media', async (request, reply): Promise<Media> => {
    const q = parseInput(v.object({ lang: Lang }), request.query, 'query');
    noStore(reply);
    const c = await feedCtx();
    const streams: Media['streams'] = [];
    for (const g of c.rm.games()) {
      if (g.status !== 2 && g.status !== 3) continue;
      const sport = c.rm.sports.get(g.sportId);
      if (!sport) continue;
      streams.push({ gameId: g.id, title: `${g.home} — ${g.away}`, sport: sportView(sport, q.lang).name, kind: g.hasVideo ? 'video' : 'animation' });
    }
    return { streams: streams.sort((a, b) => (a.kind === b.kind ? a.gameId - b.gameId : a.kind === 'video' ? -1 : 1)).slice(0, 50) };
  });

  app.get('/web-api/sports/outcomes', async (request, reply): Promise<OutcomeStates> => {
    const { ids } = parseInput(OutcomesQuery, request.query, 'query');
    noStore(reply);
    const c = await feedCtx(800);
    const found = ids.flatMap((id) => {
      const hit = c.rm.outcome(id);
      return hit ? [{ id, coef: hit.outcome.coef, status: hit.outcome.status, gameStatus: hit.game.status, marketStatus: hit.market.status }] : [];
    });
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) {
      const rows = await ctx.db.query<{ id: number; coef: string; status: number; game_status: number; market_status: number }>(
        `SELECT o.id, o.coef, o.status, g.status AS game_status, m.status AS market_status FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN games g ON g.id = m.game_id
         WHERE o.id = ANY($1::int[])`, [`{${missing.join(',')}}`]);
      for (const r of rows) found.push({ id: r.id, coef: Number(r.coef), status: r.status, gameStatus: r.game_status, marketStatus: r.market_status });
    }
    return { version: c.rm.version, outcomes: found };
  });

  app.get('/web-api/sports/results', async (request, reply): Promise<Results> => {
    const q = parseInput(ResultsQuery, request.query, 'query');
    noStore(reply);
    const c = await feedCtx();
    const sport = q.sport ? c.rm.sportBySlug.get(q.sport) : undefined;
    if (q.sport && !sport) throw new ApiError(404, 'not_found', 'Not found', `No sport "${q.sport}"`);
    if (q.champ !== undefined && !c.rm.champs.has(q.champ)) throw new ApiError(404, 'not_found', 'Not found', `No championship ${q.champ}`);
    const tz = q.tz;
    const localToday = new Date(Date.now() + tz * 3600_000).toISOString().slice(0, 10);
    const date = q.date ?? localToday;
    let games: ResultGame[];
    if (q.type === 'live') {
      games = [...c.rm.games()].filter((g) => g.kind === 0 && (g.status === 2 || g.status === 3 || g.status === 4) && (!sport || g.sportId === sport.id) && (q.champ === undefined || g.champId === q.champ))
        .sort((a, b) => a.status - b.status || a.startAt - b.startAt).map((g) => resultView(gameView(c, g, []), c.now));
    } else {
      const from = new Date(Date.parse(`${date}T00:00:00Z`) - tz * 3600_000);
      const to = new Date(from.getTime() + 24 * 3600_000);
      const row = await ctx.db.one<{ j: string | null }>(
        `SELECT json_agg(json_build_array(id, sport_id, champ_id, home, away, start_at, status, score, game_time_sec) ORDER BY start_at, id)::text AS j FROM games
         WHERE status IN (4, 5) AND kind = 0 AND start_at >= $1 AND start_at < $2 AND ($3::int IS NULL OR sport_id = $3) AND ($4::int IS NULL OR champ_id = $4)`,
        [from, to, sport?.id ?? null, q.champ ?? null]);
      games = resultRows(row?.j ?? null);
    }
    const sportIds = new Set(games.map((g) => g.sportId));
    const champIds = new Set(games.map((g) => g.champId));
    return {
      date, type: q.type,
      sports: [...c.rm.sports.values()].filter((s) => sportIds.has(s.id)).map((s) => sportView(s, q.lang, games.filter((g) => g.sportId === s.id).length)),
      champs: [...c.rm.champs.values()].filter((ch) => champIds.has(ch.id)).map((ch) => champView(c.rm, ch, q.lang, games.filter((g) => g.champId === ch.id).length)),
      games,
    };
  });

  const statisticsOn = async () => {
    const config = await readStoredConfig(ctx.db);
    if (!config.features.statistic) throw new ApiError(404, 'not_found', 'Not found', 'Statistics are switched off');
  };

  app.get('/web-api/sports/statistic/game/:id', async (request, reply): Promise<GameStatistic> => {
    const { id } = parseInput(GameParams, request.params, 'params');
    const { lang } = parseInput(v.object({ lang: Lang }), request.query, 'query');
    noStore(reply);
    await statisticsOn();
    const c = await feedCtx();
    const row = await ctx.db.one<{ j: string | null }>(
      'SELECT json_agg(json_build_array(id, sport_id, champ_id, home, away, start_at, status, score, game_time_sec))::text AS j FROM games WHERE id = $1 AND kind = 0', [id]);
    const game = resultRows(row?.j ?? null)[0];
    if (!game) throw new ApiError(404, 'not_found', 'Not found', `No game ${id}`);
    const sport = c.rm.sports.get(game.sportId)!;
    const champ = c.rm.champs.get(game.champId)!;
    const teamGames = async (team: string) => resultRows((await ctx.db.one<{ j: string | null }>(
      `SELECT json_agg(json_build_array(id, sport_id, champ_id, home, away, start_at, status, score, game_time_sec) ORDER BY start_at DESC)::text AS j FROM (
         SELECT * FROM games WHERE status = 4 AND sport_id = $2 AND (home = $1 OR away = $1) ORDER BY start_at DESC LIMIT 6) x`, [team, game.sportId]))?.j ?? null);
    const [homeLast, awayLast] = [await teamGames(game.home), await teamGames(game.away)];
    const h2h = resultRows((await ctx.db.one<{ j: string | null }>(
      `SELECT json_agg(json_build_array(id, sport_id, champ_id, home, away, start_at, status, score, game_time_sec) ORDER BY start_at DESC)::text AS j FROM (
         SELECT * FROM games WHERE status = 4 AND sport_id = $3 AND ((home = $1 AND away = $2) OR (home = $2 AND away = $1)) ORDER BY start_at DESC LIMIT 10) x`,
      [game.home, game.away, game.sportId]))?.j ?? null);
    return {
      game, sport: sportView(sport, lang), champ: champView(c.rm, champ, lang),
      home: { team: game.home, form: formOf(game.home, homeLast), last: homeLast },
      away: { team: game.away, form: formOf(game.away, awayLast), last: awayLast },
      headToHead: h2h,
      standings: await standingsOf(ctx, game.champId),
    };
  });

  app.get('/web-api/sports/statistic/champ/:id', async (request, reply): Promise<ChampStatistic> => {
    const { id } = parseInput(GameParams, request.params, 'params');
    const { lang } = parseInput(v.object({ lang: Lang }), request.query, 'query');
    noStore(reply);
    await statisticsOn();
    const c = await feedCtx();
    const champ = c.rm.champs.get(id);
    if (!champ) throw new ApiError(404, 'not_found', 'Not found', `No championship ${id}`);
    const recent = resultRows((await ctx.db.one<{ j: string | null }>(
      `SELECT json_agg(json_build_array(id, sport_id, champ_id, home, away, start_at, status, score, game_time_sec) ORDER BY start_at DESC)::text AS j FROM (
         SELECT * FROM games WHERE status = 4 AND kind = 0 AND champ_id = $1 ORDER BY start_at DESC LIMIT 20) x`, [id]))?.j ?? null);
    return { champ: champView(c.rm, champ, lang), sport: sportView(c.rm.sports.get(champ.sportId)!, lang), standings: await standingsOf(ctx, id), recent };
  });

  if (ctx.env.devApi) {
    // QA and the bench: what the feed cache holds and has done (answers made, bodies compressed, 304s).
    app.get('/web-api/dev/sports/feed-cache', async (_request, reply) => {
      noStore(reply);
      return cache.stats();
    });
    // QA: put a goal into a live game now (markets suspend; the simulator reopens them at new odds).
    app.post('/web-api/dev/sports/games/:id/goal', async (request, reply) => {
      const { id } = parseInput(GameParams, request.params, 'params');
      const { side } = parseInput(GoalBody, request.body, 'body');
      noStore(reply);
      if (!(await applyGoal(ctx.db, id, side))) throw new ApiError(404, 'not_found', 'Not found', `No live game ${id}`);
      await rm.refresh();
      return { ok: true };
    });
    // QA: finish a live game now (every outcome settles, markets close).
    app.post('/web-api/dev/sports/games/:id/finish', async (request, reply) => {
      const { id } = parseInput(GameParams, request.params, 'params');
      noStore(reply);
      if (!(await finishGame(ctx.db, id))) throw new ApiError(404, 'not_found', 'Not found', `No live game ${id}`);
      await rm.refresh();
      return { ok: true };
    });
  }
}

/** A game in play as a result: its clock as it reads at `now`. */
function resultView(g: ReturnType<typeof gameView>, now: number): ResultGame {
  return { id: g.id, sportId: g.sportId, champId: g.champId, home: g.home, away: g.away, startAt: g.startAt, status: g.status, score: g.score, timeSec: clockReading(g, now) };
}

function resultRows(json: string | null): ResultGame[] {
  if (!json) return [];
  return (JSON.parse(json) as Array<[number, number, number, string, string, string, number, ScoreJson, number | null]>).map(
    ([id, sportId, champId, home, away, startAt, status, score, timeSec]) => ({
      id, sportId, champId, home, away, startAt: new Date(startAt).toISOString(), status,
      score: { home: score.home, away: score.away, periods: score.periods, ...(score.ko ? { ko: score.ko } : {}) }, timeSec,
    }),
  );
}

function outcomeOf(team: string, g: ResultGame): 'W' | 'D' | 'L' {
  const mine = g.home === team ? g.score.home : g.score.away;
  const theirs = g.home === team ? g.score.away : g.score.home;
  const winner = g.score.ko ? (g.score.ko.side === 'home' ? g.home : g.away) : null;
  if (winner) return winner === team ? 'W' : 'L';
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}

function formOf(team: string, games: ResultGame[]): Array<'W' | 'D' | 'L'> {
  return games.slice(0, 5).map((g) => outcomeOf(team, g));
}

/** The championship's table from its finished games: 3 points a win, 1 a draw. */
async function standingsOf(ctx: AppContext, champId: number): Promise<Standing[]> {
  const games = resultRows((await ctx.db.one<{ j: string | null }>(
    `SELECT json_agg(json_build_array(id, sport_id, champ_id, home, away, start_at, status, score, game_time_sec) ORDER BY start_at DESC)::text AS j
     FROM games WHERE status = 4 AND kind = 0 AND champ_id = $1`, [champId]))?.j ?? null);
  const table = new Map<string, Standing & { recent: ResultGame[] }>();
  const entry = (team: string) => {
    let s = table.get(team);
    if (!s) {
      s = { team, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0, form: [], recent: [] };
      table.set(team, s);
    }
    return s;
  };
  for (const g of games) {
    for (const team of [g.home, g.away]) {
      const s = entry(team);
      const r = outcomeOf(team, g);
      s.played++;
      s.scored += team === g.home ? g.score.home : g.score.away;
      s.conceded += team === g.home ? g.score.away : g.score.home;
      if (r === 'W') s.won++;
      else if (r === 'D') s.drawn++;
      else s.lost++;
      s.points += r === 'W' ? 3 : r === 'D' ? 1 : 0;
      if (s.recent.length < 5) s.recent.push(g);
    }
  }
  return [...table.values()]
    .map(({ recent, ...s }) => ({ ...s, form: formOf(s.team, recent) }))
    .sort((a, b) => b.points - a.points || (b.scored - b.conceded) - (a.scored - a.conceded) || b.scored - a.scored || a.team.localeCompare(b.team));
}

/** A game no longer in the read model (finished long ago): read from the database with its settled markets. */
async function finishedGameFeed(ctx: AppContext, c: FeedContext, id: number, lang: string): Promise<GameFeed | null> {
  const row = await ctx.db.one<{ j: string | null }>(
    `SELECT json_build_array(id, champ_id, sport_id, kind, home, away, start_at, status, score, game_time_sec, period, duration_sec, is_synthetic, is_top, has_video, finished_at, version)::text AS j
     FROM games WHERE id = $1`, [id]);
  if (!row?.j) return null;
  const [gid, champId, sportId, kind, home, away, startAt, status, score, gameTimeSec, period, durationSec, isSynthetic, isTop, hasVideo, finishedAt, version] =
    JSON.parse(row.j) as [number, number, number, number, string, string, string, number, ScoreJson, number | null, number, number, boolean, boolean, boolean, string | null, number];
  const m = await ctx.db.one<{ j: string | null }>(
    `SELECT json_agg(json_build_array(m.id, m.kind, m.type_id, m.name, m.param, m.period, m.status, m.block_id, m.is_main, m.sort,
       (SELECT json_agg(json_build_array(o.id, o.name, o.code, o.coef, o.status, o.sort) ORDER BY o.sort) FROM outcomes o WHERE o.market_id = m.id)) ORDER BY m.sort)::text AS j
     FROM markets m WHERE m.game_id = $1`, [id]);
  const markets: RmMarket[] = (m?.j ? (JSON.parse(m.j) as Array<[number, number, number, string, string | null, number, number, number, boolean, number, Array<[number, string, string, string, number, number]> | null]>) : [])
    .map(([mid, mkind, typeId, name, param, mperiod, mstatus, blockId, isMain, sort, outs]) => ({
      id: mid, gameId: gid, kind: mkind, typeId, name, param: param === null ? null : Number(param), period: mperiod, status: mstatus, blockId, isMain, sort,
      version, maxVersion: version,
      outcomes: (outs ?? []).map(([oid, oname, code, coef, ostatus, osort]) => ({ id: oid, marketId: mid, name: oname, code, coef: Number(coef), status: ostatus, sort: osort, version })),
    }));
  const game: RmGame = {
    id: gid, champId, sportId, kind, home, away, startAt: Date.parse(startAt), status, score, gameTimeSec, period, durationSec, isSynthetic, isTop, hasVideo,
    finishedAt: finishedAt ? Date.parse(finishedAt) : null, version, sim: { rh: 0, ra: 0, p: 0.5, ko: 0.5, seed: 0, brk: 0 }, seenAt: c.now,
    clockSec: gameTimeSec, clockAt: c.now, shown: '',
    markets, maxVersion: version, mainVersion: version,
  };
  const sport = c.rm.sports.get(sportId);
  const champ = c.rm.champs.get(champId);
  if (!sport || !champ) return null;
  return { version: c.rm.version, at: c.now, full: true, game: gameView(c, game, markets), sport: sportView(sport, lang), champ: champView(c.rm, champ, lang) };
}
