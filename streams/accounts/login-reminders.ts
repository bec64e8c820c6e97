import { EMPTY, type Observable, distinctUntilChanged, filter, map, switchMap, take } from 'rxjs';
import type { ConvertStatus } from '../schemas/accounts';

// Reminders shown on an authentication change, at most once per browser session (B27: authorised only):
//  - T42 / R17: the convert-account reminder, when the account may be converted (status 1 or 2), unless the user
//    is on the convert page already;
//  - the deposit reminder, for a user who has never deposited.

export interface SessionFlag {
  get(): boolean;
  set(): void;
}

export interface LoginReminderDeps<T> {
  authorized$: Observable<boolean>;
  /** The fact the reminder depends on, once known after the login (its first value is used). */
  fact$: Observable<T>;
  due: (fact: T) => boolean;
  /** The session-storage flag that remembers the reminder was shown. */
  shown: SessionFlag;
  /** True where the reminder must not show (e.g. the convert page itself). */
  suppressed?: () => boolean;
}

/** Emits the fact when the reminder is due; sets the session flag at the same moment. */
export function loginReminder$<T>(deps: LoginReminderDeps<T>): Observable<T> {
  return deps.authorized$.pipe(
    distinctUntilChanged(),
    switchMap((authorized) => (authorized ? deps.fact$.pipe(take(1)) : EMPTY)),
    filter((fact) => deps.due(fact) && !deps.shown.get() && !(deps.suppressed?.() ?? false)),
    map((fact) => {
      deps.shown.set();
      return fact;
    }),
  );
}

/** T42: the convert-account reminder is due for status 1 (main account) or 2 (additional account). */
export const convertReminderDue = (status: ConvertStatus) => status === 1 || status === 2;

/** The convert page's path check (under any language). */
export const isConvertPage = (pathname: string) => /^\/[a-z]{2}\/convert-account\/?$/.test(pathname);
