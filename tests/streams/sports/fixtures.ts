import type { Champ, Game, GamesFeed, Market, Sport } from '../../../streams/schemas/sports';
import type { GameFeed } from '../../../streams/schemas/sports-pages';
import type { SportsApi } from '../../../streams/sports/sports-api';
import type { SportsPagesApi } from '../../../streams/sports/sports-pages-api';
import { NEVER } from 'rxjs';

export const sport = (over: Partial<Sport> = {}): Sport => ({ id: 1, slug: 'football', name: 'Football', isCyber: false, livePollMs: 5000, scoreModel: 'goals', count: 1, ...over });
export const champ = (over: Partial<Champ> = {}): Champ => ({
  id: 10, sportId: 1, slug: 'england-premier-league', name: 'Premier League', country: 'England', countryIso: 'GB', isTop: true, cyberType: null,
  livePollMs: null, specialSlug: null, count: 1, ...over,
});
export const market = (id: number, outcomes: Array<[id: number, coef: number, status?: number]>, over: Partial<Market> = {}): Market => ({
  id, kind: 1, typeId: 1, name: '1X2', param: null, period: 0, status: 1, blockId: 100, isMain: true,
  outcomes: outcomes.map(([oid, coef, status], i) => ({ id: oid, name: ['1', 'X', '2'][i] ?? String(i), code: ['home', 'draw', 'away'][i] ?? `c${i}`, coef, status: status ?? 1 })),
  ...over,
});
export const game = (id: number, over: Partial<Game> = {}): Game => ({
  id, sportId: 1, champId: 10, kind: 0, home: `Home ${id}`, away: `Away ${id}`, startAt: '2030-01-01T12:00:00.000Z', status: 1,
  score: { home: 0, away: 0, periods: [] }, timeSec: null, clockAt: 0, period: 0, clockRate: 0, periodEndSec: null, periods: 2,
  isTop: false, hasVideo: false, isSynthetic: false, marketCount: 30, version: 1,
  markets: [market(id * 10, [[id * 100 + 1, 2.1], [id * 100 + 2, 3.4], [id * 100 + 3, 3.5]], { blockId: id })],
  ...over,
});
export const gamesFeed = (over: Partial<GamesFeed> = {}): GamesFeed => ({ version: 1, at: 0, full: true, games: [game(1)], removed: [], sports: [sport()], champs: [champ()], ...over });
export const gameFeed = (over: Partial<GameFeed> = {}): GameFeed => ({ version: 1, at: 0, full: true, game: game(1), sport: sport(), champ: champ(), ...over });

/** The home page's calls, never answering unless overridden per test. */
export function fakeApi(over: Partial<SportsApi> = {}): SportsApi {
  return { top$: () => NEVER, slider$: () => NEVER, media$: () => NEVER, banners$: () => NEVER, ...over };
}

/** The other pages' calls, never answering unless overridden per test. */
export function fakePagesApi(over: Partial<SportsPagesApi> = {}): SportsPagesApi {
  return {
    menu$: () => NEVER, games$: () => NEVER, game$: () => NEVER, timeline$: () => NEVER, results$: () => NEVER, gameStatistic$: () => NEVER,
    champStatistic$: () => NEVER, ...over,
  };
}
