import type { Observable } from 'rxjs';
import type { Champ, Game, Market, Sport } from '../schemas/sports';
import type { GameFeed } from '../schemas/sports-pages';
import type { SportsFeedDeps } from './games-list';
import { type FeedState, pollFeed$ } from './poll-feed';
import { callPagesApi } from './sports-pages-polls';
import { POLL_LINE_MS } from '../timing';
import { livePeriod } from './poll-periods';
import { isMarketListed } from './market-listing';

// One game with all its markets (the game page, a multi-live card), polled with `since` so only the markets that
// changed come back. Period: line 15 s (T17); live by area (T18: 3 s or 5 s by sport and championship, 2 s for a
// synthetic game); the game-over panel 10 s (T18) once the game has finished.

export interface GameState {
  version: number;
  game: Game;
  sport: Sport;
  champ: Champ;
  /** The ids of the markets listed (isMarketListed), in display order (the markets themselves live in `game.markets`). */
  marketIds: readonly number[];
}

export function gamePeriod(s: GameState | null): number {
  if (!s) return POLL_LINE_MS;
  const { game } = s;
  if (game.status >= 4) return livePeriod({ periods: [], gameOver: true });
  if (game.status === 1) return POLL_LINE_MS;
  return livePeriod({ periods: [s.sport.livePollMs, s.champ.livePollMs], synthetic: game.isSynthetic });
}

export function foldGame(deps: Pick<SportsFeedDeps, 'store'>) {
  return (prev: GameState | null, answer: GameFeed): GameState => {
    let markets: Market[];
    if (answer.full || !prev) markets = answer.game.markets;
    else {
      const changed = new Map(answer.game.markets.map((m) => [m.id, m]));
      const known = new Set(prev.game.markets.map((m) => m.id));
      markets = prev.game.markets.map((m) => changed.get(m.id) ?? m);
      for (const m of answer.game.markets) if (!known.has(m.id)) markets.push(m);
    }
    const game: Game = { ...answer.game, markets };
    deps.store.putRefs([answer.sport], [answer.champ]);
    deps.store.putGames([{ ...game, markets: answer.game.markets }], answer.at);
    const marketIds = markets.filter((m) => isMarketListed(m, game)).map((m) => m.id);
    const sameMarkets = prev !== null && prev.marketIds.length === marketIds.length && prev.marketIds.every((id, i) => id === marketIds[i]);
    return { version: answer.version, game, sport: answer.sport, champ: answer.champ, marketIds: sameMarkets ? prev.marketIds : marketIds };
  };
}

export function gameFeed$(deps: SportsFeedDeps, id: number): Observable<FeedState<GameState>> {
  return pollFeed$<GameFeed, GameState>({
    request$: (since) => callPagesApi(deps, (api) => api.game$(id, since)),
    reduce: foldGame(deps),
    versionOf: (answer) => answer.version,
    period: gamePeriod,
    visible$: deps.visible$,
    onError: deps.onError,
  });
}
