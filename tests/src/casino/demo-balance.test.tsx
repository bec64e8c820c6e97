import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { of } from 'rxjs';
import * as v from 'valibot';
import { demoWalletKey } from '../../../streams/casino/demo-wallet';
import { findTestId, renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import type { CasinoGameDetail, CasinoServices } from '../../../streams/casino/casino-types';

// The demo balance (issue 23): demo rounds move it by stake and win, never the player's money; the page around the
// frame keeps it and tells the frame, which refuses a demo stake above it.

const slot: CasinoGameDetail = {
  id: 5, name: 'Game 5', route: 'game-5', provider: 'Demo Studio', categories: ['slots'], thumbnail: '/t.svg',
  minStake: 10, maxStake: 10_000, stakeUnit: 10, rtp: 96.1, related: [],
};
const services = (calls: Partial<CasinoServices>, userId: number | null) => fakeServices({ session: { userId, banLevel: 0 }, casino: fakeCasino({ game$: () => of(slot), ...calls }) });

/** A message posted by `source` to this window, as the browser delivers it: the sandboxed frame's origin is opaque. */
const post = (data: unknown, source: Window | null, origin = 'null') => act(() => { window.dispatchEvent(new MessageEvent('message', { data, origin, source })); });

describe('demo balance', { timeout: 20_000 }, () => {
  it('a demo round moves the demo balance by stake and win and refreshes no real balance; reset starts it again', async () => {
    const s = services({}, 7);
    const refresh = vi.spyOn(s.accounts, 'refresh');
    await renderApp('/en/slots/game/5/game-5', { services: s });
    fireEvent.click(await screen.findByRole('button', { name: 'Demo' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('game-frame').getAttribute('data-mode')).toBe('demo'));
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    expect(screen.getByTestId('demo-balance').textContent).toBe('100,000.00');
    expect(screen.queryByTestId('game-balance')).toBeNull();
    post({ type: 'casino:round', mode: 'demo', stake: 500, win: 120 }, frame.contentWindow);
    await waitFor(() => expect(screen.getByTestId('demo-balance').getAttribute('data-amount')).toBe(String(10_000_000 - 500 + 120)));
    expect(refresh).not.toHaveBeenCalled();
    // Another window (not the game's frame) cannot move it, nor a message of another shape.
    post({ type: 'casino:round', mode: 'demo', stake: 500, win: 0 }, window);
    post({ type: 'casino:round', mode: 'demo', stake: -5, win: 0 }, frame.contentWindow);
    expect(screen.getByTestId('demo-balance').getAttribute('data-amount')).toBe('9999620');
    fireEvent.click(screen.getByTestId('demo-reset'));
    await waitFor(() => expect(screen.getByTestId('demo-balance').textContent).toBe('100,000.00'));
    // It is this player's: kept in their own validated storage entry.
    expect(s.local.item(demoWalletKey(7), v.unknown(), null).get()).toBe(10_000_000);
  });

  it('a real round refreshes the header balance and leaves the demo balance alone', async () => {
    const s = services({}, 7);
    const refresh = vi.spyOn(s.accounts, 'refresh');
    await renderApp('/en/slots/game/5/game-5', { services: s });
    await findTestId('game-frame');
    await waitFor(() => expect(screen.getByTestId('game-frame').getAttribute('data-mode')).toBe('real'));
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    post({ type: 'casino:round', mode: 'real' }, frame.contentWindow);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(s.local.item(demoWalletKey(7), v.unknown(), null).get()).toBeNull();
  });

  it('inside the frame: the demo balance told by the page is shown, and a demo stake above it is refused unplayed', async () => {
    const play = vi.fn(() => of({ roundId: 'd1', stake: 10, win: 0, balance: null, outcome: { reels: [], lines: [] }, fair: { serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 0 } }));
    await renderApp('/en/casino-frame/5?mode=demo', { services: services({ play$: play }, null) });
    await findTestId('slot-spin');
    post({ type: 'casino:demo-balance', amount: 40 }, window.parent, window.location.origin);
    expect((await findTestId('frame-demo-balance')).textContent).toBe('Demo balance: 0.40');
    await waitFor(() => {
      fireEvent.click(screen.getByTestId('slot-spin'));
      expect(screen.getByTestId('round-refusal').textContent).toBe('The stake is higher than your demo balance: reset the demo balance above the game.');
    });
    expect(play).not.toHaveBeenCalled();
  });
});
