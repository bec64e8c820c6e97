import type { Observable, ObservableInput } from 'rxjs';
import type { Http } from '../core/http';
import type { Cookies } from '../core/cookies';
import type { ValidatedStorage } from '../core/storage';
import type { Account, ConvertStatus } from '../schemas/accounts';
import type { AccountsService } from './accounts';
import type { PaymentsCalls } from '../payments/payments';
import type { TeamCashEvent } from '../payments/team-cash';
import type { OfficeApi } from '../office/office-api';

// The shapes of services.accounts and of the money code it loads on demand, apart from both sides
// (accounts-services.ts, accounts-loaded.ts) so neither imports the other for its types.

export interface AccountsServices extends AccountsService {
  /** The active account (the header's balance), null while unknown. */
  active$: Observable<Account | null>;
  /** The payments' calls, a domain: the money code is imported by the first subscriber (see accounts-services.ts). */
  payments$: Observable<PaymentsCalls>;
  /** Synchronous and server-free: the form needs its key before any call, the cashier is a plain navigation. */
  payments: PaymentsBrowser;
  /** The personal office's calls, a domain the same way. */
  office$: Observable<OfficeApi>;
  /** T31: the team cash reminder is due (checked at login and after every finished payment). */
  teamCash$: Observable<TeamCashEvent>;
  /** T42 / R17: the convert-account reminder is due (once per session, on login). */
  convertReminder$: Observable<ConvertStatus>;
  /** A user who has never deposited is reminded once per session, on login. */
  depositReminder$: Observable<true>;
  /** A payment finished (the onpay pages call this): refreshes the balance and checks team cash. */
  paymentsChanged(): void;
}

/** The payments' helpers that need no code loaded on demand. */
export interface PaymentsBrowser {
  /** A key for one submission of a money-moving form. */
  newIdempotencyKey(): string;
  /** Sends the browser to the cashier page. */
  openCashier(url: string): void;
}

/** What the code loaded on demand builds: everything but the parts this file serves without it. */
export type LoadedAccounts = Omit<AccountsServices, 'active$' | 'payments$' | 'payments' | 'office$'> & { payments: PaymentsCalls; office: OfficeApi };

/** The module imported on demand (accounts-loaded.ts). */
export interface AccountsModule {
  createLoadedAccounts(deps: AccountsServicesDeps): LoadedAccounts;
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
  /** Imports the money code; by default its own chunk (tests count and fail the imports). */
  load?: () => ObservableInput<AccountsModule>;
}
