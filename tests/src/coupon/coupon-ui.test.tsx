import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom, of, throwError, type Observable } from 'rxjs';
import { renderApp as renderAppBase, findTestId } from '../../support/render-app';
import { fakeServices, type FakeServices } from '../../support/fake-services';
import { fakeCoupon } from '../../support/fake-coupon';
import { fakeHttp } from '../../support/fake-http';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import type { PlaceCouponAnswer, PlacedCoupon, BetHistoryAnswer } from '../../../streams/schemas/coupon';
import { DEFAULT_COUPON_CONFIG } from '../../../streams/schemas/coupon-settings';
import { selection } from '../../streams/coupon/fixtures';

function placed(id: number, over: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id, typeId: 1, status: 'open', accountId: 1, currency: 'RUB', amount: 150, coef: 5.562, bonusCoef: 1.03, systemValue: null, combinations: 1,
    possibleWin: 834.3, payout: null, isVipBet: false, createdAt: '2030-01-01T10:00:00Z', settledAt: null, selections: [1, 2, 3].map((outcomeId) => ({
      outcomeId, coef: 1.5, isBanker: false, result: 'open' as const, gameId: outcomeId * 100, gameName: `Home ${outcomeId} — Away ${outcomeId}`, marketName: 'Result',
      outcomeName: '1', sportName: 'Football', champName: 'Premier', gameStartDateTime: '2030-01-01T12:00:00Z', isLive: false, score: null,
    })), ...over,
  };
}

/** Fake services with a real coupon whose http answers `answer(req)`; logged in unless told otherwise. */
/** What the server answers the calls a test does not look at: no free bets, no bets in the history, no changed odds. */
const idle = (req: HttpRequest<unknown>): Observable<unknown> => of(
  req.url === '/web-api/coupon/promo-codes' ? { promoCodes: [] }
    : req.url === '/web-api/bets/history' ? { bets: [], pageNumber: 1, pageSize: 20, total: 0 } : { outcomes: [] },
);

function services(answer: (req: HttpRequest<unknown>) => Observable<unknown> = idle, opts: { authorized?: boolean } = {}): FakeServices & { calls: HttpRequest<unknown>[] } {
  const authorized = opts.authorized ?? true;
  const base = fakeServices({ session: { userId: authorized ? 7 : null, banLevel: 0 } });
  const http = fakeHttp((req) => (req.url === '/web-api/coupon/outcomes' ? of({ outcomes: [] }) : answer(req)));
  const { coupon } = fakeCoupon({ notices: base.notices, http, authorized, account: authorized ? { id: 1, currency: 'RUB', type: 0, balanceMinor: 100000 } : null });
  return Object.assign(base, { coupon, calls: http.calls });
}

const panel = () => screen.getByTestId('coupon');

// The slip's texts (the coupon namespace) come with the first bet; these tests read the slip right after a click, so
// they are loaded with the page, as the slip's code is below.
const renderApp = (path: string, options: Parameters<typeof renderAppBase>[1] = {}) => renderAppBase(path, { ...options, preload: ['coupon'] });
const three = () => [selection(1, { coef: 1.5 }), selection(2, { coef: 2 }), selection(3, { coef: 1.8 })];

// The panel downloads its slip (CouponBody) with the first bet (CouponSlip). These tests read the slip right after a
// click, as a bettor does once it is there, so it is downloaded once for the file first; coupon-slip.test.tsx tests
// the download itself.
beforeAll(async () => {
  const s = services();
  await renderApp('/en/betting-calculator', { services: s });
  act(() => s.coupon.toggle(selection(1)));
  await within(await findTestId('coupon')).findAllByTestId('coupon-bet');
  cleanup();
});

