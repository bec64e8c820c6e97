import type { Champ, Game, GamesFeed, Market, Sport } from '../../streams/schemas/sports.ts';
import type { GameFeed, Menu, SportsMode } from '../../streams/schemas/sports-pages.ts';
import type { RmChamp, RmGame, RmMarket, RmSport, SportsReadModel } from './read-model.ts';
import { rulesOf } from './rules.ts';
import { liveClock } from './live-clock.ts';
import { champName } from './champ-names.ts';

// The feeds, answered from the read model. `since` answers carry only what changed after that version.

export type TimeFilter = 0 | 1 | 2 | 3 | 6;

export interface ListQuery {
  mode: SportsMode;
  sport?: string | undefined;
  champ?: number | undefined;
  /** B25 time filters: 0 all; 1 upcoming (line: within 2 h; live: first 15 min of play); 2 first period
   *  (line: the next 12 h; live: in the first period); 3 second period (line: after 12 h; live: second period or later);
   *  6 recommended (top games and top championships). */
  time?: TimeFilter | undefined;
  videoOnly?: boolean | undefined;
  cyber?: 'real' | 'virtual' | 'stream' | undefined;
  /** Home-page sections (R03). */
  section?: string | undefined;
  /** Only cyber sports (true), only the others (false), both (undefined). */
  isCyber?: boolean | undefined;
  ids?: number[] | undefined;
  limit?: number | undefined;
  lang: string;
}

export interface FeedContext {
  rm: SportsReadModel;
  now: number;
  simSpeed: number;
}

const LIVE = new Set([2, 3]);

export function localName(names: Record<string, string>, fallback: string, lang: string): string {
  return names[lang] ?? names['en'] ?? fallback;
}

export function sportView(s: RmSport, lang: string, count = 0): Sport {
  return { id: s.id, slug: s.slug, name: localName(s.names, s.name, lang), isCyber: s.isCyber, livePollMs: s.livePollMs, scoreModel: s.scoreModel, count };
}

export function champView(rm: SportsReadModel, c: RmChamp, lang: string, count = 0): Champ {
  const country = c.countryId === null ? null : rm.countries.get(c.countryId) ?? null;
  return {
    id: c.id, sportId: c.sportId, slug: c.slug, name: champName(c.name, lang),
    country: country ? localName(country.names, country.name, lang) : null, countryIso: country?.iso ?? null,
    isTop: c.isTop, cyberType: c.cyberType, livePollMs: c.livePollMs, specialSlug: c.specialSlug, count,
  };
}

function marketView(m: RmMarket): Market {
  return {
    id: m.id, kind: m.kind, typeId: m.typeId, name: m.name, param: m.param, period: m.period, status: m.status, blockId: m.blockId, isMain: m.isMain,
    outcomes: m.outcomes.map((o) => ({ id: o.id, name: o.name, code: o.code, coef: o.coef, status: o.status })),
  };
}

/** The game as the client sees it: its clock's anchor (the client runs it on), and the markets asked for. */
export function gameView(ctx: FeedContext, g: RmGame, markets: RmMarket[]): Game {
  const sport = ctx.rm.sports.get(g.sportId);
  const rules = sport ? safeRules(sport.slug) : null;
  const clock = liveClock(rules, g, ctx.simSpeed);
  return {
    id: g.id, sportId: g.sportId, champId: g.champId, kind: g.kind, home: g.home, away: g.away,
    startAt: new Date(g.startAt).toISOString(), status: g.status,
    score: { home: g.score.home, away: g.score.away, periods: g.score.periods.map((p): [number, number] => [p[0], p[1]]), ...(g.score.ko ? { ko: g.score.ko } : {}) },
    timeSec: clock.timeSec, clockAt: clock.clockAt, period: g.period, clockRate: clock.clockRate, periodEndSec: clock.periodEndSec, ...(clock.round !== undefined ? { round: clock.round } : {}), periods: rules?.model === 'sets' ? (rules.setsToWin ?? 2) * 2 - 1 : rules?.periods ?? 0,
    isTop: g.isTop, hasVideo: g.hasVideo, isSynthetic: g.isSynthetic, marketCount: g.markets.length, version: g.maxVersion,
    markets: markets.map(marketView),
  };
}

