import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Champ, Game } from '../../../streams/schemas/sports';
import { renderApp } from '../../support/render-app';
import { champ, game, gameFeed, gamesFeed, sport } from '../../streams/sports/fixtures';
import { head, menuOf, query, sportsHarness } from './sports-harness';

// R06: cyber/{real|virtual|stream} with all, {discipline}, {discipline}/champs, {discipline}/{live|line},
// {discipline}/{champ} and {discipline}/{champ}/{live|line}/{game}; the virtual and stream lists.

const cs2 = sport({ id: 40, slug: 'cs2', name: 'Counter-Strike 2', isCyber: true, scoreModel: 'sets' });
const eafc = sport({ id: 41, slug: 'ea-fc', name: 'EA FC', isCyber: true });
const CHAMPS: Record<'real' | 'virtual' | 'stream', Champ[]> = {
  real: [champ({ id: 400, sportId: 40, slug: 'major', name: 'Major Championship', country: null, countryIso: null, cyberType: 'real' })],
  virtual: [champ({ id: 410, sportId: 41, slug: 'battle-8-min', name: 'Battle 8 min', country: null, countryIso: null, cyberType: 'virtual', livePollMs: 2000 })],
  stream: [champ({ id: 420, sportId: 40, slug: 'stream-cup', name: 'Stream Cup', country: null, countryIso: null, cyberType: 'stream' })],
};
const GAMES: Record<'real' | 'virtual' | 'stream', { live: Game[]; line: Game[] }> = {
  real: { live: [game(1, { sportId: 40, champId: 400, status: 2, period: 2, timeSec: null, round: 12, score: { home: 1, away: 0, periods: [[13, 9], [7, 4]] } })], line: [game(2, { sportId: 40, champId: 400 })] },
  virtual: { live: [game(11, { sportId: 41, champId: 410, status: 2, timeSec: 120, isSynthetic: true })], line: [game(12, { sportId: 41, champId: 410, isSynthetic: true })] },
  stream: { live: [game(21, { sportId: 40, champId: 420, status: 2, timeSec: 60, hasVideo: true })], line: [game(22, { sportId: 40, champId: 420, hasVideo: true })] },
};

function harness() {
  return sportsHarness({
    menu: (req) => {
      const q = query(req);
      const type = q['cyber'] as keyof typeof CHAMPS;
      if (q['kind'] !== 'cyber' || !type) return menuOf();
      const champs = CHAMPS[type];
      // Each type has its disciplines; real cs2 is also live, EA FC is only in the virtual line menu.
      return menuOf({ mode: q['mode'] as 'line' | 'live', sports: [...new Set(champs.map((c) => c.sportId))].map((id) => (id === 40 ? cs2 : eafc)), champs });
    },
    games: (req) => {
      const q = query(req);
      const type = q['cyber'] as keyof typeof GAMES;
      const mode = q['mode'] as 'live' | 'line';
      let games = GAMES[type][mode];
      if (q['sport']) games = games.filter((g) => (g.sportId === 40 ? 'cs2' : 'ea-fc') === q['sport']);
      if (q['champ'] !== undefined) games = games.filter((g) => g.champId === q['champ']);
      return gamesFeed({ games, sports: [cs2, eafc], champs: CHAMPS[type] });
    },
    game: (_req, id) => gameFeed({ game: GAMES.real.line.find((g) => g.id === id) ?? GAMES.real.live[0]!, sport: cs2, champ: CHAMPS.real[0]! }),
  });
}

const rowsIn = (testId: string) => within(screen.getByTestId(testId)).queryAllByTestId('game-row').map((r) => r.getAttribute('data-game-id'));

