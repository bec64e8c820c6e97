import { describe, expect, it } from 'vitest';
import { BehaviorSubject, map, switchMap, type Observable, type ObservableInput } from 'rxjs';
import { createAccountsServices, type AccountsModule } from '../../../streams/accounts/accounts-services';
import * as loadedModule from '../../../streams/accounts/accounts-loaded';
import { accountsReducer } from '../../../streams/accounts/accounts';
import { INITIAL_ACCOUNTS_STATE, type AccountsState } from '../../../streams/accounts/accounts-state';
import type { HttpRequest } from '../../../streams/core/http';
import type { PersonalData } from '../../../streams/schemas/office';
import { marbles } from '../../support/marbles';
import { accountData, accountsDeps, rub } from './accounts-deps';

// services.accounts loads the money code on demand (the home page carries only the facade): the loader is injected
// and answers in virtual time, so each test counts the imports and places them in time.

type M = Parameters<Parameters<typeof marbles>[0]>[0];

const withActive = accountData();
const states: Record<string, AccountsState> = {
  i: INITIAL_ACCOUNTS_STATE,
  l: { ...INITIAL_ACCOUNTS_STATE, status: 'loading' },
  r: accountsReducer(INITIAL_ACCOUNTS_STATE, { type: 'loaded', data: withActive }),
};
/** Only what the test compares (the fake http checks no schema). */
const personal: PersonalData = {
  user_name: 'Anna', user_surname: '', user_middle_name: '', user_birthday_date: '', user_birthday_place: '', country: '', region: '', city: '',
  registration_address: '', document_type_id: 1, passport_series: '', passport_number: '', passport_date: '', passport_end_date: '',
  passport_issued_by: '', inn: '', login: '5', email: null, phone: null, registered_at: '2024-01-01T00:00:00Z', user_main_id: null, user_active_id: null,
};
const historyPage = { items: [], pageNumber: 1, pageSize: 20, total: 0, hasMore: false };
const answers = (data: typeof withActive): Record<string, unknown> => ({
  '/web-api/account/data': data,
  '/web-api/office/personal': personal,
  '/web-api/payments/history': historyPage,
});

interface Setup {
  /** The import: answers in virtual time, or fails. */
  load: () => ObservableInput<AccountsModule>;
  log?: (message: string, data?: unknown) => void;
  /** The account data the server answers. */
  data?: typeof withActive;
}

/** The services on a session that replays (as the session store does), a loader that counts its imports. */
function setup(m: M, session: BehaviorSubject<boolean>, { load, log, data = withActive }: Setup) {
  const imports = { count: 0 };
  const deps = accountsDeps(session, (req: HttpRequest<unknown>) => m.cold('(a|)', { a: answers(data)[req.url] }), {
    load: () => {
      imports.count += 1;
      return load();
    },
    ...(log ? { log } : {}),
  });
  return { accounts: createAccountsServices(deps), http: deps.http, imports };
}

const importIn = (m: M, marble: string): Observable<AccountsModule> => m.cold(marble, { m: loadedModule });

