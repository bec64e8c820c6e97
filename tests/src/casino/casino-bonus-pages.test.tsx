import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { fakeHttp } from '../../support/fake-http';
import { HttpError, withQuery, type HttpRequest } from '../../../streams/core/http';
import type { BonusOffer } from '../../../streams/schemas/offers';
import type { CasinoPromo } from '../../../streams/casino/casino-types';

// The casino's bonus pages (R08: bonus/casino, bonus/casino/{id}, bonus/casino/promotions/{id}; R11:
// casino/slot-first-deposit) on fake answers of the content API, the casino promotions and the bonus take.

const notFound = () => throwError(() => new HttpError({ status: 404, kind: 'http' }));
const terms = (extra: Partial<BonusOffer['terms']> = {}): BonusOffer['terms'] => ({
  section: 'casino', amountEur: 25, wager: 30, lifetimeDays: 30, minOdds: null, startsAt: '2026-01-01', endsAt: '2027-12-31', partner: null, ...extra,
});
const bonus = (slug: string, extra: Partial<BonusOffer> = {}): BonusOffer => ({
  slug, title: `Bonus ${slug}`, summary: `Summary of ${slug}`, lang: 'en', terms: terms(), status: 'running', html: `<p>Text of ${slug}</p>`, fallback: false, ...extra,
});
const FIRST = bonus('slot_first_deposit', { title: 'Slots first-deposit bonus', terms: terms({ amountEur: 100, grant: 'first_deposit' }) });
const PROMOS: CasinoPromo[] = [
  { id: 'welcome-spins', title: 'Welcome spins', text: 'Extra spins with your first deposit.', bonus: 'slot_first_deposit' },
  { id: 'cashback-weekend', title: 'Weekend cashback', text: 'Losses come back on Monday.', bonus: null },
];

function servicesWith(answers: Record<string, unknown>, options: { userId?: number; take?: () => Observable<unknown> } = {}) {
  const http = fakeHttp((req: HttpRequest<unknown>): Observable<unknown> => {
    if (req.method === 'POST' && options.take && req.url.endsWith('/take')) return options.take();
    const url = withQuery(req.url, req.query);
    const key = Object.keys(answers).find((k) => url === k || url.startsWith(`${k}?`));
    return key ? of(answers[key]) : notFound();
  });
  const services = fakeServices({ http, casino: fakeCasino({ promos$: () => of(PROMOS) }), session: { userId: options.userId ?? null, banLevel: 0 } });
  return { services, http };
}
const SLOW = { timeout: 5000 };

beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/routing/more-routes'), import('../../../src/features/casino/casino-routes'),
    import('../../../src/features/casino/pages/PromoPages'), import('../../../src/app/routing/casino-guests'), import('../../../src/features/content/CasinoOffers'),
  ]);
}, 60_000);

