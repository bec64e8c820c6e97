import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import { type GamesFeed, GamesFeedSchema } from '../schemas/sports';
import {
  type ChampStatistic, ChampStatisticSchema, type GameFeed, GameFeedSchema, type GameStatistic, GameStatisticSchema, type Menu, MenuSchema,
  type Results, ResultsSchema, type Timeline, TimelineSchema,
} from '../schemas/sports-pages';

// The sports calls of the pages other than home (server/routes/sports.ts): menus, game lists, a game with every
// market, its timeline, results and statistics, each validated with its shared schema. Apart from the home page's
// calls (sports-api.ts), so that the home page downloads neither them nor their schemas.

export interface GamesQuery {
  mode: 'line' | 'live';
  sport?: string | undefined;
  champ?: number | undefined;
  time?: number | undefined;
  video?: boolean | undefined;
  cyber?: 'real' | 'virtual' | 'stream' | undefined;
  section?: string | undefined;
  kind?: 'sports' | 'cyber' | 'all' | undefined;
  ids?: readonly number[] | undefined;
  limit?: number | undefined;
}

export interface SportsPagesApi {
  menu$(q: { mode: 'line' | 'live'; time?: number; video?: boolean; kind?: 'sports' | 'cyber' | 'all'; cyber?: string }): Observable<Menu>;
  games$(q: GamesQuery, since: number | null): Observable<GamesFeed>;
  game$(id: number, since: number | null): Observable<GameFeed>;
  timeline$(id: number): Observable<Timeline>;
  results$(q: { date?: string; tz: number; sport?: string; champ?: number; type: 'all' | 'live' | 'zone' }): Observable<Results>;
  gameStatistic$(id: number): Observable<GameStatistic>;
  champStatistic$(id: number): Observable<ChampStatistic>;
}

export function createSportsPagesApi(http: Http, lang: () => string): SportsPagesApi {
  const base = '/web-api/sports';
  return {
    menu$: (q) => http.request$({ url: `${base}/menu`, query: { mode: q.mode, time: q.time, video: q.video ? 1 : undefined, kind: q.kind, cyber: q.cyber, lang: lang() }, schema: MenuSchema }),
    games$: (q, since) => http.request$({
      url: `${base}/games`,
      query: {
        mode: q.mode, sport: q.sport, champ: q.champ, time: q.time || undefined, video: q.video ? 1 : undefined, cyber: q.cyber, section: q.section,
        kind: q.kind, ids: q.ids?.join(','), limit: q.limit, since: since ?? undefined, lang: lang(),
      },
      schema: GamesFeedSchema,
    }),
    game$: (id, since) => http.request$({ url: `${base}/game/${id}`, query: { since: since ?? undefined, lang: lang() }, schema: GameFeedSchema }),
    timeline$: (id) => http.request$({ url: `${base}/game/${id}/timeline`, schema: TimelineSchema }),
    results$: (q) => http.request$({ url: `${base}/results`, query: { ...q, lang: lang() }, schema: ResultsSchema }),
    gameStatistic$: (id) => http.request$({ url: `${base}/statistic/game/${id}`, query: { lang: lang() }, schema: GameStatisticSchema }),
    champStatistic$: (id) => http.request$({ url: `${base}/statistic/champ/${id}`, query: { lang: lang() }, schema: ChampStatisticSchema }),
  };
}
