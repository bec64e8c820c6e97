import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import type { FakeServices } from '../../support/fake-services';
import { champ, game, gamesFeed, market, sport } from '../../streams/sports/fixtures';
import { menuOf, query, sportsHarness } from './sports-harness';

// B25: the view type (0 European, 1 Asian), compact view and group by category, chosen in the preferences bar,
// saved, and applied to every games list (line and live lists, section and championship lists, cyber lists).

const epl = champ();
const laLiga = champ({ id: 11, slug: 'spain-la-liga', name: 'La Liga', country: 'Spain', countryIso: 'ES' });
/** Three main markets per game: result (type 1, kind 1), total (type 5, kind 3), handicap (type 6, kind 4). */
const withMains = (id: number, champId: number, startAt: string) => game(id, {
  champId, startAt,
  markets: [
    market(id * 10, [[id * 100 + 1, 2.1], [id * 100 + 2, 3.4], [id * 100 + 3, 3.5]], { blockId: id }),
    market(id * 10 + 1, [[id * 100 + 4, 1.9], [id * 100 + 5, 1.9]], { kind: 3, typeId: 5, name: 'Total 2.5', param: 2.5, blockId: id }),
    market(id * 10 + 2, [[id * 100 + 6, 1.8], [id * 100 + 7, 2.0]], { kind: 4, typeId: 6, name: 'Handicap -0.5', param: -0.5, blockId: id }),
  ],
});
// By start time: EPL, La Liga, EPL.
const GAMES = [withMains(1, 10, '2030-01-01T12:00:00.000Z'), withMains(2, 11, '2030-01-01T13:00:00.000Z'), withMains(3, 10, '2030-01-01T14:00:00.000Z')];

function harness() {
  const h = sportsHarness({
    menu: () => menuOf({ champs: [epl, laLiga] }),
    // Upcoming games only (a live list keeps its own order: by sport and championship).
    games: (req) => gamesFeed({ games: query(req)['mode'] === 'line' ? GAMES : [], sports: [sport()], champs: [epl, laLiga] }),
    results: () => ({ date: '2030-01-01', type: 'all', sports: [], champs: [], games: [] }),
  });
  return { ...h, prefs: h.services.preferences, cookies: h.services.preferences.cookies };
}

/** The upcoming games list: the line page's list, or the line list of a page with several. */
const list = () => {
  const line = screen.queryByTestId('list-line');
  return line ? within(line).getByTestId('game-list') : screen.getByTestId('game-list');
};
/** The list as shown: championship headers ("# ...") and game ids, in order. */
const shown = () => [...list().querySelectorAll('h2, h3, [data-testid="game-row"]')].map((el) => (el.tagName === 'H2' || el.tagName === 'H3' ? `# ${el.textContent}` : el.getAttribute('data-game-id')));
/** The market columns of a game row, by market type id. */
const columns = (gameId: number) => [...list().querySelectorAll(`[data-game-id="${gameId}"] [data-type]`)].map((c) => c.getAttribute('data-type'));
const rowBox = (gameId: number) => list().querySelector(`[data-game-id="${gameId}"]`)!.parentElement as HTMLElement;

async function openLine(services: FakeServices) {
  await renderApp('/en/line/football', { services });
  await waitFor(() => expect(list().querySelectorAll('[data-testid="game-row"]')).toHaveLength(3), { timeout: 8000 });
}

describe('B25 preferences on the lists', () => {
  it('[B25] view type: European shows the result first; Asian puts handicap and total first; the choice is saved', async () => {
    const { services, prefs, cookies } = harness();
    await openLine(services);
    expect(prefs.get().viewType).toBe(0);
    for (const id of [1, 2, 3]) expect(columns(id)).toEqual(['1', '5', '6']);
    fireEvent.change(screen.getByRole('combobox', { name: 'View' }), { target: { value: '1' } });
    await waitFor(() => expect(columns(1)).toEqual(['6', '5', '1']));
    for (const id of [2, 3]) expect(columns(id)).toEqual(['6', '5', '1']);
    expect(prefs.get().viewType).toBe(1);
    expect(cookies.jar.get('app_view_type')).toBe('1');
    // The odds buttons move with their market.
    const firstColumn = list().querySelector('[data-game-id="1"] [data-type]')!;
    expect(within(firstColumn as HTMLElement).getAllByTestId('odd').map((b) => b.getAttribute('data-odd-id'))).toEqual(['106', '107']);
    fireEvent.change(screen.getByRole('combobox', { name: 'View' }), { target: { value: '0' } });
    await waitFor(() => expect(columns(1)).toEqual(['1', '5', '6']));
  });

  it('[B25] compact view: every row is compact and shorter; off again restores them', async () => {
    const { services, prefs } = harness();
    await openLine(services);
    expect(rowBox(1).style.height).toBe('60px');
    expect(list().querySelector('[data-game-id="1"]')!.className).not.toMatch(/compact/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compact' }));
    await waitFor(() => expect(rowBox(1).style.height).toBe('44px'));
    for (const id of [1, 2, 3]) {
      expect(list().querySelector(`[data-game-id="${id}"]`)!.className).toMatch(/compact/);
      expect(rowBox(id).style.height).toBe('44px');
    }
    expect(prefs.get().compactView).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compact' }));
    await waitFor(() => expect(rowBox(1).style.height).toBe('60px'));
  });

  it('[B25] group by category: grouped under championship headers by default; ungrouped, the games run by start time', async () => {
    const { services, prefs, cookies } = harness();
    await openLine(services);
    expect(shown()).toEqual(['# Football · England · Premier League', '1', '3', '# Football · Spain · La Liga', '2']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Group by championship' }));
    await waitFor(() => expect(shown()).toEqual(['1', '2', '3']));
    expect(prefs.get().groupByCategory).toBe(false);
    expect(cookies.jar.get('isChampsGroupedByCountry')).toBe('0');
  });

  it('[B25] the saved preferences apply to the other lists too: section, championship and cyber lists', async () => {
    const { services, prefs } = harness();
    prefs.set({ viewType: 1, compactView: true, groupByCategory: false });
    for (const path of ['/en/topgame', '/en/champs/10', '/en/cyber/real']) {
      await renderApp(path, { services });
      await waitFor(() => expect(list().querySelectorAll('[data-testid="game-row"]')).toHaveLength(3), { timeout: 8000 });
      expect(shown(), path).toEqual(['1', '2', '3']);
      expect(columns(2), path).toEqual(['6', '5', '1']);
      expect(rowBox(2).style.height, path).toBe('44px');
    }
    prefs.set({ viewType: 0, compactView: false, groupByCategory: true });
    await waitFor(() => expect(shown()).toEqual(['# Football · England · Premier League', '1', '3', '# Football · Spain · La Liga', '2']));
    expect(columns(2)).toEqual(['1', '5', '6']);
    expect(rowBox(2).style.height).toBe('60px');
  });
});
