import { describe, expect, it } from 'vitest';
import { throwError } from 'rxjs';
import { userConfigState$ } from '../../../streams/accounts/user-config-state';
import type { UserConfig } from '../../../streams/schemas/accounts';
import { marbles } from '../../support/marbles';

const config: UserConfig = {
  user_id: 5, login: 'player', currency: 'RUB', phone_number: null, phone_code: null, user_email: null, user_name: null,
  user_country_code: null, user_country_id: null, activation_type: 0, protection_level: 0,
  protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false },
  ban_level: 0, ban_version: 2, verification_status: 0, verification_types: [], has_deposit: true, is_need_identification: false,
  user_data: { date_birthday: null, document_type_id: null, inn: null, name: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, surname: null },
};

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

  it('[E05] a load that hands over null instead of a config is a failed load, not a config to read', marbles((m) => {
    const authorized$ = m.hot('a', { a: true });
    const logged: unknown[] = [];
    const state$ = userConfigState$({ authorized$, load$: () => m.cold('--c|', { c: null }), log: (message) => { logged.push(message); } });
    m.expect(state$).toBeObservable('--n', { n: { installed: false, config: null } });
    m.flush();
    expect(logged).toEqual(['user config load failed']);
  }));

  it('[E05] a failed load after an installed one, within the same login, is not installed any more', marbles((m) => {
    const authorized$ = m.hot('a', { a: true });
    m.expect(userConfigState$({ authorized$, load$: () => m.cold('c 4ms #', { c: config }) })).toBeObservable('i 4ms n', {
      i: { installed: true, config },
      n: { installed: false, config: null },
    });
  }));
});
