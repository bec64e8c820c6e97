import { describe, expect, it } from 'vitest';
import { of, throwError } from 'rxjs';
import { marbles } from '../../support/marbles';
import { userMessages$ } from '../../../streams/shell/user-messages';
import { registerServiceWorker$, serviceWorkerUrl } from '../../../streams/shell/service-worker';
import { HttpError } from '../../../streams/core/http';
import type { UserMessage } from '../../../streams/schemas/shell';
import { POLL_USER_MESSAGES_MS } from '../../../streams/timing';

const msg = (id: number): UserMessage => ({ id, title: `t${id}`, body: `b${id}`, createdAt: '2026-11-25T10:00:00.000Z' });
const vis = { v: true, h: false };

describe('userMessages$ (T22)', () => {
  it('[T22] polls a logged-in player\'s messages every 60 s and hands each out once, marking it read', marbles((m) => {
    const authorized$ = m.cold('a', { a: true });
    const visible$ = m.cold('v', vis);
    const answers = [[msg(1)], [msg(1), msg(2)], [msg(2)]];
    let call = 0;
    const read: number[] = [];
    const out$ = userMessages$({
      authorized$, visible$,
      unread$: () => of(answers[call++] ?? []),
      markRead$: (id) => { read.push(id); return of(undefined); },
    }, POLL_USER_MESSAGES_MS);
    m.expect(out$, '^ 150s !').toBeObservable('a 59999ms b', { a: msg(1), b: msg(2) });
    m.flush();
    expect(call).toBe(3);
    expect(read).toEqual([1, 2]);
  }));

  it('[T22] nothing for a visitor; polling stops at logout and starts again at the next login', marbles((m) => {
    const authorized$ = m.hot('f 9999ms t 99999ms f 99999ms t', { t: true, f: false });
    const visible$ = m.cold('v', vis);
    const unread = m.cold('(x|)', { x: [] as UserMessage[] });
    m.expect(userMessages$({ authorized$, visible$, unread$: () => unread, markRead$: () => of(undefined) }), '^ 250s !').toBeObservable('');
    // Logged in at 10 s (polls at 10 s and 70 s), out at 110 s, in again at 210 s.
    m.expect(unread).toHaveSubscriptions(['10s (^!)', '70s (^!)', '210s (^!)']);
  }));

  it('[T22] a failed poll or mark is reported and the poll goes on', marbles((m) => {
    const authorized$ = m.cold('a', { a: true });
    const visible$ = m.cold('v', vis);
    const errors: unknown[] = [];
    let call = 0;
    const out$ = userMessages$({
      authorized$, visible$,
      unread$: () => (call++ === 0 ? throwError(() => new HttpError({ status: 500, kind: 'http' })) : of([msg(7)])),
      markRead$: () => throwError(() => new HttpError({ status: 0, kind: 'network' })),
      onError: (e) => errors.push(e),
    });
    m.expect(out$, '^ 100s !').toBeObservable('60s a', { a: msg(7) });
    m.flush();
    expect(errors).toHaveLength(2);
  }));
});

describe('registerServiceWorker$ (B29)', () => {
  it('[B29] registers /pwa-sw.js for this build with scope /, and only logs a refusal', async () => {
    const calls: Array<[string, { scope: string }]> = [];
    const logged: string[] = [];
    const ok = { register: (url: string, options: { scope: string }) => { calls.push([url, options]); return Promise.resolve({}); } };
    await new Promise<void>((done) => registerServiceWorker$(ok, 'index-A1', () => undefined).subscribe({ complete: done }));
    expect(calls).toEqual([['/pwa-sw.js?build=index-A1', { scope: '/' }]]);
    const refusing = { register: () => Promise.reject(new Error('SecurityError')) };
    await new Promise<void>((done) => registerServiceWorker$(refusing, 'index-A1', (message) => logged.push(message)).subscribe({ complete: done }));
    expect(logged).toEqual(['PWA: the service worker was not registered']);
  });

  it('[B29] nothing without service workers or on a page that is no build', async () => {
    let registered = 0;
    const registrar = { register: () => { registered += 1; return Promise.resolve({}); } };
    await new Promise<void>((done) => registerServiceWorker$(undefined, 'index-A1', () => undefined).subscribe({ complete: done }));
    await new Promise<void>((done) => registerServiceWorker$(registrar, null, () => undefined).subscribe({ complete: done }));
    expect(registered).toBe(0);
    expect(serviceWorkerUrl('a b')).toBe('/pwa-sw.js?build=a%20b');
  });
});
