import { describe, expect, it } from 'vitest';
import { NEVER, of } from 'rxjs';
import * as v from 'valibot';
import { analyticsStart$, holdUntilAllowed, performanceReport$, type PerformanceMetrics } from '../../../streams/analytics/analytics-timing';
import { createLocalCounters, LOCAL_COUNTERS_KEY } from '../../../streams/analytics/local-counters';
import { runAnalytics$ } from '../../../streams/analytics/analytics';
import { createValidatedStorage } from '../../../streams/core/storage';
import type { AnalyticsEvent } from '../../../streams/schemas/shell-extras';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';

const HOUR = 3_600_000;
const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, val: string) => void data.set(k, val), removeItem: (k: string) => void data.delete(k) };
};
const ev = (name: AnalyticsEvent['name'], at = 0): AnalyticsEvent => ({ name, at, page: '/en/', data: {} });

describe('analytics timing', () => {
  it('[T34] analytics starts 10 s after the load', marbles((m) => {
    m.expect(analyticsStart$({ startedAt: 0, registrationPage: false })).toBeObservable('10s (a|)', { a: true });
  }));

  it('[T34] on the registration page analytics starts at once', marbles((m) => {
    m.expect(analyticsStart$({ startedAt: 0, registrationPage: true })).toBeObservable('(a|)', { a: true });
  }));

  it('[T34] the 10 s count from the load, not from when the analytics code arrived (4 s later here)', marbles((m) => {
    m.expect(analyticsStart$({ startedAt: -4_000, registrationPage: false })).toBeObservable('6s (a|)', { a: true });
  }));

  it('[T33] performance metrics are reported once all are known, before the 10 s', marbles((m) => {
    const metrics$ = m.cold<PerformanceMetrics>('100ms a 2s b|', { a: { ttfb: 40 }, b: { largestContentfulPaint: 900 } });
    m.expect(performanceReport$(metrics$, { startedAt: 0 })).toBeObservable('2102ms (r|)', { r: { ttfb: 40, largestContentfulPaint: 900 } });
  }));

  it('[T33] metrics still changing are reported at 10 s at the latest, with what is known by then', marbles((m) => {
    const metrics$ = m.cold<PerformanceMetrics>('1s a 5s b 10s c', { a: { ttfb: 40 }, b: { largestContentfulPaint: 900 }, c: { largestContentfulPaint: 1500 } });
    m.expect(performanceReport$(metrics$, { startedAt: 0 })).toBeObservable('10s (r|)', { r: { ttfb: 40, largestContentfulPaint: 900 } });
  }));

  it('[T33] nothing known by 10 s: no report', marbles((m) => {
    m.expect(performanceReport$(NEVER, { startedAt: 0 })).toBeObservable('10s |');
  }));

  it('events wait while sending is not allowed and go out together when it is; then one by one', marbles((m) => {
    const events$ = m.hot('a 1s b 3s c', { a: 1, b: 2, c: 3 });
    const allowed$ = m.hot('f 2s t', { f: false, t: true });
    m.expect(holdUntilAllowed(events$, allowed$)).toBeObservable('2001ms x 2000ms y', { x: [1, 2], y: [3] });
  }));

  it('at most the newest 50 events wait', marbles((m) => {
    const events$ = m.hot('(' + 'e'.repeat(60) + ')', { e: 1 });
    const allowed$ = m.hot('1s t', { t: true });
    m.expect(holdUntilAllowed(events$, allowed$)).toBeObservable('1s x', { x: Array(50).fill(1) });
  }));
});

