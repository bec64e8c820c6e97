import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeHttp } from '../../support/fake-http';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { HttpError, withQuery, type HttpRequest } from '../../../streams/core/http';
import type { BonusList, BonusOffer, PartnerList, Promotion } from '../../../streams/schemas/offers';
import type { SiteConfig } from '../../../streams/schemas/site-config';

// The bonus, promotion, landing, partner and app pages (issue 15, R12, R13, R19) on fake answers of the content API
// and of the bonus take.

type Answers = Record<string, unknown>;
const notFound = () => throwError(() => new HttpError({ status: 404, kind: 'http' }));

function servicesWith(answers: Answers, options: { config?: Partial<SiteConfig>; features?: Partial<SiteConfig['features']>; userId?: number | null; take?: (req: HttpRequest<unknown>) => Observable<unknown> } = {}) {
  const base = siteConfigFixture(options.config);
  const config = { ...base, features: { ...base.features, ...options.features } };
  const http = fakeHttp((req: HttpRequest<unknown>): Observable<unknown> => {
    // The take; other POSTs (a logged-in header's remote components) are not this page's.
    if (req.method === 'POST' && options.take && req.url.endsWith('/take')) return options.take(req);
    const url = withQuery(req.url, req.query);
    const key = Object.keys(answers).find((k) => url === k || url.startsWith(`${k}?`));
    return key ? of(answers[key]) : notFound();
  });
  const services = fakeServices({ http, config, session: { userId: options.userId ?? null, banLevel: 0 } });
  return { services, http, config };
}

const terms = (extra: Partial<BonusOffer['terms']> = {}): BonusOffer['terms'] => ({
  section: 'sport', amountEur: 20, wager: 5, lifetimeDays: 30, minOdds: 1.5, startsAt: '2026-01-01', endsAt: '2027-12-31', partner: null, ...extra,
});
const bonus = (extra: Partial<BonusOffer> = {}): BonusOffer => ({
  slug: 'welcome-sport', title: 'Sport welcome bonus', summary: 'A €20 bonus for your first bets.', lang: 'en', terms: terms(), status: 'running',
  html: '<h2>How it works</h2><p>Take it.</p>', fallback: false, ...extra,
});
const list: BonusList = {
  lang: 'en', fallback: false,
  items: [
    { slug: 'euro-final-boost', title: 'European final boost', summary: 'Ended.', lang: 'en', terms: terms({ startsAt: '2024-06-14', endsAt: '2024-07-14' }), status: 'ended' },
    { slug: 'welcome-sport', title: 'Sport welcome bonus', summary: 'A €20 bonus.', lang: 'en', terms: terms(), status: 'running' },
    { slug: 'streamers-partner', title: 'Arena Streamers casino bonus', summary: '€10.', lang: 'en', terms: terms({ section: 'casino', amountEur: 10, partner: 'arena-streamers' }), status: 'running' },
  ],
};
const BONUS = '/web-api/content/bonuses/welcome-sport?lang=en';
// Lazy page chunks load slowly on a busy machine: wait longer than testing-library's 1 s.
const SLOW = { timeout: 5000 };
const findAll = (id: string) => screen.findAllByTestId(id, {}, SLOW);

// The lazy route groups and pages, imported once up front: the first render would otherwise spend the harness's
// one-second wait for the route on compiling them.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/routing/more-routes'), import('../../../src/features/content/content-routes'),
    import('../../../src/features/content/pages/BonusPages'), import('../../../src/features/content/pages/PromotionPages'),
    import('../../../src/features/content/pages/LandingPage'), import('../../../src/features/content/pages/PartnersPage'),
    import('../../../src/features/content/pages/AppPage'),
  ]);
}, 60_000);

