import { describe, it } from 'vitest';
import { throwError } from 'rxjs';
import { userConfigState$ } from '../../../streams/accounts/user-config-state';
import type { UserConfig } from '../../../streams/schemas/accounts';
import { marbles } from '../../support/marbles';

const config = { has_deposit: true } as UserConfig;

describe('user config state (E05)', () => {
  it('[E05] a failed user-config load resets the installed flag', marbles((m) => {
    // Logged in (installed), logged out, logged in again: this time the load fails.
    const authorized$ = m.hot('a 9ms b 9ms a', { a: true, b: false });
    let loads = 0;
    const load$ = () => (++loads === 1 ? m.cold('--c|', { c: config }) : throwError(() => new Error('500')));
    m.expect(userConfigState$({ authorized$, load$ })).toBeObservable('--i 7ms n 9ms n', {
      i: { installed: true, config },
      n: { installed: false, config: null },
    });
  }));

  it('[E05] a failed load after an installed one, within the same login, is not installed any more', marbles((m) => {
    const authorized$ = m.hot('a', { a: true });
    m.expect(userConfigState$({ authorized$, load$: () => m.cold('c 4ms #', { c: config }) })).toBeObservable('i 4ms n', {
      i: { installed: true, config },
      n: { installed: false, config: null },
    });
  }));
});
