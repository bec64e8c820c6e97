import {
  ReplaySubject, Subject, catchError, concat, defer, distinctUntilChanged, finalize, ignoreElements, map, merge, of, repeat,
  retry, scan, share, startWith, switchMap, takeLast, takeWhile, tap, throwError, timer, type Observable,
} from 'rxjs';
import type { Http } from '../core/http';
import { isRetryable } from '../core/http';
import { pollWhileVisible$ } from '../core/poll-while-visible';
import {
  AccountDataSchema, CurrencyListSchema, OfficeMessageSchema,
  type Account, type AccountData, type ConvertAccountBody, type CurrencyOption,
} from '../schemas/accounts';
import { INITIAL_ACCOUNTS_STATE, messageOf, type AccountsState } from './accounts-state';
import {
  ADD_CURRENCY_POLL_COUNT, ADD_CURRENCY_POLL_DELAY_MS, BALANCE_REFRESH_COUNT, BALANCE_REFRESH_DELAY_MS, POLL_DEFAULT_MS,
} from '../timing';

// The user's accounts (SPEC.md section 3 "Accounts", C13, T14, T15): a reducer folded with `scan` over one
// actions stream. Loading starts when the user is authorised and stops (state reset) on logout; the data is
// polled every 10 s while the page is visible (T16, T23) and refreshed on request (after a bet or a payment).

export const ACCOUNT_DATA_URL = '/web-api/account/data';

export type AccountsAction =
  | { type: 'reset' }
  | { type: 'loading' }
  | { type: 'loaded'; data: AccountData }
  | { type: 'failed'; message: string }
  | { type: 'adding'; iso: string | null }
  | { type: 'deleting'; id: number | null }
  | { type: 'changing'; id: number | null };

export function accountsReducer(state: AccountsState, action: AccountsAction): AccountsState {
  switch (action.type) {
    case 'reset':
      return INITIAL_ACCOUNTS_STATE;
    case 'loading':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'loaded': {
      const d = action.data;
      return {
        ...state,
        status: 'ready',
        all: d.all_accounts,
        active: d.balance ?? d.all_accounts.find((a) => a.isActive) ?? null,
        main: d.all_accounts.find((a) => a.type === 0) ?? null,
        bonus: d.bonus,
        isAvailableFirstDepositBonus: d.is_available_first_deposit_bonus,
        withdrawable: d.withdrawable,
        convertStatus: d.convert_status,
        error: null,
      };
    }
    case 'failed':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'error', error: action.message };
    case 'adding':
      return { ...state, adding: action.iso };
    case 'deleting':
      return { ...state, deleting: action.id };
    case 'changing':
      return { ...state, changing: action.id };
  }
}

/** Thrown inside the T15 loop while no account is active yet. */
class NoActiveAccount extends Error {
  constructor(readonly data: AccountData) {
    super('no active account yet');
  }
}

/**
 * T15: loads the account data and, while no account is active, loads it again up to 5 times, 2500 ms apart.
 * Retryable failures (network, 5xx) get the same spacing. After the last try the data is emitted as it is.
 */
export function balanceUntilActive$(
  load$: () => Observable<AccountData>,
  count = BALANCE_REFRESH_COUNT,
  delayMs = BALANCE_REFRESH_DELAY_MS,
): Observable<AccountData> {
  return defer(load$).pipe(
    map((data) => {
      if (!data.balance) throw new NoActiveAccount(data);
      return data;
    }),
    retry({ count, delay: (err: unknown) => (err instanceof NoActiveAccount || isRetryable(err) ? timer(delayMs) : throwError(() => err)) }),
    catchError((err: unknown) => (err instanceof NoActiveAccount ? of(err.data) : throwError(() => err))),
  );
}

export type AddCurrencyResult = { kind: 'added'; account: Account } | { kind: 'not-yet' };

export interface CurrencyPoll {
  /** The data of this poll (null when a retryable failure left this poll without an answer). */
  data: AccountData | null;
  account: Account | null;
  /** The poll's number, from 1. */
  poll: number;
}

/**
 * T14: after the add answer, polls the account data up to 5 times, 1000 ms apart (the first poll 1000 ms after
 * the answer), and stops as soon as an account in that currency appears. Emits every poll.
 */
export function pollForCurrency$(
  iso: string,
  load$: () => Observable<AccountData>,
  count = ADD_CURRENCY_POLL_COUNT,
  delayMs = ADD_CURRENCY_POLL_DELAY_MS,
): Observable<CurrencyPoll> {
  return timer(delayMs).pipe(
    switchMap(() => load$().pipe(catchError((err: unknown) => (isRetryable(err) ? of(null) : throwError(() => err))))),
    repeat(count),
    map((data, i): CurrencyPoll => ({ data, account: data?.all_accounts.find((a) => a.iso === iso && a.type !== 4) ?? null, poll: i + 1 })),
    takeWhile((x) => x.account === null, true),
  );
}