// Each test renders several lazily loaded pages; on a busy machine that alone takes longer than the default 5 s.
describe('cyber pages (R06)', { timeout: 30_000 }, () => {
  it('[R06] cyber/real lists live and upcoming esports games with the disciplines menu; game links stay under cyber', async () => {
    const { services, calls } = harness();
    await renderApp('/en/cyber/real', { services });
    await waitFor(() => expect(rowsIn('list-live')).toEqual(['1']), { timeout: 8000 });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['2']));
    // A CS2 map is played in rounds: the row says the map and the round, and shows no game clock.
    const live = within(screen.getByTestId('list-live')).getByTestId('game-row');
    expect(live.textContent).toContain('Map 2');
    expect(within(live).getByTestId('game-round').textContent).toBe('Round 12');
    expect(within(live).queryByTestId('game-clock')).toBeNull();
    for (const r of calls('/games')) expect(query(r)).toMatchObject({ kind: 'cyber', cyber: 'real' });
    expect(calls('/menu').map((r) => query(r)['cyber'])).toContain('real');
    const nav = screen.getByRole('navigation', { name: 'Esports' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/en/cyber/real', '/en/cyber/virtual', '/en/cyber/stream', '/en/cyber/real/all', '/en/cyber/real/cs2', '/en/cyber/real/cs2/champs',
    ]);
    const row = screen.getAllByTestId('game-row').find((r) => r.getAttribute('data-game-id') === '2')!;
    expect(within(row).getAllByRole('link')[0]!.getAttribute('href')).toBe('/en/cyber/real/cs2/400-major/line/2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Esports · Tournaments');
  });

  it('[R06] the virtual list asks for virtual games; the stream list for games with a stream, marked with video', async () => {
    const { services, calls } = harness();
    await renderApp('/en/cyber/virtual', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['12']), { timeout: 8000 });
    await waitFor(() => expect(rowsIn('list-live')).toEqual(['11']));
    expect(calls('/games').map((r) => query(r)['cyber'])).toEqual(expect.arrayContaining(['virtual']));
    expect(calls('/games').every((r) => query(r)['cyber'] === 'virtual')).toBe(true);
    expect(screen.getByRole('link', { name: 'EA FC' }).getAttribute('href')).toBe('/en/cyber/virtual/ea-fc');

    await renderApp('/en/cyber/stream', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['22']), { timeout: 8000 });
    await waitFor(() => expect(rowsIn('list-live')).toEqual(['21']));
    expect(query(calls('/games').at(-1)!)).toMatchObject({ cyber: 'stream', kind: 'cyber' });
    for (const row of screen.getAllByTestId('game-row')) expect(within(row).getByLabelText('Video')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Esports · Streams');
  });

  it('[R06] a discipline narrows the lists; its champs page lists its championships; live or line shows one list', async () => {
    const { services, calls } = harness();
    await renderApp('/en/cyber/real/cs2', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['2']), { timeout: 8000 });
    // Every list call asked for the discipline: nothing lists every discipline's games while the menus load (the
    // first calls went without it, then the lists narrowed, when the menus came after the lists).
    expect(calls('/games').map((c) => query(c))).toContainEqual(expect.objectContaining({ sport: 'cs2', cyber: 'real' }));
    expect(calls('/games').map((c) => query(c)['sport'])).toEqual(calls('/games').map(() => 'cs2'));
    // The title names the discipline once the menu (a feed of its own) is in: wait for that data, however slow.
    await screen.findByRole('heading', { level: 1, name: 'Esports · Tournaments · Counter-Strike 2' }, { timeout: 8000 });

    await renderApp('/en/cyber/real/cs2/champs', { services });
    const champs = await screen.findByTestId('cyber-champs', {}, { timeout: 8000 });
    await waitFor(() => expect(within(champs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/cyber/real/cs2/400-major']), { timeout: 8000 });
    expect(screen.queryByTestId('list-line')).toBeNull();

    await renderApp('/en/cyber/real/cs2/live', { services });
    await waitFor(() => expect(rowsIn('list-live')).toEqual(['1']), { timeout: 8000 });
    expect(screen.queryByTestId('list-line')).toBeNull();
    await renderApp('/en/cyber/real/cs2/line', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['2']), { timeout: 8000 });
    expect(screen.queryByTestId('list-live')).toBeNull();

    // Every list call of the championship's page asks for it (the previous pages' calls are left out by count, not
    // by when their polls happened to run).
    const before = calls('/games').length;
    await renderApp('/en/cyber/real/cs2/400-major', { services });
    await waitFor(() => expect(rowsIn('list-line')).toEqual(['2']), { timeout: 8000 });
    const own = calls('/games').slice(before);
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((r) => query(r)['champ'])).toEqual(own.map(() => 400));
  });

  it('[R06] an unknown discipline or a malformed championship is 404; a game opens its page under cyber', async () => {
    const { services } = harness();
    await renderApp('/en/cyber/real/chess', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
    await renderApp('/en/cyber/real/cs2/major!', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
    await renderApp('/en/cyber/real/cs2/400-major/fast/2', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');

    await renderApp('/en/cyber/real/cs2/400-major/line/2', { services });
    const page = await screen.findByTestId('game-page', {}, { timeout: 8000 });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toContain('Home 2');
    // The game's own page is canonical; the cyber copy mirrors it.
    await waitFor(() => expect(head().canonical).toBe('/en/line/cs2/400-major/2'));
    expect(head().mode).toBe('mirror');
  });
});
