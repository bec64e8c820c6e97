import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { pollWhile$ } from '../core/poll-while';
import type { Http } from '../core/http';
import { retryBackoff } from '../core/retry-backoff';
import { SessionCheckAnswerSchema, type SessionCheckAnswer } from '../schemas/auth';
import { AUTH_REFRESH_INTERVAL_MS, SESSION_CHECK_RETRY_COUNT, SESSION_CHECK_RETRY_DELAY_MS } from '../timing';

/** T05: the session check of the auth api (GET /web-api/auth/check), retried 2 times 1500 ms apart. */
export function sessionCheck$(http: Http): Observable<SessionCheckAnswer> {
  return http.request$({ url: '/web-api/auth/check', schema: SessionCheckAnswerSchema, cache: 'no-store' }).pipe(
    retryBackoff({ count: SESSION_CHECK_RETRY_COUNT, delay: SESSION_CHECK_RETRY_DELAY_MS }),
  );
}

export interface AuthRefreshDeps {
  authorized$: Observable<boolean>;
  visible$: Observable<boolean>;
  check$: () => Observable<SessionCheckAnswer>;
  log: (message: string, data?: unknown) => void;
}

/**
 * T02 / B16: while authorised and the page is visible, the authentication is checked every 60 s; each answer says
 * who is logged in now (null: the session ended elsewhere). A failed check (after the T05 retries) is logged and
 * the next one runs on time.
 */
export function authRefresh$(deps: AuthRefreshDeps, periodMs: number = AUTH_REFRESH_INTERVAL_MS): Observable<SessionCheckAnswer> {
  const on$ = combineLatest([deps.authorized$.pipe(distinctUntilChanged()), deps.visible$.pipe(distinctUntilChanged())]).pipe(
    map(([authorized, visible]) => authorized && visible),
  );
  return pollWhile$(on$, deps.check$, {
    period: periodMs,
    onError: (err) => deps.log('auth refresh failed', err instanceof Error ? err.message : err),
  });
}
