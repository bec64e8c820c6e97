import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Outlet } from 'react-router-dom';
import { NEVER, asapScheduler, firstValueFrom, of, subscribeOn, throwError, type Observable } from 'rxjs';
import type { HttpRequest } from '../../../streams/core/http';
import { HttpError } from '../../../streams/core/http';
import type { Account, AccountData } from '../../../streams/schemas/accounts';
import type { SiteConfig } from '../../../streams/schemas/site-config';
import { createI18n } from '../../../src/i18n';
import { ServicesProvider, SiteConfigProvider } from '../../../src/hooks/services-context';
import { officeRoutes } from '../../../src/features/office/office-routes';
import { officeGuests } from '../../../src/app/routing/office-guests';
import { GuardedRoutes } from '../../../src/routing/GuardedRoutes';
import { RouteErrorPage } from '../../../src/features/errors/RouteErrorPage';
import { createRouterProbe } from '../../support/location-probe';
import { fakeServices, type FakeServices } from '../../support/fake-services';
import { fakeAccounts } from '../../support/fake-accounts';
import { fakeHttp } from '../../support/fake-http';
import { PAYMENTS_VIEW } from './payments-app-loader';
import { siteConfigFixture } from '../../support/site-config-fixture';

// A logged-in visitor with the real accounts services over a scripted http: each test answers the calls it cares
// about (by "METHOD url"), everything else never answers. Answers arrive asynchronously, as from a real fetch.

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

/** A refused call as the server answers it: details "<field>: <key>" (or a code). */
export const refused = (status: number, details: string[], code = 'invalid_body') =>
  throwError(() => new HttpError({ status, kind: 'http', details, code }));

export type OfficeServices = FakeServices & { accounts: ReturnType<typeof fakeAccounts> };

export function officeServices(routes: Record<string, Answer>, options: { config?: SiteConfig } = {}): OfficeServices {
  const config = options.config ?? siteConfigFixture();
  const services = fakeServices({ config, session: { userId: 5, banLevel: 0 } });
  const accounts = fakeAccounts({
    authorized$: services.session.authorized$,
    answer: (req) => {
      const key = `${req.method ?? (req.body !== undefined || req.form ? 'POST' : 'GET')} ${req.url}`;
      const answer = routes[key];
      if (answer === undefined) return NEVER;
      const answer$ = typeof answer === 'function' ? (answer as (r: HttpRequest<unknown>) => Observable<unknown>)(req) : of(answer);
      return answer$.pipe(subscribeOn(asapScheduler));
    },
  });
  // The payments pages ask the payments remote app for their view (payments-app-loader.ts runs its bundle).
  const shellHttp = services.http;
  const http = fakeHttp((req) => (req.url.startsWith('/remote/payments/') ? of(PAYMENTS_VIEW) : shellHttp.request$(req)));
  return Object.assign(services, { accounts, http });
}

/**
 * The office routes and the onpay pages alone under /:lang (no default layout: its header's auth overlays belong to
 * the accounts issue), with real i18n. Returns where the router is, to follow navigation.
 */
export async function renderOffice(path: string, services: FakeServices, options: { config?: SiteConfig; state?: unknown } = {}) {
  const config = options.config ?? siteConfigFixture();
  const i18n = await createI18n('en');
  services.language.follow(path);
  const routes = [
    {
      path: '/:lang',
      element: <Suspense fallback={<p>loading</p>}><Outlet /></Suspense>,
      children: [
        ...officeRoutes({ config, isAuthorized: () => firstValueFrom(services.session.authorized$) }, officeGuests),
        { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
      ],
    },
  ];
  const entry = options.state === undefined ? path : { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state };
  const { probe, Probe } = createRouterProbe();
  const view = render(
    <ServicesProvider services={services}>
      <SiteConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>loading</p>}>
            <MemoryRouter initialEntries={[entry]}>
              <GuardedRoutes routes={routes} fallback={<p>loading</p>} rootErrorElement={<RouteErrorPage />} />
              <Probe />
            </MemoryRouter>
          </Suspense>
        </I18nextProvider>
      </SiteConfigProvider>
    </ServicesProvider>,
  );
  return { i18n, ...view, location: probe.location, navigate: probe.navigate };
}
