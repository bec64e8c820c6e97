import { act, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCoupon } from '../../support/fake-coupon';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { ServicesProvider, SiteConfigProvider } from '../../../src/hooks/services-context';
import { createI18n } from '../../../src/i18n';
import { CouponSlip } from '../../../src/features/coupon/CouponSlip';
import { DEFAULT_COUPON_SETTINGS } from '../../../streams/schemas/coupon-settings';
import type { CouponService } from '../../../streams/coupon/coupon-service';
import { selection } from '../../streams/coupon/fixtures';

// The right-column panel shows the empty coupon without the slip's code (CouponBody, AmountInput, FreeBet,
// OneClickConfirm), which is downloaded with the first bet. The mock only counts the downloads of CouponBody.
const slipModule = vi.hoisted(() => ({ imports: 0 }));
vi.mock('../../../src/features/coupon/CouponBody', async (importOriginal) => {
  slipModule.imports += 1;
  return importOriginal();
});

/** Mounts `ui` with the providers a coupon component needs, on /en/. */
async function mount(coupon: CouponService, ui: ReactNode) {
  const services = Object.assign(fakeServices(), { coupon });
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('coupon');
  return render(
    <ServicesProvider services={services}><SiteConfigProvider config={siteConfigFixture()}><I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en/']}><Routes><Route path="/:lang/*" element={ui} /></Routes></MemoryRouter>
    </I18nextProvider></SiteConfigProvider></ServicesProvider>,
  );
}

describe('the coupon panel downloads the slip with the first bet', () => {
  it('[B11] an empty coupon shows its empty state without the slip\'s code; the first bet downloads it, the empty box holding the place', async () => {
    const s = fakeServices();
    await renderApp('/en/betting-calculator', { services: s });
    const panel = await findTestId('coupon');
    const empty = within(panel).getByText('Your coupon is empty').parentElement!;
    expect(within(panel).getByRole('button', { name: 'Load' })).toBeTruthy();
    expect(slipModule.imports).toBe(0);
    act(() => s.coupon.toggle(selection(1)));
    // Meanwhile: the empty state's box, blank.
    const pending = within(panel).getByRole('tabpanel').firstElementChild!;
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(pending.className).toBe(empty.className);
    expect(pending.textContent?.trim()).toBe('');
    expect(await within(panel).findAllByTestId('coupon-bet')).toHaveLength(1);
    expect(slipModule.imports).toBe(1);
  });

  it('[B02] the empty state is the slip\'s own, one-click hint included; a one-click question still open shows the slip', async () => {
    const { CouponBody } = await import('../../../src/features/coupon/CouponBody');
    const html = async (coupon: CouponService, ui: ReactNode) => {
      const view = await mount(coupon, ui);
      const out = view.container.innerHTML;
      view.unmount();
      return out;
    };
    for (const settings of [DEFAULT_COUPON_SETTINGS, { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true, oneClickAmount: 50000 }]) {
      const { coupon } = fakeCoupon({ notices: fakeServices().notices, settings });
      const light = await html(coupon, <CouponSlip />);
      expect(light).toContain(settings.isActiveOneClick ? 'One-click is on' : 'Your coupon is empty');
      expect(light).toBe(await html(coupon, <CouponBody />));
    }
    // B02 asked with a bet in the coupon, and the bet was then removed: the question stays, so the slip is needed.
    const { coupon } = fakeCoupon({ notices: fakeServices().notices });
    coupon.toggle(selection(1));
    coupon.dispatch({ type: 'requestOneClick', on: true });
    coupon.dispatch({ type: 'remove', outcomeId: 1 });
    const view = await mount(coupon, <CouponSlip />);
    expect(await within(view.container).findByTestId('one-click-confirm')).toBeTruthy();
  });
});
