import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import type { Menu } from '../../../streams/schemas/sports-pages';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices } from '../../support/fake-services';
import { renderApp } from '../../support/render-app';
import { champ, game, gameFeed, gamesFeed, sport } from '../../streams/sports/fixtures';

// Multi-live (R04): several live games side by side, chosen from the live list and kept in the preferences.

const live = (id: number) => game(id, { status: 2, timeSec: 600, period: 1, score: { home: id % 2, away: 0, periods: [] } });

function services() {
  const s = fakeServices();
  const http = fakeHttp((req) => {
    let body: unknown;
    const one = /\/game\/(\d+)$/.exec(req.url);
    if (req.url.endsWith('/games')) body = gamesFeed({ games: [live(1), live(2), live(3)] });
    else if (one) body = gameFeed({ game: live(Number(one[1])) });
    else if (req.url.endsWith('/menu')) body = { version: 1, mode: 'live', total: 3, sports: [sport()], champs: [champ()] } satisfies Menu;
    else if (req.url.endsWith('/timeline')) body = { gameId: 1, events: [] };
    else return throwError(() => new HttpError({ status: 404, kind: 'http' }));
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(s, { http });
  return s;
}

const cards = () => within(screen.getByTestId('multi-grid')).queryAllByTestId('game-page').map((p) => p.getAttribute('data-game-id'));

describe('multi-live (R04)', () => {
  it('[R04] chosen live games show side by side with their markets; the choice is kept and a game can be removed', async () => {
    const s = services();
    await renderApp('/en/multi', { services: s });
    await waitFor(() => expect(screen.getAllByTestId('multi-pick')).toHaveLength(3), { timeout: 8000 });
    expect(cards()).toEqual([]);
    fireEvent.click(screen.getAllByTestId('multi-pick')[0]!);
    fireEvent.click(screen.getAllByTestId('multi-pick')[2]!);
    await waitFor(() => expect(cards()).toEqual(['1', '3']));
    for (const card of within(screen.getByTestId('multi-grid')).getAllByTestId('game-page')) {
      expect(within(card).getAllByTestId('odd').length).toBeGreaterThan(0);
    }
    // Kept in the preferences: the page opened again shows the same games.
    await renderApp('/en/multi', { services: s });
    await waitFor(() => expect(cards()).toEqual(['1', '3']), { timeout: 8000 });
    fireEvent.click(within(screen.getByTestId('multi-grid')).getAllByRole('button', { name: 'Remove this game' })[0]!);
    await waitFor(() => expect(cards()).toEqual(['3']));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
