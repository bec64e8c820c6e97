import { describe, expect, it } from 'vitest';
import { canMove, createRemoteApps, REMOTE_REDIRECT_CHAIN_MS, ERROR, LOADING, NOT_EXIST, READY, reduceApps, type RemoteAppState } from '../../../streams/remote/app-state';
import { marbles } from '../../support/marbles';
import { NEVER } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import { REMOTE_VIEW_OPTIONS } from '../../../streams/remote/remote-view';
import { trackedRemoteView$ } from '../../../streams/remote/tracked-view';

const STATES: RemoteAppState[] = [NOT_EXIST, ERROR, LOADING, READY];
// SPEC.md section 4, "Remote application loading", as a table: from -> the states it may move to.
const SPEC_ALLOWED: Record<RemoteAppState, RemoteAppState[]> = {
  [NOT_EXIST]: [LOADING, READY],
  [ERROR]: [LOADING, NOT_EXIST],
  [LOADING]: [ERROR, READY, NOT_EXIST],
  [READY]: [NOT_EXIST],
};

/** Puts app `a` into `state` through allowed steps only. */
function registryIn(state: RemoteAppState) {
  const path: Record<RemoteAppState, RemoteAppState[]> = { [NOT_EXIST]: [], [LOADING]: [LOADING], [READY]: [READY], [ERROR]: [LOADING, ERROR] };
  let r: ReadonlyMap<string, { state: RemoteAppState; dependents: number }> = reduceApps(new Map(), { kind: 'depend', app: 'a' }, () => undefined);
  for (const to of path[state]) r = reduceApps(r, { kind: 'move', app: 'a', to }, () => { throw new Error('setup refused'); });
  return r;
}

