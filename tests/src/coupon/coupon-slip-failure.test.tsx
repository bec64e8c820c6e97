import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { selection } from '../../streams/coupon/fixtures';

// The slip's code (CouponBody) fails to download the first time, as on a dropped connection.
const download = vi.hoisted(() => ({ attempts: 0 }));
vi.mock('../../../src/features/coupon/CouponBody', async (importOriginal) => {
  download.attempts += 1;
  if (download.attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the slip\'s code fails to download', () => {
  it('[B11] the panel says so and keeps the bet; the next click downloads it again and shows both bets', async () => {
    const s = fakeServices();
    await renderApp('/en/betting-calculator', { services: s });
    const panel = await findTestId('coupon');
    act(() => s.coupon.toggle(selection(1)));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The coupon could not be loaded. Try again later.');
    expect(within(panel).getByTestId('coupon-count').textContent).toBe('1');
    expect(s.logged.map((l) => l.message)).toContain('coupon: the slip could not be loaded');
    act(() => s.coupon.toggle(selection(2)));
    expect(await within(panel).findAllByTestId('coupon-bet')).toHaveLength(2);
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(download.attempts).toBe(2);
  });
});
