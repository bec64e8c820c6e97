import { distinctUntilChanged, exhaustMap, filter, ignoreElements, map, merge, switchMap, tap, type Observable } from 'rxjs';
import type { Cookies } from '../core/cookies';
import { HttpError, type Http } from '../core/http';
import type { SessionStore } from '../session/session-store';
import { TERMS_EXCEPTION_CODE } from '../schemas/auth';
import * as api from './auth-api';
import { authRefresh$, sessionCheck$ } from './auth-refresh';
import { inactivityLogoff$ } from './inactivity';
import { ping$ } from './ping';
import type { AuthService } from './types';

/** What the page must act on: after an inactivity logoff it reloads home, where the notice shows once (T27). */
export type AuthRuntimeEvent = { kind: 'auto_logoff' };

export interface AuthRuntimeDeps {
  http: Http;
  store: SessionStore;
  auth: AuthService;
  cookies: Cookies;
  visible$: Observable<boolean>;
  activity$: Observable<unknown>;
  autoLogoffMinutes$: Observable<number>;
  markAutoLogoff: () => void;
  log: (message: string, data?: unknown) => void;
}

/**
 * What runs while the app is open (subscribed once by the app, ended when it unmounts):
 * - T01 ping every 30 s while authorised; a 451 with exception_code 1 asks for the terms (B22);
 * - T02 / T05 the authentication check every 60 s while visible; its answer is the session (B16: a session that
 *   ended elsewhere logs out here; a new ban level or navigation block applies at once, B19);
 * - T27 inactivity: after the configured minutes without activity the user is logged out and a flag is stored for
 *   the one-time notice on the next load;
 * - C12 / B22 the terms check on every login.
 */
export function authRuntime$(deps: AuthRuntimeDeps): Observable<AuthRuntimeEvent> {
  const { store, auth } = deps;
  const authorized$ = store.state$.pipe(map((s) => s.userId !== null), distinctUntilChanged());

  const ping = ping$({
    authorized$,
    ping$: () => api.ping$(deps.http),
    onError: (err) => {
      if (err instanceof HttpError && err.status === 451 && err.code === TERMS_EXCEPTION_CODE) auth.noteTermsRequired();
      else deps.log('ping failed', err instanceof Error ? err.message : err);
    },
  });

  const refresh = authRefresh$({ authorized$, visible$: deps.visible$, check$: () => sessionCheck$(deps.http), log: deps.log }).pipe(
    tap((answer) => {
      if (answer.user_id === null) auth.dropSession();
      else store.set({ userId: answer.user_id, banLevel: answer.ban_level, navigationBlocked: answer.navigation_blocked });
    }),
  );

  const inactivity = deps.autoLogoffMinutes$.pipe(
    distinctUntilChanged(),
    switchMap((minutes) => inactivityLogoff$({ authorized$, activity$: deps.activity$ }, minutes * 60_000)),
    exhaustMap(() => {
      deps.markAutoLogoff();
      return auth.disconnect$().pipe(map((): AuthRuntimeEvent => ({ kind: 'auto_logoff' })));
    }),
  );

  const terms = authorized$.pipe(filter(Boolean), switchMap(() => auth.checkTerms$()));

  return merge(merge(ping, refresh, terms).pipe(ignoreElements()), inactivity);
}
