import { describe, expect, it } from 'vitest';
import { of } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import { accountsReducer, balanceUntilActive$, createAccounts, pollForCurrency$ } from '../../../streams/accounts/accounts';
import { INITIAL_ACCOUNTS_STATE, type AccountsState } from '../../../streams/accounts/accounts-state';
import type { Account, AccountData } from '../../../streams/schemas/accounts';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';

const rub: Account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 100, currencyId: 1, isActive: true, label: '', points: 0, isPointsTypeBalance: false };
const eur: Account = { id: 2, type: 9, iso: 'EUR', symbol: '€', money: 0, currencyId: 3, isActive: false, label: '', points: 0, isPointsTypeBalance: false };
const data = (accounts: Account[], overrides: Partial<AccountData> = {}): AccountData => ({
  balance: accounts.find((a) => a.isActive) ?? null, bonus: null, all_accounts: accounts, is_available_first_deposit_bonus: true,
  withdrawable: 0, convert_status: 0, ...overrides,
});
const noActive = data([{ ...rub, isActive: false }]);
const withActive = data([rub]);
const down = new HttpError({ status: 503, kind: 'http' });

describe('T15: balance refresh', () => {
  it('[T15] refreshes up to 5 times, 2500 ms apart, until an active account exists', marbles((m) => {
    let calls = 0;
    const answers = [noActive, noActive, withActive];
    const load$ = () => { const d = answers[Math.min(calls, 2)]!; calls += 1; return m.cold('(d|)', { d }); };
    m.expect(balanceUntilActive$(load$)).toBeObservable('5000ms (d|)', { d: withActive });
    m.flush();
    expect(calls).toBe(3);
  }));

  it('[T15] gives up after the 5th repeat (6 tries, 12.5 s) and keeps the data it has', marbles((m) => {
    const answer = m.cold('(d|)', { d: noActive });
    m.expect(balanceUntilActive$(() => answer)).toBeObservable('12500ms (d|)', { d: noActive });
    m.expect(answer).toHaveSubscriptions(['(^!)', '2500ms (^!)', '5000ms (^!)', '7500ms (^!)', '10000ms (^!)', '12500ms (^!)']);
  }));

  it('[T15] a 5xx is retried with the same spacing; a 401 is not', marbles((m) => {
    let calls = 0;
    const load$ = () => (calls++ === 0 ? m.cold('#', {}, down) : m.cold('(d|)', { d: withActive }));
    m.expect(balanceUntilActive$(load$)).toBeObservable('2500ms (d|)', { d: withActive });
    const unauthorized = new HttpError({ status: 401, kind: 'http' });
    const refused = m.cold('#', {}, unauthorized);
    m.expect(balanceUntilActive$(() => refused)).toBeObservable('#', undefined, unauthorized);
    m.expect(refused).toHaveSubscriptions(['(^!)']);
  }));
});

describe('T14: adding a currency', () => {
  it('[T14] polls up to 5 times, 1000 ms apart, until the currency account appears', marbles((m) => {
    let calls = 0;
    const load$ = () => { calls += 1; return m.cold('(d|)', { d: calls >= 3 ? data([rub, eur]) : data([rub]) }); };
    m.expect(pollForCurrency$('EUR', load$)).toBeObservable('1000ms a 999ms b 999ms (c|)', {
      a: { data: data([rub]), account: null, poll: 1 },
      b: { data: data([rub]), account: null, poll: 2 },
      c: { data: data([rub, eur]), account: eur, poll: 3 },
    });
    m.flush();
    expect(calls).toBe(3);
  }));

  it('[T14] stops after the 5th poll when the account never appears', marbles((m) => {
    const answer = m.cold('(d|)', { d: data([rub]) });
    const polls = pollForCurrency$('EUR', () => answer);
    m.expect(polls).toBeObservable('1000ms a 999ms b 999ms c 999ms d 999ms (e|)', {
      a: { data: data([rub]), account: null, poll: 1 }, b: { data: data([rub]), account: null, poll: 2 }, c: { data: data([rub]), account: null, poll: 3 },
      d: { data: data([rub]), account: null, poll: 4 }, e: { data: data([rub]), account: null, poll: 5 },
    });
    m.expect(answer).toHaveSubscriptions(['1000ms (^!)', '2000ms (^!)', '3000ms (^!)', '4000ms (^!)', '5000ms (^!)']);
  }));

  it('[T14] addCurrency$ posts the currency, polls, answers "added" and keeps the state current; the adding flag goes up and down', marbles((m) => {
    let loads = 0;
    const http = fakeHttp((req) => {
      if (req.url === '/web-api/office/currency/add') return m.cold('-(a|)', { a: { message: 'currency_account_opening' } });
      loads += 1;
      return m.cold('(d|)', { d: loads >= 3 ? data([rub, eur]) : data([rub]) });
    });
    const accounts = createAccounts({ http, authorized$: m.cold('a', { a: true }), visible$: m.cold('v', { v: true }), pollMs: 60_000 });
    const states: AccountsState[] = [];
    const sub = accounts.state$.subscribe((s) => states.push(s));
    m.scheduler.schedule(() => sub.unsubscribe(), 10_000);
    m.expect(accounts.addCurrency$('EUR')).toBeObservable('2001ms (r|)', { r: { kind: 'added', account: eur } });
    m.flush();
    expect(http.calls.find((c) => c.url === '/web-api/office/currency/add')).toMatchObject({ method: 'POST', body: { iso: 'EUR' }, auth: true });
    expect(states.some((s) => s.adding === 'EUR')).toBe(true);
    expect(states.at(-1)).toMatchObject({ adding: null, all: [rub, eur] });
  }));
});

