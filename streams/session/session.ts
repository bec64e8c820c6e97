import { asyncScheduler, catchError, concat, defer, EMPTY, filter, map, of, ReplaySubject, share, switchMap, timer, distinctUntilChanged, type Observable } from 'rxjs';
import { SessionAnswerSchema } from '../schemas/startup';
import type { Http } from '../core/http';
import { SESSION_LOAD_DELAY_MS } from '../timing';
import { readUserToken } from './user-token';

export interface SessionState {
  userId: number | null;
  banLevel: number;
  /** B19: the navigation-blocked flag of the session check (absent = false). */
  navigationBlocked?: boolean;
}

export interface SessionDeps {
  http: Http;
  /** The raw user_token cookie. */
  userToken: () => string | null;
  /** True when the server already gave this browser a session (the readable has_session cookie). */
  hasSession: () => boolean;
  log: (message: string, data?: unknown) => void;
}

/**
 * T04: about 8 s after start, and only if no session is present, GET /web-api/session (no cache). Loading
 * it later keeps it off the start-up path; a failure is logged only (SPEC.md section 8).
 */
export function sessionLoad$(deps: SessionDeps, delayMs = SESSION_LOAD_DELAY_MS): Observable<SessionState> {
  return timer(delayMs).pipe(
    filter(() => !deps.hasSession()),
    switchMap(() =>
      deps.http.request$({ url: '/web-api/session', schema: SessionAnswerSchema, cache: 'no-store' }).pipe(
        map((a): SessionState => ({ userId: a.userId, banLevel: a.banLevel })),
        catchError((err: unknown) => {
          deps.log('failed to load session', err instanceof Error ? err.message : err);
          return EMPTY;
        }),
      ),
    ),
  );
}

/** The session as the app sees it: at once from the token cookie, then what the session load says. */
export function sessionState$(deps: SessionDeps): Observable<SessionState> {
  const fromToken$ = defer(() => {
    const token = readUserToken(deps.userToken(), asyncScheduler.now());
    return of<SessionState>(token ?? { userId: null, banLevel: 0 });
  });
  return concat(fromToken$, sessionLoad$(deps)).pipe(
    distinctUntilChanged((a, b) => a.userId === b.userId && a.banLevel === b.banLevel),
    share({ connector: () => new ReplaySubject(1), resetOnError: false, resetOnComplete: false, resetOnRefCountZero: false }),
  );
}
