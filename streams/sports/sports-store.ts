import { Observable } from 'rxjs';
import type { Champ, Game, Market, Outcome, Sport } from '../schemas/sports';

// The entities a sports page shows, keyed by id, with one observable per entity: an odds button listens to its
// outcome only, a row to its game only, so one odds change re-renders one button (DESIGN.md "React").
// A page owns its store (it is garbage once the page is left); the polls write into it.

export interface OutcomeEntry {
  outcome: Outcome;
  market: Market;
  gameId: number;
}

class Keyed<T> {
  private readonly values = new Map<number, T>();
  private readonly listeners = new Map<number, Set<(v: T | undefined) => void>>();

  get(id: number): T | undefined {
    return this.values.get(id);
  }

  set(id: number, value: T, same: (a: T, b: T) => boolean): void {
    const prev = this.values.get(id);
    this.values.set(id, value);
    if (prev !== undefined && same(prev, value)) return;
    for (const l of this.listeners.get(id) ?? []) l(value);
  }

  /** The value now (synchronously), then after every change. */
  value$(id: number): Observable<T | undefined> {
    return new Observable<T | undefined>((subscriber) => {
      const listener = (v: T | undefined) => subscriber.next(v);
      subscriber.next(this.values.get(id));
      let set = this.listeners.get(id);
      if (!set) {
        set = new Set();
        this.listeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) this.listeners.delete(id);
      };
    });
  }
}

const sameOutcome = (a: OutcomeEntry, b: OutcomeEntry) =>
  a.outcome.coef === b.outcome.coef && a.outcome.status === b.outcome.status && a.market.status === b.market.status && a.outcome.name === b.outcome.name;
const sameGame = (a: Game, b: Game) =>
  a.status === b.status && a.timeSec === b.timeSec && a.period === b.period && a.clockRate === b.clockRate &&
  a.score.home === b.score.home && a.score.away === b.score.away && JSON.stringify(a.score.periods) === JSON.stringify(b.score.periods) &&
  a.marketCount === b.marketCount && a.startAt === b.startAt;

export interface SportsStore {
  /** Writes games (and their markets' outcomes) from an answer; only the changed ones notify. */
  putGames(games: readonly Game[]): void;
  putMarkets(gameId: number, markets: readonly Market[]): void;
  putRefs(sports: readonly Sport[], champs: readonly Champ[]): void;
  game(id: number): Game | undefined;
  game$(id: number): Observable<Game | undefined>;
  outcome(id: number): OutcomeEntry | undefined;
  outcome$(id: number): Observable<OutcomeEntry | undefined>;
  sport(id: number): Sport | undefined;
  champ(id: number): Champ | undefined;
}

export function createSportsStore(): SportsStore {
  const games = new Keyed<Game>();
  const outcomes = new Keyed<OutcomeEntry>();
  const sports = new Map<number, Sport>();
  const champs = new Map<number, Champ>();
  const putMarkets = (gameId: number, markets: readonly Market[]) => {
    for (const market of markets) for (const outcome of market.outcomes) outcomes.set(outcome.id, { outcome, market, gameId }, sameOutcome);
  };
  return {
    putGames(list) {
      for (const g of list) {
        games.set(g.id, g, sameGame);
        putMarkets(g.id, g.markets);
      }
    },
    putMarkets,
    putRefs(s, c) {
      for (const x of s) sports.set(x.id, x);
      for (const x of c) champs.set(x.id, x);
    },
    game: (id) => games.get(id),
    game$: (id) => games.value$(id),
    outcome: (id) => outcomes.get(id),
    outcome$: (id) => outcomes.value$(id),
    sport: (id) => sports.get(id),
    champ: (id) => champs.get(id),
  };
}
