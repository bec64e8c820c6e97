import type { Db, Queryable } from '../db/index.ts';
import type { ScoreJson } from './engine.ts';
import { letRequestsRun } from '../event-loop.ts';

// The sports read model: every game that is not long finished, with its markets and outcomes, kept in memory
// and refreshed from the database by version (rows whose `version` is above the last one seen). Feeds answer
// from here in well under a millisecond, whatever the engine (PGlite pays ~30 µs per row it returns), and the
// simulator reads its live games from here too, so the database only does the writing.
//
// Consistency: every writer of the sports tables takes SPORTS_WRITE_LOCK for its transaction, so transactions
// commit in the order of the versions they took and a refresh never skips a row (PGlite runs one transaction at a
// time anyway). Finished games stay for KEEP_FINISHED_MS so polling clients see them end.

export const SPORTS_WRITE_LOCK = 73_465_020;
const KEEP_FINISHED_MS = 3 * 3600_000;

export interface RmOutcome {
  id: number;
  marketId: number;
  name: string;
  code: string;
  coef: number;
  status: number;
  sort: number;
  version: number;
}

export interface RmMarket {
  id: number;
  gameId: number;
  kind: number;
  typeId: number;
  name: string;
  param: number | null;
  period: number;
  status: number;
  blockId: number;
  isMain: boolean;
  sort: number;
  version: number;
  outcomes: RmOutcome[];
  /** Highest version of the market and its outcomes. */
  maxVersion: number;
}

export interface RmSimState {
  rh: number;
  ra: number;
  p: number;
  ko: number;
  seed: number;
  brk: number;
  /** Seconds of play when the current period began (set, map). */
  ps?: number;
  sus?: number;
  drift?: number;
  next?: number;
  /** When its markets were last repriced (epoch ms): the tick's reprice budget goes to the longest waiting. */
  rp?: number;
  tf?: number;
  /** The clock's anchor written by the simulator: seconds of play `cs` at wall time `ct` (server/sim/game-clock.ts). */
  cs?: number;
  ct?: number;
}

export interface RmGame {
  id: number;
  champId: number;
  sportId: number;
  kind: number;
  home: string;
  away: string;
  startAt: number;
  status: number;
  score: ScoreJson;
  gameTimeSec: number | null;
  period: number;
  durationSec: number;
  isSynthetic: boolean;
  isTop: boolean;
  hasVideo: boolean;
  finishedAt: number | null;
  version: number;
  sim: RmSimState;
  /** Wall time (ms) of the refresh that last saw this game change. */
  seenAt: number;
  /**
   * The clock's anchor: seconds of play `clockSec` at wall time `clockAt` (epoch ms); while the game is in play the
   * clock runs on from there (live-clock.ts), so a tick that only moves the clock is no change to send.
   */
  clockSec: number | null;
  clockAt: number;
  /** What a client is shown of the game itself (everything but its markets), to tell a shown change from a tick. */
  shown: string;
  markets: RmMarket[];
  /** Highest version of a shown change of the game, its markets and outcomes. */
  maxVersion: number;
  /** Highest version of a shown change of the game and its main markets. */
  mainVersion: number;
}

export interface RmSport {
  id: number;
  name: string;
  names: Record<string, string>;
  slug: string;
  sort: number;
  scoreModel: string;
  isCyber: boolean;
  livePollMs: number;
}

export interface RmCountry {
  id: number;
  iso: string;
  name: string;
  names: Record<string, string>;
  slug: string;
}

export interface RmChamp {
  id: number;
  sportId: number;
  countryId: number | null;
  name: string;
  slug: string;
  sort: number;
  isTop: boolean;
  cyberType: string | null;
  livePollMs: number | null;
  specialSlug: string | null;
}

