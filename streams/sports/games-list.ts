import type { Observable } from 'rxjs';
import type { Champ, Game, GamesFeed, Sport } from '../schemas/sports';
import { type FeedState, pollFeed$ } from './poll-feed';
import { listPeriod } from './poll-periods';
import type { GamesQuery } from './sports-pages-api';
import { callPagesApi, type SportsPagesDeps } from './sports-pages-polls';
import type { SportsStore } from './sports-store';

// A list of games (line, live, cyber, a home-page section) kept up to date by polling with `since`: the state
// keeps the order of the games and the championships and sports they belong to; the games themselves, and their
// outcomes, go to the page's store, where each row and each odds button listens to its own entity.

export interface GamesListState {
  version: number;
  /** Game ids in display order. */
  ids: readonly number[];
  champs: ReadonlyMap<number, Champ>;
  sports: ReadonlyMap<number, Sport>;
  synthetic: boolean;
}

/** A polled list's or game's calls, visibility and error log, and the page's store its answers go to. */
export interface SportsFeedDeps extends SportsPagesDeps {
  store: SportsStore;
}

const order = (mode: 'line' | 'live', games: Map<number, Game>): number[] =>
  [...games.values()].sort((a, b) => (mode === 'live' ? a.sportId - b.sportId || a.champId - b.champId : 0) || Date.parse(a.startAt) - Date.parse(b.startAt) || a.id - b.id).map((g) => g.id);

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Folds a games answer: a full answer replaces the list, a `since` answer updates and removes games. */
export function foldGames(mode: 'line' | 'live', store: SportsStore, games: Map<number, Game>) {
  return (prev: GamesListState | null, answer: GamesFeed): GamesListState => {
    if (answer.full) games.clear();
    for (const id of answer.removed) games.delete(id);
    for (const g of answer.games) games.set(g.id, g);
    store.putRefs(answer.sports, answer.champs);
    store.putGames(answer.games, answer.at);
    const ids = order(mode, games);
    const champs = new Map(prev?.champs ?? []);
    const sports = new Map(prev?.sports ?? []);
    let refsChanged = false;
    for (const c of answer.champs) if (!champs.has(c.id)) { champs.set(c.id, c); refsChanged = true; }
    for (const s of answer.sports) if (!sports.has(s.id)) { sports.set(s.id, s); refsChanged = true; }
    const synthetic = [...games.values()].some((g) => g.isSynthetic);
    if (prev && !refsChanged && sameIds(prev.ids, ids) && prev.synthetic === synthetic) {
      // Nothing structural changed: the same state object (rows and buttons update through the store).
      return prev.version === answer.version ? prev : Object.assign(prev, { version: answer.version });
    }
    return { version: answer.version, ids, champs, sports, synthetic };
  };
}

export function gamesList$(deps: SportsFeedDeps, q: GamesQuery): Observable<FeedState<GamesListState>> {
  const games = new Map<number, Game>();
  return pollFeed$<GamesFeed, GamesListState>({
    request$: (since) => callPagesApi(deps, (api) => api.games$(q, since)),
    reduce: foldGames(q.mode, deps.store, games),
    versionOf: (answer) => answer.version,
    period: (s) => listPeriod(q.mode, {
      periods: s ? [...[...s.sports.values()].map((x) => x.livePollMs), ...[...s.champs.values()].map((x) => x.livePollMs)] : [],
      synthetic: s?.synthetic ?? false,
    }),
    visible$: deps.visible$,
    onError: deps.onError,
  });
}
