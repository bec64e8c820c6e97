import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
}

/** A layout under /:lang/* with a stand-in page, real i18n (loaded before render), fake services. */
export async function renderLayout(options: RenderLayoutOptions = {}) {
  const config = options.config ?? siteConfigFixture();
  const services = options.services ?? fakeServices({ config });
  const i18n = await createI18n(options.lang ?? 'en');
  services.language.follow(options.path ?? '/en/');
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <SiteConfigProvider config={config}>
          <MemoryRouter initialEntries={[options.path ?? '/en/']}>
            <Routes>
              <Route path="/:lang/*" element={options.layout ?? <DefaultLayout />}>
                <Route path="*" element={<p>{PAGE_TEXT}</p>} />
              </Route>
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SiteConfigProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { ...result, services, config, i18n };
}
