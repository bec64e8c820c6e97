import { describe, expect, it } from 'vitest';
import { chunkReload$ } from '../../../streams/remote/chunk-reload';
import { marbles } from '../../support/marbles';

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://site/assets/Ab12.js');

function harness(stored: number | null = null) {
  const state = { last: stored, reloads: 0, offline: false };
  return {
    state,
    deps: {
      lastReloadAt: { get: () => state.last, set: (at: number) => { state.last = at; } },
      reload: () => { state.reloads += 1; },
      offline: () => state.offline,
    },
  };
}

describe('chunk-loading failure (T11)', () => {
  it('[T11] reloads the page once, then not again within a minute, then again after it', marbles((m) => {
    const { state, deps } = harness();
    const failures$ = m.hot('a 29999ms b 29998ms c 1ms d', { a: chunkError, b: chunkError, c: chunkError, d: chunkError });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('r 29999ms t 29998ms t 1ms r', { r: true, t: false });
    m.flush();
    expect(state.reloads).toBe(2);
    expect(state.last).toBe(60_001);
  }));

  it('[T11] the minute counts from the reload before the page was reloaded (kept in storage)', marbles((m) => {
    const { state, deps } = harness(0);
    const failures$ = m.hot('10s a 50s b', { a: chunkError, b: chunkError });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('10s t 50s r', { r: true, t: false });
    m.flush();
    expect(state.reloads).toBe(1);
  }));

  it('[T11] offline, a failed download reloads nothing (it would only show the offline page) and leaves the minute unused', marbles((m) => {
    const { state, deps } = harness();
    state.offline = true;
    const failures$ = m.hot('a 1s b', { a: chunkError, b: chunkError });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('t 1s t', { t: false });
    m.flush();
    expect(state.reloads).toBe(0);
    expect(state.last).toBeNull();
  }));

  it('[T11] a stored reload time in the future (a clock set back) does not block reloads', marbles((m) => {
    const { state, deps } = harness(10 * 60_000);
    const failures$ = m.hot('5s a', { a: chunkError });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('5s r', { r: true });
    m.flush();
    expect(state.reloads).toBe(1);
  }));
});
