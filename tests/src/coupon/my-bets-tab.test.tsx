import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';

// The My bets tab's code is downloaded when the tab opens; the first download fails, as on a dropped connection.
const download = vi.hoisted(() => ({ attempts: 0 }));
vi.mock('../../../src/features/coupon/MyBets', async (importOriginal) => {
  download.attempts += 1;
  if (download.attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the My bets tab', () => {
  it('[R07] its code comes with the tab; a failed download says so in the panel, and opening the tab again retries', async () => {
    const s = fakeServices();
    await renderApp('/en/betting-calculator', { services: s });
    const panel = await findTestId('coupon');
    expect(download.attempts).toBe(0);
    const myBets = within(panel).getByRole('tab', { name: 'My bets' });
    const couponTab = within(panel).getByRole('tab', { name: /Coupon/ });
    act(() => myBets.click());
    expect((await within(panel).findByRole('alert')).textContent).toBe('The bets could not be loaded. Try again later.');
    expect(s.logged.map((l) => l.message)).toContain('coupon: my bets could not be loaded');
    act(() => couponTab.click());
    act(() => myBets.click());
    // Anonymous: the tab's own content (log in to see your bets), from the second download.
    expect((await within(panel).findByText('Log in to see your bets.')).textContent).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(download.attempts).toBe(2);
  });
});
