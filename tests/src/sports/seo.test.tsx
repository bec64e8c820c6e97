import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import type { GameFeed, Menu } from '../../../streams/schemas/sports-pages';
import { seoMeta } from '../../../src/features/sports/seo-meta';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices } from '../../support/fake-services';
import { renderApp } from '../../support/render-app';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { champ, game, gameFeed, gamesFeed, sport } from '../../streams/sports/fixtures';

// R25: robots, canonical (url or mirror mode) and alternates of the sports pages, derived from section, sport,
// champ, game and menuSection (src/features/sports/seo-meta.ts documents the rules).

const football = { slug: 'football' };
const epl = { id: 10, slug: 'england-premier-league' };

function services(gameOf?: () => GameFeed) {
  const s = fakeServices();
  const menu: Menu = { version: 1, mode: 'line', total: 1, sports: [sport()], champs: [champ()] };
  const http = fakeHttp((req) => {
    let body: unknown;
    if (req.url.endsWith('/menu')) body = menu;
    else if (req.url.endsWith('/games') || req.url.endsWith('/top')) body = gamesFeed();
    else if (/\/game\/\d+$/.test(req.url) && gameOf) body = gameOf();
    else if (req.url.endsWith('/timeline')) body = { gameId: 1, events: [] };
    else return throwError(() => new HttpError({ status: 404, kind: 'http' }));
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(s, { http });
  return s;
}

const head = () => ({
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  mode: document.head.querySelector('link[rel="canonical"]')?.getAttribute('data-mode') ?? null,
  alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
});

describe('sports SEO (R25)', () => {
  it('[R25] robots and canonical follow section, sport, champ, game and menuSection', () => {
    // A list is its own canonical (url mode); with a menu section it mirrors the list without it.
    expect(seoMeta({ section: 'line', sport: football, champ: epl }, '/line/football/10-england-premier-league'))
      .toEqual({ robots: 'index, follow', canonical: { mode: 'url', path: '/line/football/10-england-premier-league' } });
    expect(seoMeta({ section: 'line', menuSection: 'top', sport: football }, '/line/top/football'))
      .toEqual({ robots: 'index, follow', canonical: { mode: 'mirror', path: '/line/football' } });
    expect(seoMeta({ section: 'live', menuSection: 'soon' }, '/live/soon/')?.canonical).toEqual({ mode: 'mirror', path: '/live' });
    // A championship link without its slug mirrors the full one; /home mirrors the home page.
    expect(seoMeta({ section: 'line', sport: football, champ: epl }, '/line/football/10')?.canonical?.mode).toBe('mirror');
    expect(seoMeta({ section: 'home' }, '/home').canonical).toEqual({ mode: 'mirror', path: '/' });
    expect(seoMeta({ section: 'home' }, '').canonical).toEqual({ mode: 'url', path: '/' });
    // A game's canonical is its own page under the mode it is in: a live game opened from a line link, or from cyber.
    const live = { id: 7, status: 2, isSynthetic: false };
    expect(seoMeta({ section: 'line', sport: football, champ: epl, game: live }, '/line/football/10/7').canonical)
      .toEqual({ mode: 'mirror', path: '/live/football/10-england-premier-league/7' });
    expect(seoMeta({ section: 'cyber', sport: { slug: 'cs2' }, champ: epl, game: { ...live, status: 1 } }, '/cyber/real/cs2/10-england-premier-league/line/7').canonical)
      .toEqual({ mode: 'mirror', path: '/line/cs2/10-england-premier-league/7' });
    // Other sections are their own canonical, without a query or trailing slash.
    expect(seoMeta({ section: 'toto' }, '/toto/draws/?x=1').canonical).toEqual({ mode: 'url', path: '/toto/draws' });
    // noindex hides: finished, cancelled and virtual games, multi-live and the statistic popup give no canonical.
    for (const g of [{ ...live, status: 4 }, { ...live, status: 5 }, { ...live, isSynthetic: true }]) {
      expect(seoMeta({ section: 'live', sport: football, champ: epl, game: g }, '/live/football/10/7')).toEqual({ robots: 'noindex, follow', canonical: null });
    }
    expect(seoMeta({ section: 'multi' }, '/multi').robots).toBe('noindex, follow');
    expect(seoMeta({ section: 'statisticpopup' }, '/statisticpopup/game/7').robots).toBe('noindex, follow');
  });

  it('[R25] a menu section page names itself in the title and points canonical and alternates at the list', async () => {
    await renderApp('/en/line/top/football', { services: services() });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(document.title).toContain('Football · Top'));
    expect(head()).toEqual({
      robots: 'index, follow',
      canonical: '/en/line/football',
      mode: 'mirror',
      alternates: ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'].map((l) => `${l} /${l}/line/football`),
    });
    await renderApp('/en/line/football', { services: services() });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(head().canonical).toBe('/en/line/football'));
    expect(head().mode).toBe('url');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('[R25] alternates leave out languages hidden from anonymous visitors', async () => {
    const config = siteConfigFixture();
    config.hiddenLanguagesForAnonymous = ['kk', 'az'];
    await renderApp('/en/line/football', { services: services(), config });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(head().alternates.length).toBeGreaterThan(0));
    expect(head().alternates.map((a) => a.split(' ')[0])).toEqual(['ru', 'en', 'uk', 'tr', 'es', 'pt']);
  });

  it('[R25] a game page is its canonical while open; once it finished it is noindex with no canonical or alternates', async () => {
    let status = 1;
    const s = services(() => gameFeed({ game: game(1, { status, score: { home: 1, away: 0, periods: [] } }) }));
    await renderApp('/en/line/football/10/1', { services: s });
    await screen.findByTestId('game-page', {}, { timeout: 8000 });
    await waitFor(() => expect(head().canonical).toBe('/en/line/football/10-england-premier-league/1'));
    expect(head().mode).toBe('mirror');
    expect(head().robots).toBe('index, follow');
    status = 4;
    await renderApp('/en/line/football/10-england-premier-league/1', { services: s });
    await waitFor(() => expect(screen.getByTestId('game-page').getAttribute('data-status')).toBe('4'), { timeout: 8000 });
    expect(head()).toEqual({ robots: 'noindex, follow', canonical: null, mode: null, alternates: [] });
  });
});
