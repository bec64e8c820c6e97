import { ReplaySubject, asyncScheduler, distinctUntilChanged, merge, share, type Observable } from 'rxjs';
import { sessionState$, type SessionDeps, type SessionState } from './session';
import { readUserToken } from './user-token';

// The session as the whole app sees it (issue 3): the token cookie at once, the T04 load, and every answer that
// says who is logged in now: login, registration, gettoken (T03), the session check (T05), logout. Components and
// guards read state$; only the auth service writes, so a login or logout shows everywhere at once, no reload.

export interface SessionStore {
  /** Emits at once, then on every change (replayed to late subscribers). */
  readonly state$: Observable<SessionState>;
  set(state: SessionState): void;
  /** From a user token the server answered (B23: ignored when it has no valid exp). */
  setFromToken(token: string): void;
  loggedOut(): void;
}

const ANONYMOUS: SessionState = { userId: null, banLevel: 0 };
const same = (a: SessionState, b: SessionState) =>
  a.userId === b.userId && a.banLevel === b.banLevel && (a.navigationBlocked ?? false) === (b.navigationBlocked ?? false);

export function createSessionStore(deps: SessionDeps): SessionStore {
  // Replayed, so an answer that arrives before the first reader still counts.
  const updates = new ReplaySubject<SessionState>(1);
  const state$ = merge(sessionState$(deps), updates).pipe(
    distinctUntilChanged(same),
    share({ connector: () => new ReplaySubject(1), resetOnError: false, resetOnComplete: false, resetOnRefCountZero: false }),
  );
  return {
    state$,
    set: (state) => updates.next(state),
    setFromToken: (token) => {
      const claims = readUserToken(token, asyncScheduler.now());
      if (claims) updates.next(claims);
    },
    loggedOut: () => updates.next(ANONYMOUS),
  };
}
