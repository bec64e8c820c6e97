import { describe, expect, it } from 'vitest';
import { canMove, createRemoteApps, ERROR, LOADING, NOT_EXIST, READY, reduceApps, type RemoteAppState } from '../../../streams/remote/app-state';
import { marbles } from '../../support/marbles';

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
