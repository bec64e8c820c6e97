import * as v from 'valibot';
import type { StorageItem } from './storage';

// R24: the platform type of the visit. This build is the desktop build (SPEC.md section 1), but one domain serves every
// platform: a link from the operator's mobile app or a QA engineer forces another with `?platform_type=`. The forced
// type lasts for the browser session (sessionStorage), so the next pages of the visit keep it without the parameter.
// What it changes: the app marker on every API call (`<type>-62`), the scroll-to-top distance (T41) and the team-cash
// reminder's form (a notification on mobile, T31). A value outside the list is ignored.

export const PLATFORM_TYPES = ['desktop', 'mobile'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];
export const PlatformTypeSchema = v.picklist(PLATFORM_TYPES);

/** The query parameter that forces the platform type. */
export const PLATFORM_TYPE_PARAM = 'platform_type';

/** The platform type of this visit: the query's when valid (and kept for the session), else the session's, else the build's. */
export function platformTypeOf(search: string, kept: StorageItem<PlatformType | null>, build: PlatformType): PlatformType {
  const asked = v.safeParse(PlatformTypeSchema, new URLSearchParams(search).get(PLATFORM_TYPE_PARAM));
  if (asked.success) kept.set(asked.output);
  return kept.get() ?? build;
}
