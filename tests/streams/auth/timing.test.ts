import { describe, expect, it } from 'vitest';
import { type Observable, merge, switchMap, timer } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { HttpError } from '../../../streams/core/http';
import { ping$ } from '../../../streams/auth/ping';
import { authRefresh$, sessionCheck$ } from '../../../streams/auth/auth-refresh';
import { createTokenCache } from '../../../streams/auth/token-cache';
import { inactivityLogoff$, takeAutoLogoffFlag } from '../../../streams/auth/inactivity';
import { registrationReminder$ } from '../../../streams/auth/registration-reminder';
import {
  AUTH_REFRESH_INTERVAL_MS, PING_INTERVAL_MS, REGISTRATION_REMINDER_DEFAULT_DELAY_MS, SESSION_CHECK_RETRY_DELAY_MS, TOKEN_CACHE_MS,
} from '../../../streams/timing';

const callAt = <T>(ms: number, source$: Observable<T>): Observable<T> => timer(ms).pipe(switchMap(() => source$));
const check = (userId: number | null) => ({ user_id: userId, ban_level: 0, navigation_blocked: false });

describe('auth timing', () => {
  it('[T01] while authorised, ping every 30 s; stops at once on logout and starts again on login', marbles((m) => {
    // Logged in at 0, logged out at 70 s, in again at 100 s.
    const authorized = m.hot('a 69999ms b 29999ms a', { a: true, b: false });
    const request = m.cold('(p|)');
    const errors: unknown[] = [];
    const out = ping$({ authorized$: authorized, ping$: () => request, onError: (e) => errors.push(e) }, PING_INTERVAL_MS);
    m.expect(out, '^ 161s !').toBeObservable('30s p 29999ms p 69999ms p 29999ms p', { p: 'p' });
    m.expect(request).toHaveSubscriptions(['30s (^!)', '60s (^!)', '130s (^!)', '160s (^!)']);
    m.flush();
    expect(errors).toEqual([]);
  }));

  it('[T01] a failed ping is reported and the next one still runs on time', marbles((m) => {
    const failure = new HttpError({ status: 451, kind: 'http', code: 1 });
    let n = 0;
    const errors: unknown[] = [];
    const out = ping$({
      authorized$: m.cold('a', { a: true }),
      ping$: () => (++n === 1 ? m.cold('#', undefined, failure) : m.cold('(p|)')),
      onError: (e) => errors.push(e),
    });
    m.expect(out, '^ 61s !').toBeObservable('60s p', { p: 'p' });
    m.flush();
    expect(errors).toEqual([failure]);
  }));

  it('[T01] anonymous visitors never ping', marbles((m) => {
    const request = m.cold('(p|)');
    m.expect(ping$({ authorized$: m.cold('a', { a: false }), ping$: () => request, onError: () => undefined }), '^ 200s !').toBeObservable('');
    m.expect(request).toHaveSubscriptions([]);
  }));

  it('[T02] while authorised and visible, the authentication is checked every 60 s; hidden pauses it, visible resumes', marbles((m) => {
    const authorized = m.cold('a', { a: true });
    // Hidden from 90 s to 200 s.
    const visible = m.hot('v 89999ms h 109999ms v', { v: true, h: false });
    const request = m.cold('(c|)', { c: check(7) });
    const out = authRefresh$({ authorized$: authorized, visible$: visible, check$: () => request, log: () => undefined }, AUTH_REFRESH_INTERVAL_MS);
    m.expect(out, '^ 321s !').toBeObservable('60s c 199999ms c 59999ms c', { c: check(7) });
    m.expect(request).toHaveSubscriptions(['60s (^!)', '260s (^!)', '320s (^!)']);
  }));

  it('[T02][B16] a check that says nobody is logged in comes through (the session ended elsewhere); logout stops the checks', marbles((m) => {
    const authorized = m.hot('a 60499ms b', { a: true, b: false });
    const out = authRefresh$({ authorized$: authorized, visible$: m.cold('v', { v: true }), check$: () => m.cold('(c|)', { c: check(null) }), log: () => undefined });
    m.expect(out, '^ 300s !').toBeObservable('60s c', { c: check(null) });
  }));

  it('[T05] the session check is retried 2 times 1500 ms apart, then fails', marbles((m) => {
    const failure = new HttpError({ status: 503, kind: 'http' });
    const answer = m.cold('100ms #', undefined, failure);
    const http = fakeHttp(() => answer);
    // Tries at 0, 1.6 s and 3.2 s (each fails after 100 ms, the next waits 1500 ms).
    expect(SESSION_CHECK_RETRY_DELAY_MS).toBe(1_500);
    m.expect(sessionCheck$(http)).toBeObservable('3300ms #', undefined, failure);
    m.expect(answer).toHaveSubscriptions(['^ 99ms !', '1600ms ^ 99ms !', '3200ms ^ 99ms !']);
    m.flush();
    expect(http.calls[0]).toMatchObject({ url: '/web-api/auth/check', cache: 'no-store' });
  }));

  it('[T05] a check that answers on the second try succeeds; a 4xx is not retried', marbles((m) => {
    let n = 0;
    const http = fakeHttp(() => (++n === 1 ? m.cold('#', undefined, new HttpError({ kind: 'network', status: 0 })) : m.cold('(c|)', { c: check(3) })));
    m.expect(sessionCheck$(http)).toBeObservable('1500ms (c|)', { c: check(3) });
    const refused = new HttpError({ status: 400, kind: 'http' });
    const once = m.cold('#', undefined, refused);
    m.expect(sessionCheck$(fakeHttp(() => once))).toBeObservable('#', undefined, refused);
    m.expect(once).toHaveSubscriptions(['(^!)']);
  }));

  it('[T03] the token: concurrent and repeated callers inside 60 s share one gettoken; after 60 s a new one', marbles((m) => {
    const request = m.cold('100ms (t|)', { t: 'jwt' });
    const cache = createTokenCache(() => request, TOKEN_CACHE_MS);
    const callers = merge(cache.token$(), callAt(50, cache.token$()), callAt(59_000, cache.token$()), callAt(61_000, cache.token$()));
    m.expect(callers).toBeObservable('100ms (tt) 58896ms t 2099ms (t|)', { t: 'jwt' });
    m.expect(request).toHaveSubscriptions(['^ 99ms !', '61s ^ 99ms !']);
  }));

  it('[T44] a refresh replaces the cached token at once; refreshes at the same moment share one request', marbles((m) => {
    let n = 0;
    const first = m.cold('10ms (a|)', { a: 'old' });
    const second = m.cold('10ms (b|)', { b: 'new' });
    const cache = createTokenCache(() => (++n === 1 ? first : second), TOKEN_CACHE_MS);
    m.expect(cache.token$()).toBeObservable('10ms (a|)', { a: 'old' });
    m.expect(callAt(1_000, merge(cache.refresh$(), cache.refresh$()))).toBeObservable('1010ms (bb|)', { b: 'new' });
    m.expect(callAt(2_000, cache.token$())).toBeObservable('2000ms (b|)', { b: 'new' });
    m.expect(first).toHaveSubscriptions(['^ 9ms !']);
    m.expect(second).toHaveSubscriptions(['1s ^ 9ms !']);
  }));

  it('[T03] a failed token fetch is not cached; a primed token (login answer) is used without a request', marbles((m) => {
    const failure = new HttpError({ status: 401, kind: 'http' });
    let n = 0;
    const cache = createTokenCache(() => (++n === 1 ? m.cold('5ms #', undefined, failure) : m.cold('5ms (t|)', { t: 'jwt' })), TOKEN_CACHE_MS);
    m.expect(cache.token$()).toBeObservable('5ms #', undefined, failure);
    m.expect(callAt(100, cache.token$())).toBeObservable('105ms (t|)', { t: 'jwt' });
    const primed = createTokenCache(() => m.cold('#'), TOKEN_CACHE_MS);
    primed.prime('from-login');
    m.expect(primed.token$()).toBeObservable('(t|)', { t: 'from-login' });
  }));

  it('[T27] after the configured minutes without activity a logged-in user is logged off; activity (throttled 100 ms) restarts the wait', marbles((m) => {
    const authorized = m.cold('a', { a: true });
    // Activity at 10 s and a burst at 20 s (20.000, 20.050: the second is inside the 100 ms throttle).
    const activity = m.hot('10s x 9999ms x 49ms x', { x: 'x' });
    const minutes = 1;
    m.expect(inactivityLogoff$({ authorized$: authorized, activity$: activity }, minutes * 60_000), '^ 200s !').toBeObservable('80s l', { l: undefined });
  }));

  it('[T27] anonymous visitors are never logged off; logging in starts the watch', marbles((m) => {
    const authorized = m.hot('a 99999ms b', { a: false, b: true });
    m.expect(inactivityLogoff$({ authorized$: authorized, activity$: m.cold('-') }, 30_000), '^ 200s !').toBeObservable('130s l', { l: undefined });
  }));

  it('[T27] the auto-logoff flag shows the notice once on the next load', () => {
    let stored = true;
    const flag = { get: () => stored, set: (v: boolean) => { stored = v; } };
    expect(takeAutoLogoffFlag(flag)).toBe(true);
    expect(takeAutoLogoffFlag(flag)).toBe(false);
    expect(stored).toBe(false);
  });

  it('[T37] the reminder shows after the delay to an anonymous visitor, then not before the interval has passed', marbles((m) => {
    let nextAllowed = 0;
    const nowAt = () => m.scheduler.now();
    const reminder$ = registrationReminder$({
      anonymous$: m.cold('a', { a: true }),
      authFormOpen$: m.cold('f', { f: false }),
      nextAllowed: { get: () => nextAllowed, set: (at) => { nextAllowed = at; } },
      now: nowAt,
    }, { delayMs: REGISTRATION_REMINDER_DEFAULT_DELAY_MS, intervalMinutes: 30 });
    m.expect(reminder$, '^ 300s !').toBeObservable('60s r', { r: true });
    m.flush();
    expect(nextAllowed).toBe(60_000 + 30 * 60_000);
  }));

  const reminderDeps = (m: { scheduler: { now(): number } }, open$: Observable<boolean>, anonymous$: Observable<boolean>, store: { at: number }) => ({
    anonymous$,
    authFormOpen$: open$,
    nextAllowed: { get: () => store.at, set: (at: number) => { store.at = at; } },
    now: () => m.scheduler.now(),
  });

  it('[T37] while a login form is open the reminder waits and shows when it closes', marbles((m) => {
    const store = { at: 0 };
    m.expect(registrationReminder$(reminderDeps(m, m.hot('o 89999ms c', { o: true, c: false }), m.cold('a', { a: true }), store), { delayMs: 60_000 }))
      .toBeObservable('90s r', { r: true });
  }));

  it('[T37] before the stored next-allowed time the reminder is skipped', marbles((m) => {
    const store = { at: 10 * 60_000 };
    m.expect(registrationReminder$(reminderDeps(m, m.cold('c', { c: false }), m.cold('a', { a: true }), store), { delayMs: 60_000 }), '^ 200s !').toBeObservable('');
  }));

  it('[T37][B27] a visitor who logs in before the delay never sees it', marbles((m) => {
    const store = { at: 0 };
    m.expect(registrationReminder$(reminderDeps(m, m.cold('c', { c: false }), m.hot('a 8999ms b', { a: true, b: false }), store), { delayMs: 60_000 }), '^ 200s !').toBeObservable('');
  }));
});