describe('[R08] the casino bonus pages', { timeout: 15_000 }, () => {
  it('bonus/casino lists the casino bonuses (not a partner\'s) with amount and status, and the promotions, each linking to its page', async () => {
    const { services } = servicesWith({
      '/web-api/content/bonuses?lang=en&section=casino': { lang: 'en', fallback: false, items: [FIRST, bonus('slots-friday'), bonus('streamers', { terms: terms({ partner: 'arena' }) })] },
    });
    await renderApp('/en/bonus/casino', { services });
    const cards = await screen.findAllByTestId('casino-bonus', {}, SLOW);
    expect(cards.map((c) => within(c).getByRole('link').getAttribute('href'))).toEqual(['/en/casino/slot-first-deposit', '/en/bonus/casino/slots-friday']);
    expect(within(cards[1]!).getByText('€25.00')).toBeTruthy();
    const promos = screen.getAllByTestId('casino-promo');
    expect(promos.map((c) => within(c).getByRole('link').getAttribute('href'))).toEqual(['/en/bonus/casino/promotions/welcome-spins', '/en/bonus/casino/promotions/cashback-weekend']);
  });

  it('bonus/casino/{id} shows the terms, the wagering and "take" as the bonus pages do; a sport bonus there is the 404 page', async () => {
    const { services } = servicesWith({
      '/web-api/content/bonuses/slots-friday': bonus('slots-friday'),
      '/web-api/content/bonuses/welcome-sport': bonus('welcome-sport', { terms: terms({ section: 'sport' }) }),
    });
    await renderApp('/en/bonus/casino/slots-friday', { services });
    expect((await findTestId('bonus-facts')).textContent).toContain('×30 (stakes of €750.00)');
    expect(screen.getByTestId('take-bonus-login').getAttribute('href')).toBe(`/en/user/login?returnUrl=${encodeURIComponent('/en/bonus/casino/slots-friday')}`);
    expect(screen.getByText('Text of slots-friday')).toBeTruthy();
    await renderApp('/en/bonus/casino/welcome-sport', { services });
    expect((await findTestId('page-error')).textContent).toMatch(/This page could not be found/);
  });

  it('bonus/casino/promotions/{id} shows the promotion and the bonus it offers; one without a bonus leads to the cashback and asks for no bonus', async () => {
    const { services, http } = servicesWith({ '/web-api/content/bonuses/slot_first_deposit': FIRST });
    await renderApp('/en/bonus/casino/promotions/welcome-spins', { services });
    const page = await findTestId('casino-bonus-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Welcome spins');
    expect(within(page).getByTestId('bonus-facts').textContent).toContain('€100.00');
    expect(within(page).getByTestId('take-bonus-login').getAttribute('href')).toBe(`/en/user/login?returnUrl=${encodeURIComponent('/en/bonus/casino/promotions/welcome-spins')}`);
    const asked = http.calls.length;
    await renderApp('/en/bonus/casino/promotions/cashback-weekend', { services });
    expect((await findTestId('casino-promotion')).textContent).toContain('Losses come back on Monday.');
    expect(screen.getByRole('link', { name: 'Your cashback' }).getAttribute('href')).toBe('/en/office/casino/vipcashback');
    expect(http.calls.slice(asked).filter((c) => c.url.startsWith('/web-api/content/bonuses'))).toEqual([]);
    await renderApp('/en/bonus/casino/promotions/nope', { services });
    expect((await findTestId('page-error')).textContent).toMatch(/This page could not be found/);
  });
});

describe('[R11] casino/slot-first-deposit', { timeout: 15_000 }, () => {
  it('a player takes the first-deposit offer: one POST, then the page says the first deposit brings it and leads to the deposit', async () => {
    let taken = false;
    const { services, http } = servicesWith(
      { '/web-api/content/bonuses/slot_first_deposit': FIRST, '/web-api/bonuses/taken': { get taken() { return taken ? [{ slug: 'slot_first_deposit', status: 'awaiting_deposit' }] : []; } } },
      { userId: 7, take: () => { taken = true; return of({ slug: 'slot_first_deposit', amount: 10000, currency: 'RUB', wagerRequired: 300000, expiresAt: null, awaitsDeposit: true }); } },
    );
    await renderApp('/en/casino/slot-first-deposit', { services });
    expect((await findTestId('casino-bonus-page')).dataset.slug).toBe('slot_first_deposit');
    fireEvent.click(await findTestId('take-bonus'));
    expect((await findTestId('take-bonus-done')).textContent).toMatch(/your first deposit gets 100 % on top, up to RUB\s?10,000/);
    expect(screen.getByTestId('take-bonus-deposit').getAttribute('href')).toBe('/en/office/recharge');
    expect(http.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/web-api/bonuses')).map((c) => c.url)).toEqual(['/web-api/bonuses/slot_first_deposit/take']);
    await renderApp('/en/casino/slot-first-deposit', { services });
    expect((await findTestId('take-bonus-taken')).textContent).toBe('You have taken this bonus: your first deposit gets it.');
    expect(screen.queryByTestId('take-bonus')).toBeNull();
  });

  it('a player whose first deposit is made is told why the take is refused', async () => {
    const { services } = servicesWith(
      { '/web-api/content/bonuses/slot_first_deposit': FIRST, '/web-api/bonuses/taken': { taken: [] } },
      { userId: 7, take: () => throwError(() => new HttpError({ status: 409, kind: 'http', code: 'bonus_first_deposit_made' })) },
    );
    await renderApp('/en/casino/slot-first-deposit', { services });
    fireEvent.click(await findTestId('take-bonus'));
    await waitFor(() => expect(screen.getByTestId('take-bonus-error').textContent).toBe('This bonus comes with a first deposit, and yours is already made.'), SLOW);
  });
});
