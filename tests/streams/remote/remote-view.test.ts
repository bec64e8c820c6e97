import { describe, expect, it } from 'vitest';
import { filter, map, NEVER, Subject } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { HttpError } from '../../../streams/core/http';
import {
  MICROFRONT_DEFAULT_OPTIONS, REMOTE_HEADER_OPTIONS, REMOTE_VIEW_OPTIONS, RemoteTimeoutError, remoteView$, requestRemoteView$, type RemoteViewState,
} from '../../../streams/remote/remote-view';
import type { RemoteView } from '../../../streams/schemas/remote';

const down = new HttpError({ status: 503, kind: 'http' });
const broken = new HttpError({ status: 200, kind: 'schema' });
const view: RemoteView = { appName: 'technical', body: '<p>ok</p>', style: '', cssToLoad: [], title: 't', codeToEval: [], scriptsToLoad: [], head: '' };

const loading = (retry: { attempt: number; delayMs: number } | null = null): RemoteViewState => ({ status: 'loading', retry });
const failed = (error: unknown, retry: { attempt: number; delayMs: number } | null): RemoteViewState => ({ status: 'error', error, retry });
const ready: RemoteViewState = { status: 'ready', view };

describe('remote view loader', () => {
  it('[T10] a failing view is retried 3 times after 1 s, 2 s and 4 s, then shows the final error', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const states = remoteView$(() => source, REMOTE_VIEW_OPTIONS, NEVER);
    m.expect(states).toBeObservable('(lr) 996ms (LR) 1996ms (MS) 3996ms (NE)', {
      l: loading(), r: failed(down, { attempt: 1, delayMs: 1000 }),
      L: loading({ attempt: 1, delayMs: 1000 }), R: failed(down, { attempt: 2, delayMs: 2000 }),
      M: loading({ attempt: 2, delayMs: 2000 }), S: failed(down, { attempt: 3, delayMs: 4000 }),
      N: loading({ attempt: 3, delayMs: 4000 }), E: failed(down, null),
    });
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '3s (^!)', '7s (^!)']);
  }));

  it('[T10] a view that fails twice then answers is shown after the retries; success clears the retry info', marbles((m) => {
    let calls = 0;
    const source = () => { calls += 1; return calls <= 2 ? m.cold('#', undefined, down) : m.cold('a', { a: view }); };
    m.expect(remoteView$(source, REMOTE_VIEW_OPTIONS, NEVER)).toBeObservable('(lr) 996ms (LR) 1996ms (Ma)', {
      l: loading(), r: failed(down, { attempt: 1, delayMs: 1000 }),
      L: loading({ attempt: 1, delayMs: 1000 }), R: failed(down, { attempt: 2, delayMs: 2000 }),
      M: loading({ attempt: 2, delayMs: 2000 }), a: ready,
    });
  }));

  it('[T10] reloads are debounced 1000 ms and start with a fresh retry count', marbles((m) => {
    const source = m.cold('#', undefined, broken);
    const reload$ = m.hot('  5s r 200ms r');
    // A schema error is not retried: the final error at once. The clicks show "loading" at once and make one load
    // 1 s after the last of them.
    m.expect(remoteView$(() => source, REMOTE_VIEW_OPTIONS, reload$)).toBeObservable('(le) 4996ms l 1200ms e', {
      l: loading(), e: failed(broken, null),
    });
    m.expect(source).toHaveSubscriptions(['(^!)', '6201ms (^!)']);
  }));

  it('[T10] a reload after the retries were spent retries 3 times again', marbles((m) => {
    const source = m.cold('#', undefined, down);
    const reload$ = m.hot('10s r');
    const states = remoteView$(() => source, REMOTE_VIEW_OPTIONS, reload$);
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '3s (^!)', '7s (^!)', '11s (^!)', '12s (^!)', '14s (^!)', '18s (^!)']);
    const finalErrors = states.pipe(filter((s) => s.status === 'error' && s.retry === null), map(() => 'x'));
    m.expect(finalErrors).toBeObservable('7s x 10999ms x');
  }));

  it('[T12] an attempt slower than 1000 ms counts as failed and is retried', marbles((m) => {
    let calls = 0;
    const source = () => { calls += 1; return calls === 1 ? m.cold('1001ms a', { a: view }) : m.cold('10ms a', { a: view }); };
    const states = remoteView$(source, MICROFRONT_DEFAULT_OPTIONS, NEVER);
    const values = { l: loading(), t: failed(expect.any(RemoteTimeoutError), { attempt: 1, delayMs: 1000 }), L: loading({ attempt: 1, delayMs: 1000 }), a: ready };
    m.expect(states).toBeObservable('l 999ms t 999ms L 9ms a', values);
  }));

  it('[T12] the header components are retried 5 times 1 s apart', marbles((m) => {
    const source = m.cold('#', undefined, down);
    m.expect(remoteView$(() => source, REMOTE_HEADER_OPTIONS, NEVER)).toBeObservable('(ab) 996ms (ab) 996ms (ab) 996ms (ab) 996ms (ab) 996ms (ae)', {
      a: expect.objectContaining({ status: 'loading' }), b: expect.objectContaining({ status: 'error', retry: expect.objectContaining({ delayMs: 1000 }) }),
      e: failed(down, null),
    });
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '2s (^!)', '3s (^!)', '4s (^!)', '5s (^!)']);
  }));

  it('[T12] micro-front defaults: 3 retries 1 s apart, then the error', marbles((m) => {
    const source = m.cold('#', undefined, down);
    m.expect(remoteView$(() => source, MICROFRONT_DEFAULT_OPTIONS, NEVER)).toBeObservable('(ab) 996ms (ab) 996ms (ab) 996ms (ae)', {
      a: expect.objectContaining({ status: 'loading' }), b: expect.objectContaining({ status: 'error', retry: expect.objectContaining({ delayMs: 1000 }) }),
      e: failed(down, null),
    });
    m.expect(source).toHaveSubscriptions(['(^!)', '1s (^!)', '2s (^!)', '3s (^!)']);
  }));

  it('[C06] asks GET {remote}{path} with the v2 JSON headers, or POST with the components body', () => {
    const http = fakeHttp(() => new Subject());
    requestRemoteView$(http, { remoteUrl: '/remote/technical', path: '/en/500' }).subscribe().unsubscribe();
    requestRemoteView$(http, { remoteUrl: '/remote/header', path: '/en/', components: ['clock'] }).subscribe().unsubscribe();
    expect(http.calls[0]).toMatchObject({ url: '/remote/technical/en/500', headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2', 'force-spa': 'true' } });
    expect(http.calls[0]!.method).toBeUndefined();
    expect(http.calls[1]).toMatchObject({ url: '/remote/header/en/', method: 'POST', body: { components: ['clock'] } });
  });
});
