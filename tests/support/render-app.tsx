import { expect } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { appRoutes } from '../../src/app/routing/create-router';
import { GuardedRoutes } from '../../src/routing/GuardedRoutes';
import { RouteErrorPage } from '../../src/features/errors/RouteErrorPage';
import { createRouterProbe } from './location-probe';
import { ServicesProvider, SiteConfigProvider } from '../../src/hooks/services-context';
import { createI18n } from '../../src/i18n';
import type { SiteConfig } from '../../streams/schemas/site-config';
import type { SessionState } from '../../streams/services-types';
import { fakeServices, type FakeServices } from './fake-services';
import { of } from 'rxjs';
import { siteConfigFixture } from './site-config-fixture';

/** Mounts the real route tree at `path` with fake services; returns where it went and a way to navigate. */
export async function renderApp(path: string, options: { config?: SiteConfig; session?: SessionState; services?: FakeServices; maintenance?: boolean; preload?: readonly string[] } = {}) {
  // One app at a time: a test that visits several paths must not find the previous page's elements.
  cleanup();
  const config = options.config ?? siteConfigFixture();
  const services = options.services ?? fakeServices({ config, session: options.session, maintenance$: of(options.maintenance ?? false) });
  const i18n = await createI18n('en');
  // Namespaces a test reads synchronously right after an action (the app loads them when a component first needs them).
  if (options.preload) await i18n.loadNamespaces([...options.preload]);
  const routes = appRoutes({ services, config, i18n });
  const { probe, Probe } = createRouterProbe();
  const view = render(
    <ServicesProvider services={services}>
      <SiteConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>
            <GuardedRoutes routes={routes} fallback={<p data-testid="route-resolving" />} rootErrorElement={<RouteErrorPage />} />
            <Probe />
          </MemoryRouter>
        </I18nextProvider>
      </SiteConfigProvider>
    </ServicesProvider>,
  );
  // The first page is in once its guards ran and their redirects were followed (lazy route groups compile on first
  // use: on a loaded machine that takes longer than testing-library's default second).
  await waitFor(() => expect(screen.queryByTestId('route-resolving')).toBeNull(), { timeout: 5000 });
  return { services, i18n, ...view, location: probe.location, navigate: probe.navigate };
}

/** Resolves when the page shows the given test id (lazy routes load asynchronously). */
export const findTestId = (id: string) => screen.findByTestId(id, {}, { timeout: 3000 });
