import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BehaviorSubject, firstValueFrom, of, skip, take } from 'rxjs';
import { createFavorites, type FavoritesApi } from '../../../streams/casino/favorites';
import { createValidatedStorage } from '../../../streams/core/storage';

function memoryBackend(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, val: string) => { data.set(k, val); }, removeItem: (k: string) => { data.delete(k); }, data };
}

function setup(initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const stored = createValidatedStorage(backend, () => undefined).item('casino_favorites', v.array(v.number()), []);
  const server = new Set<number>([7]);
  const calls: string[] = [];
  const api: FavoritesApi = {
    list$: () => { calls.push('list'); return of([...server]); },
    set$: (id, on) => { calls.push(`set ${id} ${on}`); if (on) server.add(id); else server.delete(id); return of([...server]); },
    merge$: (ids) => { calls.push(`merge ${ids.join(',')}`); ids.forEach((id) => server.add(id)); return of([...server]); },
  };
  const authorized$ = new BehaviorSubject(false);
  return { backend, stored, server, calls, api, authorized$, favorites: createFavorites({ authorized$, stored, api }) };
}

describe('casino favourites', () => {
  it('[R08] a visitor stars games in storage; at login they are merged into the player\'s list once and the stored list is emptied', async () => {
    const t = setup();
    const ids = t.favorites.ids$;
    const watched = ids.subscribe();
    await firstValueFrom(t.favorites.toggle$(3));
    await firstValueFrom(t.favorites.toggle$(5));
    expect(t.stored.get()).toEqual([3, 5]);
    expect(t.calls).toEqual([]);
    t.authorized$.next(true);
    expect(await firstValueFrom(ids)).toEqual([7, 3, 5]);
    expect(t.calls).toEqual(['merge 3,5']);
    expect(t.stored.get()).toEqual([]);
    // A star as a player goes to the server, and the list follows.
    const next = firstValueFrom(ids.pipe(skip(1), take(1)));
    await firstValueFrom(t.favorites.toggle$(7));
    expect(await next).toEqual([3, 5]);
    expect(t.calls).toEqual(['merge 3,5', 'set 7 false']);
    watched.unsubscribe();
  });

  it('[R08] a player with no visitor stars only reads the server list; a corrupt stored value is dropped, not crashed on', async () => {
    const t = setup({ casino_favorites: '{"not":"a list"}' });
    t.authorized$.next(true);
    expect(await firstValueFrom(t.favorites.ids$)).toEqual([7]);
    expect(t.calls).toEqual(['list']);
  });
});
