import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { BehaviorSubject, of } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { raceResultOfSeed } from '../../../server/casino/virtual-races';
import { RACE_LADDERS, raceOdds, type RaceCard } from '../../../streams/schemas/casino-games/virtual-race';
import type { RaceBetBody, RaceState } from '../../../streams/schemas/casino-virtual';
import type { CasinoGameDetail } from '../../../streams/casino/casino-types';

// The virtual race's frame over fake casino services: prices picked into the slip make the bets sent; the race's
// finishing order (drawn by the server's own code from a seed) puts the horses in their places, names the winner and
// my win; the browser's check replays the order from the revealed seed; a demo bet rides the race on the demo balance.

const game: CasinoGameDetail = {
  id: 2300, name: 'Test Derby', route: 'x', provider: 'p', categories: ['virtualsports'], thumbnail: '/t.svg', kind: 'virtualrace', rtp: 90, rtpMax: 90,
  minStake: 100, maxStake: 100_000, stakeUnit: 100, related: [],
};
const card: RaceCard = RACE_LADDERS[0]!.map((weight, i) => ({ horse: i, weight }));
const seed = crypto.randomBytes(32).toString('hex');
const hash = crypto.createHash('sha256').update(seed).digest('hex');
const result = raceResultOfSeed(card, seed);
const round = (phase: 'betting' | 'racing' | 'result') => ({
  id: '41', phase, phaseLeftMs: 12_000, raceMs: 15_000, card, serverSeedHash: hash, players: 1, bets: 2,
  ...(phase === 'betting' ? {} : { serverSeed: seed, result }),
});

function frame(userId: number | null) {
  const state$ = new BehaviorSubject<RaceState>({ gameId: game.id, round: round('betting'), history: [], myBets: [] });
  const sent: RaceBetBody[] = [];
  const casino = fakeCasino({
    game$: () => of(game),
    race$: () => state$,
    raceBet$: (_id, body) => {
      sent.push(body);
      // A demo bet is answered with the bets at their prices (nothing stored); a real one here with none.
      const myBets = body.mode === 'demo' ? body.bets.map((b) => ({ ...b, odds: raceOdds(card[b.runner]!.weight), returned: null })) : [];
      return of({ raceId: '41', placed: [], myBets });
    },
  });
  return { services: fakeServices({ casino, session: { userId, banLevel: 0 } }), state$, sent };
}

