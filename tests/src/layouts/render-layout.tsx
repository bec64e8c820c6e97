import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { GuardedRoutes } from '../../../src/routing/GuardedRoutes';
import type { RouteHandle } from '../../../src/routing/route-handle';
import { ServicesProvider, SiteConfigProvider } from '../../../src/hooks/services-context';
import { createI18n } from '../../../src/i18n/create-i18n';
import { DefaultLayout } from '../../../src/app/layouts/DefaultLayout';
import { fakeServices, type FakeServices } from '../../support/fake-services';
import { siteConfigFixture } from '../../support/site-config-fixture';
import type { SiteConfig, SiteLanguage } from '../../../streams/schemas/site-config';

export const PAGE_TEXT = 'The page itself';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

export interface RenderLayoutOptions {
  layout?: ReactElement;
  path?: string;
  config?: SiteConfig;
  services?: FakeServices;
  lang?: SiteLanguage;
  /** The stand-in page's route handle; by default a sports betting page's (the coupon's column beside it). */
  handle?: RouteHandle;
}

/** A layout under /:lang/* with a stand-in page, real i18n (loaded before render), fake services. */
export async function renderLayout(options: RenderLayoutOptions = {}) {
  const config = options.config ?? siteConfigFixture();
  const services = options.services ?? fakeServices({ config });
  const i18n = await createI18n(options.lang ?? 'en');
  services.language.follow(options.path ?? '/en/');
  const page = { element: <p>{PAGE_TEXT}</p>, handle: options.handle ?? { coupon: true } };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <SiteConfigProvider config={config}>
          <MemoryRouter initialEntries={[options.path ?? '/en/']}>
            <GuardedRoutes
              routes={[{ path: '/:lang', element: options.layout ?? <DefaultLayout />, children: [{ index: true, ...page }, { path: '*', ...page }] }]}
              fallback={<p data-testid="resolving" />}
              rootErrorElement={<p>route error</p>}
            />
            <LocationProbe />
          </MemoryRouter>
        </SiteConfigProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  // The route table resolves (guards, page code) before the layout renders, as in the site.
  await waitFor(() => expect(screen.queryByTestId('resolving')).toBeNull(), { timeout: 10_000 });
  return { ...result, services, config, i18n };
}
