import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { of } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { decideRound } from '../../../server/casino/rounds';
import { demoSeed } from '../../../server/casino/fair';
import type { RoundKind } from '../../../streams/schemas/casino-games/round-games';
import type { CasinoGameDetail, RoundAnswer } from '../../../streams/casino/casino-types';

// The table games' frames (sic bo, money wheel, dragon tiger) over fake casino services that decide rounds with the
// server's own code: chips put on and taken off by mouse and keyboard make the slip the round sends (one pick per
// chip, the stake chip x chips), the result shows once the throw / spin / deal has been shown, with the bets' RTPs.

const gameOf = (kind: RoundKind, rtp: number, rtpMax: number, stakeUnit: number): CasinoGameDetail => ({
  id: 2100, name: `Test ${kind}`, route: 'x', provider: 'p', categories: ['asian'], thumbnail: '/t.svg', kind, rtp, rtpMax, minStake: 10, maxStake: 100_000, stakeUnit, related: [],
});

function frame(kind: RoundKind, game: CasinoGameDetail) {
  const sent: Array<Record<string, unknown>> = [];
  const casino = fakeCasino({
    game$: () => of(game),
    play$: (_id, body) => {
      sent.push(body);
      const seed = demoSeed('c');
      const played = decideRound(kind, body.stake, { picks: body['picks'] as number[], level: 0 }, seed);
      const answer: RoundAnswer = { roundId: `demo-${sent.length}`, stake: body.stake, win: played.win, balance: null, outcome: played.outcome, fair: seed };
      return of(answer);
    },
  });
  return { services: fakeServices({ casino }), sent };
}

describe('the table games\' frames', { timeout: 20_000 }, () => {
  it('sic bo: clicks put chips on, Delete takes one off (e2e/casino-dice.spec.ts presses Enter in a browser); the throw sends one pick per chip; the result shows once the dice landed', async () => {
    const f = frame('sicbo', gameOf('sicbo', 81.01, 97.22, 1));
    await renderApp('/en/casino-frame/2100', { services: f.services });
    const small = await findTestId('sicbo-spot-0');
    fireEvent.click(small);
    fireEvent.click(small);
    fireEvent.click(await findTestId('sicbo-spot-45'));
    fireEvent.keyDown(small, { key: 'Delete' });
    expect(small.getAttribute('aria-label')).toBe('Small 4–10, 1:1, chips on it: 1');
    expect((await findTestId('sicbo-slip')).textContent).toContain('2 of 20 chips');
    fireEvent.change(await findTestId('sicbo-chip'), { target: { value: '100' } });
    fireEvent.click(await findTestId('sicbo-play'));
    expect(f.sent).toEqual([expect.objectContaining({ stake: 200, mode: 'demo', picks: [0, 45], level: 0 })]);
    // The result waits for the dice: the last die's animation ends, then it shows.
    expect(screen.queryByTestId('sicbo-result')).toBeNull();
    const dice = (await findTestId('sicbo-dice')).querySelectorAll('[data-face]');
    fireEvent.animationEnd(dice[2]!);
    const result = await findTestId('sicbo-result');
    expect(result.getAttribute('data-stake')).toBe('200');
    expect(result.textContent).toMatch(/^Dice \d · \d · \d, total \d+/);
    // Every bet type's pay and stated RTP is on the page.
    const rtp = await findTestId('sicbo-rtp');
    expect(rtp.textContent).toContain('97.22 %');
    expect(rtp.textContent).toContain('Totals 9 and 12');
    expect(rtp.textContent).toContain('81.01 %');
  });

  it('dragon tiger: the deal shows both cards and lights the winner; the stake is the chips\' total', async () => {
    const f = frame('dragontiger', gameOf('dragontiger', 67.22, 96.26, 2));
    await renderApp('/en/casino-frame/2100', { services: f.services });
    fireEvent.click(await findTestId('dragontiger-spot-0'));
    fireEvent.click(await findTestId('dragontiger-spot-2'));
    fireEvent.click(await findTestId('dragontiger-play'));
    expect(f.sent[0]).toMatchObject({ picks: [0, 2] });
    const tiger = await findTestId('dragontiger-tiger-card');
    expect(tiger.textContent).toMatch(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/);
    fireEvent.animationEnd(tiger);
    const result = await findTestId('dragontiger-result');
    expect(result.textContent).toMatch(/^Dragon .+, tiger .+: (Dragon|Tiger|Tie)/);
    expect((await findTestId('dragontiger-rtp')).textContent).toContain('67.22 %');
  });

  it('money wheel: the wheel stops on the round\'s last stop; a bet on every number pays the one landed', async () => {
    const f = frame('moneywheel', gameOf('moneywheel', 90.4, 96.16, 1));
    await renderApp('/en/casino-frame/2100', { services: f.services });
    for (const spot of [0, 1, 2, 3, 4, 5]) fireEvent.click(await findTestId(`moneywheel-spot-${spot}`));
    fireEvent.click(await findTestId('moneywheel-play'));
    const wheel = await findTestId('moneywheel-wheel');
    await waitFor(() => expect(wheel.getAttribute('data-stop')).toMatch(/^\d+$/));
    fireEvent.animationEnd(wheel.querySelector('g')!);
    const result = await findTestId('moneywheel-result');
    expect(result.textContent).toMatch(/^The wheel: /);
    // Every number carries a chip: the round wins unless three multipliers in a row left no number.
    expect(Number(result.getAttribute('data-win')) > 0 || result.textContent.includes('no number')).toBe(true);
  });
});
