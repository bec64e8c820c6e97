import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { map, of } from 'rxjs';
import { findTestId, renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCasino } from '../../support/fake-casino';
import type { CasinoGame } from '../../../streams/casino/casino-types';
import type { SearchState } from '../../../streams/casino/casino-search';

// The lobby (issue 23): its rows scroll by arrows (no scrollbar), and its search works in place.

const game = (id: number): CasinoGame => ({ id, name: `Game ${id}`, route: `game-${id}`, provider: 'Demo Studio', categories: ['slots'], thumbnail: `/web-api/casino/thumbs/${id}.svg` });

const services = () => fakeServices({
  casino: fakeCasino({
    lobby$: () => of({ rows: [{ category: 'slots', games: [game(1), game(2)] }] }),
    partitions$: () => of(['slots']),
    favorites$: () => of([]),
    search$: (text$) => text$.pipe(map((text): SearchState<readonly CasinoGame[]> => (text.length < 2 ? { status: 'idle' } : { status: 'done', text, result: [game(77)] }))),
  }),
});

describe('casino lobby', { timeout: 15_000 }, () => {
  it('searches in place: the games found replace the rows on the lobby, clearing the search brings the rows back', async () => {
    const { location } = await renderApp('/en/casino-lobby', { services: services() });
    const row = await findTestId('casino-row');
    fireEvent.change(screen.getByTestId('casino-search-input'), { target: { value: 'game 7' } });
    const results = await findTestId('casino-search-results');
    await waitFor(() => expect(within(results).getAllByTestId('game-tile').map((t) => t.getAttribute('data-game-id'))).toEqual(['77']));
    expect(row.closest('[hidden]')).not.toBeNull();
    expect(location()).toBe('/en/casino-lobby');
    fireEvent.change(screen.getByTestId('casino-search-input'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByTestId('casino-search-results')).toBeNull());
    expect(screen.getByTestId('casino-row').closest('[hidden]')).toBeNull();
  });

  it('a row scrolls by its arrow buttons, a row\'s width at a time', async () => {
    await renderApp('/en/casino-lobby', { services: services() });
    const row = await findTestId('casino-row');
    const tiles = within(row).getByTestId('row-tiles');
    const asked: number[] = [];
    Object.defineProperty(tiles, 'clientWidth', { value: 1000 });
    tiles.scrollBy = ((options: ScrollToOptions) => { asked.push(options.left ?? 0); }) as typeof tiles.scrollBy;
    fireEvent.click(within(row).getByRole('button', { name: 'Scroll on' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Scroll back' }));
    expect(asked).toEqual([900, -900]);
  });
});
