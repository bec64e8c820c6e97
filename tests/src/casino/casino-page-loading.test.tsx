import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, NavigationType, useLocation, type Location } from 'react-router-dom';
import { Subject } from 'rxjs';
import { useState } from 'react';
import ShellExtras from '../../../src/features/shell/ShellExtras';
import { withCasino } from '../../../src/features/casino/use-casino';
import { NavigationContext } from '../../../src/routing/GuardedRoutes';
import { ServicesProvider, SiteConfigProvider } from '../../../src/hooks/services-context';
import { createI18n } from '../../../src/i18n';
import type { CasinoServices } from '../../../streams/casino/casino-types';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { idleShell } from '../../support/fake-shell';
import { siteConfigFixture } from '../../support/site-config-fixture';

// T32, issue 24: a casino page loads the casino domain's code after its own; the navigation loading bar runs until
// that is in too (it used to end with the page's code, over an empty main column), and ends when it fails.

const CasinoLobby = withCasino(() => <h1>Casino lobby</h1>);

let arrive: () => void = () => undefined;

/** A navigation to a casino page: pending until `arrive()`, when the page (its code in) is shown. */
function Navigation() {
  const shown = useLocation();
  const [arrived, setArrived] = useState(false);
  arrive = () => setArrived(true);
  const requested: Location = arrived ? shown : { ...shown, pathname: '/en/casino-lobby', key: 'casino' };
  return (
    <NavigationContext value={{ requested, type: NavigationType.Push, routes: [] }}>
      <ShellExtras shell={idleShell()} />
      {arrived ? <CasinoLobby /> : <p>Home</p>}
    </NavigationContext>
  );
}

async function navigateToCasino(casino$: Subject<CasinoServices>) {
  const config = siteConfigFixture();
  const services = Object.assign(fakeServices({ config }), { casino$ });
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['shell', 'casino']);
  render(
    <ServicesProvider services={services}>
      <SiteConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/en/']}>
            <Navigation />
          </MemoryRouter>
        </I18nextProvider>
      </SiteConfigProvider>
    </ServicesProvider>,
  );
  // The navigation is pending: the bar runs.
  await screen.findByTestId('loading-bar');
  act(() => arrive());
  await screen.findByRole('status');
}

const bar = () => screen.queryByTestId('loading-bar');
const pause = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

describe('the loading bar and a casino page', { timeout: 15_000 }, () => {
  afterEach(() => cleanup());

  it('[T32] runs after the page\'s code is in until the casino domain is, then ends', async () => {
    const casino$ = new Subject<CasinoServices>();
    await navigateToCasino(casino$);
    // Well past the bar's end step (200 ms): the page's code is in, its casino is not; the bar is still running.
    await pause(600);
    expect(bar()).not.toBeNull();
    expect(Number(bar()!.getAttribute('aria-valuenow'))).toBeLessThan(100);
    act(() => casino$.next(fakeCasino()));
    expect(await screen.findByRole('heading', { name: 'Casino lobby' })).toBeTruthy();
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('[T32] ends when the casino domain fails to load, and the page says it failed', async () => {
    const casino$ = new Subject<CasinoServices>();
    await navigateToCasino(casino$);
    await pause(400);
    expect(bar()).not.toBeNull();
    act(() => casino$.error(new Error('the casino chunk did not load')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(bar()).toBeNull());
  });
});
