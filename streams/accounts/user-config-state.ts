import * as v from 'valibot';
import { catchError, distinctUntilChanged, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import { UserConfigSchema, type UserConfig } from '../schemas/accounts';

// The user config as the accounts code holds it (SPEC.md section 8, E05): installed once a load answered; a failed
// load resets the flag, so nothing acts on a config of an earlier load (or of another user) as if it were current.

export type UserConfigState = { installed: true; config: UserConfig } | { installed: false; config: null };

const NOT_INSTALLED: UserConfigState = { installed: false, config: null };

/**
 * Loads the user config on every login; logged out or after a failed load it is not installed. The loaded value is
 * checked here too: the reminders read its fields, and a load that hands over anything but a config (a `null`
 * result from a stub or a proxy) counts as a failed load instead of a TypeError in every reader.
 */
export function userConfigState$(deps: {
  authorized$: Observable<boolean>;
  load$: () => Observable<unknown>;
  log?: (message: string, data?: unknown) => void;
}): Observable<UserConfigState> {
  return deps.authorized$.pipe(
    distinctUntilChanged(),
    switchMap((authorized) => (!authorized ? of(NOT_INSTALLED) : deps.load$().pipe(
      map((config): UserConfigState => ({ installed: true, config: v.parse(UserConfigSchema, config) })),
      catchError((err: unknown) => {
        deps.log?.('user config load failed', err instanceof Error ? err.message : err);
        return of(NOT_INSTALLED);
      }),
    ))),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}