describe('analytics sending', () => {
  const counters = { counters: [{ id: 1, kind: 'internal' }, { id: 9, kind: 'yandex_metrika' }] };
  const answer = (http: ReturnType<typeof fakeHttp>) => http.calls.filter((c) => c.url === '/web-api/analytics/events').map((c) => c.body);

  it('[T34] nothing is sent without marketing consent, however long the visit', marbles((m) => {
    const http = fakeHttp((req) => of(req.url === '/web-api/counters' ? counters : { stored: 1 }));
    m.expect(runAnalytics$({
      http, log: () => undefined, domain: 'site.example', projectId: 62,
      start$: m.cold('10s a'), marketing$: m.cold('f', { f: false }),
      performance$: m.cold('3s p', { p: ev('performance') }), events$: m.cold('1s e 20s e', { e: ev('page_view') }),
    })).toBeObservable('');
    m.flush();
    expect(http.calls).toHaveLength(0);
  }));

  it('[T34] with consent, events wait for the 10 s start and go to the internal counters only; metrics need only the consent', marbles((m) => {
    const http = fakeHttp((req) => of(req.url === '/web-api/counters' ? counters : { stored: (req.body as { events: unknown[] }).events.length }));
    const logged: string[] = [];
    m.expect(runAnalytics$({
      http, log: (msg) => logged.push(msg), domain: 'site.example', projectId: 62,
      start$: m.cold('10s a'), marketing$: m.cold('t', { t: true }),
      performance$: m.cold('3s p', { p: ev('performance') }), events$: m.cold('1s e 20s f', { e: ev('page_view', 1), f: ev('auth_popup', 2) }),
    })).toBeObservable('3s a 6999ms a 11000ms a', { a: 1 });
    m.flush();
    expect(http.calls.filter((c) => c.url === '/web-api/counters').map((c) => c.query)).toEqual([{ domain: 'site.example', projectId: 62 }]);
    expect(answer(http)).toEqual([
      { counterId: 1, events: [ev('performance')] },
      { counterId: 1, events: [ev('page_view', 1)] },
      { counterId: 1, events: [ev('auth_popup', 2)] },
    ]);
    expect(logged).toContain('analytics: counter skipped (needs a third-party script)');
  }));

  it('[T34] consent given later releases what waited', marbles((m) => {
    const http = fakeHttp((req) => of(req.url === '/web-api/counters' ? counters : { stored: 1 }));
    m.expect(runAnalytics$({
      http, log: () => undefined, domain: 'site.example', projectId: 62,
      start$: m.cold('10s a'), marketing$: m.hot('f 29s t', { f: false, t: true }),
      performance$: NEVER, events$: m.cold('1s e', { e: ev('page_view') }),
    })).toBeObservable('29001ms a', { a: 1 });
  }));
});

describe('local analytics counters (SPEC.md section 3)', () => {
  it('[T34] count popups and logins, and start again after 24 h', () => {
    let now = 1_000_000;
    const local = createValidatedStorage(memory(), () => undefined);
    const store = createLocalCounters({ local, now: () => now });
    store.authPopup();
    now += 1000;
    store.authPopup();
    store.regPopup();
    expect(store.done('registration')).toMatchObject({
      authTryCounter: 2, lastAuthPopUpCallTime: 1_001_000, regTryCounter: 1, lastRegCallTime: 1_001_000, hasDone: true,
      additionalParams: { type: 'registration', hasRegister: true },
    });
    now = 1_000_000 + 24 * HOUR - 1;
    expect(store.read().authTryCounter).toBe(2);
    now = 1_000_000 + 24 * HOUR;
    expect(store.read()).toMatchObject({ authTryCounter: 0, regTryCounter: 0, hasDone: false, additionalParams: null, startedAt: now });
    expect(store.authPopup()).toMatchObject({ authTryCounter: 1, startedAt: now });
  });

  it('a tampered record (not the schema, a start in the future) is not trusted', () => {
    const local = createValidatedStorage(memory(), () => undefined);
    local.item(LOCAL_COUNTERS_KEY, v.unknown(), null).set({ authTryCounter: 'lots' });
    const store = createLocalCounters({ local, now: () => 5000 });
    expect(store.read().authTryCounter).toBe(0);
    local.item(LOCAL_COUNTERS_KEY, v.unknown(), null).set({ ...store.read(), authTryCounter: 7, startedAt: 99_999 });
    expect(store.read().authTryCounter).toBe(0);
  });
});
