import * as v from 'valibot';
import { type Observable, EMPTY, distinctUntilChanged, map, switchMap } from 'rxjs';
import type { Cookies } from '../core/cookies';
import type { StorageItem } from '../core/storage';
import { DEFAULT_PREFERENCES, PreferencesSchema, type Preferences } from '../schemas/preferences';
import { DEFAULT_TIME_ZONE } from '../timing';

// B25: the site's one preferences model. Every page reads value$ (the theme and font size of the document, the odds
// of every price, every date and time, the lists' view), so a change applies at once everywhere. The browser keeps it
// for everyone in local storage (validated: a corrupt value falls back key by key to the defaults) and mirrors the
// cookies SPEC.md names (is12h, app_view_type, isChampsGroupedByCountry, tzo) for the server and a reload. The keys
// changed and not yet on the server are kept too (`unsynced`): while someone is logged in, preferences-sync.ts (loaded
// then) takes the player's preferences from the server and sends those keys, so a visitor's choices carry into the
// account at login and a player's follow him to another browser.

/** What local storage keeps: any valid subset (an older release's value keeps what still fits). */
export const StoredPreferencesSchema = v.nullable(v.partial(PreferencesSchema));
export const UnsyncedKeysSchema = v.array(v.picklist(Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]));

export interface PreferencesModel {
  /** The preferences now, then after every change (here, in another tab, or from the server at login). */
  readonly value$: Observable<Preferences>;
  get(): Preferences;
  /** Applies and saves a change; a value that fails the schema is refused and the old one stays. */
  set(patch: Partial<Preferences>): void;
}

export interface PreferencesDeps {
  item: StorageItem<Partial<Preferences> | null>;
  unsynced: StorageItem<(keyof Preferences)[]>;
  cookies: Cookies;
  authorized$: Observable<boolean>;
  /** The player's copy on the server, kept in step while `authorized$` is true (its code loads then). */
  sync$: (model: Pick<PreferencesDeps, 'item' | 'unsynced'>) => Observable<never>;
}

const YEAR_SEC = 365 * 24 * 3600;

export function createPreferences(deps: PreferencesDeps): PreferencesModel {
  const { item, unsynced, cookies } = deps;
  // Before any choice: the time zone and 12-hour clock from the cookies (tzo is set from the browser, is12h by geo).
  const firstVisit = (): Preferences => {
    const tzo = Number(cookies.get('tzo'));
    return {
      ...DEFAULT_PREFERENCES,
      timeZone: Number.isInteger(tzo) && tzo >= -12 && tzo <= 14 ? tzo : DEFAULT_TIME_ZONE,
      is12h: cookies.get('is12h') === '1',
      viewType: cookies.get('app_view_type') === '1' ? 1 : 0,
      groupByCategory: cookies.get('isChampsGroupedByCountry') !== '0',
    };
  };
  const withDefaults = (stored: Partial<Preferences> | null): Preferences => ({ ...firstVisit(), ...stored });
  const get = (): Preferences => withDefaults(item.get());
  deps.authorized$.pipe(distinctUntilChanged(), switchMap((on) => (on ? deps.sync$({ item, unsynced }) : EMPTY))).subscribe();
  return {
    value$: item.value$.pipe(map(withDefaults), distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b))),
    get,
    set(patch) {
      const next = { ...get(), ...patch };
      if (!item.set(next)) return;
      unsynced.set([...new Set([...unsynced.get(), ...(Object.keys(patch) as (keyof Preferences)[])])]);
      cookies.set('is12h', next.is12h ? '1' : '0', { maxAgeSec: YEAR_SEC });
      cookies.set('app_view_type', String(next.viewType), { maxAgeSec: YEAR_SEC });
      cookies.set('isChampsGroupedByCountry', next.groupByCategory ? '1' : '0', { maxAgeSec: YEAR_SEC });
      cookies.set('tzo', String(next.timeZone), { maxAgeSec: YEAR_SEC });
    },
  };
}