function safeRules(slug: string) {
  try {
    return rulesOf(slug);
  } catch {
    return null;
  }
}

/**
 * Whether a game that is not in a mode's list now may have been in it before: games only move on (line, live,
 * finished), so an upcoming game was never in a live list and need not be named in its `removed`.
 */
function couldHaveListed(g: RmGame, mode: SportsMode): boolean {
  return mode === 'line' || (g.kind === 0 && g.status >= 2);
}

/** Whether a game belongs to a mode's list (without the other filters). */
export function inMode(g: RmGame, mode: SportsMode): boolean {
  return mode === 'live' ? LIVE.has(g.status) && g.kind === 0 : g.status === 1;
}

const HOUR = 3600_000;

export function matches(ctx: FeedContext, g: RmGame, q: Omit<ListQuery, 'lang'>): boolean {
  const { rm, now } = ctx;
  if (q.ids && !q.ids.includes(g.id)) return false;
  const sport = rm.sports.get(g.sportId);
  const champ = rm.champs.get(g.champId);
  if (!sport || !champ) return false;
  if (q.sport && sport.slug !== q.sport) return false;
  if (q.champ !== undefined && g.champId !== q.champ) return false;
  if (q.isCyber !== undefined && sport.isCyber !== q.isCyber) return false;
  if (q.videoOnly && !g.hasVideo) return false;
  if (q.cyber) {
    if (!sport.isCyber && champ.cyberType === null) return false;
    if (q.cyber === 'stream' ? !(g.hasVideo || champ.cyberType === 'stream') : champ.cyberType !== q.cyber) return false;
  }
  if (q.section && !inSection(ctx, g, q.section)) return false;
  const time = q.time ?? 0;
  if (time === 6 && !(g.isTop || champ.isTop)) return false;
  if (q.mode === 'line') {
    if (time === 1 && g.startAt > now + 2 * HOUR) return false;
    if (time === 2 && g.startAt > now + 12 * HOUR) return false;
    if (time === 3 && g.startAt <= now + 12 * HOUR) return false;
  } else {
    if (time === 1 && (g.gameTimeSec ?? 0) > 900) return false;
    if (time === 2 && g.period > 1) return false;
    if (time === 3 && g.period < 2) return false;
  }
  return true;
}

/** Home-page sections (R03), and the outrights / matches halves of a championship: which games each one lists. */
export function inSection(ctx: FeedContext, g: RmGame, section: string): boolean {
  const sport = ctx.rm.sports.get(g.sportId);
  const champ = ctx.rm.champs.get(g.champId);
  if (!sport || !champ) return false;
  switch (section) {
    case 'topgame':
    case 'home':
      return g.isTop || (champ.isTop && g.kind === 0);
    case 'marble':
      return sport.slug === 'marble';
    case 'ufc':
      return champ.specialSlug === 'ufc';
    case 'politics':
      return sport.slug === 'politics';
    case 'cyber':
      return sport.isCyber;
    case 'betsonyour':
      return g.kind === 0 && champ.isTop;
    case 'team':
    case 'matches':
      return g.kind === 0;
    case 'outrights':
      return g.kind === 1;
    default:
      return false;
  }
}

function sortGames(a: RmGame, b: RmGame, mode: SportsMode, rm: SportsReadModel): number {
  if (mode === 'live') {
    const sa = rm.sports.get(a.sportId)?.sort ?? 0;
    const sb = rm.sports.get(b.sportId)?.sort ?? 0;
    return sa - sb || (rm.champs.get(a.champId)?.sort ?? 0) - (rm.champs.get(b.champId)?.sort ?? 0) || a.startAt - b.startAt || a.id - b.id;
  }
  return a.startAt - b.startAt || a.id - b.id;
}

