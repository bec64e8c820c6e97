import { describe, expect, it } from 'vitest';
import { canMove, createRemoteApps, ERROR, LOADING, NOT_EXIST, READY, reduceApps, type RemoteAppState } from '../../../streams/remote/app-state';
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
