import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { of } from 'rxjs';
import * as v from 'valibot';
import { createConsent, type ConsentService } from '../../../streams/consent/consent';
import { BookmakerRatingSchema, type BookmakerRating } from '../../../streams/schemas/shell-extras';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import type { SiteLanguage } from '../../../streams/schemas/site-config';
import type { Http } from '../../../streams/core/http';
import { fakeHttp } from '../../support/fake-http';
import { memoryCookies } from '../../support/fake-sports';
import { fakeServices } from '../../support/fake-services';
import { renderLayout } from '../layouts/render-layout';
import { idleShell } from '../../support/fake-shell';

// The right column's own parts (B25 compact toggle, B28 bookmakers rating) come with the site extras' chunk and
// render into the layout's column. Generous waits: the chunk and its translations load on first use.

const RATING: BookmakerRating = v.parse(BookmakerRatingSchema, {
  updatedOn: '2026-11-01',
  entries: [
    { place: 1, name: 'Polar Bet', score: 4.7, reviews: 18420, isSite: false },
    { place: 2, name: 'BetArena', score: 4.6, reviews: 9310, isSite: true },
    { place: 3, name: 'Volga Line', score: 4.5, reviews: 15280, isSite: false },
    { place: 4, name: 'Neva Sport', score: 4.2, reviews: 7640, isSite: false },
  ],
  page: '/ru/about',
});

function extrasOn(consent: ConsentService, http: Http): SiteExtras {
  return {
    shell: idleShell(),
    consent,
    chat: { provider$: of(null), state$: of({ kind: 'off' }), setOpen: () => undefined, desk: { available$: () => of(false), thread$: () => of(null), send$: () => of(), viaPaymentConsultant: () => false } },
    adBlockerNotice$: of(false),
    closeAdBlockerNotice: () => undefined,
    webViewNotice$: of(null),
    closeWebViewNotice: () => undefined,
    pageUrl: () => 'https://betarena.example/',
    pageView: () => undefined,
    // The extras' call, on the test's http (what the server answers and how often it is asked is what the tests read).
    bookmakerRating$: () => http.request$({ url: '/web-api/bookmaker-rating', schema: BookmakerRatingSchema }),
    openLogin: () => undefined,
  };
}

/** A page load: a fresh consent service (its memory is the page's) on the browser's cookies. */
function load(cookies: ReturnType<typeof memoryCookies>) {
  const http = fakeHttp(() => of({ id: 1 }));
  return createConsent({ cookies, http, popupEnabled$: of(true), now: () => 1_700_000_000_000, log: () => undefined });
}

async function renderWith(consent: ConsentService, path = '/en/line', lang: SiteLanguage = 'en') {
  const services = fakeServices();
  const http = fakeHttp((req) => (req.url === '/web-api/bookmaker-rating' ? of(RATING) : of({ id: 1 })));
  services.extras$ = of(extrasOn(consent, http));
  services.http = http;
  const rendered = await renderLayout({ path, services, lang });
  return { ...rendered, http };
}

const column = () => document.getElementById('right-column')!;
const isCompact = () => column().querySelector(':scope > [data-right-compact]')?.getAttribute('data-right-compact');

describe('the right column compact toggle (B25)', { timeout: 20_000 }, () => {
  it('[B25] compacts the column; with functional consent the choice survives a reload (the hide_right cookie)', async () => {
    const cookies = memoryCookies();
    cookies.set('cookies_agree_type', 'functional');
    const first = await renderWith(load(cookies));
    const toggle = await screen.findByTestId('right-compact-toggle', {}, { timeout: 10_000 });
    expect(isCompact()).toBe('false');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.textContent).toContain('Compact column');
    fireEvent.click(toggle);
    // The toggle's state arrives through the consent's stream once the block has subscribed: wait for it.
    await waitFor(() => expect(isCompact()).toBe('true'));
    expect(screen.getByTestId('right-compact-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('right-compact-toggle').textContent).toContain('Full column');
    expect(cookies.jar.get('hide_right')).toBe('1');
    first.unmount();

    // A reload: a new page (new consent service) on the same cookies, on another page of the site.
    await renderWith(load(cookies), '/en/casino');
    await waitFor(() => expect(isCompact()).toBe('true'), { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('right-compact-toggle'));
    expect(isCompact()).toBe('false');
    expect(cookies.jar.has('hide_right')).toBe(false);
  });

  it('[B25] without functional consent the choice holds for the session only: no cookie, gone after a reload; kept once consent comes', async () => {
    const cookies = memoryCookies();
    const consent = load(cookies);
    const first = await renderWith(consent);
    fireEvent.click(await screen.findByTestId('right-compact-toggle', {}, { timeout: 10_000 }));
    expect(isCompact()).toBe('true');
    expect(cookies.jar.has('hide_right')).toBe(false);
    first.unmount();

    // Same page load (the layout mounted again): the session's choice holds.
    const again = await renderWith(consent, '/en/live');
    await waitFor(() => expect(isCompact()).toBe('true'), { timeout: 10_000 });
    again.unmount();

    // A reload: nothing was stored.
    const reloaded = await renderWith(load(cookies));
    await waitFor(() => expect(isCompact()).toBe('false'), { timeout: 10_000 });
    reloaded.unmount();

    // The visitor agrees to functional cookies later in the session: the flag set meanwhile is kept from then on.
    consent.choose({ functional: true, marketing: false });
    expect(cookies.jar.get('hide_right')).toBe('1');
    consent.choose({ functional: false, marketing: false });
    expect(cookies.jar.has('hide_right')).toBe(false);
  });
});

describe('the bookmakers rating of the right column (B28)', { timeout: 20_000 }, () => {
  it('[B28] on Russian pages: the table with the site row marked, its score, the date and the page that tells more', async () => {
    const { http } = await renderWith(load(memoryCookies()), '/ru/line', 'ru');
    const rating = await screen.findByTestId('bookmaker-rating', {}, { timeout: 10_000 });
    expect(column().contains(rating)).toBe(true);
    expect(within(rating).getByRole('heading').textContent).toBe('Рейтинг букмекеров');
    expect(rating.textContent).toContain('Мы на 2 месте с оценкой 4,6 из 5');
    const rows = within(rating).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const site = rows.find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(site.textContent).toContain('BetArena');
    expect(within(rating).getByRole('link', { name: 'Подробнее о компании' }).getAttribute('href')).toBe('/ru/about');
    expect(http.calls.filter((c) => c.url === '/web-api/bookmaker-rating')).toHaveLength(1);

    // Compact: the places around the site's only, no review counts or date.
    fireEvent.click(screen.getByTestId('right-compact-toggle'));
    expect(within(screen.getByTestId('bookmaker-rating')).getAllByRole('listitem').map((r) => r.textContent?.match(/^\d/)?.[0])).toEqual(['1', '2', '3']);
    expect(screen.getByTestId('bookmaker-rating').textContent).not.toContain('Отзывов');
  });

  for (const lang of ['en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'] as const) {
    it(`[B28] not in ${lang}: neither shown nor asked for`, async () => {
      const { http } = await renderWith(load(memoryCookies()), `/${lang}/line`, lang);
      await screen.findByTestId('right-compact-toggle', {}, { timeout: 10_000 });
      expect(screen.queryByTestId('bookmaker-rating')).toBeNull();
      expect(http.calls.filter((c) => c.url === '/web-api/bookmaker-rating')).toEqual([]);
    });
  }
});
