import { type Observable, EMPTY, catchError, map, of } from 'rxjs';
import type { ChampStatistic, GameStatistic } from '../../../streams/schemas/sports-pages';
import type { FeedState } from '../../../streams/sports/poll-feed';
import type { SportsPagesApi } from '../../../streams/sports/sports-pages-api';

// Statistics are read once per page (they change when games finish, not while one looks at them).

const once = <T>(source: Observable<T>): Observable<FeedState<T>> => source.pipe(
  map((data): FeedState<T> => ({ data, stale: false, error: null })),
  catchError((error: unknown) => of<FeedState<T>>({ data: null, stale: false, error })),
);

export function gameStatistic$(api: SportsPagesApi, _visible$: Observable<boolean>, id: number | null): Observable<FeedState<GameStatistic>> {
  return id === null ? EMPTY : once(api.gameStatistic$(id));
}

export function champStatistic$(api: SportsPagesApi, id: number | null): Observable<FeedState<ChampStatistic>> {
  return id === null ? EMPTY : once(api.champStatistic$(id));
}
