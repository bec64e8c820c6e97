import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '../../../streams/core/http';
import type { GameStatistic, ResultGame } from '../../../streams/schemas/sports-pages';
import { renderApp } from '../../support/render-app';
import { champ, game, gameFeed, sport } from '../../streams/sports/fixtures';
import { head, menuOf, sportsHarness } from './sports-harness';

// R07: statisticpopup/* — a game's statistics alone in the empty layout (opened from a game page in a new window).

const played = (id: number, home: string, away: string, score: [number, number]): ResultGame => ({
  id, sportId: 1, champId: 10, home, away, startAt: '2029-12-01T12:00:00.000Z', status: 4, score: { home: score[0], away: score[1], periods: [] }, timeSec: null,
});

const statistic = (id: number): GameStatistic => ({
  game: { id, sportId: 1, champId: 10, home: 'Arsenal', away: 'Chelsea', startAt: '2030-01-01T12:00:00.000Z', status: 1, score: { home: 0, away: 0, periods: [] }, timeSec: null },
  sport: sport(),
  champ: champ(),
  home: { team: 'Arsenal', form: ['W', 'W', 'D'], last: [played(101, 'Arsenal', 'Everton', [3, 1])] },
  away: { team: 'Chelsea', form: ['L', 'D', 'W'], last: [played(102, 'Fulham', 'Chelsea', [0, 0])] },
  headToHead: [played(103, 'Chelsea', 'Arsenal', [1, 2])],
  standings: [
    { team: 'Arsenal', played: 20, won: 15, drawn: 3, lost: 2, scored: 40, conceded: 12, points: 48, form: ['W', 'W', 'D'] },
    { team: 'Chelsea', played: 20, won: 11, drawn: 4, lost: 5, scored: 33, conceded: 20, points: 37, form: ['L', 'D', 'W'] },
  ],
});

describe('statistic popup (R07)', () => {
  it('[R07] statisticpopup/game/{id} shows form, last games, head-to-head and the table, alone in the empty layout', async () => {
    const { services, calls } = sportsHarness({ gameStatistic: (_r, id) => statistic(id) });
    await renderApp('/en/statisticpopup/game/7', { services });
    const popup = await screen.findByTestId('statistic-popup', {}, { timeout: 8000 });
    expect(calls('/statistic/game/7')).toHaveLength(1);
    expect(within(popup).getByRole('heading', { level: 1 }).textContent).toBe('Arsenal — Chelsea');
    expect(popup.textContent).toContain('Football · England · Premier League');
    const items = within(popup).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).toEqual(expect.arrayContaining(['Arsenal 3:1 Everton', 'Fulham 0:0 Chelsea', expect.stringMatching(/Chelsea 1:2 Arsenal$/)]));
    expect(popup.textContent).toContain('Form: ');
    const rows = within(screen.getByTestId('standings')).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent).join(' '));
    expect(rows).toEqual(['1 Arsenal', '2 Chelsea']);
    // The empty layout: no header, footer or coupon column around it.
    expect(document.querySelector('[data-layout="empty"]')).not.toBeNull();
    expect(document.querySelector('[data-layout="default"]')).toBeNull();
    expect(document.querySelector('header')).toBeNull();
    // A piece of another page: never indexed.
    expect(head()).toMatchObject({ robots: 'noindex, follow', canonical: null, alternates: [] });
    expect(document.title).toContain('Arsenal — Chelsea');
  });

  it('[R07] a game page opens its statistics in the popup', async () => {
    const { services } = sportsHarness({ game: () => gameFeed({ game: game(7) }) });
    await renderApp('/en/line/football/10-england-premier-league/7', { services });
    await screen.findByTestId('game-page', {}, { timeout: 8000 });
    const link = within(screen.getByTestId('game-page')).getByRole('link', { name: 'Statistics' });
    expect(link.getAttribute('href')).toBe('/en/statisticpopup/game/7');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('[R07] a statisticpopup path other than game/{digits}, or an unknown game, is the 404 page', async () => {
    const { services } = sportsHarness({ gameStatistic: (req) => { throw new HttpError({ status: 404, kind: 'http', url: req.url }); } });
    for (const path of ['/en/statisticpopup', '/en/statisticpopup/game/abc', '/en/statisticpopup/champ/10/x', '/en/statisticpopup/game/999']) {
      await renderApp(path, { services });
      expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status'), path).toBe('404');
    }
  });

  it('[R07] a failed statistics answer says it could not load instead of loading for ever, and stays unindexed', async () => {
    const { services } = sportsHarness({ gameStatistic: (req) => { throw new HttpError({ status: 500, kind: 'http', url: req.url }); } });
    await renderApp('/en/statisticpopup/game/7', { services });
    const pending = await screen.findByTestId('statistic-popup-pending', {}, { timeout: 8000 });
    await waitFor(() => expect(pending.textContent).toBe('Could not load the statistics. Please reload the page later.'));
    expect(head().robots).toBe('noindex, follow');
    expect(screen.queryByTestId('statistic-popup')).toBeNull();
  });

  it('[R07] the statistic page with no championship that keeps standings says so instead of loading for ever', async () => {
    const { services, calls } = sportsHarness({ menu: () => menuOf({ sports: [sport({ id: 2, slug: 'tennis', name: 'Tennis', scoreModel: 'sets' })], champs: [champ({ sportId: 2 })] }) });
    await renderApp('/en/statistic', { services });
    await waitFor(() => expect(screen.getByTestId('statistic-pending').textContent).toBe('No championship has statistics yet.'), { timeout: 8000 });
    expect(calls('/statistic/champ/10')).toHaveLength(0);
  });
});
