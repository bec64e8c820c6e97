import { act, screen, waitFor, within } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';

// Issue 25, no call that cannot succeed: on /en/coupon (then beside every page) a visitor's My bets tab asked for the bet history (a 401 on
// every visit, and a token call before it). A visitor is asked to log in and nothing is requested; a player's tab asks.

function withHistoryCalls(session: { userId: number | null; banLevel: number }) {
  const services = fakeServices({ session });
  const calls: unknown[] = [];
  services.coupon.history$ = (filter) => { calls.push(filter); return NEVER; };
  return { services, calls };
}

/** The coupon column's My bets tab, opened (the column is beside the sports pages; /en/coupon has none since issue 24). */
async function openMyBets() {
  const tab = await screen.findByRole('tab', { name: 'My bets' }, { timeout: 3000 });
  const panel = tab.closest<HTMLElement>('[data-testid="coupon"]')!;
  act(() => tab.click());
  return panel;
}

describe('the coupon page\'s My bets for a visitor', () => {
  it('a visitor\'s My bets asks for no bet history and says to log in', async () => {
    const { services, calls } = withHistoryCalls({ userId: null, banLevel: 0 });
    await renderApp('/en/', { services });
    const panel = await openMyBets();
    expect((await within(panel).findByText('Log in to see your bets.')).textContent).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });

  it('a player\'s My bets asks for the latest bets', async () => {
    const { services, calls } = withHistoryCalls({ userId: 5, banLevel: 0 });
    await renderApp('/en/', { services });
    await openMyBets();
    await waitFor(() => expect(calls).toEqual([{ pageNumber: 1 }]));
  });
});
