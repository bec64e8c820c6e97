import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, findTestId } from '../../support/render-app';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { STATUS_PAGES } from '../../../src/features/status/status-pages';

const at = async (path: string, config = siteConfigFixture()) => {
  const app = await renderApp(path, { config });
  return app;
};
const expectLocation = async (path: string, expected: string, config = siteConfigFixture()) => {
  const app = await at(path, config);
  await waitFor(() => expect(app.location()).toBe(expected), { timeout: 3000 });
  return app;
};
const expect404 = async (path: string, config = siteConfigFixture()) => {
  await at(path, config);
  const page = await findTestId('page-error');
  expect(page.dataset.status).toBe('404');
  return page;
};

describe('language prefix', () => {
  it('[R01] the root and unprefixed paths get the default language', async () => {
    await expectLocation('/', '/ru/');
    await expectLocation('/casino/live?x=1', '/ru/casino/live?x=1');
  });
  it('[R01] an unavailable language is replaced', async () => {
    await expectLocation('/de/line', '/ru/line');
    await expectLocation('/az/line', '/ru/line', siteConfigFixture({ hiddenLanguagesForAnonymous: ['az'] }));
  });
});

describe('sports routes', () => {
  it('[R06] cyber and esports go to real; disciplines goes to all', async () => {
    await expectLocation('/en/cyber', '/en/cyber/real');
    await expectLocation('/en/esports', '/en/cyber/real');
    await expectLocation('/en/cyber/virtual/disciplines', '/en/cyber/virtual/all');
  });
  it('[R06] any cyber type but real, virtual and stream is 404', async () => {
    await expect404('/en/cyber/fantasy');
    await expect404('/en/cyber/fantasy/disciplines');
    await expect404('/en/cyber/real/dota2/champ/replay/5');
  });
  it('[R07] print-coupon takes digits only; results type live or zone', async () => {
    await at('/en/print-coupon/123456');
    expect((await findTestId('print-coupon')).dataset.state).toBe('loading');
    await expect404('/en/print-coupon/12a');
    await expect404('/en/results/future');
  });
  it('[R07] results/zone and results are real routes', async () => {
    await at('/en/results/zone');
    // The sports results page (issue 4).
    expect(await screen.findByRole('heading', { name: 'Results by zone', level: 1 }, { timeout: 8000 })).toBeTruthy();
  });
  it('[R07] user/coupon goes to the language root; statistic is 404 without its flag', async () => {
    await expectLocation('/en/user/coupon', '/en/');
    await expect404('/en/statistic', siteConfigFixture({ features: { ...siteConfigFixture().features, statistic: false } }));
  });
});

describe('account entry routes', () => {
  it('[R15] registration only where registration is allowed and the domain is not VIP', async () => {
    await expect404('/en/registration', siteConfigFixture({ registrationAllowed: false }));
    await expect404('/en/registration', siteConfigFixture({ isVipDomain: true }));
    await expect404('/en/registration/other');
    await at('/en/registration/socialregistration');
    expect(await findTestId('registration-page')).toBeTruthy();
  });
  it('[R15] legacy user/registration.php and user/action.php redirect', async () => {
    await expectLocation('/en/user/registration.php', '/en/registration');
    await expectLocation('/en/user/action.php?action=forgot', '/en/user/passwordreset');
    await expectLocation('/en/user/action.php?action=activate', '/en/user/activate');
  });
  it('[R16] forgotpassword goes home with the modal flag', async () => {
    await expectLocation('/en/forgotpassword', '/en/?showForgotPasswordModal=1');
  });
  it('[R21] an anonymous visitor on an office page goes to login with the route to come back to', async () => {
    await expectLocation('/en/office/history?period=7', `/en/user/login?returnUrl=${encodeURIComponent('/en/office/history?period=7')}`);
  });
  it('[R21] identification is 404 unless enabled', async () => {
    const app = await renderApp('/en/office/identification', { session: { userId: 5, banLevel: 0 } });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    app.unmount();
    await renderApp('/en/office/identification', { session: { userId: 5, banLevel: 0 }, config: siteConfigFixture({ features: { ...siteConfigFixture().features, identification: true } }) });
    // Identification is a real office page now (issue 6).
    expect(await findTestId('office-identification')).toBeTruthy();
  });
});