describe('coupon panel in the right column', () => {
  it('[B01][B05] three odds make an express with the accumulator bonus 1.03 (total 5.562) and the count shows 3', async () => {
    const s = services();
    await renderApp('/en/betting-calculator', { services: s });
    expect(within(await findTestId('coupon')).getByTestId('coupon-count').textContent).toBe('0');
    expect(within(panel()).getByText('Your coupon is empty')).toBeTruthy();
    act(() => three().forEach((sel) => s.coupon.toggle(sel)));
    expect(within(panel()).getAllByTestId('coupon-bet')).toHaveLength(3);
    expect(within(panel()).getByTestId('coupon-count').textContent).toBe('3');
    expect(within(panel()).getByRole('radio', { name: 'Express' }).getAttribute('aria-checked')).toBe('true');
    expect(within(panel()).getByTestId('coupon-bonus').textContent).toContain('Accumulator bonus');
    expect(within(panel()).getByTestId('coupon-coef').textContent).toBe('5.562');
    // 150.00 x 5.562 = 834.30
    expect(within(panel()).getByTestId('coupon-possible-win').textContent).toMatch(/834\.30/);
  });

  it('the operator\'s maximum payout caps the possible win and is shown; an express shows the hyper bonus terms', async () => {
    const base = fakeServices({ session: { userId: 7, banLevel: 0 } });
    const http = fakeHttp(idle);
    const config = { ...DEFAULT_COUPON_CONFIG, maxPayoutByCurrency: { RUB: 50000 }, hyperBonusPercent: 10, minHyperBonusBetLimitByCurrency: { RUB: 10000 }, maxHyperBonusLimitByCurrency: { RUB: 20000 } };
    const { coupon } = fakeCoupon({ notices: base.notices, http, authorized: true, config, account: { id: 1, currency: 'RUB', type: 0, balanceMinor: 100000 } });
    const s = Object.assign(base, { coupon });
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1, { coef: 3 })));
    // A single of 150.00 at 3 would pay 450.00; within the 500.00 cap. No hyper bonus on a single.
    expect(within(panel()).getByTestId('coupon-max-payout').textContent).toMatch(/^Maximum payout .*500\.00/);
    expect(within(panel()).getByTestId('coupon-possible-win').textContent).toMatch(/450\.00/);
    expect(within(panel()).queryByTestId('coupon-hyper-bonus')).toBeNull();
    act(() => s.coupon.toggle(selection(2, { coef: 2 })));
    // Express 150.00 x 6 = 900.00, capped at 500.00.
    expect(within(panel()).getByTestId('coupon-possible-win').textContent).toMatch(/500\.00/);
    expect(within(panel()).getByTestId('coupon-hyper-bonus').textContent).toMatch(/^Hyper bonus: \+10% of the profit of an express staked from .*100\.00, up to .*200\.00$/);
  });

  it('[B04] a system 2/3 shows its option with 3 combinations and the stake per combination', async () => {
    const s = services();
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => three().forEach((sel) => s.coupon.toggle(sel)));
    fireEvent.click(within(panel()).getByRole('radio', { name: 'System' }));
    const select = within(panel()).getByTestId('coupon-system') as HTMLSelectElement;
    expect(select.options[0]!.textContent).toMatch(/^2 of 3 · 3 combinations · min/);
    fireEvent.change(within(panel()).getByTestId('coupon-amount'), { target: { value: '300' } });
    expect(within(panel()).getByText('Stake per combination').nextSibling?.textContent).toMatch(/100\.00/);
    expect(within(panel()).getByTestId('coupon-possible-win').textContent).toMatch(/930\.00/);
  });

  it('the amount field takes only valid amounts for the currency; the coupon keeps the last valid one', async () => {
    const s = services();
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1, { coef: 2 })));
    const input = within(panel()).getByTestId('coupon-amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel()).getByRole('alert').textContent).toContain('RUB');
    expect((await firstValueFrom(s.coupon.state$)).amount).toBe(15000);
    fireEvent.change(input, { target: { value: '200' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect((await firstValueFrom(s.coupon.state$)).amount).toBe(20000);
    // [B09] the step buttons move by 100 RUB
    fireEvent.click(within(panel()).getByRole('button', { name: 'Increase the stake' }));
    expect(input.value).toBe('300');
  });

  it('in Russian the stake box, the possible win and the button write the currency the same way (₽), and a live bet is marked in Russian', async () => {
    const s = services();
    await renderApp('/ru/betting-calculator', { services: s, preload: ['coupon'] });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1, { coef: 2, isLive: true })));
    const box = within(panel()).getByTestId('coupon-amount').parentElement!;
    expect(box.textContent).toContain('₽');
    expect(box.textContent).not.toContain('RUB');
    expect(within(panel()).getByTestId('coupon-possible-win').textContent).toContain('₽');
    expect(within(panel()).getByTestId('coupon-bet').textContent).toContain('Лайв');
    expect(panel().textContent).not.toMatch(/RUB|Live/);
  });

  it('placing shows the success state with the coupon number; the balance event carries the new balance', async () => {
    const s = services((req) => (req.url === '/web-api/coupon/place'
      ? of({ successCoupon: placed(4242), singlesResultCoupons: [], accountId: 1, balance: 850, currency: 'RUB' } satisfies PlaceCouponAnswer) : idle(req)));
    const events: unknown[] = [];
    s.coupon.betPlaced$.subscribe((e) => events.push(e));
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => three().forEach((sel) => s.coupon.toggle(sel)));
    fireEvent.click(within(panel()).getByTestId('coupon-place'));
    const success = await within(panel()).findByTestId('coupon-success');
    expect(success.textContent).toContain('Coupon № 4242');
    expect(within(success).getByRole('link', { name: 'Print the coupon' }).getAttribute('href')).toBe('/en/print-coupon/4242');
    expect(events).toEqual([{ accountId: 1, balance: 850, currency: 'RUB', couponIds: [4242] }]);
    expect(s.calls.filter((c) => c.url === '/web-api/coupon/place')).toHaveLength(1);
    fireEvent.click(within(success).getByRole('button', { name: 'Continue betting' }));
    expect(within(panel()).getByText('Your coupon is empty')).toBeTruthy();
  });

  it('a refusal shows its translated message', async () => {
    const s = services(() => throwError(() => new HttpError({ status: 409, kind: 'http', code: 'market_suspended', details: ['Home 1 — Away 1: Result 1'] })));
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1, { coef: 2 })));
    fireEvent.click(within(panel()).getByTestId('coupon-place'));
    const error = await within(panel()).findByTestId('coupon-error');
    expect(error.dataset.code).toBe('market_suspended');
    expect(error.textContent).toContain('Betting is suspended for a moment. Try again shortly.');
  });

  it('[B10] an odds change shows old -> new; with "ask" the bet waits for "Accept changes"', async () => {
    const s = services();
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => {
      s.coupon.dispatch({ type: 'setSettings', patch: { changeCoefAction: 0 } });
      s.coupon.toggle(selection(1, { coef: 2 }));
    });
    // The odds refresh of the coupon (the service's own action) brings 1.80 instead of 2.00.
    act(() => (s.coupon as unknown as { dispatch(a: unknown): void }).dispatch({ type: 'outcomesRefreshed', requested: [1], outcomes: [{ outcomeId: 1, coef: 1.8, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null }] }));
    const coef = within(panel()).getByTestId('coupon-bet-coef');
    expect(coef.textContent).toBe('2.00▼1.80');
    expect((within(panel()).getByTestId('coupon-place') as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel()).getByTestId('coupon-problem').dataset.problem).toBe('odds_changed');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Accept changes' }));
    expect(within(panel()).getByTestId('coupon-bet-coef').textContent).toBe('1.80');
    expect((within(panel()).getByTestId('coupon-place') as HTMLButtonElement).disabled).toBe(false);
  });

  it('[B10] with "accept any change" a drop, and with "accept higher" a rise, show old -> new with no "Accept changes" banner', async () => {
    const s = services();
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    const refresh = (coef: number) => act(() => (s.coupon as unknown as { dispatch(a: unknown): void }).dispatch({ type: 'outcomesRefreshed', requested: [1], outcomes: [{ outcomeId: 1, coef, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null }] }));
    const noBanner = () => {
      expect(within(panel()).queryByRole('button', { name: 'Accept changes' })).toBeNull();
      expect(within(panel()).queryByTestId('coupon-problem')?.dataset.problem).not.toBe('odds_changed');
    };
    act(() => {
      s.coupon.dispatch({ type: 'setSettings', patch: { changeCoefAction: 2 } });
      s.coupon.toggle(selection(1, { coef: 2 }));
    });
    refresh(1.8);
    expect(within(panel()).getByTestId('coupon-bet-coef').textContent).toBe('2.00▼1.80');
    noBanner();
    act(() => s.coupon.dispatch({ type: 'setSettings', patch: { changeCoefAction: 1 } }));
    refresh(2.1);
    expect(within(panel()).getByTestId('coupon-bet-coef').textContent).toBe('2.00▲2.10');
    noBanner();
    // ... and "accept higher" still asks about a drop.
    refresh(1.7);
    expect(within(panel()).getByRole('button', { name: 'Accept changes' })).toBeTruthy();
  });

  it('an anonymous visitor gets a log-in link instead of the place button', async () => {
    const s = services(undefined, { authorized: false });
    await renderApp('/en/betting-calculator', { services: s, session: { userId: null, banLevel: 0 } });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1)));
    expect(within(panel()).getByTestId('coupon-place').getAttribute('href')).toBe('/en/user/login');
  });
});

