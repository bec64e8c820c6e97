import { distinctUntilChanged, map, of, type Observable } from 'rxjs';
import type { Game, Market } from '../schemas/sports';
import type { SportsStore } from './sports-store';

// Which markets a game's page lists (issue 24: a game's page was mostly padlocks). As the leaders do, a market that
// can no longer be bet on for good leaves the page: a closed one (settled: a first half that is over, every market
// of a finished game) and, in play, one whose every outcome is settled or locked because its result is already
// certain (the pricing locks an outcome at 98.5 % or 0.3 %: "over 0.5 goals" after a goal). A suspended market (for a
// few seconds after a goal) stays, collapsed to its title by the page.

const MARKET_SUSPENDED = 2;
const MARKET_CLOSED = 3;
const OUTCOME_OPEN = 1;
const OUTCOME_SETTLED = 3;

export function isMarketListed(market: Market, game: Pick<Game, 'status'>): boolean {
  if (market.status === MARKET_CLOSED) return false;
  if (market.outcomes.every((o) => o.status >= OUTCOME_SETTLED)) return false;
  const inPlay = game.status === 2 || game.status === 3;
  const open = market.status === 1;
  return !(inPlay && open && market.outcomes.every((o) => o.status !== OUTCOME_OPEN));
}

/** Whether a listed market is suspended now (its outcomes' entries carry their market's status, so this moves with it). */
export function marketSuspended$(store: Pick<SportsStore, 'outcome$'>, market: Market): Observable<boolean> {
  const first = market.outcomes[0];
  if (!first) return of(false);
  return store.outcome$(first.id).pipe(map((entry) => entry?.market.status === MARKET_SUSPENDED), distinctUntilChanged());
}
