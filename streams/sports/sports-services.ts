import type { Observable } from 'rxjs';
import type { Cookies } from '../core/cookies';
import type { ValidatedStorage } from '../core/storage';
import { type SportsPreferences, SportsPrefsSchema, createSportsPreferences } from './preferences';
import * as v from 'valibot';

/** What the sports pages (and the coupon, for the odds format) take from the composition root. */
export interface SportsServices {
  /** Whether the page is visible (T23: polls pause 30 s after it is hidden and resume at once). */
  visible$: Observable<boolean>;
  /** B25 preferences (odds format B10, view type, compact view, time filter, ...), saved and shared. */
  preferences: SportsPreferences;
}

export function createSportsServices(deps: { visible$: Observable<boolean>; local: ValidatedStorage; cookies: Cookies }): SportsServices {
  return {
    visible$: deps.visible$,
    preferences: createSportsPreferences({ item: deps.local.item('sports_prefs', v.nullable(SportsPrefsSchema), null), cookies: deps.cookies }),
  };
}
