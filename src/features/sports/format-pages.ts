import type { SportsPrefs } from '../../../streams/sports/preferences';
import { formatter } from './format';

// Display helpers only the game, results, toto and lotto pages use, apart from format.ts so that the home page does
// not download them.

export const formatDateTime = (iso: string, lang: string, prefs: Pick<SportsPrefs, 'timeZone' | 'is12h'>) => formatter(lang, prefs, 'dateTime').format(new Date(iso));

/** The calendar day (YYYY-MM-DD) of an instant in a time zone given in hours. */
export function dayOf(ms: number, timeZone: number): string {
  return new Date(ms + timeZone * 3600_000).toISOString().slice(0, 10);
}
