import { BehaviorSubject, EMPTY, type Observable } from 'rxjs';
import { createValidatedStorage } from '../../streams/core/storage';
import { createPreferences, StoredPreferencesSchema, UnsyncedKeysSchema, type PreferencesDeps, type PreferencesModel } from '../../streams/preferences/preferences';
import { memoryCookies } from './fake-sports';

export type FakePreferences = PreferencesModel & {
  cookies: ReturnType<typeof memoryCookies>;
  item: PreferencesDeps['item'];
  unsynced: PreferencesDeps['unsynced'];
};

/**
 * The real preferences model on memory storage and cookies; logged out unless `authorized$` says otherwise, and with
 * no server copy unless `sync$` brings one (tests of the sync pass syncPreferences$ on a fake API).
 */
export function fakePreferences(options: { authorized$?: Observable<boolean>; sync$?: PreferencesDeps['sync$'] } = {}): FakePreferences {
  const data = new Map<string, string>();
  const backend = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
  const local = createValidatedStorage(backend, () => undefined);
  const cookies = memoryCookies();
  const item = local.item('sports_prefs', StoredPreferencesSchema, null);
  const unsynced = local.item('prefs_unsynced', UnsyncedKeysSchema, []);
  const model = createPreferences({ item, unsynced, cookies, authorized$: options.authorized$ ?? new BehaviorSubject(false), sync$: options.sync$ ?? (() => EMPTY) });
  return Object.assign(model, { cookies, item, unsynced });
}
