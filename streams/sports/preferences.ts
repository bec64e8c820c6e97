import * as v from 'valibot';
import { type Observable, distinctUntilChanged, map } from 'rxjs';
import type { Cookies } from '../core/cookies';
import type { StorageItem } from '../core/storage';
import { OddsFormatSchema } from '../schemas/odds';
import { DEFAULT_TIME_ZONE } from '../timing';

// B25: the betting preferences, saved in local storage (validated; a corrupt value falls back to the defaults)
// and mirrored into the cookies SPEC.md names (is12h, app_view_type, isChampsGroupedByCountry, tzo) so the
// server and a reload see them too. Every sports page, and the coupon, read them from here.

/** B25 time filters: 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;

export const SportsPrefsSchema = v.object({
  /** B10 odds format id. */
  oddsFormat: OddsFormatSchema,
  /** 0 European, 1 Asian. */
  viewType: v.picklist([0, 1]),
  compact: v.boolean(),
  timeFilter: v.picklist(TIME_FILTERS),
  groupByCategory: v.boolean(),
  videoOnly: v.boolean(),
  /** Market kinds hidden on game pages (the "filtered markets" setting). */
  filteredMarkets: v.array(v.number()),
  /** Hours east of UTC. */
  timeZone: v.pipe(v.number(), v.integer(), v.minValue(-12), v.maxValue(14)),
  is12h: v.boolean(),
  /** Games chosen for the multi-live page. */
  multi: v.array(v.number()),
});
export type SportsPrefs = v.InferOutput<typeof SportsPrefsSchema>;

export const DEFAULT_SPORTS_PREFS: SportsPrefs = {
  oddsFormat: 0, viewType: 0, compact: false, timeFilter: 0, groupByCategory: true, videoOnly: false,
  filteredMarkets: [], timeZone: DEFAULT_TIME_ZONE, is12h: false, multi: [],
};

export interface SportsPreferences {
  /** The preferences now, then after every change. */
  readonly value$: Observable<SportsPrefs>;
  get(): SportsPrefs;
  set(patch: Partial<SportsPrefs>): void;
}

const YEAR_SEC = 365 * 24 * 3600;

export function createSportsPreferences(deps: { item: StorageItem<SportsPrefs | null>; cookies: Cookies }): SportsPreferences {
  const { item, cookies } = deps;
  // First visit: the time zone and 12-hour clock from the cookies (tzo is set from the browser, is12h by geo).
  const initial = (): SportsPrefs => {
    const stored = item.get();
    if (stored) return stored;
    const tzo = Number(cookies.get('tzo'));
    return {
      ...DEFAULT_SPORTS_PREFS,
      timeZone: Number.isInteger(tzo) && tzo >= -12 && tzo <= 14 ? tzo : DEFAULT_TIME_ZONE,
      is12h: cookies.get('is12h') === '1',
      viewType: cookies.get('app_view_type') === '1' ? 1 : 0,
      groupByCategory: cookies.get('isChampsGroupedByCountry') !== '0',
    };
  };
  const get = (): SportsPrefs => initial();
  return {
    value$: item.value$.pipe(map((x) => x ?? initial()), distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b))),
    get,
    set(patch) {
      const next = { ...get(), ...patch };
      if (!item.set(next)) return;
      cookies.set('is12h', next.is12h ? '1' : '0', { maxAgeSec: YEAR_SEC });
      cookies.set('app_view_type', String(next.viewType), { maxAgeSec: YEAR_SEC });
      cookies.set('isChampsGroupedByCountry', next.groupByCategory ? '1' : '0', { maxAgeSec: YEAR_SEC });
      cookies.set('tzo', String(next.timeZone), { maxAgeSec: YEAR_SEC });
    },
  };
}
