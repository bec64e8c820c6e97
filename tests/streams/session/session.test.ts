import { describe, expect, it } from 'vitest';
import { sessionLoad$, sessionState$ } from '../../../streams/session/session';
import { readUserToken } from '../../../streams/session/user-token';
import { HttpError } from '../../../streams/core/http';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;

describe('session', () => {
  it('[T04] GET /web-api/session about 8 s after start when no session is present, not cached', marbles((m) => {
    const answer = m.cold('-(a|)', { a: { userId: null, banLevel: 0, sessionId: 's1' } });
    const http = fakeHttp(() => answer);
    const load$ = sessionLoad$({ http, userToken: () => null, hasSession: () => false, log: () => undefined });
    m.expect(load$).toBeObservable('8001ms (s|)', { s: { userId: null, banLevel: 0 } });
    m.expect(answer).toHaveSubscriptions(['8s ^!']);
    m.flush();
    expect(http.calls[0]).toMatchObject({ url: '/web-api/session', cache: 'no-store' });
  }));

  it('[T04] no request when a session is already present', marbles((m) => {
    const http = fakeHttp(() => m.cold('(a|)', { a: { userId: null, banLevel: 0, sessionId: 's1' } }));
    m.expect(sessionLoad$({ http, userToken: () => null, hasSession: () => true, log: () => undefined })).toBeObservable('8s |');
    m.flush();
    expect(http.calls).toHaveLength(0);
  }));

  it('[T04] a failed session load is logged only', marbles((m) => {
    const logs: string[] = [];
    const http = fakeHttp(() => m.cold('#', {}, new HttpError({ status: 500, kind: 'http', message: 'boom' })));
    m.expect(sessionLoad$({ http, userToken: () => null, hasSession: () => false, log: (s) => logs.push(s) })).toBeObservable('8s |');
    m.flush();
    expect(logs).toEqual(['failed to load session']);
  }));

  it('[B23] the state starts from a valid user_token cookie at once', marbles((m) => {
    const token = jwt({ exp: 4_000_000_000, user_id: 42, ban_level: 0 });
    const http = fakeHttp(() => m.cold('#'));
    m.expect(sessionState$({ http, userToken: () => token, hasSession: () => true, log: () => undefined }))
      .toBeObservable('a 7999ms |', { a: { userId: 42, banLevel: 0 } });
  }));

  it('[B23] a token is valid only with an expiry claim that has not passed', () => {
    const now = 1_700_000_000_000;
    expect(readUserToken(jwt({ exp: now / 1000 + 60, sub: '7' }), now)).toEqual({ userId: 7, banLevel: 0 });
    expect(readUserToken(jwt({ exp: now / 1000 - 1, sub: '7' }), now)).toBeNull();
    expect(readUserToken(jwt({ sub: '7' }), now)).toBeNull();
    expect(readUserToken('not-a-jwt', now)).toBeNull();
    expect(readUserToken('a.%%%.c', now)).toBeNull();
    expect(readUserToken(null, now)).toBeNull();
    expect(readUserToken(jwt({ exp: now / 1000 + 60, sub: 'admin' }), now)).toBeNull();
  });
});