export function gamesFeed(ctx: FeedContext, q: ListQuery, since: number | null): GamesFeed {
  const { rm } = ctx;
  const full = since === null || since > rm.version;
  const listed: RmGame[] = [];
  const removed: number[] = [];
  for (const g of rm.games()) {
    const ok = inMode(g, q.mode) && matches(ctx, g, q);
    if (ok) listed.push(g);
    else if (!full && g.version > since && couldHaveListed(g, q.mode) && matches(ctx, g, { ...q, time: 0 })) removed.push(g.id);
  }
  listed.sort((a, b) => sortGames(a, b, q.mode, rm));
  const limited = q.limit ? listed.slice(0, q.limit) : listed;
  if (q.limit && !full) for (const g of listed.slice(q.limit)) if (g.version > since) removed.push(g.id);
  const changed = full ? limited : limited.filter((g) => g.mainVersion > since);
  if (!full) removed.push(...rm.droppedSince(since));
  const sportIds = new Set(changed.map((g) => g.sportId));
  const champIds = new Set(changed.map((g) => g.champId));
  return {
    version: rm.version,
    at: ctx.now,
    full,
    games: changed.map((g) => gameView(ctx, g, g.markets.filter((m) => m.isMain))),
    removed,
    sports: [...sportIds].map((id) => rm.sports.get(id)).filter((s): s is RmSport => Boolean(s)).map((s) => sportView(s, q.lang)),
    champs: [...champIds].map((id) => rm.champs.get(id)).filter((c): c is RmChamp => Boolean(c)).map((c) => champView(rm, c, q.lang)),
  };
}

export function menuFeed(ctx: FeedContext, q: ListQuery): Menu {
  const { rm } = ctx;
  const bySport = new Map<number, number>();
  const byChamp = new Map<number, number>();
  let total = 0;
  for (const g of rm.games()) {
    if (!inMode(g, q.mode) || !matches(ctx, g, q)) continue;
    total++;
    bySport.set(g.sportId, (bySport.get(g.sportId) ?? 0) + 1);
    byChamp.set(g.champId, (byChamp.get(g.champId) ?? 0) + 1);
  }
  const sports = [...rm.sports.values()].filter((s) => bySport.has(s.id)).sort((a, b) => a.sort - b.sort).map((s) => sportView(s, q.lang, bySport.get(s.id)!));
  const champs = [...rm.champs.values()].filter((c) => byChamp.has(c.id)).sort((a, b) => a.sort - b.sort).map((c) => champView(rm, c, q.lang, byChamp.get(c.id)!));
  return { version: rm.version, mode: q.mode, total, sports, champs };
}

/**
 * The live events the live page lists by default (live matches of the sports, not cyber; no time or video filter):
 * its menu's total, which its heading shows, and the header's "Live now" count (issue 24: one number, not two).
 */
export function liveNowCount(ctx: FeedContext): number {
  let n = 0;
  for (const g of ctx.rm.games()) if (inMode(g, 'live') && matches(ctx, g, LIVE_PAGE)) n++;
  return n;
}

const LIVE_PAGE = { mode: 'live', isCyber: false } as const satisfies Omit<ListQuery, 'lang'>;

/** One game with all its markets; with `since`, only the markets changed after it. Null: no such game. */
export function gameFeed(ctx: FeedContext, id: number, since: number | null, lang: string): GameFeed | null {
  const { rm } = ctx;
  const g = rm.game(id);
  if (!g) return null;
  const sport = rm.sports.get(g.sportId);
  const champ = rm.champs.get(g.champId);
  if (!sport || !champ) return null;
  const full = since === null || since > rm.version;
  const markets = full ? g.markets : g.markets.filter((m) => m.maxVersion > since);
  return { version: rm.version, at: ctx.now, full, game: gameView(ctx, g, markets), sport: sportView(sport, lang), champ: champView(rm, champ, lang) };
}
