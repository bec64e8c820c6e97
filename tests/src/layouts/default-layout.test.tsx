import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../../support/fake-services';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { PAGE_TEXT, renderLayout } from './render-layout';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const INFO_ROUTES = [
  'contacts', 'about', 'howbet', 'rules', 'payment', 'cookies', 'licenses', 'taxation', 'consent',
  'simpleidentification', 'amlkyc', 'smsbets', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming',
  'cash_terminals', 'betting-calculator', 'betting-awards', 'betting-alphabet', 'blog', 'news',
];

const hrefs = (root: HTMLElement) => within(root).getAllByRole('link').map((a) => a.getAttribute('href'));

/**
 * A login as the site sees it: the session stream emits and the header renders the player's parts, whose texts
 * (office, auth) load on demand. Not inside act(): react-i18next suspends with a new promise on every render, and
 * act() re-renders a suspended tree at once, so when those files arrive slowly (a loaded machine) act() spins
 * until the worker runs out of heap (CI lost a worker to it). The browser waits for the files; so does the test.
 */
function logIn(services: { setSession(session: { userId: number; banLevel: number }): void }, userId: number) {
  services.setSession({ userId, banLevel: 0 });
}

describe('[R02] default layout: header, content, footer', { timeout: 20_000 }, () => {
  it('[R02] renders the page inside <main>, the header navigation with its routes and the QA test ids', async () => {
    await renderLayout({ path: '/en/' });
    expect(within(screen.getByRole('main')).getByText(PAGE_TEXT)).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(hrefs(nav)).toEqual([
      '/en/line', '/en/live', '/en/multi', '/en/cyber', '/en/slots', '/en/casino', '/en/toto', '/en/lotto', '/en/bonuses', '/en/results',
    ]);
    expect(within(nav).getByRole('link', { name: 'Live' })).toBeTruthy();

    expect(screen.getByTestId('header-login').getAttribute('href')).toBe('/en/user/login');
    expect(screen.getByTestId('header-login').textContent).toBe('Log in');
    expect(screen.getByTestId('header-registration').getAttribute('href')).toBe('/en/registration');
    expect(screen.queryByTestId('header-logout')).toBeNull();
    expect(screen.getByRole('link', { name: 'BetArena: home page' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('img', { name: 'BetArena' })).toBeTruthy();
  });

  it('[R02] marks the current section in the navigation (NavLink, aria-current)', async () => {
    await renderLayout({ path: '/en/live/football/premier-league' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBeNull();
  });

  it('[R02][R20] the footer links every information route of SPEC.md section 2 in the page language', async () => {
    await renderLayout({ path: '/en/about' });
    const footer = screen.getByRole('contentinfo');
    const links = hrefs(footer);
    for (const route of INFO_ROUTES) expect(links, route).toContain(`/en/${route}`);
    expect(links).toEqual(expect.arrayContaining(['/en/mobile', '/en/desktop']));
    expect(within(footer).getByRole('link', { name: 'Betting calculator' })).toBeTruthy();
    expect(within(footer).getByText('18+')).toBeTruthy();
  });

  it('[R20] leaves out rules without route 47, payment when its rule says no, statistics without its flag', async () => {
    const base = siteConfigFixture();
    const config = siteConfigFixture({
      availableRouteIds: [],
      features: { ...base.features, paymentPage: true, paymentPageNeedsLogin: true, statistic: false },
    });
    await renderLayout({ config, path: '/en/about' });
    const links = hrefs(screen.getByRole('contentinfo'));
    expect(links).not.toContain('/en/rules');
    expect(links).not.toContain('/en/payment'); // anonymous, and the payment page needs login
    expect(links).not.toContain('/en/statistic');
    expect(links).toContain('/en/contacts');
  });

  it('[R02] the company line carries the company name and the year from the RxJS clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    await renderLayout({ config: siteConfigFixture({ companyName: 'Acme Bet' }) });
    expect(screen.getByText('© 2031 Acme Bet. All rights reserved.')).toBeTruthy();
  });

  it('[R02] renders every text in the page language (Kazakh)', async () => {
    await renderLayout({ path: '/kk/', lang: 'kk' });
    expect(screen.getByTestId('header-login').textContent).toBe('Кіру');
    expect(screen.getByTestId('header-registration').textContent).toBe('Тіркелу');
    expect(screen.getByRole('navigation', { name: 'Басты мәзір' })).toBeTruthy();
    expect(screen.getByTestId('header-login').getAttribute('href')).toBe('/kk/user/login');
  });

  it('[R02] the support button links to the configured support page in the page language', async () => {
    await renderLayout({ path: '/ru/live', lang: 'ru' });
    expect(screen.getByRole('link', { name: 'Поддержка' }).getAttribute('href')).toBe('/ru/office/support');
  });
});

describe('[B20] registration button', () => {
  it('[B20] is hidden when registration is not allowed', async () => {
    await renderLayout({ config: siteConfigFixture({ registrationAllowed: false }) });
    expect(screen.queryByTestId('header-registration')).toBeNull();
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });

  it('[B20] is hidden on a VIP domain', async () => {
    await renderLayout({ config: siteConfigFixture({ isVipDomain: true }) });
    expect(screen.queryByTestId('header-registration')).toBeNull();
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });

  it('[B27] login and registration are for anonymous visitors only; an authorised user gets the account link', async () => {
    const { services } = await renderLayout();
    expect(screen.getByTestId('header-registration')).toBeTruthy();
    logIn(services, 42);
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByTestId('header-login')).toBeNull();
    expect(screen.queryByTestId('header-registration')).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/en/office/account');
  });
});

describe('[R01] language switcher', () => {
  it('[R01] lists the available languages by their own names, the current one selected', async () => {
    await renderLayout({ path: '/en/live' });
    const select = screen.getByTestId('lang-switcher') as HTMLSelectElement;
    expect(screen.getByLabelText('Language')).toBe(select);
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual(['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt']);
    expect(options.map((o) => o.textContent)).toContain('Русский');
    expect(options.find((o) => o.value === 'kk')?.getAttribute('lang')).toBe('kk');
    expect(select.value).toBe('en');
  });

  it('[R01] hides a language hidden for anonymous visitors, and shows it once authorised', async () => {
    const { services } = await renderLayout({ config: siteConfigFixture({ hiddenLanguagesForAnonymous: ['tr', 'az'] }) });
    const values = () => (within(screen.getByTestId('lang-switcher')).getAllByRole('option') as HTMLOptionElement[]).map((o) => o.value);
    expect(values()).toEqual(['ru', 'en', 'uk', 'kk', 'es', 'pt']);
    logIn(services, 7);
    await waitFor(() => expect(values()).toContain('tr'));
    expect(values()).toContain('az');
  });

  it('[R01] choosing a language opens the same path, query and hash in it and remembers the choice', async () => {
    const services = fakeServices();
    const remember = vi.spyOn(services, 'rememberLanguage');
    await renderLayout({ services, path: '/en/live/football?tab=2#odds' });
    fireEvent.change(screen.getByTestId('lang-switcher'), { target: { value: 'uk' } });
    expect(screen.getByTestId('location').textContent).toBe('/uk/live/football?tab=2#odds');
    expect(remember).toHaveBeenCalledWith('uk');
    expect(services.preferredLanguage()).toBe('uk');
  });

  it('[R01] is not shown when only one language is available', async () => {
    await renderLayout({ config: siteConfigFixture({ languages: ['en'] }) });
    expect(screen.queryByTestId('lang-switcher')).toBeNull();
  });
});

describe('[E01] notices', () => {
  it('[E01] an error notice is an alert titled main_error ("Error") and closes with its close button', async () => {
    const { services } = await renderLayout();
    act(() => { services.notices.show({ kind: 'error', message: 'The bet was not accepted' }); });
    // A notice's rendering is a chunk of its own (NoticeItem): the first one appears once it has loaded.
    const notice = await screen.findByTestId('notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(within(notice).getByText('Error')).toBeTruthy();
    expect(within(notice).getByText('The bet was not accepted')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('notice')).toBeNull();
  });

  it('[E01] a success notice is a status titled main_done ("Done"), texts translated in the page language', async () => {
    const { services } = await renderLayout({ path: '/es/', lang: 'es' });
    act(() => { services.notices.show({ kind: 'success', messageKey: 'auth.account' }); });
    const notice = await screen.findByTestId('notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(notice).getByText('Hecho')).toBeTruthy();
    expect(within(notice).getByText('Mi cuenta')).toBeTruthy();
  });

  it('[E01] an info notice confirms with main_ok, which closes it; its action link goes where it says', async () => {
    const { services } = await renderLayout();
    act(() => {
      services.notices.show({ kind: 'info', message: 'Please read', permanent: true });
      services.notices.show({ kind: 'warning', message: 'Odds changed', action: { labelKey: 'nav.results', href: '/en/results' }, permanent: true });
    });
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    const info = screen.getAllByTestId('notice')[0]!;
    fireEvent.click(within(info).getByRole('button', { name: 'OK' }));
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
    const link = within(screen.getByTestId('notice')).getByRole('link', { name: 'Results' });
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/en/results');
    expect(screen.queryByTestId('notice')).toBeNull();
  });

  it('[E01] an action with an unsafe href is not rendered as a link', async () => {
    const { services } = await renderLayout();
    act(() => { services.notices.show({ kind: 'warning', message: 'x', action: { labelKey: 'nav.results', href: 'javascript:alert(1)' } }); });
    expect(within(screen.getByTestId('notice')).queryByRole('link')).toBeNull();
  });

  it('[T25] a notice shown in the layout disappears after 10 s unless permanent', async () => {
    const { services } = await renderLayout();
    vi.useFakeTimers();
    act(() => {
      services.notices.show({ kind: 'error', message: 'goes away' });
      services.notices.show({ kind: 'error', message: 'stays', permanent: true });
    });
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    act(() => { vi.advanceTimersByTime(9_999); });
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
    expect(screen.getByText('stays')).toBeTruthy();
  });

  it('[E01] a notice whose text lives in another namespace loads that namespace first', async () => {
    const { services, i18n } = await renderLayout();
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);
    act(() => { services.notices.show({ kind: 'error', messageKey: 'errors:notFound.title' }); });
    // errors.json is its own lazy chunk: the notice shows once it has arrived, never the raw key.
    expect(screen.queryByText('errors:notFound.title')).toBeNull();
    expect(screen.queryByText('notFound.title')).toBeNull();
    const notice = await screen.findByTestId('notice');
    expect(within(notice).getByText('This page could not be found')).toBeTruthy();
    expect(within(notice).getByText('Error')).toBeTruthy();
  });
});

describe('[T41] scroll-to-top button', () => {
  it('[T41] appears only while services.scrollTopVisible$ is true and scrolls the window to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { services } = await renderLayout();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => services.setScrollTopVisible(true));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => services.setScrollTopVisible(false));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });
});

describe('[B28] policy logo', () => {
  for (const geoCountryId of [1, 66, 126, 228, 120]) {
    it(`[B28] shows for geo country ${geoCountryId}`, async () => {
      await renderLayout({ config: siteConfigFixture({ geoCountryId }) });
      expect(screen.getByRole('img', { name: 'Responsible gaming policy' })).toBeTruthy();
    });
    it(`[C16] the policy logo for geo country ${geoCountryId} makes the support request`, async () => {
      await renderLayout({ config: siteConfigFixture({ geoCountryId }) });
      expect(screen.getByTestId('policy-support-request').getAttribute('src')).toBe('/web-api/policy/logo.agif');
    });
  }
  for (const geoCountryId of [0, 2, 65, 121, 229]) {
    it(`[B28] is absent for geo country ${geoCountryId}`, async () => {
      await renderLayout({ config: siteConfigFixture({ geoCountryId }) });
      expect(screen.queryByRole('img', { name: 'Responsible gaming policy' })).toBeNull();
      expect(screen.queryByTestId('policy-support-request')).toBeNull();
    });
  }
});

describe('[R02] partner brand book and snow', () => {
  it('[R02] applies brand-book custom properties on the layout root and rejects unsafe entries', async () => {
    const { container } = await renderLayout({
      config: siteConfigFixture({
        partnerCssBrandBook: [
          { css_prop: '--color-accent', css_value: '#ff8800' },
          { css_prop: '--radius-md', css_value: '2px' },
          { css_prop: '--color-bg', css_value: 'url(https://evil.example/x.png)' },
          { css_prop: '--color-panel', css_value: 'red; } body { display: none' },
          { css_prop: '--color-text', css_value: 'expression(alert(1))' },
          { css_prop: 'background', css_value: 'red' },
          { css_prop: '--x\\3b', css_value: 'red' },
        ],
      }),
    });
    const root = container.querySelector('[data-layout="default"]') as HTMLElement;
    expect(root.style.getPropertyValue('--color-accent')).toBe('#ff8800');
    expect(root.style.getPropertyValue('--radius-md')).toBe('2px');
    expect(root.style.getPropertyValue('--color-bg')).toBe('');
    expect(root.style.getPropertyValue('--color-panel')).toBe('');
    expect(root.style.getPropertyValue('--color-text')).toBe('');
    expect(root.style.getPropertyValue('background')).toBe('');
    expect(root.getAttribute('style') ?? '').not.toMatch(/url|expression|display|\\/);
  });

  const snowConfig = () => siteConfigFixture({ features: { ...siteConfigFixture().features, snow: true } });

  it('[R02] snows on the home page only, when the site config turns snow on', async () => {
    const home = await renderLayout({ config: snowConfig(), path: '/en/' });
    // The snow is loaded when it is shown (lazy).
    await waitFor(() => expect(home.container.querySelector('[data-snow]')).not.toBeNull());
    expect(home.container.querySelector('[data-snow]')?.getAttribute('aria-hidden')).toBe('true');
    home.unmount();

    const bare = await renderLayout({ config: snowConfig(), path: '/en' });
    await waitFor(() => expect(bare.container.querySelector('[data-snow]')).not.toBeNull());
    bare.unmount();

    const live = await renderLayout({ config: snowConfig(), path: '/en/live' });
    expect(live.container.querySelector('[data-snow]')).toBeNull();
    live.unmount();

    const off = await renderLayout({ path: '/en/' });
    expect(off.container.querySelector('[data-snow]')).toBeNull();
  });
});
