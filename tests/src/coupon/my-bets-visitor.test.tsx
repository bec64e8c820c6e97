import { act, waitFor, within } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';

// Issue 25, no call that cannot succeed: on /en/coupon a visitor's My bets tab asked for the bet history (a 401 on
// every visit, and a token call before it). A visitor is asked to log in and nothing is requested; a player's tab asks.

function withHistoryCalls(session: { userId: number | null; banLevel: number }) {
  const services = fakeServices({ session });
  const calls: unknown[] = [];
  services.coupon.history$ = (filter) => { calls.push(filter); return NEVER; };
  return { services, calls };
}

async function openMyBets() {
  const panel = await findTestId('coupon');
  act(() => within(panel).getByRole('tab', { name: 'My bets' }).click());
  return panel;
}

describe('the coupon page\'s My bets for a visitor', () => {
  it('a visitor\'s My bets on /en/coupon asks for no bet history and says to log in', async () => {
    const { services, calls } = withHistoryCalls({ userId: null, banLevel: 0 });
    await renderApp('/en/coupon', { services });
    const panel = await openMyBets();
    expect((await within(panel).findByText('Log in to see your bets.')).textContent).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });

  it('a player\'s My bets asks for the latest bets', async () => {
    const { services, calls } = withHistoryCalls({ userId: 5, banLevel: 0 });
    await renderApp('/en/coupon', { services });
    await openMyBets();
    await waitFor(() => expect(calls).toEqual([{ pageNumber: 1 }]));
  });
});
