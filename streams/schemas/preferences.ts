import * as v from 'valibot';
import { OddsFormatSchema } from './odds';
import { DEFAULT_TIME_ZONE } from '../timing';

// B25: the one preferences model of the site, the shared contract of the browser's copy (streams/preferences) and the
// player's copy on the server (user_preferences.prefs, office/settings). Display: time zone, 12-hour clock, theme, font
// size, odds format (B10), view type, compact view, light version; betting filters; the cashback option.

/** B25 time filters: 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;
export type TimeFilterId = (typeof TIME_FILTERS)[number];

/** Market kinds and game ids: int4 at or above 0. */
const Ids = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647))), v.maxLength(200));

export const PreferencesSchema = v.object({
  /** Hours east of UTC. */
  timeZone: v.pipe(v.number(), v.integer(), v.minValue(-12), v.maxValue(14)),
  is12h: v.boolean(),
  theme: v.picklist(['dark', 'light']),
  fontSize: v.picklist(['small', 'normal', 'large']),
  /** B10: the odds format ids of ODDS_FORMAT_IDS. */
  oddsFormat: OddsFormatSchema,
  /** 0 European, 1 Asian. */
  viewType: v.picklist([0, 1]),
  compactView: v.boolean(),
  /** Fewer pictures and no animations. */
  lightVersion: v.boolean(),
  /** 1 points, otherwise percent. */
  cashbackOption: v.picklist([0, 1]),
  timeFilter: v.picklist(TIME_FILTERS),
  groupByCategory: v.boolean(),
  videoOnly: v.boolean(),
  /** Market kinds hidden on game pages (the "filtered markets" setting). */
  filteredMarkets: Ids,
  /** Games chosen for the multi-live page. */
  multi: Ids,
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  timeZone: DEFAULT_TIME_ZONE, is12h: false, theme: 'dark', fontSize: 'normal', oddsFormat: 0, viewType: 0, compactView: false,
  lightVersion: false, cashbackOption: 0, timeFilter: 0, groupByCategory: true, videoOnly: false, filteredMarkets: [], multi: [],
};