describe('accounts state', () => {
  it('[C13] loads on login, polls every 10 s while visible (T16), refreshes on request and resets on logout', marbles((m) => {
    const http = fakeHttp(() => m.cold('(d|)', { d: withActive }));
    const authorized$ = m.hot('a 24999ms b', { a: true, b: false });
    const accounts = createAccounts({ http, authorized$, visible$: of(true) });
    m.scheduler.schedule(() => accounts.refresh(), 15_000);
    const active$ = m.cold('-').pipe(() => accounts.state$);
    m.expect(active$, '^ 29999ms !').toBeObservable('(ilr) 9995ms r 4999ms r 4999ms r 4999ms x', {
      i: INITIAL_ACCOUNTS_STATE,
      l: { ...INITIAL_ACCOUNTS_STATE, status: 'loading' },
      r: accountsReducer(INITIAL_ACCOUNTS_STATE, { type: 'loaded', data: withActive }),
      x: INITIAL_ACCOUNTS_STATE,
    });
    m.flush();
    // 0 s, 10 s, 15 s (refresh), 20 s; nothing after logout at 25 s.
    expect(http.calls).toHaveLength(4);
    expect(http.calls[0]).toMatchObject({ url: '/web-api/account/data', auth: true, cache: 'no-store' });
  }));

  it('[R17] convert$ posts the conversion, puts the answered accounts in the state and raises the change flag meanwhile', marbles((m) => {
    const empty = data([{ ...rub, money: 0 }], { convert_status: 1 });
    const converted = data([{ ...rub, money: 0, iso: 'USD', symbol: '$', currencyId: 2 }]);
    const http = fakeHttp((req) => (req.url === '/web-api/office/account/convert' ? m.cold('--(a|)', { a: converted }) : m.cold('(d|)', { d: empty })));
    const accounts = createAccounts({ http, authorized$: m.cold('a', { a: true }), visible$: m.cold('v', { v: true }), pollMs: 60_000 });
    const states: AccountsState[] = [];
    const sub = accounts.state$.subscribe((s) => states.push(s));
    m.scheduler.schedule(() => sub.unsubscribe(), 1_000);
    m.expect(accounts.convert$({ iso: 'USD' })).toBeObservable('--|');
    m.flush();
    expect(http.calls.find((c) => c.url === '/web-api/office/account/convert')).toMatchObject({ method: 'POST', body: { iso: 'USD' }, auth: true });
    expect(states.some((s) => s.changing === 0)).toBe(true);
    expect(states.at(-1)).toMatchObject({ changing: null, convertStatus: 0, main: { iso: 'USD' }, active: { iso: 'USD' } });
  }));

  it('[B12] the reducer keeps the active, main and bonus accounts and the process flags', () => {
    const bonus: Account = { ...rub, id: 3, type: 4, isActive: false, money: 50 };
    let s = accountsReducer(INITIAL_ACCOUNTS_STATE, { type: 'loaded', data: data([rub, bonus, eur], { bonus: { idBonus: 9, money: 50 } }) });
    expect(s).toMatchObject({ status: 'ready', active: rub, main: rub, bonus: { idBonus: 9, money: 50 } });
    s = accountsReducer(s, { type: 'changing', id: 2 });
    expect(s.changing).toBe(2);
    s = accountsReducer(s, { type: 'failed', message: 'down' });
    expect(s).toMatchObject({ status: 'ready', error: 'down', active: rub });
    expect(accountsReducer(INITIAL_ACCOUNTS_STATE, { type: 'failed', message: 'x' }).status).toBe('error');
  });
});