describe('the virtual race frame', { timeout: 20_000 }, () => {
  it('[R09] prices picked into the slip are the bets sent; the race puts the horses in the drawn order, names the winner, my win and the checked seed', async () => {
    const f = frame(7);
    await renderApp('/en/casino-frame/2300?mode=real', { services: f.services });
    await findTestId('race-phase');
    await waitFor(() => expect(screen.getByTestId('race-phase').textContent).toBe('Betting open: 12 s to the off'));
    expect((await findTestId('race-price-0')).textContent).toBe('3.24');
    expect((await findTestId('race-price-7')).textContent).toBe('27.00');
    fireEvent.click(await findTestId('race-chip-200'));
    fireEvent.click(await findTestId('race-price-2'));
    fireEvent.click(await findTestId('race-price-2'));
    fireEvent.click(await findTestId('race-price-0'));
    expect((await findTestId('race-slip')).textContent).toContain('No. 3 Cinder Lane to win at 6.00: 4.00');
    fireEvent.click(await findTestId('race-place'));
    expect(f.sent).toEqual([{ bets: [{ runner: 2, stake: 400 }, { runner: 0, stake: 200 }], mode: 'real' }]);

    const winner = result.order[0]!;
    const myBets = [{ runner: winner, odds: raceOdds(card[winner]!.weight), stake: 200, returned: null }, { runner: (winner + 1) % 8, odds: raceOdds(card[(winner + 1) % 8]!.weight), stake: 200, returned: null }];
    act(() => f.state$.next({ gameId: game.id, round: round('racing'), history: [], myBets }));
    await waitFor(() => expect(screen.getByTestId('race-phase').textContent).toBe("They're off! No more bets"));
    expect(screen.getByTestId(`race-horse-${winner}`).getAttribute('data-place')).toBe('');
    expect(screen.getByTestId('race-price-0').hasAttribute('disabled')).toBe(true);

    const won = (200 * raceOdds(card[winner]!.weight)) / 100;
    act(() => f.state$.next({
      gameId: game.id, round: round('result'), history: [{ id: '41', card, result }],
      myBets: [{ ...myBets[0]!, returned: won }, { ...myBets[1]!, returned: 0 }],
    }));
    const named = await findTestId('race-winner');
    expect(named.getAttribute('data-gate')).toBe(String(winner));
    expect(named.textContent).toMatch(new RegExp(`^Winner: No\\. ${winner + 1} `));
    for (const [place, gate] of result.order.entries()) expect(screen.getByTestId(`race-horse-${gate}`).getAttribute('data-place')).toBe(String(place + 1));
    expect((await findTestId('race-win')).getAttribute('data-win')).toBe(String(won));
    expect(screen.getByTestId('race-history').textContent).toContain('Recent winners');
    expect(screen.getByTestId('race-seed').textContent).toBe(seed);
    fireEvent.click(screen.getByTestId('race-check'));
    await waitFor(() => expect(screen.getByTestId('race-verdict').getAttribute('data-ok')).toBe('true'));
  });

  afterEach(() => vi.restoreAllMocks());

  it('demo mode: a visitor\'s bet rides the race, taken from the demo balance; the winner\'s price is paid into it once the result is shown', async () => {
    const f = frame(null);
    await renderApp('/en/casino-frame/2300', { services: f.services });
    await findTestId('race-price-0');
    act(() => { window.dispatchEvent(new MessageEvent('message', { data: { type: 'casino:demo-balance', amount: 10_000_000 }, origin: window.location.origin, source: window.parent })); });
    expect((await findTestId('frame-demo-balance')).textContent).toBe('Demo balance: 100,000.00');
    expect(screen.getByText(/paid in demo money/)).toBeTruthy();
    expect(screen.getByTestId('race-hash').textContent).toBe(hash);
    expect(screen.queryByTestId('race-seed')).toBeNull();
    const toPage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: toPage } as unknown as Window);
    const winner = result.order[0]!;
    const loser = result.order[1]!;
    fireEvent.click(await findTestId('race-chip-200'));
    fireEvent.click(await findTestId(`race-price-${winner}`));
    fireEvent.click(await findTestId(`race-price-${loser}`));
    fireEvent.click(await findTestId('race-place'));
    expect(f.sent).toEqual([{ bets: [{ runner: winner, stake: 200 }, { runner: loser, stake: 200 }], mode: 'demo' }]);
    const demoRounds = () => toPage.mock.calls.map(([m]) => m as { mode: string }).filter((m) => m.mode === 'demo');
    expect(demoRounds()).toEqual([{ type: 'casino:round', mode: 'demo', stake: 400, win: 0 }]);
    act(() => f.state$.next({ gameId: game.id, round: round('racing'), history: [], myBets: [] }));
    expect((await findTestId('race-my-bets')).querySelectorAll('li')).toHaveLength(2);
    expect(demoRounds()).toHaveLength(1);
    act(() => f.state$.next({ gameId: game.id, round: round('result'), history: [{ id: '41', card, result }], myBets: [] }));
    const won = Math.floor((200 * raceOdds(card[winner]!.weight)) / 100);
    expect((await findTestId('race-win')).getAttribute('data-win')).toBe(String(won));
    await waitFor(() => expect(demoRounds()).toEqual([
      { type: 'casino:round', mode: 'demo', stake: 400, win: 0 },
      { type: 'casino:round', mode: 'demo', stake: 0, win: won },
    ]));
  });
});