describe('remote app load states (C07)', () => {
  for (const from of STATES) {
    for (const to of STATES.filter((s) => s !== from)) {
      const allowed = SPEC_ALLOWED[from].includes(to);
      it(`[C07] ${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canMove(from, to)).toBe(allowed);
        const refused: unknown[] = [];
        const after = reduceApps(registryIn(from), { kind: 'move', app: 'a', to }, (...args) => refused.push(args));
        expect(after.get('a')?.state).toBe(allowed ? to : from);
        expect(refused).toEqual(allowed ? [] : [['a', from, to]]);
      });
    }
  }

  it('[C07] an app goes back to "not exist" when the last view depending on it is gone, not before', marbles((m) => {
    const logs: unknown[] = [];
    const apps = createRemoteApps({ log: (msg, data) => logs.push([msg, data]) });
    const seen: RemoteAppState[] = [];
    const sub = apps.state$('verification').subscribe((s) => seen.push(s));
    const releaseA = apps.depend('verification');
    const releaseB = apps.depend('verification');
    apps.move('verification', LOADING);
    apps.move('verification', READY);
    apps.move('verification', LOADING); // ready -> loading is not allowed
    releaseA();
    releaseA(); // a second release of the same view counts once
    expect(seen).toEqual([NOT_EXIST, LOADING, READY]);
    releaseB();
    expect(seen).toEqual([NOT_EXIST, LOADING, READY, NOT_EXIST]);
    expect(logs).toEqual([['remote app: transition refused', { app: 'verification', from: READY, to: LOADING }]]);
    sub.unsubscribe();
    m.expect(apps.state$('other')).toBeObservable('a', { a: NOT_EXIST });
  }));
});

describe('a tracked remote view (C07 driven by the loader)', () => {
  const view = (codeToEval: string[]) => ({ appName: 'technical', body: '', style: '', cssToLoad: [], title: '', codeToEval, scriptsToLoad: [], head: '' });

  it('[C07] loading -> error -> loading -> ready through the retries, back to not exist on unsubscribe', marbles((m) => {
    const apps = createRemoteApps({ log: () => undefined });
    let calls = 0;
    const load$ = () => { calls += 1; return calls === 1 ? m.cold('#', undefined, new HttpError({ status: 503, kind: 'http' })) : m.cold('a', { a: view(['mf:ready']) }); };
    const shown$ = trackedRemoteView$(apps, 'technical', load$, REMOTE_VIEW_OPTIONS, NEVER, () => undefined);
    m.expect(apps.state$('technical')).toBeObservable('(ale) 995ms (lr) 1996ms n', { a: NOT_EXIST, e: ERROR, l: LOADING, r: READY, n: NOT_EXIST });
    m.expect(shown$, '^ 2999ms !').toBeObservable('(le) 996ms (lr)', {
      l: expect.objectContaining({ state: expect.objectContaining({ status: 'loading' }) }),
      e: expect.objectContaining({ state: expect.objectContaining({ status: 'error' }) }),
      r: expect.objectContaining({ state: expect.objectContaining({ status: 'ready' }), events: [{ kind: 'ready' }] }),
    });
  }));

  it('[C07] events of the answer move the app: an error event to error, not-exist to not exist; unknown code is refused and logged', marbles((m) => {
    const logs: unknown[] = [];
    const apps = createRemoteApps({ log: (msg) => logs.push(msg) });
    const states: RemoteAppState[] = [];
    apps.state$('a').subscribe((s) => states.push(s));
    trackedRemoteView$(apps, 'a', () => m.cold('a|', { a: view(['mf:error:404', 'alert(1)']) }), REMOTE_VIEW_OPTIONS, NEVER, (msg) => logs.push(msg)).subscribe();
    trackedRemoteView$(apps, 'b', () => m.cold('a|', { a: view(['mf:not-exist']) }), REMOTE_VIEW_OPTIONS, NEVER, () => undefined).subscribe();
    const statesB: RemoteAppState[] = [];
    apps.state$('b').subscribe((s) => statesB.push(s));
    m.flush();
    expect(states).toEqual([NOT_EXIST, LOADING, ERROR]);
    expect(statesB).toEqual([LOADING, NOT_EXIST]);
    expect(logs).toEqual(['remote app: codeToEval refused (never evaluated)']);
  }));
});

describe('redirects asked by remote apps: cycles are not followed (E catalogue, C07)', () => {
  const setup = () => {
    let now = 0;
    const logs: unknown[] = [];
    const apps = createRemoteApps({ log: (message, data) => logs.push([message, data]), now: () => now });
    return { apps, logs, at: (ms: number) => { now = ms; } };
  };

  it('[C07] A -> A and A -> B -> A are cycles: not followed and logged; the chain then starts again', () => {
    const { apps, logs, at } = setup();
    expect(apps.redirect('/en/a', '/en/a/')).toBe(false);
    expect(apps.redirect('/en/a', '/en/b')).toBe(true);
    at(800);
    expect(apps.redirect('/en/b', '/en/a')).toBe(false);
    expect(logs).toEqual([
      ['remote app: cyclic redirect detected; not followed', { chain: ['/en/a', '/en/a'] }],
      ['remote app: cyclic redirect detected; not followed', { chain: ['/en/a', '/en/b', '/en/a'] }],
    ]);
    // Forgotten after a cycle: the next redirect is judged on its own.
    expect(apps.redirect('/en/b', '/en/a')).toBe(true);
  });

  it('[C07] a longer loop (A -> B -> C -> A) is caught; a query makes another page', () => {
    const { apps, at } = setup();
    expect(apps.redirect('/en/a', '/en/b')).toBe(true);
    at(100);
    expect(apps.redirect('/en/b', '/en/c?step=2')).toBe(true);
    at(200);
    expect(apps.redirect('/en/c?step=2', '/en/c')).toBe(true);
    at(300);
    expect(apps.redirect('/en/c', '/en/a')).toBe(false);
  });

  it('[C07] not a cycle: the way back after the chain has gone quiet, or from a page the chain did not lead to', () => {
    const { apps, at } = setup();
    expect(apps.redirect('/en/a', '/en/b')).toBe(true);
    at(REMOTE_REDIRECT_CHAIN_MS);
    expect(apps.redirect('/en/b', '/en/a')).toBe(true);
    at(REMOTE_REDIRECT_CHAIN_MS + 100);
    // The visitor went on to /en/x by a link: a redirect from there starts its own chain.
    expect(apps.redirect('/en/x', '/en/b')).toBe(true);
  });

  it('[C07] a tracked view reports the redirect of its answer with the cycle check', marbles((m) => {
    const apps = createRemoteApps({ log: () => undefined, now: () => 0 });
    const redirectTo = (to: string) => ({ appName: 'technical', body: '', style: '', cssToLoad: [], title: '', codeToEval: [`mf:redirect:${to}`], scriptsToLoad: [], head: '' });
    const onA$ = trackedRemoteView$(apps, 'technical', () => m.cold('a', { a: redirectTo('/en/b') }), REMOTE_VIEW_OPTIONS, NEVER, () => undefined, () => '/en/a');
    m.expect(onA$).toBeObservable('(lr)', { l: expect.objectContaining({ redirect: null }), r: expect.objectContaining({ redirect: { to: '/en/b', cyclic: false } }) });
    const onB$ = trackedRemoteView$(apps, 'technical', () => m.cold('-a', { a: redirectTo('/en/a') }), REMOTE_VIEW_OPTIONS, NEVER, () => undefined, () => '/en/b');
    m.expect(onB$).toBeObservable('lr', { l: expect.objectContaining({ redirect: null }), r: expect.objectContaining({ redirect: { to: '/en/a', cyclic: true } }) });
  }));
});
