import { describe, expect, it } from 'vitest';
import { chunkReload$, isChunkLoadError } from '../../../streams/remote/chunk-reload';
import { marbles } from '../../support/marbles';

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://site/assets/Ab12.js');

function harness(stored: number | null = null) {
  const state = { last: stored, reloads: 0 };
  return {
    state,
    deps: { lastReloadAt: { get: () => state.last, set: (at: number) => { state.last = at; } }, reload: () => { state.reloads += 1; } },
  };
}

describe('chunk-loading failure (T11)', () => {
  it('[T11] reloads the page once, then not again within a minute, then again after it', marbles((m) => {
    const { state, deps } = harness();
    const failures$ = m.hot('a 29999ms b 29998ms c 1ms d', { a: chunkError, b: chunkError, c: chunkError, d: chunkError });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('r 29999ms t 29998ms t 1ms r', { r: 'reload', t: 'too-soon' });
    m.flush();
    expect(state.reloads).toBe(2);
    expect(state.last).toBe(60_001);
  }));

  it('[T11] the minute counts from the reload before the page was reloaded (kept in storage)', marbles((m) => {
    const { state, deps } = harness(0);
    const failures$ = m.hot('10s a 50s b', { a: chunkError, b: chunkError });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('10s t 50s r', { r: 'reload', t: 'too-soon' });
    m.flush();
    expect(state.reloads).toBe(1);
  }));

  it('[T11] other errors never reload the page', marbles((m) => {
    const { state, deps } = harness();
    const failures$ = m.hot('a b', { a: new Error('boom'), b: 'not an error' });
    m.expect(chunkReload$({ ...deps, failures$ })).toBeObservable('--');
    m.flush();
    expect(state.reloads).toBe(0);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  }));
});
