import { type Observable, EMPTY, catchError, map, of } from 'rxjs';
import type { ChampStatistic, GameStatistic } from '../../../streams/schemas/sports-pages';
import type { FeedState } from '../../../streams/sports/poll-feed';
import { callPagesApi, type SportsPagesDeps } from '../../../streams/sports/sports-pages-polls';

// Statistics are read once per page (they change when games finish, not while one looks at them).

const once = <T>(source: Observable<T>): Observable<FeedState<T>> => source.pipe(
  map((data): FeedState<T> => ({ data, stale: false, error: null })),
  catchError((error: unknown) => of<FeedState<T>>({ data: null, stale: false, error })),
);

export function gameStatistic$(deps: Pick<SportsPagesDeps, 'api$'>, id: number | null): Observable<FeedState<GameStatistic>> {
  return id === null ? EMPTY : once(callPagesApi(deps, (api) => api.gameStatistic$(id)));
}

export function champStatistic$(deps: Pick<SportsPagesDeps, 'api$'>, id: number | null): Observable<FeedState<ChampStatistic>> {
  return id === null ? EMPTY : once(callPagesApi(deps, (api) => api.champStatistic$(id)));
}
