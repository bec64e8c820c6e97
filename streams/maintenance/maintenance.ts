import { asyncScheduler, defer, map, merge, of, switchMap, timer, concat, distinctUntilChanged, type Observable } from 'rxjs';
import type { MaintenanceConfig } from '../schemas/site-config';

/**
 * T39: maintenance is active when the notify start date has passed and the notify end date has not (for a
 * config marked active), or when the maintenance cookie forces it on.
 */
export function isMaintenanceActive(config: MaintenanceConfig, nowMs: number, forcedByCookie: boolean): boolean {
  if (forcedByCookie) return true;
  if (!config.isActive) return false;
  const start = parseDate(config.notify_started_at);
  const end = parseDate(config.notify_ended_at);
  if (start === null) return false;
  return start <= nowMs && (end === null || nowMs < end);
}

/** The state now, then again at each date boundary still ahead, so the page flips without a reload. */
export function maintenance$(config: MaintenanceConfig, forcedByCookie: () => boolean): Observable<boolean> {
  return defer(() => {
    const now = asyncScheduler.now();
    const boundaries = [parseDate(config.notify_started_at), parseDate(config.notify_ended_at)]
      .filter((t): t is number => t !== null && t > now)
      .sort((a, b) => a - b);
    const at = (t: number) => timer(t - now).pipe(map(() => isMaintenanceActive(config, asyncScheduler.now(), forcedByCookie())));
    // Timers run side by side, each measured from now (in sequence they would add up).
    return concat(of(isMaintenanceActive(config, now, forcedByCookie())), merge(...boundaries.map(at)));
  }).pipe(distinctUntilChanged());
}

function parseDate(value: string | null): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

export const maintenanceFromConfig$ = (config$: Observable<{ maintenance: MaintenanceConfig }>, forced: () => boolean) =>
  config$.pipe(switchMap((c) => maintenance$(c.maintenance, forced)));

/**
 * B26: geo country ids whose visitors get the maintenance texts in Russian: RU 1, UA 2, KZ 3, AZ 4 (the country ids
 * of registration, streams/schemas/auth.ts). Everyone else gets them in English, whatever the page's language.
 */
export const MAINTENANCE_RUSSIAN_GEO_IDS: readonly number[] = [1, 2, 3, 4];

/** B26: the language of the maintenance texts for a visitor's geo country. */
export function maintenanceTextLanguage(geoCountryId: number): 'ru' | 'en' {
  return MAINTENANCE_RUSSIAN_GEO_IDS.includes(geoCountryId) ? 'ru' : 'en';
}
