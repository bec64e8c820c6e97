import { catchError, concat, defer, distinctUntilChanged, ReplaySubject, share, Subject, switchMap, tap, timer, of, type Observable } from 'rxjs';
import type { StorageItem } from '../core/storage';

// Favourite games (R08 my-casino/favorites): a visitor's in validated localStorage, a player's on the server. At login
// the visitor's stars are sent to the server (merged there) and the stored list is emptied, so nothing is lost and
// nothing is merged twice.

export interface FavoritesApi {
  list$(): Observable<readonly number[]>;
  /** Adds (on) or removes (off) one game; answers the new list. */
  set$(gameId: number, on: boolean): Observable<readonly number[]>;
  /** Adds every id to the player's list; answers the new list. */
  merge$(ids: readonly number[]): Observable<readonly number[]>;
}

export interface Favorites {
  /** The current list, replayed; the server's for a player, the stored one for a visitor. */
  ids$: Observable<readonly number[]>;
  toggle$(gameId: number): Observable<readonly number[]>;
}

export function createFavorites(deps: { authorized$: Observable<boolean>; stored: StorageItem<number[]>; api: FavoritesApi }): Favorites {
  const changed = new Subject<readonly number[]>();
  let authorized = false;
  let current: readonly number[] = [];
  const playerList$ = defer(() => {
    const visitor = deps.stored.get();
    // Merge the visitor's stars once, then forget them locally.
    const first$ = visitor.length > 0 ? deps.api.merge$(visitor).pipe(tap(() => deps.stored.set([]))) : deps.api.list$();
    return first$.pipe(catchError(() => of<readonly number[]>([])));
  });
  const ids$ = deps.authorized$.pipe(
    distinctUntilChanged(),
    tap((a) => { authorized = a; }),
    switchMap((a) => (a ? concat(playerList$, changed) : deps.stored.value$)),
    tap((ids) => { current = ids; }),
    share({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: true, resetOnRefCountZero: () => timer(0) }),
  );
  return {
    ids$,
    toggle$: (gameId) => defer(() => {
      const on = !current.includes(gameId);
      if (!authorized) {
        const next = on ? [...deps.stored.get(), gameId] : deps.stored.get().filter((id) => id !== gameId);
        deps.stored.set(next);
        return of(next);
      }
      return deps.api.set$(gameId, on).pipe(tap((ids) => changed.next(ids)));
    }),
  };
}
