import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject, of } from 'rxjs';
import { findTestId, renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import type { CasinoGameDetail, TableBetAnswer, TableState } from '../../../streams/casino/casino-types';

// Issue 23: demo play at a shared live table. A demo bet rides the table's round: it is taken from the demo balance
// when placed, kept by the frame (the server stores none), and its return is paid into the demo balance once the
// round's result is shown; the page around the frame hears both as demo rounds.

const roulette: CasinoGameDetail = {
  id: 3100, name: 'Royal Roulette', route: 'royal-roulette', provider: 'Live Studio', categories: ['live'], thumbnail: '/t.svg',
  kind: 'roulette', rtp: 97.3, minStake: 10, maxStake: 100_000, stakeUnit: 10, related: [],
};
const hash = 'a'.repeat(64);
const roundAt = (phase: 'betting' | 'result', number?: number): TableState => ({
  gameId: roulette.id, kind: 'roulette', history: [], myBets: [],
  round: {
    id: '41', phase, phaseLeftMs: 9_000, serverSeedHash: hash, players: 2, bets: 3,
    ...(number === undefined ? {} : { serverSeed: 'b'.repeat(64), result: { kind: 'roulette' as const, number } }),
  },
});

/** A message posted to this window by the page around the frame. */
const fromPage = (data: unknown) => act(() => { window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window.parent })); });

describe('demo play at a shared live table', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('a visitor\'s demo bet is placed on the table\'s round, taken from the demo balance, and its return paid into it with the round\'s result', async () => {
    const state = new BehaviorSubject<TableState>(roundAt('betting'));
    const sent: unknown[] = [];
    const casino = fakeCasino({
      game$: () => of(roulette),
      table$: () => state,
      tableBet$: (_id, body) => {
        sent.push(body);
        const answer: TableBetAnswer = { roundId: '41', placed: [], myBets: body.bets.map((b) => ({ ...b, returned: null })) };
        return of(answer);
      },
    });
    await renderApp(`/en/casino-frame/${roulette.id}?mode=demo`, { services: fakeServices({ session: { userId: null, banLevel: 0 }, casino }) });
    await findTestId('table-game');
    fromPage({ type: 'casino:demo-balance', amount: 10_000_000 });
    expect((await findTestId('frame-demo-balance')).textContent).toBe('Demo balance: 100,000.00');
    // The frame's messages to the page: caught at the page's window.
    const toPage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: toPage } as unknown as Window);
    fireEvent.click(await findTestId('chip-100'));
    fireEvent.click(await findTestId('spot-straight-17'));
    fireEvent.click(await findTestId('spot-black'));
    const place = await findTestId('table-place');
    expect(place).toHaveProperty('disabled', false);
    fireEvent.click(place);
    expect(sent).toEqual([{ mode: 'demo', bets: [{ spot: 'straight-17', stake: 100 }, { spot: 'black', stake: 100 }] }]);
    const demoRounds = () => toPage.mock.calls.map(([m]) => m as { mode: string }).filter((m) => m.mode === 'demo');
    expect(demoRounds()).toEqual([{ type: 'casino:round', mode: 'demo', stake: 200, win: 0 }]);
    expect((await findTestId('table-my-bets')).querySelectorAll('li')).toHaveLength(2);
    // The round's result is shown to everyone: 17 (black) pays the straight bet 36 x and the black bet 2 x.
    act(() => state.next(roundAt('result', 17)));
    const win = await findTestId('table-win');
    expect(win.getAttribute('data-win')).toBe('3800');
    await waitFor(() => expect(demoRounds()).toEqual([
      { type: 'casino:round', mode: 'demo', stake: 200, win: 0 },
      { type: 'casino:round', mode: 'demo', stake: 0, win: 3800 },
    ]));
    // Paid once: the result staying up pays nothing more.
    act(() => state.next({ ...roundAt('result', 17), round: { ...roundAt('result', 17).round!, phaseLeftMs: 2_000 } }));
    expect(demoRounds()).toHaveLength(2);
    expect(screen.getByTestId('table-game').textContent).toContain('paid in demo money');
  });

  it('a demo stake above the demo balance is refused before it is sent', async () => {
    const bet = vi.fn();
    const casino = fakeCasino({ game$: () => of(roulette), table$: () => of(roundAt('betting')), tableBet$: bet });
    await renderApp(`/en/casino-frame/${roulette.id}?mode=demo`, { services: fakeServices({ session: { userId: null, banLevel: 0 }, casino }) });
    await findTestId('table-game');
    fromPage({ type: 'casino:demo-balance', amount: 50 });
    await findTestId('frame-demo-balance');
    fireEvent.click(await findTestId('chip-100'));
    fireEvent.click(await findTestId('spot-red'));
    fireEvent.click(await findTestId('table-place'));
    expect((await findTestId('round-refusal')).textContent).toContain('demo balance');
    expect(bet).not.toHaveBeenCalled();
  });
});