describe('casino, bonus and information routes', () => {
  it('[R08] [R10] [R19] legacy aliases redirect', async () => {
    await expectLocation('/en/tvgames/view/poker', '/en/poker');
    await expectLocation('/en/vulkan', '/en/slots/vulkan');
    await expectLocation('/en/mobile/startdownloadapp', '/en/mobile');
  });
  it('[R11] bonus slot_first_deposit goes to the slot when thirdPartyHasFirstDepositRedirect is set', async () => {
    const features = { ...siteConfigFixture().features, thirdPartyHasFirstDepositRedirect: true };
    await expectLocation('/en/bonus/slot_first_deposit', '/en/casino/slot-first-deposit', siteConfigFixture({ features }));
  });
  it('[R12] bonus and offers pages swap by promoBonusToOffer', async () => {
    const offers = siteConfigFixture({ features: { ...siteConfigFixture().features, promoBonusToOffer: true } });
    await expectLocation('/en/bonuses', '/en/bonuses-offers', offers);
    await expectLocation('/en/bonus/7', '/en/bonus-offer/7', offers);
    // The first-deposit slot bonus's own route swaps too (the casino redirect, when set, wins: R11 above).
    await expectLocation('/en/bonus/slot_first_deposit', '/en/bonus-offer/slot_first_deposit', offers);
    await expectLocation('/en/bonuses-offers', '/en/bonuses');
    await expectLocation('/en/bonuses-games', '/en/bonuses/games');
  });
  it('[R13] fastgames-daily-tournament goes to promotions', async () => {
    await expectLocation('/en/fastgames-daily-tournament', '/en/promotions/fastgames-daily-tournament');
  });
  it('[R20] rules goes to rules/1, which needs route 47', async () => {
    await expectLocation('/en/rules', '/en/rules/1');
    await expect404('/en/rules/1', siteConfigFixture({ availableRouteIds: [] }));
  });
  it('[R20] payment only where its page rules allow', async () => {
    await expect404('/en/payment', siteConfigFixture({ features: { ...siteConfigFixture().features, paymentPage: false } }));
  });
});

describe('errors and special pages', () => {
  it('[R23] an unknown route is 404 "This page could not be found" with a noindex robots meta', async () => {
    const page = await expect404('/en/no/such/page');
    expect(page.textContent).toContain('This page could not be found');
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  });
  it('[R23] pages flagged with meta 13 are 404 unless the config enables them', async () => {
    await expect404('/en/betting-awards');
    await at('/en/betting-awards', siteConfigFixture({ enabledHiddenPages: ['betting-awards'] }));
    // The information page (issue 15) loads its text: no 404 once the config enables it.
    expect((await screen.findByRole('navigation', { name: 'Information area' }, { timeout: 3000 })).textContent).toContain('Betting rules');
    expect(screen.queryByTestId('page-error')).toBeNull();
  });
  it('[R24] debugger only outside production', async () => {
    await expect404('/en/debugger');
    await at('/en/debugger', siteConfigFixture({ isProduction: false }));
    expect((await findTestId('debugger')).textContent).toContain('Site configuration');
  });
  it('[R24] platform_type with no matching route goes home without it', async () => {
    await expectLocation('/en/nothing-here?platform_type=mobile', '/en/');
  });
  it('[R18] every status page exists and says why', async () => {
    // site-updates is a page of the remote technical app (tests/src/remote).
    for (const page of STATUS_PAGES.filter((p) => p !== 'maintenance' && p !== 'site-updates')) {
      const app = await at(`/en/${page}`);
      const view = await findTestId('status-page');
      expect(view.dataset.page).toBe(page);
      expect(view.querySelector('h1')?.textContent).toBeTruthy();
      expect(view.querySelectorAll('p')[0]?.textContent?.length).toBeGreaterThan(20);
      app.unmount();
    }
  });
  it('[R18] [T39] the maintenance page while maintenance is on; home once it is off', async () => {
    const on = await renderApp('/en/line', { maintenance: true });
    await waitFor(() => expect(on.location()).toBe('/en/maintenance'), { timeout: 3000 });
    expect((await findTestId('status-page')).dataset.page).toBe('maintenance');
    on.unmount();
    const off = await renderApp('/en/maintenance', { maintenance: false });
    await waitFor(() => expect(off.location()).toBe('/en/'), { timeout: 3000 });
  });
  it('[R23] a malformed url (broken percent-encoding) gets the 404 page, not a white screen', async () => {
    await at('/en/%E0%A4%A/x');
    expect((await findTestId('page-error')).dataset.status).toBe('404');
  });
  it('[R17] the 500 page and the old-browser page', async () => {
    // The 500 page is the remote technical app's view (tests/src/remote/remote-view.test.tsx): here it is being asked for.
    const app = await at('/en/500');
    expect(await findTestId('remote-loading')).toBeTruthy();
    app.unmount();
    await at('/en/oldbrowser');
    expect((await findTestId('status-page')).dataset.page).toBe('oldbrowser');
  });
});
