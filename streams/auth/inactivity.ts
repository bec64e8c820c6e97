import { EMPTY, distinctUntilChanged, map, startWith, switchMap, throttleTime, timer, type Observable } from 'rxjs';
import { ACTIVITY_THROTTLE_MS, AUTO_LOGOFF_DEFAULT_MS } from '../timing';

export interface InactivityDeps {
  authorized$: Observable<boolean>;
  /** Mouse, keyboard, touch, scroll and focus events of the page. */
  activity$: Observable<unknown>;
}

/**
 * T27: activity events are throttled 100 ms; a logged-in user without activity for `timeoutMs` (the configured
 * auto-logoff minutes) gets one emission: time to disconnect. Logging in again starts a new watch.
 */
export function inactivityLogoff$(deps: InactivityDeps, timeoutMs: number = AUTO_LOGOFF_DEFAULT_MS): Observable<void> {
  return deps.authorized$.pipe(
    distinctUntilChanged(),
    switchMap((authorized) =>
      authorized && timeoutMs > 0
        ? deps.activity$.pipe(
          throttleTime(ACTIVITY_THROTTLE_MS),
          startWith(null),
          switchMap(() => timer(timeoutMs)),
          map(() => undefined),
        )
        : EMPTY,
    ),
  );
}

/** What T27 keeps between the logoff and the next load: the flag that shows the info notice once. */
export interface AutoLogoffFlag {
  get(): boolean;
  set(value: boolean): void;
}

/** On load: true once when the previous page was logged off for inactivity; the flag is cleared. */
export function takeAutoLogoffFlag(flag: AutoLogoffFlag): boolean {
  if (!flag.get()) return false;
  flag.set(false);
  return true;
}
