import { NEVER, asapScheduler, of, subscribeOn, throwError, type Observable } from 'rxjs';
import type { HttpRequest } from '../../../streams/core/http';
import { HttpError } from '../../../streams/core/http';
import type { Account, AccountData } from '../../../streams/schemas/accounts';
import type { SiteConfig } from '../../../streams/schemas/site-config';
import { fakeServices, type FakeServices } from '../../support/fake-services';
import { fakeAccounts } from '../../support/fake-accounts';
import { siteConfigFixture } from '../../support/site-config-fixture';

// A logged-in visitor with the real accounts services over a scripted http: each test answers the calls it cares
// about (by "METHOD url"), everything else never answers.

export type Answer = unknown | ((req: HttpRequest<unknown>) => Observable<unknown>);

export const rub = (over: Partial<Account> = {}): Account => ({
  id: 11, type: 0, iso: 'RUB', symbol: '₽', money: 250, currencyId: 1, isActive: true, label: '', points: 0, isPointsTypeBalance: false, ...over,
});
export const eur = (over: Partial<Account> = {}): Account => ({
  id: 12, type: 9, iso: 'EUR', symbol: '€', money: 7.5, currencyId: 3, isActive: false, label: '', points: 0, isPointsTypeBalance: false, ...over,
});
export const accountData = (accounts: Account[], over: Partial<AccountData> = {}): AccountData => ({
  balance: accounts.find((a) => a.isActive) ?? null, bonus: null, all_accounts: accounts, is_available_first_deposit_bonus: false,
  withdrawable: accounts.find((a) => a.isActive)?.money ?? 0, convert_status: 0, ...over,
});

/** A refused call as the server answers it: 400 with "<field>: <key>" details (or a code). */
export const refused = (status: number, details: string[], code = 'invalid_body') =>
  throwError(() => new HttpError({ status, kind: 'http', details, code }));

export function officeServices(routes: Record<string, Answer>, options: { config?: SiteConfig } = {}): FakeServices & { accounts: ReturnType<typeof fakeAccounts> } {
  const config = options.config ?? siteConfigFixture();
  const services = fakeServices({ config, session: { userId: 5, banLevel: 0 } });
  const accounts = fakeAccounts({
    authorized$: services.session.authorized$,
    answer: (req) => {
      const key = `${req.method ?? (req.body !== undefined || req.form ? 'POST' : 'GET')} ${req.url}`;
      const answer = routes[key];
      if (answer === undefined) return NEVER;
      // Answers arrive asynchronously, as a real fetch does.
      const answer$ = typeof answer === 'function' ? (answer as (r: HttpRequest<unknown>) => Observable<unknown>)(req) : of(answer);
      return answer$.pipe(subscribeOn(asapScheduler));
    },
  });
  return Object.assign(services, { accounts });
}