export interface AccountsDeps {
  http: Http;
  authorized$: Observable<boolean>;
  visible$: Observable<boolean>;
  pollMs?: number;
  log?: (message: string, data?: unknown) => void;
}

export interface AccountsService {
  /** The accounts state; emits the initial state at once, then every change. Subscribing starts the loading. */
  state$: Observable<AccountsState>;
  /** Asks for fresh account data (after a bet, a deposit): T15 rules apply. Other features call this. */
  refresh(): void;
  /** Opens a currency account and polls until it appears (T14). */
  addCurrency$(iso: string): Observable<AddCurrencyResult>;
  removeCurrency$(id: number): Observable<void>;
  /** Makes another account the active one. */
  setActive$(id: number): Observable<void>;
  /** Currencies the user may still open. */
  currencies$(): Observable<CurrencyOption[]>;
  /** R17: converts the account (status 1: `{ iso }` for the main account, status 2: `{ id }` of the new main one). */
  convert$(body: ConvertAccountBody): Observable<void>;
}

export function createAccounts(deps: AccountsDeps): AccountsService {
  const actions = new Subject<AccountsAction>();
  const refreshRequests = new Subject<void>();
  const log = deps.log ?? (() => undefined);

  const load$ = () => deps.http.request$({ url: ACCOUNT_DATA_URL, schema: AccountDataSchema, auth: true, cache: 'no-store' });

  const loaded$ = (source$: Observable<AccountData>): Observable<AccountsAction> => source$.pipe(
    map((data): AccountsAction => ({ type: 'loaded', data })),
    catchError((err: unknown) => {
      log('accounts: load failed', messageOf(err));
      return of<AccountsAction>({ type: 'failed', message: messageOf(err) });
    }),
  );

  const effects$: Observable<AccountsAction> = deps.authorized$.pipe(
    distinctUntilChanged(),
    switchMap((authorized) => {
      if (!authorized) return of<AccountsAction>({ type: 'reset' });
      return concat(
        of<AccountsAction>({ type: 'loading' }),
        merge(
          // The first load and the 10 s poll (only while the page is visible, T23).
          pollWhileVisible$(() => loaded$(balanceUntilActive$(load$)), { period: deps.pollMs ?? POLL_DEFAULT_MS, visible$: deps.visible$ }),
          refreshRequests.pipe(switchMap(() => loaded$(balanceUntilActive$(load$)))),
        ),
      );
    }),
  );

  const state$ = merge(effects$, actions).pipe(
    scan(accountsReducer, INITIAL_ACCOUNTS_STATE),
    startWith(INITIAL_ACCOUNTS_STATE),
    // Kept across a quick unsubscribe and resubscribe (a component's eager first read, a remount): reset a tick after the
    // last subscriber leaves, so leaving the logged-in pages stops the polling.
    share({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: true, resetOnRefCountZero: () => timer(0) }),
  );

  const withFlag = <T>(on: AccountsAction, off: AccountsAction, work$: Observable<T>): Observable<T> =>
    defer(() => {
      actions.next(on);
      return work$.pipe(finalize(() => actions.next(off)));
    });

  return {
    state$,
    refresh: () => refreshRequests.next(),
    addCurrency$: (iso) => withFlag({ type: 'adding', iso }, { type: 'adding', iso: null },
      deps.http.request$({ method: 'POST', url: '/web-api/office/currency/add', body: { iso }, schema: OfficeMessageSchema, auth: true }).pipe(
        switchMap(() => pollForCurrency$(iso, load$)),
        tap((x) => { if (x.data) actions.next({ type: 'loaded', data: x.data }); }),
        takeLast(1),
        map((x): AddCurrencyResult => (x.account ? { kind: 'added', account: x.account } : { kind: 'not-yet' })),
      )),
    removeCurrency$: (id) => withFlag({ type: 'deleting', id }, { type: 'deleting', id: null },
      deps.http.request$({ method: 'POST', url: '/web-api/office/currency/remove', body: { id }, schema: OfficeMessageSchema, auth: true }).pipe(
        switchMap(() => load$()),
        tap((data) => actions.next({ type: 'loaded', data })),
        ignoreElements(),
      )),
    setActive$: (id) => withFlag({ type: 'changing', id }, { type: 'changing', id: null },
      deps.http.request$({ method: 'POST', url: '/web-api/account/active', body: { id }, schema: AccountDataSchema, auth: true }).pipe(
        tap((data) => actions.next({ type: 'loaded', data })),
        ignoreElements(),
      ) as Observable<void>),
    convert$: (body) => withFlag({ type: 'changing', id: 'id' in body ? body.id : 0 }, { type: 'changing', id: null },
      deps.http.request$({ method: 'POST', url: '/web-api/office/account/convert', body, schema: AccountDataSchema, auth: true }).pipe(
        tap((data) => actions.next({ type: 'loaded', data })),
        ignoreElements(),
      ) as Observable<void>),
    currencies$: () => deps.http.request$({ url: '/web-api/office/currency/list', schema: CurrencyListSchema, auth: true, cache: 'no-store' }).pipe(map((a) => a.currencies)),
  };
}
