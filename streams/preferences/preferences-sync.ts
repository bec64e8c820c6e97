import { type Observable, type SchedulerLike, asyncScheduler, debounceTime, defer, filter, ignoreElements, map, retry, switchMap, tap, timer } from 'rxjs';
import type { StorageItem } from '../core/storage';
import type { OfficeApi } from '../office/office-api';
import type { Preferences } from '../schemas/preferences';

// B25: a logged-in player's preferences, kept in step with the server (loaded only while someone is logged in, so a
// visitor downloads none of it). At login the server's copy replaces the browser's, except the keys changed here and
// not yet sent (a visitor's choices before logging in, a change made offline), which are then sent. Afterwards every
// change is sent once the player has stopped changing things for SEND_AFTER_MS; a key leaves `unsynced` when the
// server has taken the value it still has. A failure starts over (load, then send) after RETRY_MS, a few times.

export const SEND_AFTER_MS = 300;
export const RETRY_MS = 10_000;
const RETRIES = 5;

export interface PreferencesApi {
  load$(): Observable<Preferences>;
  save$(patch: Partial<Preferences>): Observable<unknown>;
}

/** The player's copy: the preferences of office/settings (the subscriptions there are the office page's). */
export const officePreferencesApi = (office$: Observable<Pick<OfficeApi, 'settings$' | 'saveSettings$'>>): PreferencesApi => ({
  load$: () => office$.pipe(switchMap((office) => office.settings$()), map((s) => s.prefs)),
  save$: (prefs) => office$.pipe(switchMap((office) => office.saveSettings$({ prefs }))),
});

export interface SyncDeps {
  api: PreferencesApi;
  item: StorageItem<Partial<Preferences> | null>;
  unsynced: StorageItem<(keyof Preferences)[]>;
  scheduler?: SchedulerLike;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function syncPreferences$({ api, item, unsynced, scheduler = asyncScheduler }: SyncDeps): Observable<never> {
  const local = (): Partial<Preferences> => item.get() ?? {};
  const pick = (keys: readonly (keyof Preferences)[]): Partial<Preferences> => {
    const from = local();
    return Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));
  };
  return defer(() => api.load$()).pipe(
    tap((server) => item.set({ ...server, ...pick(unsynced.get()) })),
    switchMap(() => unsynced.value$),
    filter((keys) => keys.length > 0),
    debounceTime(SEND_AFTER_MS, scheduler),
    switchMap((keys) => {
      const sent = pick(keys);
      return api.save$(sent).pipe(tap(() => {
        const now = local();
        // Keys changed while this was on its way stay, and so do those changed again since.
        unsynced.set(unsynced.get().filter((k) => !keys.includes(k) || (k in sent && !same(now[k], sent[k]))));
      }));
    }),
    ignoreElements(),
    retry({ count: RETRIES, delay: () => timer(RETRY_MS, scheduler) }),
  );
}
