import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Results } from '../../../streams/schemas/sports-pages';
import { renderApp } from '../../support/render-app';
import { champ, game, gamesFeed, sport } from '../../streams/sports/fixtures';
import { head, menuOf, query, sportsHarness } from './sports-harness';

// R04: champs/{champId?} and the special pages of the named championships (special/{champ}/{home|game|final}).

const ucl = champ({ id: 20, slug: 'europe-champions-league', name: 'Champions League', country: 'Europe', specialSlug: 'champions-league' });
const epl = champ();

function harness() {
  return sportsHarness({
    menu: () => menuOf({ champs: [epl, ucl] }),
    games: (req) => {
      const q = query(req);
      if (q['champ'] !== ucl.id) return gamesFeed({ games: [] });
      const games = q['mode'] === 'live'
        ? [game(7, { champId: ucl.id, status: 2, timeSec: 1200 })]
        : [game(8, { champId: ucl.id }), game(9, { champId: ucl.id, startAt: '2030-01-02T12:00:00.000Z' }), game(10, { champId: ucl.id, kind: 1, home: 'Champions League', away: '2029/30', startAt: '2030-05-31T18:00:00.000Z' })];
      // Like the server: section=outrights keeps the outright games (kind 1), section=matches the matches.
      const inSection = games.filter((g) => (q['section'] === 'outrights' ? g.kind === 1 : q['section'] === 'matches' ? g.kind === 0 : true));
      const limited = typeof q['limit'] === 'number' ? inSection.slice(0, q['limit']) : inSection;
      // The server names a championship in the asked language; an outright's home keeps the data's (English) name.
      return gamesFeed({ games: limited, champs: [q['lang'] === 'ru' ? { ...ucl, name: 'Лига чемпионов' } : ucl] });
    },
    results: (req) => {
      const q = query(req);
      return { date: String(q['date'] ?? ''), type: 'all', sports: [sport()], champs: [epl], games: [
        { id: 1, sportId: 1, champId: epl.id, home: 'Arsenal', away: 'Chelsea', startAt: '2030-01-01T12:00:00.000Z', status: 4, score: { home: 2, away: 0, periods: [] }, timeSec: null },
      ] } satisfies Results;
    },
  });
}

const rowsIn = (testId: string) => within(screen.getByTestId(testId)).queryAllByTestId('game-row').map((r) => r.getAttribute('data-game-id'));

describe('championship pages (R04)', () => {
  it('[R04] champs without an id shows today\'s results of every championship (no champ asked), each linked to its champs page', async () => {
    const { services, calls } = harness();
    await renderApp('/en/champs', { services });
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(1), { timeout: 8000 });
    const asked = query(calls('/results').at(-1)!);
    expect(asked['champ']).toBeUndefined();
    expect(asked['type']).toBe('all');
    // Today, in the visitor's time zone: the date the page offers as the latest one.
    expect(asked['date']).toBe((screen.getByTestId('results-date') as HTMLInputElement).max);
    expect(screen.getByRole('link', { name: /Premier League/ }).getAttribute('href')).toBe('/en/champs/10');
    // No upcoming-games list without a championship.
    expect(screen.queryByTestId('list-line')).toBeNull();
  });

  it('[R04] a special championship home shows its live and upcoming games, with tabs to its game and final pages', async () => {
    const { services, calls } = harness();
    await renderApp('/en/special/champions-league', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['8', '9', '10']), { timeout: 8000 });
    await waitFor(() => expect(rowsIn('list-live')).toEqual(['7']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Champions League');
    expect(calls('/games').every((r) => query(r)['champ'] === ucl.id)).toBe(true);
    const tabs = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/en/special/'));
    expect(tabs.map((a) => a.getAttribute('href'))).toEqual(['/en/special/champions-league/home', '/en/special/champions-league/game', '/en/special/champions-league/final']);
    expect(document.title).toContain('Champions League');
    expect(head().canonical).toBe('/en/special/champions-league');
    // The explicit home tab is the same page.
    await renderApp('/en/special/champions-league/home', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['8', '9', '10']), { timeout: 8000 });
  });

  it('[R04] the special game page shows the game of the round (the next one) and the live games', async () => {
    const { services, calls } = harness();
    await renderApp('/en/special/champions-league/game', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['8']), { timeout: 8000 });
    await waitFor(() => expect(rowsIn('list-live')).toEqual(['7']));
    expect(query(calls('/games').find((r) => query(r)['mode'] === 'line')!)).toMatchObject({ champ: ucl.id, limit: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Champions League: game of the round');
  });

  it('[R04] the special final page shows the winner market above the matches still to play, without the live list', async () => {
    const { services, calls } = harness();
    await renderApp('/en/special/champions-league/final', { services });
    const lists = () => screen.getAllByTestId('list-line').map((l) => ({
      title: within(l).getByRole('heading', { level: 2 }).textContent,
      games: within(l).queryAllByTestId('game-row').map((r) => r.getAttribute('data-game-id')),
    }));
    await waitFor(() => expect(lists()).toEqual([{ title: 'Who wins it', games: ['10'] }, { title: 'Matches to play', games: ['8', '9'] }]), { timeout: 4000 });
    expect(calls('/games').map((r) => query(r)['section'])).toEqual(expect.arrayContaining(['outrights', 'matches']));
    expect(screen.queryByTestId('list-live')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Champions League: the final and the winner');
  });

  it('an outright\'s title is written in the page\'s language from its parts (the championship\'s name in that language, season)', async () => {
    const { services } = harness();
    await renderApp('/ru/special/champions-league/final', { services });
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('game-row').find((r) => r.getAttribute('data-game-id') === '10');
      expect(found).toBeDefined();
      return found!;
    }, { timeout: 4000 });
    expect(row.textContent).toContain('Лига чемпионов: победитель 2029/30');
    expect(row.textContent).not.toContain('winner');
    expect(row.textContent).not.toContain('Champions League');
  });

  it('[R04] a championship without a special page, or an unknown special page, is 404', async () => {
    const { services } = harness();
    await renderApp('/en/special/england-premier-league', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
    await renderApp('/en/special/champions-league/semifinal', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
  });
});
