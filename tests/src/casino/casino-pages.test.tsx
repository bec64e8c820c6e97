import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject, of, throwError, map } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { HttpError } from '../../../streams/core/http';
import type { CasinoGame, CasinoGameDetail, CasinoServices } from '../../../streams/casino/casino-types';

const game = (id: number, category = 'slots', extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id, name: `Game ${id}`, route: `game-${id}`, provider: 'Demo Studio', categories: [category], thumbnail: `/web-api/casino/thumbs/${id}.svg`, ...extra,
});
const detail = (id: number, extra: Partial<CasinoGameDetail> = {}): CasinoGameDetail => ({ ...game(id), minStake: 10, maxStake: 10_000, stakeUnit: 10, rtp: 96.1, related: [game(id + 1)], ...extra });

function servicesWith(calls: Partial<CasinoServices>, session = { userId: null as number | null, banLevel: 0 }) {
  return fakeServices({ casino: fakeCasino(calls), session });
}

describe('casino lobby and family pages', { timeout: 15_000 }, () => {
  it('[R08] the lobby shows one row per category, a star on every tile, lazy thumbnails from the catalogue', async () => {
    const services = servicesWith({
      lobby$: () => of({ rows: [{ category: 'slots', games: [game(1), game(2, 'slots', { isNew: true })] }, { category: 'live', games: [game(3, 'live')] }] }),
      favorites$: () => of([2]),
      partitions$: () => of(['slots', 'live']),
    });
    await renderApp('/en/casino-lobby', { services });
    const rows = await screen.findAllByTestId('casino-row', {}, { timeout: 3000 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'Slots' })).toBeTruthy();
    const tiles = screen.getAllByTestId('game-tile');
    expect(tiles).toHaveLength(3);
    const img = tiles[0]!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('/web-api/casino/thumbs/1.svg');
    // Live games link under casino/, the others under slots/ (R09).
    expect(within(tiles[2]!).getByRole('link').getAttribute('href')).toBe('/en/casino/game/3/game-3');
    expect(within(tiles[1]!).getByRole('button', { name: 'Remove Game 2 from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(tiles[0]!).getByRole('button', { name: 'Add Game 1 to favourites' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('[C04] the casino menu shows only the partitions the server makes available', async () => {
    const services = servicesWith({ lobby$: () => of({ rows: [] }), partitions$: () => of(['slots', 'crash']) });
    await renderApp('/en/casino-lobby', { services });
    const menu = await screen.findByRole('navigation', { name: 'Casino sections' }, { timeout: 3000 });
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Bingo' })).toBeNull());
    expect(within(menu).getByRole('link', { name: 'Slots' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Crash games' })).toBeTruthy();
  });

  it('[R08] a malformed catalogue answer does not break the lobby: it says so in place', async () => {
    const services = servicesWith({ lobby$: () => throwError(() => new HttpError({ status: 200, kind: 'schema' })) });
    await renderApp('/en/casino-lobby', { services });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toMatch(/Could not load the games/);
  });

  it('[R09] an unknown game gives the 404 page', async () => {
    const services = servicesWith({ game$: () => throwError(() => new HttpError({ status: 404, kind: 'http' })) });
    await renderApp('/en/slots/game/999999/nope', { services });
    expect((await findTestId('page-error')).textContent).toMatch(/This page could not be found/);
  });

  it('[R08] a family page asks the catalogue for its category and subcategory', async () => {
    const asked: unknown[] = [];
    const services = servicesWith({ games$: (q) => { asked.push(q); return of({ total: 1, items: [game(9)] }); } });
    await renderApp('/en/slots/vulkan', { services });
    await findTestId('game-grid');
    expect(asked).toEqual([{ category: 'vulkan', subcategory: undefined }]);
    await renderApp('/en/crash-games', { services });
    await findTestId('game-grid');
    expect(asked.at(-1)).toEqual({ category: 'crash', subcategory: undefined });
  });
});

describe('games preview on the lobby (C15)', { timeout: 15_000 }, () => {
  it('[C15] a visitor sees the popular games first; a player whose block starts with a played game sees "Picked for you"; asked again at login', async () => {
    const asked: boolean[] = [];
    let loggedIn = false;
    const services = servicesWith({
      lobby$: () => of({ rows: [{ category: 'slots', games: [game(1)] }] }),
      preview$: () => {
        const personal = loggedIn;
        asked.push(personal);
        return of({ personal, games: [game(personal ? 40 : 30), game(31, 'live')] });
      },
    });
    await renderApp('/en/casino-lobby', { services });
    const row = await findTestId('casino-preview');
    expect(within(row).getByRole('heading', { name: 'Popular' })).toBeTruthy();
    expect(within(row).getAllByTestId('game-tile').map((tile) => tile.dataset.gameId)).toEqual(['30', '31']);
    expect(within(row).getAllByRole('link')[0]!.getAttribute('href')).toBe('/en/slots/popular');
    expect(within(row).getByRole('link', { name: /Game 31/ }).getAttribute('href')).toBe('/en/casino/game/31/game-31');
    loggedIn = true;
    services.setSession({ userId: 7, banLevel: 0 });
    await waitFor(() => expect(within(findRow()).getByRole('heading', { name: 'Picked for you' })).toBeTruthy());
    expect(within(findRow()).getAllByTestId('game-tile')[0]!.dataset.gameId).toBe('40');
    expect(asked).toEqual([false, true]);
  });

  it('[C15] a failed preview says so in place and the category rows still show', async () => {
    const services = servicesWith({
      lobby$: () => of({ rows: [{ category: 'slots', games: [game(1)] }] }),
      preview$: () => throwError(() => new HttpError({ status: 200, kind: 'schema' })),
    });
    await renderApp('/en/casino-lobby', { services });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toMatch(/Could not load the games/);
    expect(await screen.findAllByTestId('casino-row')).toHaveLength(1);
  });
});

const findRow = () => screen.getByTestId('casino-preview');

describe('favourites', () => {
  it('[R08] clicking a star toggles the favourite and the star follows the list', async () => {
    const list = new BehaviorSubject<readonly number[]>([]);
    const services = servicesWith({
      lobby$: () => of({ rows: [{ category: 'slots', games: [game(1)] }] }),
      favorites$: () => list,
      toggleFavorite$: (id) => of(list.value.includes(id) ? list.value.filter((x) => x !== id) : [...list.value, id]).pipe(map((next) => { list.next(next); return next; })),
    });
    await renderApp('/en/casino-lobby', { services });
    const star = await screen.findByRole('button', { name: 'Add Game 1 to favourites' }, { timeout: 3000 });
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Game 1 from favourites' }).getAttribute('aria-pressed')).toBe('true'));
    expect(list.value).toEqual([1]);
  });
});

describe('game page', () => {
  it('[R09] a visitor gets the demo frame (real needs a login); a player gets real money', async () => {
    await renderApp('/en/slots/game/5/game-5', { services: servicesWith({ game$: () => of(detail(5)) }) });
    const frame = await findTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('/en/casino-frame/5?mode=demo');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.getByRole('button', { name: 'Real money' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('game-rtp').textContent).toBe('RTP 96.10%');
    await renderApp('/en/slots/game/5/game-5', { services: servicesWith({ game$: () => of(detail(5)) }, { userId: 7, banLevel: 0 }) });
    expect((await findTestId('game-frame')).getAttribute('src')).toBe('/en/casino-frame/5?mode=real');
  });
});

describe('fair play on the game pages', () => {
  it('a game whose choices return differently (keno) states the range of its RTPs, cut to two decimals', async () => {
    await renderApp('/en/slots/game/6/game-6', { services: servicesWith({ game$: () => of(detail(6, { kind: 'keno', rtp: 94.99933510736355, rtpMax: 95.0462512171373 })) }) });
    expect((await findTestId('game-rtp')).textContent).toBe('RTP 94.99–95.04%');
  });

  it('the stake select offers only the game\'s allowed stakes; keno states the RTP of the number of picks', async () => {
    const keno = detail(6, { kind: 'keno', categories: ['keno'], minStake: 20, maxStake: 10_000, stakeUnit: 20 });
    await renderApp('/en/casino-frame/6?mode=demo', { services: servicesWith({ game$: () => of(keno) }) });
    await findTestId('keno-game');
    const stakes = within(screen.getByRole('combobox', { name: 'Stake' })).getAllByRole('option').map((o) => Number(o.getAttribute('value')));
    expect(stakes).toEqual([20, 100, 200, 500, 1_000, 2_000, 5_000, 10_000]); // 50 is not a multiple of 20
    expect(screen.queryByTestId('keno-rtp')).toBeNull();
    for (const n of [1, 2, 3]) fireEvent.click(screen.getByTestId(`keno-${n}`));
    expect(screen.getByTestId('keno-rtp').textContent).toBe('RTP with this many picks: 95.04%');
  });
});

/**
 * Spins until `testId` shows. The game takes clicks once its effects have subscribed; on a loaded machine the first
 * click can come before that and is then lost (a person cannot click that fast), so the test clicks again.
 */
async function spinUntil(testId: string): Promise<HTMLElement> {
  await findTestId('slot-spin');
  return waitFor(() => {
    const shown = screen.queryByTestId(testId);
    if (shown) return shown;
    fireEvent.click(screen.getByTestId('slot-spin'));
    throw new Error(`no ${testId} yet`);
  }, { timeout: 5000 });
}

describe('game frame refusals', () => {
  const refused = (code: string, details: string[] = []) => servicesWith({
    game$: () => of(detail(5)),
    play$: () => throwError(() => new HttpError({ status: 422, kind: 'http', code, details })),
  }, { userId: 7, banLevel: 0 });

  it.each([
    ['insufficient_funds', 'The stake is higher than your balance.'],
    ['stake_below_min', "The stake is below this game's minimum."],
    ['stake_above_max', "The stake is above this game's maximum."],
    ['stake_not_allowed', 'This stake is not offered in this game: choose one from the list.'],
  ])('[R09] a round refused with %s says why, translated', async (code, text) => {
    await renderApp('/en/casino-frame/5?mode=real', { services: refused(code) });
    expect((await spinUntil('round-refusal')).textContent).toBe(text);
  });

  it.each([
    ['self_excluded', 'Betting, casino and deposits are closed by your self-exclusion.'],
    ['limit_exceeded', 'This would go over one of your wagering or loss limits.'],
    ['session_limit_reached', 'Your session limit is reached. Come back tomorrow.'],
  ])('[E03] a round refused by a limit (%s) says which, in the page language, without the server\'s English detail', async (code, text) => {
    await renderApp('/en/casino-frame/5?mode=real', { services: refused(code, ['Play and deposits are closed until 2026-12-01']) });
    expect((await spinUntil('round-refusal')).textContent).toBe(text);
  });

  it('[R09] a spin shows the reels and the win the server decided', async () => {
    const services = servicesWith({
      game$: () => of(detail(5)),
      play$: (_id, body) => of({ roundId: 'r1', stake: body.stake, win: 250, balance: null, outcome: { reels: [['seven', 'seven', 'bell'], ['seven', 'A', 'K'], ['seven', 'Q', 'J'], ['cherry', 'bell', 'A'], ['K', 'Q', 'J']], lines: [{ line: 1, symbol: 'seven', count: 3, win: 250 }] }, fair: { serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 1 } }),
    });
    await renderApp('/en/casino-frame/5?mode=demo', { services });
    const result = await spinUntil('slot-result');
    expect(result.getAttribute('data-win')).toBe('250');
    expect(result.textContent).toContain('You won 2.50');
  });
});
