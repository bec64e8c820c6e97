import { describe, it } from 'vitest';
import { tap } from 'rxjs';
import { marbles } from '../../support/marbles';
import { pageVisible$ } from '../../../streams/core/page-visible';

type State = 'visible' | 'hidden';
const states = { v: 'visible', h: 'hidden' } as const;

describe('pageVisible$', () => {
  it('[T23] starts with the current state, then follows visibilitychange without repeats', marbles((m) => {
    let state: State = 'visible';
    // Each event first changes what document.visibilityState reports, as the browser does.
    const visibilityChange$ = m.hot('-h-v-v-h', states).pipe(tap((s) => { state = s; }));
    const visible$ = pageVisible$({ visibilityState: () => state, visibilityChange$ });
    m.expect(visible$).toBeObservable('tf-t---f', { t: true, f: false });
  }));

  it('[T23] reads the state when subscribed, not when created', marbles((m) => {
    let state: State = 'visible';
    const visible$ = pageVisible$({ visibilityState: () => state, visibilityChange$: m.hot('') });
    state = 'hidden';
    m.expect(visible$).toBeObservable('f', { f: false });
  }));
});
