import * as v from 'valibot';
import { EMPTY, Subject, catchError, distinctUntilChanged, filter, map, merge, share, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import type { Cookies } from '../core/cookies';
import type { ValidatedStorage } from '../core/storage';
import type { ConvertStatus } from '../schemas/accounts';
import { TEAM_CASH_MARKER_EXPIRY_SEC } from '../timing';
import { createAccounts, type AccountsService } from './accounts';
import { convertReminderDue, isConvertPage, loginReminder$ } from './login-reminders';
import { createPayments, type PaymentsApi } from '../payments/payments';
import { teamCash$, type TeamCashEvent } from '../payments/team-cash';
import { createOfficeApi, type OfficeApi } from '../office/office-api';

// Services.accounts (issue 6): the accounts state (C13, T14, T15), payments, the office API and the reminders that
// belong to money (team cash T31, convert account T42, first deposit). Composed once by services.ts.

export interface AccountsServices extends AccountsService {
  payments: PaymentsApi;
  office: OfficeApi;
  /** T31: the team cash reminder is due (checked at login and after every finished payment). */
  teamCash$: Observable<TeamCashEvent>;
  /** T42 / R17: the convert-account reminder is due (once per session, on login). */
  convertReminder$: Observable<ConvertStatus>;
  /** A user who has never deposited is reminded once per session, on login. */
  depositReminder$: Observable<true>;
  /** A payment finished (the onpay pages call this): refreshes the balance and checks team cash. */
  paymentsChanged(): void;
}

export interface AccountsServicesDeps {
  http: Http;
  authorized$: Observable<boolean>;
  visible$: Observable<boolean>;
  cookies: Cookies;
  session: ValidatedStorage;
  randomId: () => string;
  assign: (url: string) => void;
  newFormData: () => FormData;
  pathname: () => string;
  isMobile?: () => boolean;
  teamCashVariant?: () => 'step-one' | 'step-two';
  log?: (message: string, data?: unknown) => void;
}

export function createAccountsServices(deps: AccountsServicesDeps): AccountsServices {
  const accounts = createAccounts({ http: deps.http, authorized$: deps.authorized$, visible$: deps.visible$, ...(deps.log ? { log: deps.log } : {}) });
  const payments = createPayments({ http: deps.http, randomId: deps.randomId, assign: deps.assign });
  const office = createOfficeApi(deps.http, deps.newFormData);
  const paymentsChangedSubject = new Subject<void>();
  const flag = (key: string) => {
    const item = deps.session.item(key, v.boolean(), false);
    return { get: () => item.get(), set: () => { item.set(true); } };
  };
  const login$ = deps.authorized$.pipe(distinctUntilChanged(), filter(Boolean));

  const teamCashEvents$ = teamCash$({
    historyPage$: (pageNumber) => payments.history$({ pageNumber, direction: 'deposit' }),
    markers: {
      has: (name) => deps.cookies.get(name) !== null,
      set: (name) => deps.cookies.set(name, '1', { maxAgeSec: TEAM_CASH_MARKER_EXPIRY_SEC }),
    },
    isMobile: deps.isMobile ?? (() => false),
    variant: deps.teamCashVariant ?? (() => 'step-one'),
    ...(deps.log ? { log: deps.log } : {}),
  }, merge(login$, paymentsChangedSubject)).pipe(share());

  return {
    ...accounts,
    payments,
    office,
    teamCash$: teamCashEvents$,
    convertReminder$: loginReminder$({
      authorized$: deps.authorized$,
      fact$: accounts.state$.pipe(filter((s) => s.status === 'ready'), map((s) => s.convertStatus)),
      due: convertReminderDue,
      shown: flag('convert_reminder_shown'),
      suppressed: () => isConvertPage(deps.pathname()),
    }),
    depositReminder$: loginReminder$({
      authorized$: deps.authorized$,
      fact$: office.userConfig$().pipe(map((c) => c.has_deposit), catchError(() => EMPTY)),
      due: (hasDeposit) => !hasDeposit,
      shown: flag('deposit_reminder_shown'),
    }).pipe(map(() => true as const)),
    paymentsChanged: () => {
      accounts.refresh();
      paymentsChangedSubject.next();
    },
  };
}
