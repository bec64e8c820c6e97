import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import type { Menu, ResultGame, Results } from '../../../streams/schemas/sports-pages';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices } from '../../support/fake-services';
import { renderApp } from '../../support/render-app';
import { champ, game, gamesFeed, sport } from '../../streams/sports/fixtures';

// results/{live|zone?} and champs/{champId?} (R07, R04) against fixtures validated by their real schemas.

const epl = champ();
const laLiga = champ({ id: 11, slug: 'spain-la-liga', name: 'La Liga', country: 'Spain', countryIso: 'ES' });
const fa = champ({ id: 12, slug: 'england-fa-cup', name: 'FA Cup', country: 'England' });
const result = (id: number, champId: number, over: Partial<ResultGame> = {}): ResultGame => ({
  id, sportId: 1, champId, home: `Home ${id}`, away: `Away ${id}`, startAt: '2030-01-01T12:00:00.000Z', status: 4,
  score: { home: 2, away: 1, periods: [[1, 0], [1, 1]] }, timeSec: null, ...over,
});

function services() {
  const s = fakeServices();
  const asked: Array<HttpRequest<unknown>> = [];
  const http = fakeHttp((req) => {
    let body: unknown;
    if (req.url.endsWith('/results')) {
      asked.push(req);
      const q = (req.query ?? {}) as Record<string, unknown>;
      const games = q['type'] === 'live'
        ? [result(9, 10, { status: 2, timeSec: 600 })]
        : [result(1, 10), result(2, 11), result(3, 12)].filter((g) => q['champ'] === undefined || g.champId === q['champ']);
      const champs = [epl, laLiga, fa].filter((c) => games.some((g) => g.champId === c.id));
      body = { date: '2030-01-01', type: q['type'] as Results['type'], sports: [sport()], champs, games } satisfies Results;
    } else if (req.url.endsWith('/games')) body = gamesFeed({ games: [game(5, { champId: 12 })], champs: [fa] });
    else if (req.url.endsWith('/menu')) body = { version: 1, mode: 'line', total: 1, sports: [sport()], champs: [epl] } satisfies Menu;
    else return throwError(() => new HttpError({ status: 404, kind: 'http' }));
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(s, { http });
  return { services: s, asked };
}

const groups = () => within(screen.getByTestId('results')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('results pages (R07)', () => {
  it('[R07] results list finished games by championship, results/zone by country, each with its score', async () => {
    const { services: s, asked } = services();
    await renderApp('/en/results', { services: s });
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(3), { timeout: 8000 });
    expect(groups()).toHaveLength(3);
    expect(screen.getByRole('link', { name: /La Liga/ }).getAttribute('href')).toBe('/en/champs/11');
    expect(screen.getAllByTestId('result-row')[0]!.textContent).toContain('2:1 (1:0, 1:1)');
    expect(asked.at(-1)?.query).toMatchObject({ type: 'all', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    await renderApp('/en/results/zone', { services: s });
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(3), { timeout: 8000 });
    expect(groups()).toEqual(['England', 'Spain']);
    expect(asked.at(-1)?.query).toMatchObject({ type: 'zone' });
  });

  it('[R07] live results ask for games in play without a date; an unknown results type is 404', async () => {
    const { services: s, asked } = services();
    await renderApp('/en/results/live', { services: s });
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(1), { timeout: 8000 });
    expect(screen.getByTestId('result-row').textContent).toContain('Live');
    expect(asked.at(-1)?.query).toMatchObject({ type: 'live' });
    expect((asked.at(-1)?.query as Record<string, unknown>)['date']).toBeUndefined();
    expect(screen.queryByTestId('results-date')).toBeNull();
    await renderApp('/en/results/yesterday', { services: s });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
  });

  it('[R04][R07] champs/{champId} shows that championship\'s results and its coming games; a non-numeric id is 404', async () => {
    const { services: s, asked } = services();
    await renderApp('/en/champs/12', { services: s });
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(1), { timeout: 8000 });
    expect(asked.at(-1)?.query).toMatchObject({ champ: 12 });
    expect(groups()).toEqual([expect.stringContaining('FA Cup')]);
    await waitFor(() => expect(screen.getAllByTestId('game-row').map((r) => r.getAttribute('data-game-id'))).toEqual(['5']));
    await renderApp('/en/champs/fa-cup', { services: s });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
  });
});
