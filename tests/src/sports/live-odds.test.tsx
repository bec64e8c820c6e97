import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import type { Market } from '../../../streams/schemas/sports';
import type { GameFeed } from '../../../streams/schemas/sports-pages';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices, type FakeServices } from '../../support/fake-services';
import { renderApp } from '../../support/render-app';
import { champ, game, gameFeed, market, sport } from '../../streams/sports/fixtures';
import * as odds from '../../../streams/sports/odds-format';
import * as format from '../../../src/features/sports/format';

// A live game page (and a multi-live card) of 300 odds buttons: a poll that moves one price re-renders that one
// button, and no market block; a poll that moves every price re-renders every button once.

vi.mock('../../../streams/sports/odds-format', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../streams/sports/odds-format')>();
  return { ...real, formatOdds: vi.fn(real.formatOdds) };
});
vi.mock('../../../src/features/sports/format', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/sports/format')>();
  return { ...real, marketLabel: vi.fn(real.marketLabel) };
});

const MARKETS = 150;
/** 150 markets of two outcomes (ids 1..300), every price `coef` except the overrides. */
const markets = (coef: (outcomeId: number) => number): Market[] => Array.from({ length: MARKETS }, (_, i) =>
  market(1000 + i, [[2 * i + 1, coef(2 * i + 1)], [2 * i + 2, coef(2 * i + 2)]], { kind: 3, typeId: 5, name: `Total ${i}.5`, param: i + 0.5, isMain: i === 0, blockId: 7 }));
const liveGame = (ms: Market[]) => game(7, { status: 2, timeSec: 600, period: 1, clockRate: 1, markets: ms, marketCount: MARKETS });

function services(answers: Array<() => GameFeed>) {
  const s = fakeServices();
  let n = 0;
  const http = fakeHttp((req) => {
    let body: unknown;
    if (/\/game\/7$/.test(req.url)) body = answers[Math.min(n++, answers.length - 1)]!();
    else if (req.url.endsWith('/timeline')) body = { gameId: 7, events: [] };
    else if (req.url.endsWith('/menu')) body = { version: 1, mode: 'live', total: 1, sports: [sport()], champs: [champ()] };
    else return throwError(() => new HttpError({ status: 404, kind: 'http' }));
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(s, { http });
  return s;
}

// Football polls every 2 s here (T18: the sport's live period).
const fast = { sport: sport({ livePollMs: 2000 }) };
const nextPoll = () => act(async () => { await new Promise((r) => setTimeout(r, 2300)); });
const oddOf = (id: number) => document.querySelector(`[data-odd-id="${id}"]`);

/** Opens the game page with its 300 buttons, then forgets the renders of the first load (the spies count from here). */
async function openGamePage(s: FakeServices) {
  const view = await renderApp('/en/live/football/10-england-premier-league/7', { services: s });
  await waitFor(() => expect(document.querySelectorAll('[data-testid="odd"]')).toHaveLength(300), { timeout: 8000 });
  vi.mocked(odds.formatOdds).mockClear();
  vi.mocked(format.marketLabel).mockClear();
  return view;
}

afterEach(() => {
  vi.mocked(odds.formatOdds).mockClear();
  vi.mocked(format.marketLabel).mockClear();
});

describe('live odds on a game page of 300 buttons', () => {
  it('[T18][R04] a poll that moves one price re-renders that one button and no market block', async () => {
    const s = services([
      () => gameFeed({ version: 1, game: liveGame(markets(() => 2)), ...fast }),
      // since=1: only the market whose price moved
      () => gameFeed({ version: 2, full: false, game: liveGame([markets((id) => (id === 151 ? 2.4 : 2))[75]!]), ...fast }),
      () => gameFeed({ version: 2, full: false, game: liveGame([]), ...fast }),
    ]);
    const view = await openGamePage(s);
    await nextPoll();
    await waitFor(() => expect(oddOf(151)?.getAttribute('data-coef')).toBe('2.4'));
    expect(vi.mocked(odds.formatOdds).mock.calls.map((c) => c[0])).toEqual([2.4]);
    expect(format.marketLabel).not.toHaveBeenCalled();
    expect(oddOf(151)?.getAttribute('data-direction')).toBe('up');
    expect(oddOf(152)?.getAttribute('data-direction')).toBeNull();
    view.unmount();
  }, 15_000);

  it('[T18][R04] a poll that moves every price re-renders each button once (in frame-sized batches) and no market block', async () => {
    const s = services([
      () => gameFeed({ version: 1, game: liveGame(markets(() => 2)), ...fast }),
      () => gameFeed({ version: 2, full: true, game: liveGame(markets(() => 1.8)), ...fast }),
      () => gameFeed({ version: 2, full: false, game: liveGame([]), ...fast }),
    ]);
    const view = await openGamePage(s);
    await nextPoll();
    await waitFor(() => expect(document.querySelectorAll('[data-testid="odd"][data-coef="1.8"]')).toHaveLength(300), { timeout: 4000 });
    const rendered = vi.mocked(odds.formatOdds).mock.calls.map((c) => c[0]);
    expect(rendered).toHaveLength(300);
    expect(new Set(rendered)).toEqual(new Set([1.8]));
    expect(format.marketLabel).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[data-testid="odd"][data-direction="down"]')).toHaveLength(300);
    view.unmount();
  }, 15_000);
});
