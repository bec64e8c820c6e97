import {
  ReplaySubject, Subject, catchError, concat, defer, distinctUntilChanged, filter, from, map, of, retry, share,
  startWith, switchMap, take, tap, timer, type Observable,
} from 'rxjs';
import type { AccountsServices, AccountsServicesDeps, LoadedAccounts } from './accounts-contract';
export type { AccountsModule, AccountsServices, AccountsServicesDeps } from './accounts-contract';
import { onDemand } from '../core/on-demand';
import { INITIAL_ACCOUNTS_STATE, messageOf, type AccountsState } from './accounts-state';

// Services.accounts (issue 6): the accounts state (C13, T14, T15), payments, the office API and the reminders that
// belong to money (team cash T31, convert account T42, first deposit). Composed once by services.ts.
// The home page carries only this file: the money code and its schemas (accounts-loaded.ts) are imported the first
// time the session is authorised while state$ is watched (the coupon watches it from the start) or a method is
// called. An anonymous visitor gets the empty state and never downloads them.

export function createAccountsServices(deps: AccountsServicesDeps): AccountsServices {
  const log = deps.log ?? (() => undefined);
  const load = deps.load ?? (() => import('./accounts-loaded'));
  // Every use of these services (a call, a refresh): after a failed import, the next use imports again.
  const uses = new Subject<void>();
  let current: LoadedAccounts | null = null;
  // Imported by the first subscriber and replayed to every later one (onDemand). A failed import is logged and
  // reaches the subscribers waiting for it, then is forgotten, so the next subscriber imports again.
  const loaded$ = onDemand(() => from(load()).pipe(
    map((module) => module.createLoadedAccounts(deps)),
    tap({
      next: (loaded) => { current = loaded; },
      error: (err: unknown) => log('accounts: the money code failed to load', messageOf(err)),
    }),
  ));
  const use$ = defer(() => {
    uses.next();
    return loaded$;
  });

  const loggedInState$: Observable<AccountsState> = loaded$.pipe(
    switchMap((loaded) => loaded.state$),
    // A failed import reads as a failed load (the header shows no balance) until the next use imports again.
    catchError((err: unknown, again) => concat(
      of<AccountsState>({ ...INITIAL_ACCOUNTS_STATE, status: 'error', error: messageOf(err) }),
      uses.pipe(take(1), switchMap(() => again)),
    )),
  );
  const state$ = deps.authorized$.pipe(
    distinctUntilChanged(),
    switchMap((authorized) => (authorized ? loggedInState$ : of(INITIAL_ACCOUNTS_STATE))),
    // The empty state at once, while the code loads too; the loaded state starts with the same object, not repeated.
    startWith(INITIAL_ACCOUNTS_STATE),
    distinctUntilChanged(),
    // One import and one loaded state for every watcher, kept a tick after the last one leaves (as accounts.ts does).
    share({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: true, resetOnRefCountZero: () => timer(0) }),
  );

  // The reminders are a logged-in user's: nothing is imported for them before the login.
  const afterLogin = <T>(pick: (loaded: LoadedAccounts) => Observable<T>): Observable<T> => deps.authorized$.pipe(
    filter(Boolean),
    take(1),
    switchMap(() => loaded$.pipe(retry({ delay: () => uses }))),
    switchMap(pick),
  );

  /** Calls of the money code: each use waits for it (importing it the first time) and runs on it. */
  const call = <T>(run: (loaded: LoadedAccounts) => Observable<T>): Observable<T> => use$.pipe(switchMap(run));

  return {
    state$,
    active$: state$.pipe(map((s) => s.active), distinctUntilChanged((a, b) => a?.id === b?.id && a?.money === b?.money && a?.points === b?.points)),
    // Before the import there is no balance to refresh: the first load after it fetches fresh data. A refresh after a
    // failed import is a use that imports again.
    refresh: () => {
      if (current) current.refresh();
      else uses.next();
    },
    addCurrency$: (iso) => call((loaded) => loaded.addCurrency$(iso)),
    removeCurrency$: (id) => call((loaded) => loaded.removeCurrency$(id)),
    setActive$: (id) => call((loaded) => loaded.setActive$(id)),
    currencies$: () => call((loaded) => loaded.currencies$()),
    convert$: (body) => call((loaded) => loaded.convert$(body)),
    payments$: use$.pipe(map((loaded) => loaded.payments)),
    payments: { newIdempotencyKey: () => deps.randomId(), openCashier: (url) => deps.assign(url) },
    office$: use$.pipe(map((loaded) => loaded.office)),
    teamCash$: afterLogin((loaded) => loaded.teamCash$),
    convertReminder$: afterLogin((loaded) => loaded.convertReminder$),
    depositReminder$: afterLogin((loaded) => loaded.depositReminder$),
    // Runs once the code is loaded (a payment page has loaded it already); a failed import is logged by loaded$.
    paymentsChanged: () => {
      use$.subscribe({ next: (loaded) => loaded.paymentsChanged(), error: () => undefined });
    },
  };
}
