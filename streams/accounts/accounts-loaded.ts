import * as v from 'valibot';
import { Subject, distinctUntilChanged, filter, map, merge, share } from 'rxjs';
import { TEAM_CASH_MARKER_EXPIRY_SEC } from '../timing';
import { createAccounts } from './accounts';
import { userConfigState$ } from './user-config-state';
import { convertReminderDue, isConvertPage, loginReminder$ } from './login-reminders';
import { createPayments } from '../payments/payments';
import { teamCash$ } from '../payments/team-cash';
import { createOfficeApi } from '../office/office-api';
import type { AccountsServicesDeps, LoadedAccounts } from './accounts-contract';

// The money code behind services.accounts, loaded on demand by accounts-services.ts (the first login or office call):
// the accounts state (C13, T14, T15), the payments and office APIs and the reminders that belong to money (team cash
// T31, convert account T42, first deposit). An anonymous visitor never downloads it.

export function createLoadedAccounts(deps: AccountsServicesDeps): LoadedAccounts {
  const accounts = createAccounts({ http: deps.http, authorized$: deps.authorized$, visible$: deps.visible$, ...(deps.log ? { log: deps.log } : {}) });
  const payments = createPayments(deps.http);
  const office = createOfficeApi(deps.http, deps.newFormData);
  const paymentsChangedSubject = new Subject<void>();
  const flag = (key: string) => {
    const item = deps.session.item(key, v.boolean(), false);
    return { get: () => item.get(), set: () => { item.set(true); } };
  };
  const login$ = deps.authorized$.pipe(distinctUntilChanged(), filter(Boolean));
  const userConfig$ = userConfigState$({ authorized$: deps.authorized$, load$: () => office.userConfig$(), ...(deps.log ? { log: deps.log } : {}) });

  const teamCashEvents$ = teamCash$({
    historyPage$: (pageNumber) => payments.history$({ pageNumber, direction: 'deposit' }),
    markers: {
      has: (name) => deps.cookies.get(name) !== null,
      set: (name) => deps.cookies.set(name, '1', { maxAgeSec: TEAM_CASH_MARKER_EXPIRY_SEC }),
    },
    isMobile: deps.isMobile ?? (() => false),
    variant: deps.teamCashVariant ?? (() => 'step-one'),
    ...(deps.log ? { log: deps.log } : {}),
  }, merge(login$, paymentsChangedSubject)).pipe(share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }));

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
      // Only a config installed by this login's load counts (E05).
      fact$: userConfig$.pipe(filter((c) => c.installed), map((c) => c.config.has_deposit)),
      due: (hasDeposit) => !hasDeposit,
      shown: flag('deposit_reminder_shown'),
    }).pipe(map(() => true as const)),
    paymentsChanged: () => {
      accounts.refresh();
      paymentsChangedSubject.next();
    },
  };
}