describe('[R12] bonus pages', { timeout: 15_000 }, () => {
  it('the list shows running bonuses first with amount and wagering; a partner bonus links to its partner route', async () => {
    const { services } = servicesWith({ '/web-api/content/bonuses?lang=en': list });
    await renderApp('/en/bonuses', { services });
    await findTestId('bonus-list');
    const cards = await findAll('bonus-card');
    expect(cards.map((c) => c.dataset.slug)).toEqual(['welcome-sport', 'streamers-partner', 'euro-final-boost']);
    expect(within(cards[0]!).getByText('€20.00')).toBeTruthy();
    expect(within(cards[0]!).getByText('Wagering ×5, days to wager: 30')).toBeTruthy();
    expect(within(cards[2]!).getByTestId('offer-status').textContent).toBe('Ended');
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe('/en/bonus/partner/streamers-partner');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/en/bonus/welcome-sport');
  });

  it('bonuses/games asks for the casino section only', async () => {
    const { services, http } = servicesWith({ '/web-api/content/bonuses?lang=en&section=casino': { ...list, items: [list.items[2]] } });
    await renderApp('/en/bonuses/games', { services });
    await findAll('bonus-card');
    expect(http.calls.some((c) => c.query?.['section'] === 'casino')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Casino bonuses');
  });

  it('with promoBonusToOffer the bonus routes go to their offers twins, and the links use them', async () => {
    const { services, config } = servicesWith({ '/web-api/content/bonuses?lang=en': list }, { features: { promoBonusToOffer: true } });
    const app = await renderApp('/en/bonuses', { services, config });
    await waitFor(() => expect(app.location()).toBe('/en/bonuses-offers'), SLOW);
    const cards = await findAll('bonus-card');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/en/bonus-offer/welcome-sport');
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe('/en/bonus-partner/streamers-partner');
    await app.navigate('/en/bonus/welcome-sport');
    await waitFor(() => expect(app.location()).toBe('/en/bonus-offer/welcome-sport'), SLOW);
  });

  it('a visitor sees the terms and is sent to log in with this page to come back to', async () => {
    const { services } = servicesWith({ [BONUS]: bonus() });
    await renderApp('/en/bonus/welcome-sport', { services });
    const facts = await findTestId('bonus-facts');
    expect(facts.textContent).toContain('×5 (stakes of €100.00)');
    expect(facts.textContent).toContain('1.50');
    expect(screen.getByTestId('take-bonus-login').getAttribute('href')).toBe(`/en/user/login?returnUrl=${encodeURIComponent('/en/bonus/welcome-sport')}`);
    expect(screen.queryByTestId('take-bonus')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sport welcome bonus · BetArena'), SLOW);
  });

  it('a player takes it: one POST, the balance refreshed, the amount and wagering said; then it shows as taken', async () => {
    let taken = false;
    const { services, http } = servicesWith(
      { [BONUS]: bonus(), '/web-api/bonuses/taken': { get taken() { return taken ? [{ slug: 'welcome-sport', status: 'active' }] : []; } } },
      { userId: 7, take: () => { taken = true; return of({ slug: 'welcome-sport', amount: 2000, currency: 'RUB', wagerRequired: 10000, expiresAt: '2026-12-25T09:00:00.000Z' }); } },
    );
    const refresh = vi.spyOn(services.accounts, 'refresh');
    await renderApp('/en/bonus/welcome-sport', { services });
    fireEvent.click(await findTestId('take-bonus'));
    const done = await findTestId('take-bonus-done');
    expect(done.textContent).toContain('RUB');
    expect(done.textContent).toMatch(/2,000\.00/);
    expect(done.textContent).toMatch(/10,000\.00/);
    expect(http.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/web-api/')).map((c) => c.url)).toEqual(['/web-api/bonuses/welcome-sport/take']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Follow the wagering in your office' }).getAttribute('href')).toBe('/en/office/bonuses/wager');
    // A later visit knows it is taken and offers no second take.
    await renderApp('/en/bonus/welcome-sport', { services });
    expect((await findTestId('take-bonus-taken')).textContent).toContain('being wagered');
    expect(screen.queryByTestId('take-bonus')).toBeNull();
  });

  it('a refused take says why (taken before, self-exclusion); an unknown code is the general failure', async () => {
    for (const [code, text] of [['bonus_taken', 'You have already taken this bonus.'], ['self_excluded', 'Bonuses cannot be taken during a self-exclusion.'], ['weird', 'The bonus could not be taken. Try again in a moment.']] as const) {
      const { services } = servicesWith(
        { [BONUS]: bonus(), '/web-api/bonuses/taken': { taken: [] } },
        { userId: 7, take: () => throwError(() => new HttpError({ status: code === 'self_excluded' ? 403 : 409, kind: 'http', code })) },
      );
      await renderApp('/en/bonus/welcome-sport', { services });
      fireEvent.click(await findTestId('take-bonus'));
      expect((await findTestId('take-bonus-error')).textContent, code).toBe(text);
    }
  });

  it('an ended bonus offers no take; a partner bonus under bonus/{id} (or the reverse) and an unknown id are the 404 page', async () => {
    const { services } = servicesWith({
      [BONUS]: bonus({ status: 'ended' }),
      '/web-api/content/bonuses/streamers-partner?lang=en': bonus({ slug: 'streamers-partner', terms: terms({ partner: 'arena-streamers' }) }),
    }, { userId: 7 });
    await renderApp('/en/bonus/welcome-sport', { services });
    expect((await findTestId('bonus-page')).textContent).toContain('This bonus has ended and can no longer be taken.');
    expect(screen.queryByTestId('take-bonus')).toBeNull();
    for (const path of ['/en/bonus/streamers-partner', '/en/bonus/partner/welcome-sport', '/en/bonus/nope']) {
      await renderApp(path, { services });
      expect((await findTestId('page-error')).dataset.status, path).toBe('404');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
    }
    await renderApp('/en/bonus/partner/streamers-partner', { services });
    expect((await findTestId('bonus-page')).dataset.slug).toBe('streamers-partner');
  });
});

