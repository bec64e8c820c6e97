import { type Observable, asyncScheduler, distinctUntilChanged, interval, map, of, share, startWith } from 'rxjs';
import type { Champ, Game, GamesFeed, Sport } from '../schemas/sports';
import { type FeedState, pollFeed$ } from './poll-feed';
import { listPeriod, livePeriod } from './poll-periods';
import type { GamesQuery, SportsApi } from './sports-api';
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

export interface SportsFeedDeps {
  api: SportsApi;
  visible$: Observable<boolean>;
  store: SportsStore;
  onError?: (err: unknown) => void;
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
    store.putGames(answer.games);
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
    request$: (since) => deps.api.games$(q, since),
    reduce: foldGames(q.mode, deps.store, games),
    versionOf: (answer) => answer.version,
    period: (s) => listPeriod(q.mode, {
      periods: s ? [...[...s.sports.values()].map((x) => x.livePollMs), ...[...s.champs.values()].map((x) => x.livePollMs)] : [],
      synthetic: s?.synthetic ?? false,
    }),
    visible$: deps.visible$,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
}

export { livePeriod };

/**
 * One ticker for every game clock of a page: all clocks move in the same timer task once a second (a task per game
 * clock costs the live page a main-thread task per game per second). It stops when the last clock unsubscribes.
 */
export function clockTicker$(tickMs = 1000, source$: Observable<unknown> = interval(tickMs)): Observable<unknown> {
  return source$.pipe(share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }));
}

/**
 * The game clock on screen: the seconds of play of the last answer, run on by the wall clock at the game's clock
 * rate (SIM_SPEED), stopped at the end of the period; a new answer resets it. It reads the time on each `tick$`
 * (the page's shared ticker), so the ticker's phase does not matter.
 */
export function gameClock$(timeSec: number | null, clockRate: number, periodEndSec: number | null, tick$: Observable<unknown> = interval(1000)): Observable<number | null> {
  if (timeSec === null || clockRate <= 0) return of(timeSec);
  const start = asyncScheduler.now();
  return tick$.pipe(
    startWith(0),
    map(() => {
      const t = Math.floor(timeSec + ((asyncScheduler.now() - start) / 1000) * clockRate);
      return periodEndSec === null ? t : Math.min(t, periodEndSec);
    }),
    distinctUntilChanged(),
  );
}