describe('services.accounts: the money code on demand', () => {
  it('[C13] an anonymous visitor gets the empty state at once and never imports the money code', marbles((m) => {
    const { accounts, http, imports } = setup(m, new BehaviorSubject(false), { load: () => importIn(m, '--(m|)') });
    m.expect(accounts.state$).toBeObservable('i', states);
    m.expect(accounts.active$).toBeObservable('n', { n: null });
    m.expect(accounts.teamCash$).toBeObservable('');
    m.expect(accounts.convertReminder$).toBeObservable('');
    m.expect(accounts.depositReminder$).toBeObservable('');
    // The coupon refreshes after a bet: there is nothing to refresh and nothing to import for it.
    m.scheduler.schedule(() => accounts.refresh(), 5);
    m.flush();
    expect(imports.count).toBe(0);
    expect(http.calls).toEqual([]);
  }));

  it('[C13] the first login imports it once; the state follows it, a logout empties it, the next login reuses it', marbles((m) => {
    const session = new BehaviorSubject(false);
    const { accounts, http, imports } = setup(m, session, { load: () => importIn(m, '--(m|)') });
    m.scheduler.schedule(() => session.next(true), 10);
    m.scheduler.schedule(() => session.next(false), 20);
    m.scheduler.schedule(() => session.next(true), 30);
    m.expect(accounts.state$, '^ 39ms !').toBeObservable('i 11ms (lr) 4ms i 9ms (lr)', states);
    m.expect(accounts.active$, '^ 39ms !').toBeObservable('n 11ms a 7ms n 9ms a', { n: null, a: rub });
    m.flush();
    expect(imports.count).toBe(1);
    expect(http.calls.map((c) => c.url)).toEqual(['/web-api/account/data', '/web-api/account/data']);
  }));

  it('[C13] calls made before the import are answered after it, all from one import', marbles((m) => {
    const { accounts, imports } = setup(m, new BehaviorSubject(false), { load: () => importIn(m, '---(m|)') });
    m.expect(accounts.office$.pipe(switchMap((office) => office.personal$()))).toBeObservable('---(p|)', { p: personal });
    m.expect(accounts.payments$.pipe(switchMap((payments) => payments.history$({ pageNumber: 1 })))).toBeObservable('---(h|)', { h: historyPage });
    m.expect(m.cold('-(c|)').pipe(switchMap(() => accounts.office$.pipe(switchMap((office) => office.personal$()))))).toBeObservable('---(p|)', { p: personal });
    m.flush();
    expect(imports.count).toBe(1);
    // The form's idempotency key needs no import.
    expect(accounts.payments.newIdempotencyKey()).toBe('key-1');
  }));

  it('[T15] a payment reported finished before the import refreshes the balance once it is loaded', marbles((m) => {
    const { accounts, http } = setup(m, new BehaviorSubject(true), { load: () => importIn(m, '---(m|)') });
    m.scheduler.schedule(() => accounts.paymentsChanged(), 1);
    m.expect(accounts.state$, '^ 9ms !').toBeObservable('i 2ms (lrr)', states);
    m.flush();
    // The first load of the state and the refresh asked for by the payment.
    expect(http.calls.map((c) => c.url)).toEqual(['/web-api/account/data', '/web-api/account/data']);
  }));

  it('[C13] a failed import is logged and fails the calls waiting for it; the next use imports again', marbles((m) => {
    const failure = new Error('chunk failed');
    const logged: unknown[][] = [];
    let attempt = 0;
    const converting = accountData({ convert_status: 1 });
    const { accounts, imports } = setup(m, new BehaviorSubject(true), {
      load: () => (attempt++ === 0 ? m.cold<AccountsModule>('--#', undefined, failure) : importIn(m, '--(m|)')),
      log: (...args) => logged.push(args),
      data: converting,
    });
    m.expect(accounts.state$, '^ 19ms !').toBeObservable('i 1ms e 9ms (ilr)', {
      ...states,
      e: { ...INITIAL_ACCOUNTS_STATE, status: 'error', error: 'chunk failed' },
      r: accountsReducer(INITIAL_ACCOUNTS_STATE, { type: 'loaded', data: converting }),
    });
    m.expect(accounts.currencies$()).toBeObservable('--#', undefined, failure);
    // The reminders wait for the next import too (T42: this account may be converted).
    m.expect(accounts.convertReminder$, '^ 19ms !').toBeObservable('12ms c', { c: 1 });
    // The next use: an office call at 10 ms imports again and is answered.
    m.expect(m.cold('10ms (c|)').pipe(switchMap(() => accounts.office$.pipe(switchMap((office) => office.personal$()))))).toBeObservable('12ms (p|)', { p: personal });
    m.flush();
    expect(imports.count).toBe(2);
    expect(logged).toEqual([['accounts: the money code failed to load', 'chunk failed']]);
  }));

  it('[C13] the office and payments domains import nothing until their first subscriber', marbles((m) => {
    const { accounts, imports } = setup(m, new BehaviorSubject(false), { load: () => importIn(m, '--(m|)') });
    const office$ = accounts.office$;
    const payments$ = accounts.payments$;
    m.flush();
    expect(imports.count).toBe(0);
    m.expect(office$.pipe(switchMap((office) => office.personal$()))).toBeObservable('--(p|)', { p: personal });
    m.expect(payments$.pipe(map(() => 'x'))).toBeObservable('--(x|)');
    m.flush();
    expect(imports.count).toBe(1);
  }));
});
