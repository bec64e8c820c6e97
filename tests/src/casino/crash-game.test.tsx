import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject, of, throwError } from 'rxjs';
import { findTestId, renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { HttpError } from '../../../streams/core/http';
import type { CasinoGameDetail, CrashState } from '../../../streams/casino/casino-types';

// The crash game's UI (issue 23): the player's bet stays in view, the place button turns into cash-out with the live
// possible win, and a refused second bet is explained only until the round moves on.

const crashGame: CasinoGameDetail = {
  id: 9, name: 'Rocket', route: 'rocket', provider: 'Demo Studio', categories: ['crash'], thumbnail: '/t.svg', kind: 'crash',
  minStake: 100, maxStake: 10_000, stakeUnit: 100, related: [],
};
const state = (phase: CrashState['phase'], multiplier: number, extra: Partial<CrashState> = {}): CrashState => ({
  roundId: 'r1', phase, multiplier, startsInMs: phase === 'betting' ? 7_000 : 0, history: [1.5], myBet: null, serverSeedHash: 'a'.repeat(64), ...extra,
});

function setup() {
  const round$ = new BehaviorSubject<CrashState>(state('betting', 1));
  let n = 0;
  const services = fakeServices({
    session: { userId: 7, banLevel: 0 },
    casino: fakeCasino({
      game$: () => of(crashGame),
      crash$: () => round$,
      crashBet$: (stake) => (n++ === 0 ? of({ stake, win: 0, multiplier: null }) : throwError(() => new HttpError({ status: 409, kind: 'http', code: 'already_bet' }))),
      crashCashout$: () => of({ stake: 500, win: 750, multiplier: 1.5 }),
    }),
  });
  return { round$, services };
}

describe('crash game UI', () => {
  it('the bet stays in view while the poll has not brought it, and the button turns into cash-out with the live win', async () => {
    const { round$, services } = setup();
    await renderApp('/en/casino-frame/9?mode=real', { services });
    fireEvent.click(await findTestId('crash-bet'));
    // The poll repeats "betting, 1.00x" (dropped as unchanged): the bet is shown from its answer.
    const mine = await findTestId('crash-my-bet');
    expect(mine.getAttribute('data-stake')).toBe('500');
    expect(mine.textContent).toContain('Your bet: 5.00');
    expect(screen.queryByTestId('crash-bet')).toHaveProperty('disabled', true);
    round$.next(state('running', 1.42, { myBet: { stake: 500, cashedOutAt: null } }));
    const cashout = await findTestId('crash-cashout-button');
    expect(cashout.textContent).toBe('Cash out 7.10');
    expect(screen.getByTestId('crash-possible').textContent).toBe('cash-out now: 7.10');
    fireEvent.click(cashout);
    await waitFor(() => expect(screen.getByTestId('crash-cashout').getAttribute('data-win')).toBe('750'));
    expect(screen.queryByTestId('crash-cashout-button')).toBeNull();
    expect(screen.queryByTestId('round-refusal')).toBeNull();
  });

  it('a refused second bet is explained, and the message goes away when the round moves on', async () => {
    const { round$, services } = setup();
    // The poll does not yet know the first bet (another tab placed it): a second bet is refused.
    await renderApp('/en/casino-frame/9?mode=real', { services });
    fireEvent.click(await findTestId('crash-bet'));
    await findTestId('crash-my-bet');
    round$.next(state('betting', 1, { roundId: 'r2' }));
    fireEvent.click(await findTestId('crash-bet'));
    expect((await findTestId('round-refusal')).textContent).toBe('You already have a bet in this round: one bet per round.');
    round$.next(state('running', 1.1, { roundId: 'r2' }));
    await waitFor(() => expect(screen.queryByTestId('round-refusal')).toBeNull());
  });

});
