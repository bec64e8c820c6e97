import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { BehaviorSubject, of } from 'rxjs';
import { findTestId, renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { bingoDraw, bingoTicket } from '../../../server/casino/bingo-seed';
import { ticketReturn } from '../../../streams/schemas/casino-games/bingo';
import type { BingoBuyAnswer, BingoState, CasinoGameDetail } from '../../../streams/casino/casino-types';

// Issue 23: demo play in a 90-ball bingo room. Demo tickets play the room's one draw: their price is taken from the
// demo balance when bought, and what they won by the whole draw is paid into it once the draw is over.

const room: CasinoGameDetail = {
  id: 1700, name: 'Bingo Hall', route: 'bingo-hall', provider: 'p', categories: ['bingo'], thumbnail: '/t.svg',
  kind: 'bingo', rtp: 90, minStake: 10, maxStake: 100_000, stakeUnit: 10, related: [],
};
const seed = crypto.randomBytes(32).toString('hex');
const draw = bingoDraw(seed);
const PRICE = 100;
const stateAt = (phase: 'buying' | 'result'): BingoState => ({
  gameId: room.id, ticketPrice: PRICE, myTickets: [],
  round: {
    id: '12', phase, phaseLeftMs: 5_000, serverSeedHash: crypto.createHash('sha256').update(seed).digest('hex'),
    ...(phase === 'result' ? { serverSeed: seed, called: draw } : { called: [] }),
    players: 3, tickets: 9, winners: { line: 0, twoLines: 0, fullHouse: 0 },
  },
});

describe('demo play in a bingo room', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('a visitor\'s demo tickets are bought from the demo balance and their prizes by the room\'s draw paid into it', async () => {
    const state = new BehaviorSubject<BingoState>(stateAt('buying'));
    const tickets = [bingoTicket('f'.repeat(64), 0), bingoTicket('f'.repeat(64), 1)];
    const sent: unknown[] = [];
    const casino = fakeCasino({
      game$: () => of(room),
      bingo$: () => state,
      bingoBuy$: (_id, body) => {
        sent.push(body);
        const answer: BingoBuyAnswer = { roundId: '12', myTickets: tickets.map((numbers, i) => ({ id: String(900 + i), numbers, returned: null })) };
        return of(answer);
      },
    });
    await renderApp(`/en/casino-frame/${room.id}?mode=demo`, { services: fakeServices({ session: { userId: null, banLevel: 0 }, casino }) });
    await findTestId('bingo-game');
    act(() => { window.dispatchEvent(new MessageEvent('message', { data: { type: 'casino:demo-balance', amount: 10_000_000 }, origin: window.location.origin, source: window.parent })); });
    await findTestId('frame-demo-balance');
    const toPage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: toPage } as unknown as Window);
    fireEvent.change(await findTestId('bingo-count'), { target: { value: '2' } });
    fireEvent.click(await findTestId('bingo-buy'));
    expect(sent).toEqual([{ tickets: 2, mode: 'demo' }]);
    const demoRounds = () => toPage.mock.calls.map(([m]) => m as { mode: string }).filter((m) => m.mode === 'demo');
    expect(demoRounds()).toEqual([{ type: 'casino:round', mode: 'demo', stake: 2 * PRICE, win: 0 }]);
    expect((await findTestId('bingo-tickets')).querySelectorAll('li')).toHaveLength(2);
    act(() => state.next(stateAt('result')));
    const won = tickets.reduce((s, x) => s + ticketReturn(x, draw, PRICE), 0);
    expect((await findTestId('bingo-win')).getAttribute('data-win')).toBe(String(won));
    await waitFor(() => expect(demoRounds()).toEqual([
      { type: 'casino:round', mode: 'demo', stake: 2 * PRICE, win: 0 },
      { type: 'casino:round', mode: 'demo', stake: 0, win: won },
    ]));
  });
});