describe('[R13] promotions, landings and partners', { timeout: 15_000 }, () => {
  const promotion = (extra: Partial<Promotion> = {}): Promotion => ({
    slug: 'express-of-the-week', title: 'Express of the week', summary: 'Back it.', lang: 'en', status: 'running', html: '<p>Every Monday.</p>', fallback: false,
    terms: { section: 'sport', startsAt: '2026-03-01', endsAt: '2027-06-30', bonus: 'express-weekend', prizePoolEur: 20000 }, ...extra,
  });

  it('a promotion shows its dates and prize pool and leads to its bonus while it runs, not after', async () => {
    const { services } = servicesWith({
      '/web-api/content/promotions/express-of-the-week?lang=en': promotion(),
      '/web-api/content/promotions/euro-final?lang=en': promotion({ slug: 'euro-final', status: 'ended' }),
    });
    await renderApp('/en/promotions/express-of-the-week', { services });
    const p = await findTestId('promotion-page');
    expect(p.textContent).toContain('€20,000.00');
    expect(within(p).getByTestId('promotion-bonus').getAttribute('href')).toBe('/en/bonus/express-weekend');
    await renderApp('/en/promotions/euro-final', { services });
    expect((await findTestId('promotion-page')).dataset.slug).toBe('euro-final');
    expect(screen.queryByTestId('promotion-bonus')).toBeNull();
  });

  it('the headless landing has no header or footer and takes its bonus in place; the normal one is in the site frame', async () => {
    const landing = { slug: 'welcome', title: 'Welcome', summary: '€20 for your first bets.', lang: 'en', status: 'running', html: '<ul><li>Odds</li></ul>', fallback: false, terms: { bonus: 'welcome-sport', headline: 'Your first €20 on us' } };
    const { services } = servicesWith({ '/web-api/content/landings/welcome?lang=en': landing, [BONUS]: bonus() });
    await renderApp('/en/landing-headless/welcome', { services });
    expect((await findTestId('landing-page')).dataset.headless).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your first €20 on us' }, { timeout: 5000 })).toBeTruthy();
    expect(await findTestId('take-bonus-login')).toBeTruthy();
    expect(screen.queryByTestId('header-login')).toBeNull();
    await renderApp('/en/landing/welcome', { services });
    expect((await findTestId('landing-page')).dataset.headless).toBe('false');
    expect(await findTestId('header-login')).toBeTruthy();
  });

  it('partners by section with their text and an external link; an unknown section is the 404 page', async () => {
    const partners: PartnerList = {
      lang: 'en', fallback: false,
      items: [{ slug: 'sportnews-daily', title: 'Sport News Daily', summary: 'News.', lang: 'en', status: 'running', html: '<p>Readers get a bonus.</p>', terms: { section: 'media', url: 'https://sportnews-daily.example/' } }],
    };
    const { services, http } = servicesWith({ '/web-api/content/partners?lang=en&section=media': partners });
    await renderApp('/en/ourpartners/media', { services });
    const card = (await findAll('partner-card'))[0]!;
    const link = within(card).getByRole('link', { name: 'Sport News Daily website' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByTestId('partner-body').textContent).toBe('Readers get a bonus.');
    expect(http.calls.some((c) => c.query?.['section'] === 'media')).toBe(true);
    await renderApp('/en/ourpartners/nope', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
  });
});

describe('[R19] app pages', { timeout: 15_000 }, () => {
  const appPage = { slug: 'mobile', title: 'BetArena on your phone', description: 'Install it.', lang: 'en', fallback: false, html: '<h2>How to install</h2>' };

  it('the install offer: the browser\'s prompt behind a button where it offers one, the page\'s own steps where not', async () => {
    const { services } = servicesWith({ '/web-api/content/pages/mobile?lang=en': appPage });
    await renderApp('/en/mobile', { services });
    const offer = await findTestId('app-install-offer');
    expect(offer.textContent).toBe('Your browser does not offer installation from this page: follow the steps above for your device.');
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
    act(() => { window.dispatchEvent(event); });
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await findTestId('app-install'));
    await waitFor(() => expect(within(screen.getByTestId('app-install-offer')).getByRole('status').textContent).toContain('The app is being installed'), SLOW);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('no install offer where the site is not a PWA', async () => {
    const { services, config } = servicesWith({ '/web-api/content/pages/desktop?lang=en': { ...appPage, slug: 'desktop' } }, { config: { isPwa: false } });
    await renderApp('/en/desktop', { services, config });
    await findTestId('content-page');
    expect(screen.queryByTestId('app-install-offer')).toBeNull();
  });

  it('[R23] the meta-13 showcases are 404 unless the config enables them', async () => {
    const answers = { '/web-api/content/pages/cricket-world-cup?lang=en': { ...appPage, slug: 'cricket-world-cup', title: 'Cricket World Cup' } };
    const hidden = servicesWith(answers);
    await renderApp('/en/cricket-world-cup', { services: hidden.services, config: hidden.config });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    const shown = servicesWith(answers, { config: { enabledHiddenPages: ['cricket-world-cup'] } });
    await renderApp('/en/cricket-world-cup', { services: shown.services, config: shown.config });
    expect((await findTestId('content-page')).dataset.slug).toBe('cricket-world-cup');
  });
});
