import { describe, expect, it } from 'vitest';
import { BehaviorSubject, EMPTY, NEVER, of } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { authRuntime$ } from '../../../streams/auth/runtime';
import type { AuthService } from '../../../streams/auth/types';
import type { SessionStore } from '../../../streams/session/session-store';
import type { SessionState } from '../../../streams/services-types';

// C08 / T27: the site ends an inactive session with the disconnect call, not the user's logout.

describe('auth runtime: inactivity ends the session by disconnect', () => {
  it('[C08][T27] after the configured minutes without activity the runtime calls disconnect (never logout), once', marbles((m) => {
    const state = new BehaviorSubject<SessionState>({ userId: 5, banLevel: 0 });
    const store = { state$: state.asObservable(), set: (s: SessionState) => state.next(s), setFromToken: () => undefined, loggedOut: () => state.next({ userId: null, banLevel: 0 }) } satisfies SessionStore;
    const calls: string[] = [];
    const leave = (kind: string) => () => { calls.push(kind); store.loggedOut(); return of(undefined); };
    const auth = { disconnect$: leave('disconnect'), logout$: leave('logout'), checkTerms$: () => EMPTY, noteTermsRequired: () => undefined, dropSession: () => undefined } as unknown as AuthService;
    const marks: string[] = [];
    const out$ = authRuntime$({
      http: fakeHttp(() => NEVER), store, auth, cookies: {} as never, visible$: of(false), activity$: NEVER,
      autoLogoffMinutes$: of(2), markAutoLogoff: () => marks.push('flag'), log: () => undefined,
    });
    m.expect(out$, '^ 300s !').toBeObservable('120s a', { a: { kind: 'auto_logoff' } });
    m.flush();
    expect(calls).toEqual(['disconnect']);
    expect(marks).toEqual(['flag']);
  }));
});
