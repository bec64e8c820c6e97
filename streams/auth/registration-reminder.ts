import { EMPTY, distinctUntilChanged, filter, map, switchMap, take, tap, timer, type Observable } from 'rxjs';
import { REGISTRATION_REMINDER_DEFAULT_DELAY_MS, REGISTRATION_REMINDER_DEFAULT_INTERVAL_MINUTES } from '../timing';

export interface RegistrationReminderDeps {
  /** True for anonymous visitors (B27: the reminder is anonymous-only). */
  anonymous$: Observable<boolean>;
  /** True while a login or registration form, or any auth modal, is open. */
  authFormOpen$: Observable<boolean>;
  /** The stored next-allowed time (ms since epoch; 0 = any time). */
  nextAllowed: { get(): number; set(at: number): void };
  now: () => number;
}

export interface RegistrationReminderOptions {
  delayMs?: number;
  /** Minutes until it may show again (0 if none: the next load may show it again). */
  intervalMinutes?: number;
}

/**
 * T37: for an anonymous visitor, after the configured delay, once no auth form or modal is open and the stored
 * next-allowed time has passed, the registration reminder shows (one emission); the next-allowed time becomes now
 * plus the configured interval.
 */
export function registrationReminder$(deps: RegistrationReminderDeps, options: RegistrationReminderOptions = {}): Observable<true> {
  const delayMs = options.delayMs ?? REGISTRATION_REMINDER_DEFAULT_DELAY_MS;
  const intervalMs = (options.intervalMinutes ?? REGISTRATION_REMINDER_DEFAULT_INTERVAL_MINUTES) * 60_000;
  return deps.anonymous$.pipe(
    distinctUntilChanged(),
    switchMap((anonymous) =>
      anonymous
        ? timer(delayMs).pipe(
          switchMap(() => deps.authFormOpen$.pipe(filter((open) => !open), take(1))),
          filter(() => deps.now() >= deps.nextAllowed.get()),
          tap(() => deps.nextAllowed.set(deps.now() + intervalMs)),
          map(() => true as const),
        )
        : EMPTY,
    ),
  );
}
