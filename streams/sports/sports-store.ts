import { Observable, type SchedulerLike, asyncScheduler } from 'rxjs';
import type { Champ, Game, Market, Outcome, Sport } from '../schemas/sports';

// The entities a sports page shows, keyed by id, with one observable per entity: an odds button listens to its
// outcome only, a row to its game only, a market block to its market's layout only, so one odds change re-renders
// one button (DESIGN.md "React").
// A page owns its store (it is garbage once the page is left); the polls write into it.

export interface OutcomeEntry {
  outcome: Outcome;
  market: Market;
  gameId: number;
}

/**
 * How changes reach the listeners. Without batching, at once. With it, the changed ids wait for the scheduler
 * (animationFrameScheduler on a page: once a frame) and at most `size` listened ids are told per run, in the order
 * they changed; the rest wait for the next run. A poll that moves every price of a big page then costs React a few
 * frame-sized commits instead of one long one (DESIGN.md bar: p95 commit under 16 ms at 4x CPU slow-down).
 * Reads (`get`, a new subscription) always see the newest value.
 */
export interface NotifyBatching {
  scheduler: SchedulerLike;
  size: number;
}

class Keyed<T> {
  private readonly values = new Map<number, T>();
  private readonly listeners = new Map<number, Set<(v: T | undefined) => void>>();
  /** Changed ids whose listeners have not been told yet (batching only), in the order they changed. */
  private readonly due = new Set<number>();
  private scheduled = false;

  constructor(private readonly batching?: NotifyBatching) {}

  get(id: number): T | undefined {
    return this.values.get(id);
  }

  set(id: number, value: T, same: (a: T, b: T) => boolean): void {
    const prev = this.values.get(id);
    this.values.set(id, value);
    if (prev !== undefined && same(prev, value)) return;
    if (!this.batching) this.notify(id);
    else if (this.listeners.has(id)) {
      this.due.add(id);
      this.schedule();
    }
  }

  private notify(id: number): void {
    const value = this.values.get(id);
    for (const l of this.listeners.get(id) ?? []) l(value);
  }

  private schedule(): void {
    if (this.scheduled || !this.batching) return;
    this.scheduled = true;
    this.batching.scheduler.schedule(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    let told = 0;
    for (const id of this.due) {
      if (told >= this.batching!.size) break;
      this.due.delete(id);
      if (!this.listeners.has(id)) continue; // no longer shown: nothing to do
      this.notify(id);
      told += 1;
    }
    if (this.due.size > 0) this.schedule();
  }

  /** The value now (synchronously), then after every change (a value already seen is not sent again). */
  value$(id: number): Observable<T | undefined> {
    return new Observable<T | undefined>((subscriber) => {
      let last = this.values.get(id);
      const listener = (v: T | undefined) => {
        if (v === last) return;
        last = v;
        subscriber.next(v);
      };
      subscriber.next(last);
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
/**
 * A market's layout: what its block shows besides the prices (name, line, outcomes and their names). A new price or
 * a suspension is not a layout change: the block stays, its buttons re-render (their outcome entries hold the
 * market's status).
 */
const marketLayout = (m: Market) => JSON.stringify([m.id, m.kind, m.typeId, m.name, m.param, m.period, m.blockId, m.isMain, m.outcomes.map((o) => [o.id, o.name, o.code])]);
export const sameMarketLayout = (a: Market, b: Market): boolean => a === b || marketLayout(a) === marketLayout(b);
/** What a game's row shows besides its odds: status, clock, score, market count, start. */
const gameShown = (g: Game) => JSON.stringify([g.status, g.timeSec, g.clockAt, g.period, g.clockRate, g.score, g.marketCount, g.startAt]);
const sameGame = (a: Game, b: Game) => gameShown(a) === gameShown(b);

export interface SportsStore {
  /**
   * Writes games (and their markets' outcomes) from an answer; only the changed ones notify. `at`: when the answer was
   * made (the server's clock), which tells the page the server's time (game-clock.ts).
   */
  putGames(games: readonly Game[], at?: number): void;
  /**
   * The server's clock (epoch ms) as the page's answers told it: the game clocks run on to it (game-clock.ts). An answer
   * made at `at` that arrives now says the server's clock reads at least `at` now; an answer is older than that by its
   * time on the way and in the server's cache (up to a tick) or the browser's (a 304), which only ever make
   * (at - arrival) smaller, so the largest (at - arrival) seen is the closest offset. Before any answer the two clocks
   * are taken to agree.
   */
  serverNow(): number;
  putMarkets(gameId: number, markets: readonly Market[]): void;
  putRefs(sports: readonly Sport[], champs: readonly Champ[]): void;
  game(id: number): Game | undefined;
  game$(id: number): Observable<Game | undefined>;
  market(id: number): Market | undefined;
  /** A market, again only when its layout changes (sameMarketLayout), not for a new price. */
  market$(id: number): Observable<Market | undefined>;
  outcome(id: number): OutcomeEntry | undefined;
  outcome$(id: number): Observable<OutcomeEntry | undefined>;
  sport(id: number): Sport | undefined;
  champ(id: number): Champ | undefined;
}

export interface SportsStoreOptions {
  /** Batches the odds buttons' notifications (outcomes only: games and markets are told at once). */
  outcomes?: NotifyBatching;
}

/** Odds buttons told per frame on a page (about 30 buttons fit well in a 16 ms commit at 4x CPU slow-down). */
export const ODDS_PER_FRAME = 30;

export function createSportsStore(options: SportsStoreOptions = {}): SportsStore {
  const games = new Keyed<Game>();
  const outcomes = new Keyed<OutcomeEntry>(options.outcomes);
  const markets = new Keyed<Market>();
  const sports = new Map<number, Sport>();
  const champs = new Map<number, Champ>();
  let offset = -Infinity;
  const putMarkets = (gameId: number, list: readonly Market[]) => {
    for (const market of list) {
      markets.set(market.id, market, sameMarketLayout);
      for (const outcome of market.outcomes) outcomes.set(outcome.id, { outcome, market, gameId }, sameOutcome);
    }
  };
  return {
    putGames(list, at) {
      offset = Math.max(offset, (at ?? -Infinity) - asyncScheduler.now());
      for (const g of list) {
        games.set(g.id, g, sameGame);
        putMarkets(g.id, g.markets);
      }
    },
    putMarkets,
    serverNow: () => asyncScheduler.now() + (offset > -Infinity ? offset : 0),
    putRefs(s, c) {
      for (const x of s) sports.set(x.id, x);
      for (const x of c) champs.set(x.id, x);
    },
    game: (id) => games.get(id),
    game$: (id) => games.value$(id),
    market: (id) => markets.get(id),
    market$: (id) => markets.value$(id),
    outcome: (id) => outcomes.get(id),
    outcome$: (id) => outcomes.value$(id),
    sport: (id) => sports.get(id),
    champ: (id) => champs.get(id),
  };
}