describe('coupon page, print coupon, calculator, history', () => {
  it('[R07][T24] the coupon page shows the slip and settings; opening it closes the coupon reminder', async () => {
    const s = services();
    s.notices.show({ id: 'coupon-reminder', kind: 'warning', messageKey: 'coupon:reminder.line', permanent: true });
    act(() => s.coupon.toggle(selection(1)));
    await renderApp('/en/coupon', { services: s });
    const page = await findTestId('coupon-page');
    expect(within(page).getAllByTestId('coupon-bet')).toHaveLength(1);
    expect(within(page).getByText('Coupon settings')).toBeTruthy();
    await waitFor(async () => expect((await firstValueFrom(s.notices.notices$)).map((n) => n.id)).not.toContain('coupon-reminder'));
    // the right-column panel gives way to the page (no second slip)
    expect(within(panel()).queryByTestId('coupon-place')).toBeNull();
  });

  it('[B02] enabling one-click with bets asks; cancel keeps it off; confirm clears the coupon', async () => {
    const s = services();
    act(() => s.coupon.toggle(selection(1)));
    await renderApp('/en/coupon', { services: s });
    const page = await findTestId('coupon-page');
    fireEvent.click(within(page).getByTestId('one-click-toggle'));
    const dialog = within(page).getByTestId('one-click-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((within(page).getByTestId('one-click-toggle') as HTMLInputElement).checked).toBe(false);
    expect(within(page).getAllByTestId('coupon-bet')).toHaveLength(1);
    fireEvent.click(within(page).getByTestId('one-click-toggle'));
    fireEvent.click(within(page).getByRole('button', { name: 'Yes, clear and turn on' }));
    expect((within(page).getByTestId('one-click-toggle') as HTMLInputElement).checked).toBe(true);
    expect(within(page).queryAllByTestId('coupon-bet')).toHaveLength(0);
  });

  it('[R07] print-coupon/{id} shows the bettor\'s coupon with its selections', async () => {
    const bet = placed(77, {
      typeId: 2, systemValue: 2, combinations: 3, coef: 3.1, status: 'won', payout: 270, amount: 300,
      selections: [{ outcomeId: 1, coef: 1.5, isBanker: false, result: 'won', gameId: 1, gameName: 'Alpha — Beta', marketName: 'Result', outcomeName: '1', sportName: 'Football', champName: 'League', gameStartDateTime: '2030-01-01T10:00:00Z', isLive: false, score: null }],
    });
    const s = services((req) => (req.url === '/web-api/bets/77' ? of({ bet }) : idle(req)));
    await renderApp('/en/print-coupon/77', { services: s });
    await waitFor(async () => expect((await findTestId('print-coupon')).dataset.state).toBe('ready'));
    const page = screen.getByTestId('print-coupon');
    expect(page.textContent).toContain('Coupon № 77');
    expect(page.textContent).toContain('Alpha — Beta');
    expect(page.textContent).toContain('3 combinations');
    expect(page.textContent).toContain('Won');
    expect(within(page).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('[R20] the betting calculator uses the settlement arithmetic: system 2/3 of 1.5, 2, 1.8 at 300 pays 930', async () => {
    await renderApp('/en/betting-calculator', { services: services() });
    const calc = await findTestId('betting-calculator');
    fireEvent.click(within(calc).getByRole('radio', { name: 'System' }));
    fireEvent.change(within(calc).getByLabelText('Stake, RUB'), { target: { value: '300' } });
    expect(within(calc).getByTestId('calc-payout').textContent).toMatch(/930\.00/);
    fireEvent.change(within(calc).getByLabelText('Result of event 2'), { target: { value: 'lost' } });
    expect(within(calc).getByTestId('calc-payout').textContent).toMatch(/270\.00/);
    fireEvent.click(within(calc).getByRole('radio', { name: 'Express' }));
    fireEvent.change(within(calc).getByLabelText('Result of event 2'), { target: { value: 'won' } });
    fireEvent.change(within(calc).getByLabelText('Stake, RUB'), { target: { value: '100' } });
    // 100 x 5.4 x 1.03 = 556.20
    expect(within(calc).getByTestId('calc-payout').textContent).toMatch(/556\.20/);
    fireEvent.change(within(calc).getByLabelText('Odds of event 1'), { target: { value: '0.5' } });
    expect(within(calc).getByRole('alert').textContent).toContain('Odds are numbers from 1');
  });

  it('[R21] the bet history lists bets and filters by status (the office mounts it)', async () => {
    const answer: BetHistoryAnswer = { bets: [placed(5, { status: 'won', payout: 300 }), placed(4)], pageNumber: 1, pageSize: 20, total: 2 };
    const s = services((req) => (req.url === '/web-api/bets/history' ? of(answer) : idle(req)));
    const { BetHistory } = await import('../../../src/features/coupon/BetHistory');
    const { render } = await import('@testing-library/react');
    const { ServicesProvider, SiteConfigProvider } = await import('../../../src/hooks/services-context');
    const { siteConfigFixture } = await import('../../support/site-config-fixture');
    const { createI18n } = await import('../../../src/i18n');
    const { I18nextProvider } = await import('react-i18next');
    const { MemoryRouter, Routes, Route } = await import('react-router-dom');
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('coupon');
    render(
      <ServicesProvider services={s}><SiteConfigProvider config={siteConfigFixture()}><I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/office/history']}><Routes><Route path="/:lang/office/history" element={<BetHistory />} /></Routes></MemoryRouter>
      </I18nextProvider></SiteConfigProvider></ServicesProvider>,
    );
    const rows = await screen.findAllByTestId('history-bet');
    expect(rows.map((r) => r.dataset.status)).toEqual(['won', 'open']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } });
    await waitFor(() => expect(s.calls.filter((c) => c.url === '/web-api/bets/history').at(-1)?.query).toMatchObject({ status: 'won', pageNumber: 1, isIncludeArchive: false }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Details' }))[0]!);
    expect(screen.getByRole('link', { name: 'Print the coupon' }).getAttribute('href')).toBe('/en/print-coupon/5');
  });
});

describe('[B07] free bet in the coupon', () => {
  const promoAnswer = {
    promoCodes: [
      { code: 'FB30', amount: 30, amountMinor: 3000, currency: 'RUB', minCoef: 1, expiresAt: '2030-01-01T00:00:00Z' },
      { code: 'FB500', amount: 500, amountMinor: 50000, currency: 'RUB', minCoef: 1.5, expiresAt: '2030-01-01T00:00:00Z' },
    ],
  };

  it('[B07] lists the codes with their amounts; picking one shows the part it pays and the rest from the balance, and sends it', async () => {
    const s = services((req) => {
      if (req.url === '/web-api/coupon/promo-codes') return of(promoAnswer);
      if (req.url === '/web-api/coupon/place') return of<PlaceCouponAnswer>({ successCoupon: placed(21, { typeId: 0, amount: 150, prepaidAmount: 30 }), singlesResultCoupons: [], accountId: 1, balance: 880, currency: 'RUB' });
      return of({ outcomes: [] });
    });
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1, { coef: 2 })));
    const select = await findTestId('coupon-free-bet-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'No free bet',
      expect.stringMatching(/^FB30 — .*30\.00$/),
      expect.stringMatching(/^FB500 — .*500\.00, odds from 1\.5$/),
    ]);
    expect(within(panel()).queryByTestId('coupon-prepaid')).toBeNull();
    fireEvent.change(select, { target: { value: 'FB30' } });
    expect(within(panel()).getByTestId('coupon-prepaid').textContent).toMatch(/^Paid by the free bet: .*30\.00 · from the balance: .*120\.00$/);
    // The coupon's odds refresh of these fakes knows no outcome (the bet would read as closed): the odd is open.
    act(() => s.coupon.dispatch({ type: 'outcomesRefreshed', requested: [1], outcomes: [{ outcomeId: 1, coef: 2, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null }] } as never));
    fireEvent.click(within(panel()).getByTestId('coupon-place'));
    await waitFor(() => expect(s.calls.find((c) => c.url === '/web-api/coupon/place')?.body).toMatchObject({ promoCode: 'FB30', prepaidAmount: 30, amount: 150 }));
    await waitFor(() => expect(within(panel()).getByTestId('coupon-success-prepaid').textContent).toMatch(/30\.00/));
  });

  it('[B07] a refused code is explained in words', async () => {
    const s = services((req) => {
      if (req.url === '/web-api/coupon/promo-codes') return of({ promoCodes: [] });
      if (req.url === '/web-api/coupon/place') return throwError(() => new HttpError({ status: 409, kind: 'http', code: 'promo_used', details: ['The promo code FB30 has been used'] }));
      return of({ outcomes: [] });
    });
    await renderApp('/en/betting-calculator', { services: s });
    await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1, { coef: 2 })));
    fireEvent.change(within(panel()).getByTestId('coupon-free-bet-code'), { target: { value: 'fb30' } });
    expect(within(panel()).getByText('The code is checked when the bet is placed.')).toBeTruthy();
    // The coupon's odds refresh of these fakes knows no outcome (the bet would read as closed): the odd is open.
    act(() => s.coupon.dispatch({ type: 'outcomesRefreshed', requested: [1], outcomes: [{ outcomeId: 1, coef: 2, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null }] } as never));
    fireEvent.click(within(panel()).getByTestId('coupon-place'));
    expect((await findTestId('coupon-error')).textContent).toContain('The promo code has already been used.');
  });
});