export interface SportsReadModel {
  /** Loads everything (once); later calls wait for that load. */
  ready(): Promise<void>;
  /** Pulls what changed since the last refresh (one refresh at a time; concurrent callers share it). */
  refresh(): Promise<void>;
  /** Refreshes when the last refresh is older than maxAgeMs. */
  fresh(maxAgeMs?: number): Promise<void>;
  readonly version: number;
  readonly refreshedAt: number;
  games(): IterableIterator<RmGame>;
  game(id: number): RmGame | undefined;
  outcome(id: number): { outcome: RmOutcome; market: RmMarket; game: RmGame } | undefined;
  sports: Map<number, RmSport>;
  sportBySlug: Map<string, RmSport>;
  countries: Map<number, RmCountry>;
  champs: Map<number, RmChamp>;
  /** Ids of games that were dropped (long finished) since a version: clients remove them. */
  droppedSince(version: number): number[];
  /** Stops the background refresh. */
  close(): void;
}

const num = (x: unknown): number => (typeof x === 'number' ? x : Number(x));

export interface ReadModelOptions {
  now?: () => number;
  /** Background refresh period; 0 = none (tests refresh explicitly or through fresh()). */
  refreshMs?: number;
  log?: (message: string, err?: unknown) => void;
}

export function createSportsReadModel(db: Db, options: ReadModelOptions = {}): SportsReadModel {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));
  const games = new Map<number, RmGame>();
  const markets = new Map<number, RmMarket>();
  const outcomes = new Map<number, RmOutcome>();
  const sports = new Map<number, RmSport>();
  const sportBySlug = new Map<string, RmSport>();
  const countries = new Map<number, RmCountry>();
  const champs = new Map<number, RmChamp>();
  const dropped: Array<{ id: number; version: number }> = [];
  let version = 0;
  let refreshedAt = 0;
  let loading: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function loadStatic(q: Queryable): Promise<void> {
    const s = await jsonRows<[number, string, Record<string, string>, string, number, string, boolean, number]>(q,
      'SELECT json_agg(json_build_array(id, name, names, slug, sort, score_model, is_cyber, live_poll_ms) ORDER BY sort)::text AS j FROM sports');
    for (const [id, name, names, slug, sort, scoreModel, isCyber, livePollMs] of s) {
      const sport = { id, name, names, slug, sort, scoreModel, isCyber, livePollMs };
      sports.set(id, sport);
      sportBySlug.set(slug, sport);
    }
    const c = await jsonRows<[number, string, string, Record<string, string>, string]>(q, 'SELECT json_agg(json_build_array(id, iso, name, names, slug))::text AS j FROM countries');
    for (const [id, iso, name, names, slug] of c) countries.set(id, { id, iso, name, names, slug });
    const ch = await jsonRows<[number, number, number | null, string, string, number, boolean, string | null, number | null, string | null]>(q,
      'SELECT json_agg(json_build_array(id, sport_id, country_id, name, slug, sort, is_top, cyber_type, live_poll_ms, special_slug) ORDER BY sort)::text AS j FROM championships');
    for (const [id, sportId, countryId, name, slug, sort, isTop, cyberType, livePollMs, specialSlug] of ch) {
      champs.set(id, { id, sportId, countryId, name, slug, sort, isTop, cyberType, livePollMs, specialSlug });
    }
  }

  /**
   * Pulls the rows above `since` in ONE snapshot (a repeatable-read, read-only transaction): with three statements
   * each seeing the database at its own moment, a writer committing between them (another instance's simulator or
   * a goal put in on another instance) could show its outcomes to the last statement but not its game row to the
   * first, and the version that moved past them would skip that game for good (a stale score on one instance).
   */
  function pull(since: number, first: boolean): Promise<void> {
    return db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await pullIn(tx, since, first);
    });
  }

  async function pullIn(db: Queryable, since: number, first: boolean): Promise<void> {
    const seenAt = now();
    // Games first, then markets, then outcomes: children always find their parents.
    const cutoff = new Date(seenAt - KEEP_FINISHED_MS);
    const g = await jsonRows<[number, number, number, number, string, string, string, number, ScoreJson, number | null, number, number, boolean, boolean, boolean, string | null, number, RmSimState]>(db,
      `SELECT json_agg(json_build_array(id, champ_id, sport_id, kind, home, away, start_at, status, score, game_time_sec, period, duration_sec,
         is_synthetic, is_top, has_video, finished_at, version, sim))::text AS j
       FROM games WHERE version > $1 ${first ? 'AND (status < 4 OR finished_at > $2)' : ''}`, first ? [since, cutoff] : [since]);
    let max = since;
    for (const r of g) {
      const [id, champId, sportId, kind, home, away, startAt, status, score, gameTimeSec, period, durationSec, isSynthetic, isTop, hasVideo, finishedAt, v, sim] = r;
      const existing = games.get(id);
      // Without the simulator's anchor (a seeded game before its first tick) the clock is anchored where it was seen.
      const sameClock = existing !== undefined && existing.gameTimeSec === gameTimeSec && existing.status === status && existing.period === period;
      const clockSec = sim.cs ?? gameTimeSec;
      const clockAt = sim.ct ?? (sameClock ? existing.clockAt : seenAt);
      const shown = JSON.stringify([champId, sportId, kind, home, away, startAt, status, score, period, isSynthetic, isTop, hasVideo, finishedAt, clockSec, clockAt, sim.ps ?? 0]);
      const game: RmGame = existing ?? {
        id, champId, sportId, kind, home, away, startAt: 0, status, score, gameTimeSec, period, durationSec, isSynthetic, isTop, hasVideo,
        finishedAt: null, version: v, sim, seenAt, clockSec, clockAt, shown: '', markets: [], maxVersion: v, mainVersion: v,
      };
      Object.assign(game, {
        champId, sportId, kind, home, away, startAt: Date.parse(startAt), status, score, gameTimeSec, period, durationSec, isSynthetic, isTop, hasVideo,
        finishedAt: finishedAt ? Date.parse(finishedAt) : null, version: v, sim, seenAt, clockSec, clockAt,
      });
      // A row that changed only what no client is shown (the clock moving on from its anchor, the simulator's
      // drifted strengths) is no change for the feeds: `since` answers leave the game out.
      if (game.shown !== shown) {
        game.shown = shown;
        game.maxVersion = Math.max(game.maxVersion, v);
        game.mainVersion = Math.max(game.mainVersion, v);
      }
      games.set(id, game);
      max = Math.max(max, v);
    }
    // The requests waiting meanwhile run between the queries (a refresh after a tick reads a few thousand rows).
    await letRequestsRun();
    const m = await jsonRows<[number, number, number, number, string, string | number | null, number, number, number, boolean, number, number]>(db,
      `SELECT json_agg(json_build_array(m.id, m.game_id, m.kind, m.type_id, m.name, m.param, m.period, m.status, m.block_id, m.is_main, m.sort, m.version))::text AS j
       FROM markets m ${first ? 'JOIN games g ON g.id = m.game_id AND (g.status < 4 OR g.finished_at > $2)' : ''} WHERE m.version > $1`, first ? [since, cutoff] : [since]);
    const touchedMarkets = new Set<RmMarket>();
    for (const [id, gameId, kind, typeId, name, param, period, status, blockId, isMain, sort, v] of m) {
      const game = games.get(gameId);
      if (!game) continue;
      let market = markets.get(id);
      if (!market) {
        market = { id, gameId, kind, typeId, name, param: param === null ? null : num(param), period, status, blockId, isMain, sort, version: v, outcomes: [], maxVersion: v };
        markets.set(id, market);
        game.markets.push(market);
        touchedMarkets.add(market);
      }
      Object.assign(market, { status, version: v, name });
      bump(game, market, v);
      max = Math.max(max, v);
    }
    await letRequestsRun();
    const o = await jsonRows<[number, number, string, string, string | number, number, number, number]>(db,
      `SELECT json_agg(json_build_array(o.id, o.market_id, o.name, o.code, o.coef, o.status, o.sort, o.version))::text AS j
       FROM outcomes o ${first ? 'JOIN markets m ON m.id = o.market_id JOIN games g ON g.id = m.game_id AND (g.status < 4 OR g.finished_at > $2)' : ''} WHERE o.version > $1`,
      first ? [since, cutoff] : [since]);
    for (const [id, marketId, name, code, coef, status, sort, v] of o) {
      const market = markets.get(marketId);
      if (!market) continue;
      let outcome = outcomes.get(id);
      if (!outcome) {
        outcome = { id, marketId, name, code, coef: num(coef), status, sort, version: v };
        outcomes.set(id, outcome);
        market.outcomes.push(outcome);
        touchedMarkets.add(market);
      }
      outcome.coef = num(coef);
      outcome.status = status;
      outcome.version = v;
      const game = games.get(market.gameId);
      if (game) bump(game, market, v);
      max = Math.max(max, v);
    }
    await letRequestsRun();
    for (const market of touchedMarkets) market.outcomes.sort((a, b) => a.sort - b.sort);
    for (const game of new Set([...touchedMarkets].map((mk) => games.get(mk.gameId)))) game?.markets.sort((a, b) => a.sort - b.sort);
    // Drop games finished long ago (results come from the database).
    for (const game of games.values()) {
      if (game.status >= 4 && (game.finishedAt ?? game.startAt) < seenAt - KEEP_FINISHED_MS) {
        games.delete(game.id);
        for (const mk of game.markets) {
          markets.delete(mk.id);
          for (const oc of mk.outcomes) outcomes.delete(oc.id);
        }
        dropped.push({ id: game.id, version: max });
      }
    }
    if (dropped.length > 5000) dropped.splice(0, dropped.length - 5000);
    version = Math.max(version, max);
    refreshedAt = seenAt;
  }

  function bump(game: RmGame, market: RmMarket, v: number): void {
    market.maxVersion = Math.max(market.maxVersion, v);
    game.maxVersion = Math.max(game.maxVersion, v);
    if (market.isMain) game.mainVersion = Math.max(game.mainVersion, v);
  }

  const model: SportsReadModel = {
    ready() {
      loading ??= (async () => {
        await loadStatic(db);
        await pull(0, true);
        if (options.refreshMs) {
          timer = setInterval(() => {
            model.refresh().catch((err: unknown) => log('sports read model refresh failed', err));
          }, options.refreshMs);
          timer.unref();
        }
      })();
      return loading;
    },
    refresh() {
      if (!loading) return model.ready();
      refreshing ??= loading.then(() => pull(version, false)).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    async fresh(maxAgeMs = 1500) {
      await model.ready();
      if (now() - refreshedAt <= maxAgeMs) return;
      // Without a background refresh (tests), wait for it; with one, answer from memory at once and let it catch up
      // (a refresh waits for the simulator's transaction, which a feed answer must not).
      if (!timer) await model.refresh();
      else void model.refresh().catch((err: unknown) => log('sports read model refresh failed', err));
    },
    get version() {
      return version;
    },
    get refreshedAt() {
      return refreshedAt;
    },
    games: () => games.values(),
    game: (id) => games.get(id),
    outcome(id) {
      const outcome = outcomes.get(id);
      if (!outcome) return undefined;
      const market = markets.get(outcome.marketId)!;
      return { outcome, market, game: games.get(market.gameId)! };
    },
    sports,
    sportBySlug,
    countries,
    champs,
    droppedSince: (v) => dropped.filter((d) => d.version > v).map((d) => d.id),
    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return model;
}

async function jsonRows<T>(q: Queryable, sql: string, params: Array<number | Date> = []): Promise<T[]> {
  const row = await q.one<{ j: string | null }>(sql, params);
  return row?.j ? (JSON.parse(row.j) as T[]) : [];
}

// One read model per database, shared by the routes and the simulator of a process.
const models = new WeakMap<Db, SportsReadModel>();

export function sportsReadModel(db: Db, options: ReadModelOptions = {}): SportsReadModel {
  let model = models.get(db);
  if (!model) {
    model = createSportsReadModel(db, options);
    models.set(db, model);
  }
  return model;
}
