import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import type { GameStatistic } from '../../../streams/schemas/sports-pages';
import { renderApp } from '../../support/render-app';
import { game, gamesFeed, market } from '../../streams/sports/fixtures';
import { query, sportsHarness } from './sports-harness';

// R03: the home-page sections betsonyour (the accumulator of the day), topgame (the top games, live and line) and
// team (the team of the day with its form), on fake sports answers.

const TOP = gamesFeed({
  games: [
    game(1, { home: 'Arsenal', away: 'Chelsea', markets: [market(10, [[101, 1.5], [102, 4.0], [103, 6.0]])] }),
    game(2, { home: 'Inter', away: 'Milan', markets: [market(20, [[201, 3.1], [202, 3.3], [203, 2.2]])] }),
  ],
});
const stats = (id: number): GameStatistic => ({
  game: { id, sportId: 1, champId: 10, home: 'Arsenal', away: 'Chelsea', startAt: '2030-01-01T12:00:00.000Z', status: 1, score: { home: 0, away: 0, periods: [] }, timeSec: null },
  sport: { id: 1, slug: 'football', name: 'Football', isCyber: false, livePollMs: 5000, scoreModel: 'goals', count: 1 },
  champ: { id: 10, sportId: 1, slug: 'epl', name: 'Premier League', country: 'England', countryIso: 'GB', isTop: true, cyberType: null, livePollMs: null, specialSlug: null, count: 1 },
  home: { team: 'Arsenal', form: ['W', 'W', 'L'], last: [{ id: 90, sportId: 1, champId: 10, home: 'Arsenal', away: 'Everton', startAt: '2029-12-20T12:00:00.000Z', status: 3, score: { home: 3, away: 1, periods: [] }, timeSec: null }] },
  away: { team: 'Chelsea', form: [], last: [] }, headToHead: [], standings: [],
});
const WAIT = { timeout: 8000 };

describe('home-page sections (R03)', { timeout: 30_000 }, () => {
  it('[R03] betsonyour: the accumulator of the day is the favourite of each top game, priced as one express and added in one click', async () => {
    const { services } = sportsHarness({ top: () => TOP });
    await renderApp('/en/betsonyour', { services });
    const acc = await screen.findByTestId('accumulator', {}, WAIT);
    await waitFor(() => expect(within(acc).getAllByTestId('game-row').map((r) => r.getAttribute('data-game-id'))).toEqual(['1', '2']), WAIT);
    // 1.5 (Arsenal) x 2.2 (Milan).
    expect(within(acc).getByTestId('accumulator-total').textContent).toBe('3.30');
    fireEvent.click(within(acc).getByRole('button', { name: /add/i }));
    await waitFor(async () => expect([...(await firstValueFrom(services.coupon.selectedIds$))].sort()).toEqual([101, 203]), WAIT);
  });

  it('[R03] topgame asks the live and the line lists for the top games section and lists them', async () => {
    const { services, calls } = sportsHarness({ games: (req) => gamesFeed({ games: [game(query(req)['mode'] === 'live' ? 7 : 8, query(req)['mode'] === 'live' ? { status: 2 } : {})] }) });
    await renderApp('/en/topgame', { services });
    await waitFor(() => expect(screen.getAllByTestId('game-row').map((r) => r.getAttribute('data-game-id')).sort()).toEqual(['7', '8']), WAIT);
    const asked = calls('/games').map((r) => query(r));
    expect(asked).toContainEqual(expect.objectContaining({ mode: 'live', section: 'topgame' }));
    expect(asked).toContainEqual(expect.objectContaining({ mode: 'line', section: 'topgame' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
  });

  it('[R03] team: the team of the day is the first top game\'s home side, with its next game, its form and its last results', async () => {
    const { services, calls } = sportsHarness({ top: () => TOP, gameStatistic: (_r, id) => stats(id) });
    await renderApp('/en/team', { services });
    const team = await screen.findByTestId('team-of-the-day', {}, WAIT);
    expect(within(team).getByRole('heading', { level: 2 }).textContent).toBe('Arsenal');
    expect(within(team).getByTestId('game-row').getAttribute('data-game-id')).toBe('1');
    await waitFor(() => expect(within(team).getByText('Arsenal 3:1 Everton')).toBeTruthy(), WAIT);
    expect(calls('/statistic/game/1')).not.toHaveLength(0);
  });

  it('[R03] team: a team with no finished game yet says so, and its championship\'s table shows where it stands', async () => {
    const standings = [
      { team: 'Everton', played: 1, won: 1, drawn: 0, lost: 0, scored: 2, conceded: 0, points: 3, form: ['W' as const] },
      { team: 'Arsenal', played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0, form: [] },
    ];
    const fresh = (id: number): GameStatistic => ({ ...stats(id), home: { team: 'Arsenal', form: [], last: [] }, standings });
    const { services } = sportsHarness({ top: () => TOP, gameStatistic: (_r, id) => fresh(id) });
    await renderApp('/en/team', { services });
    const team = await screen.findByTestId('team-of-the-day', {}, WAIT);
    await waitFor(() => expect(within(team).getByText(/no finished games this season/i)).toBeTruthy(), WAIT);
    expect(within(team).queryByText(/^Form:/)).toBeNull();
    expect(within(team).getByRole('heading', { level: 3 }).textContent).toBe('Premier League: standings');
    const rows = within(within(team).getByTestId('standings')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelectorAll('td')[1]!.textContent)).toEqual(['Everton', 'Arsenal']);
  });
});
