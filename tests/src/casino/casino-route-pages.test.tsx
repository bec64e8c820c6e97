import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import { HttpError } from '../../../streams/core/http';
import type { CasinoGame, CasinoGameDetail, CasinoServices, GamesQuery } from '../../../streams/casino/casino-types';

// The casino routes of R08 and R10 that had no test of their own: casino/brand, the thank-you pages, providers and a
// provider's page, othergames, the tournament pages, games-landing/{landingRoute}; on fake casino services.

const game = (id: number, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id, name: `Game ${id}`, route: `game-${id}`, provider: 'golden-harbor', categories: ['slots'], thumbnail: `/web-api/casino/thumbs/${id}.svg`, ...extra,
});
const detail = (id: number): CasinoGameDetail => ({ ...game(id), minStake: 10, maxStake: 10_000, stakeUnit: 10, rtp: 96.1, related: [] });
const services = (calls: Partial<CasinoServices>) => fakeServices({ casino: fakeCasino(calls) });
const notFound = () => throwError(() => new HttpError({ status: 404, kind: 'http' }));
const SLOW = { timeout: 5000 };

beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/routing/more-routes'), import('../../../src/features/casino/casino-routes'),
    import('../../../src/features/casino/pages/InfoPages'), import('../../../src/features/casino/pages/ProvidersPage'),
    import('../../../src/features/casino/pages/FamilyPage'), import('../../../src/features/casino/pages/LobbyPage'),
    import('../../../src/features/casino/pages/TournamentsPage'), import('../../../src/features/casino/pages/GamePage'),
  ]);
}, 60_000);

describe('[R08] casino pages', { timeout: 20_000 }, () => {
  it('casino/brand is the house studio\'s page: its story, its games from the catalogue, its fairness with the verifier', async () => {
    const asked: GamesQuery[] = [];
    await renderApp('/en/casino/brand', {
      services: services({
        brand$: () => of('golden-harbor'),
        providers$: () => of([{ id: 'aurora-reels', name: 'Aurora Reels', games: 90 }, { id: 'golden-harbor', name: 'Golden Harbor', games: 120 }]),
        games$: (q) => { asked.push(q); return of({ total: 120, items: [game(1), game(2)] }); },
      }),
    });
    const story = await findTestId('brand-story');
    expect(within(story).getByRole('heading').textContent).toBe('Golden Harbor, our own studio');
    expect(story.textContent).toContain('Golden Harbor is the studio behind the BetArena casino');
    expect(asked).toEqual([{ provider: 'golden-harbor', limit: 24 }]);
    expect(await screen.findAllByTestId('game-tile', {}, SLOW)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All 120 games' }).getAttribute('href')).toBe('/en/providers/golden-harbor');
    const fair = screen.getByTestId('brand-fair');
    expect(fair.textContent).toContain('provably fair');
    expect(within(fair).getByRole('link', { name: 'Check a round' }).getAttribute('href')).toBe('/en/provably-fair');
  });

  it('{slots|casino|keno}/thankyou thank the player and lead back to the section they came from', async () => {
    for (const section of ['slots', 'casino', 'keno']) {
      await renderApp(`/en/${section}/thankyou`, { services: services({}) });
      expect((await screen.findByRole('heading', { level: 1 }, SLOW)).textContent).toBe('Thank you!');
      expect(screen.getByRole('link', { name: 'Back to the games' }).getAttribute('href')).toBe(`/en/${section}`);
    }
  });

  it('providers lists every provider with its count; providers/{p} shows that provider\'s games; an unknown one is the 404 page', async () => {
    const asked: GamesQuery[] = [];
    const s = services({
      providers$: () => of([{ id: 'aurora-reels', name: 'Aurora Reels', games: 90 }, { id: 'copper-fox', name: 'Copper Fox', games: 1 }]),
      games$: (q) => { asked.push(q); return q.provider === 'nope' ? notFound() : of({ total: 1, items: [game(3, { provider: 'aurora-reels', providerName: 'Aurora Reels' })] }); },
    });
    await renderApp('/en/providers', { services: s });
    const links = await screen.findAllByTestId('provider', {}, SLOW);
    expect(links.map((l) => [l.getAttribute('href'), l.textContent])).toEqual([['/en/providers/aurora-reels', 'Aurora ReelsGames: 90'], ['/en/providers/copper-fox', 'Copper FoxGames: 1']]);
    await renderApp('/en/providers/aurora-reels', { services: s });
    await findTestId('game-grid');
    expect(asked).toEqual([{ provider: 'aurora-reels' }]);
    await renderApp('/en/providers/nope', { services: s });
    expect((await findTestId('page-error')).textContent).toMatch(/This page could not be found/);
  });

  it('othergames is the lobby: its category rows from the catalogue', async () => {
    await renderApp('/en/othergames', { services: services({ lobby$: () => of({ rows: [{ category: 'slots', games: [game(1)] }, { category: 'crash', games: [game(2)] }] }) }) });
    expect(await screen.findAllByTestId('casino-row', {}, SLOW)).toHaveLength(2);
  });

  it('the tournaments list links each race; a race\'s page shows its prize pool and leaderboard; an unknown race is the 404 page', async () => {
    const race = { id: 'weekly-slots-race', name: 'Weekly Slots Race', prizePool: 50_000_000, currency: 'RUB', endsAt: '2026-11-30T00:00:00.000Z' };
    const s = services({
      tournaments$: () => of([race]),
      tournament$: (id) => (id === race.id ? of({ ...race, leaderboard: [{ place: 1, player: 'Player 0007***', score: 250 }] }) : notFound()),
    });
    await renderApp('/en/bonus/casino/tournaments', { services: s });
    const card = await screen.findByTestId('tournament', {}, SLOW);
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/en/bonus/casino/tournaments/weekly-slots-race');
    await renderApp('/en/bonus/casino/tournaments/weekly-slots-race', { services: s });
    const board = await findTestId('leaderboard');
    expect(within(board).getByText('Player 0007***')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Weekly Slots Race');
    await renderApp('/en/bonus/casino/tournaments/nope', { services: s });
    expect((await findTestId('page-error')).textContent).toMatch(/This page could not be found/);
  });
});

describe('[R10] games-landing/{landingRoute}', { timeout: 20_000 }, () => {
  it('asks the catalogue for the game by its landing route and plays it in the frame; an unknown landing is the 404 page', async () => {
    const asked: Array<number | string> = [];
    const s = services({ game$: (key) => { asked.push(key); return key === 'game-5' ? of(detail(5)) : notFound(); } });
    await renderApp('/en/games-landing/game-5', { services: s });
    expect((await findTestId('game-frame')).getAttribute('src')).toBe('/en/casino-frame/5?mode=demo');
    expect([...new Set(asked)]).toEqual(['game-5']);
    await renderApp('/en/games-landing/nope', { services: s });
    expect((await findTestId('page-error')).textContent).toMatch(/This page could not be found/);
  });
});
