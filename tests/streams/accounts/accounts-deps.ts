import { of, type Observable } from 'rxjs';
import type { AccountsServicesDeps } from '../../../streams/accounts/accounts-services';
import type { HttpRequest } from '../../../streams/core/http';
import type { Account, AccountData } from '../../../streams/schemas/accounts';
import { fakeHttp } from '../../support/fake-http';

export const rub: Account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 100, currencyId: 1, isActive: true, label: '', points: 0, isPointsTypeBalance: false };
export const accountData = (overrides: Partial<AccountData> = {}): AccountData => ({
  balance: rub, bonus: null, all_accounts: [rub], is_available_first_deposit_bonus: false, withdrawable: 0, convert_status: 0, ...overrides,
});

/**
 * Deps of createAccountsServices for stream tests: a scripted http (`calls` records each request), no cookies, a
 * session storage that remembers nothing (every reminder is due), a visible page.
 */
export function accountsDeps(
  authorized$: Observable<boolean>,
  answer: (req: HttpRequest<unknown>) => Observable<unknown>,
  over: Partial<Omit<AccountsServicesDeps, 'http'>> = {},
): AccountsServicesDeps & { http: ReturnType<typeof fakeHttp> } {
  return {
    http: fakeHttp(answer),
    authorized$,
    visible$: of(true),
    cookies: { get: () => null, getValidated: (_name, _schema, fallback) => fallback, set: () => undefined, remove: () => undefined },
    session: { item: (_key, _schema, fallback) => ({ get: () => fallback, set: () => true, remove: () => undefined, value$: of(fallback) }) },
    randomId: () => 'key-1',
    assign: () => undefined,
    newFormData: () => new FormData(),
    pathname: () => '/en/',
    ...over,
  };
}
