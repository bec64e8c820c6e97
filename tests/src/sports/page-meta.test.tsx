import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import type { RouteObject } from 'react-router-dom';
import { SiteConfigSchema } from '../../../streams/schemas/site-config';
import { seoMeta } from '../../../src/features/sports/seo-meta';
import { SPORTS_PAGE_META, SPORTS_SECTION_IDS, sportsPopupRoutes, sportsRoutes } from '../../../src/features/sports/sports-routes';
import type { RouteGroupHandle } from '../../../src/routing/route-resolution';
import { renderApp } from '../../support/render-app';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { game, gameFeed } from '../../streams/sports/fixtures';
import { head, sportsHarness } from './sports-harness';

// R25: canonical on the operator's main domain (site config mainDomain) and the page meta every sports route
// carries (numeric page and section ids, remote app base path, layout options), published by <Seo>.

const LANGS = ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'];
const football = { slug: 'football' };
const epl = { id: 10, slug: 'england-premier-league' };

describe('R25 canonical on the operator domain', () => {
  it('[R25] mirror canonical points at the operator domain; a url-mode page on it stays relative; no domain keeps links relative', () => {
    const site = { mainDomain: 'betarena.example', host: 'betarena.example' };
    // A menu section mirrors the list: the canonical is the list on the main domain.
    expect(seoMeta({ section: 'line', menuSection: 'top', sport: football }, '/line/top/football', site).canonical)
      .toEqual({ mode: 'mirror', path: '/line/football', host: 'betarena.example' });
    // The list itself, served by the main domain, is its own (relative) canonical.
    expect(seoMeta({ section: 'line', sport: football, champ: epl }, '/line/football/10-england-premier-league', site).canonical)
      .toStrictEqual({ mode: 'url', path: '/line/football/10-england-premier-league' });
    // Without a main domain, a mirror canonical is on the serving host (no host).
    expect(seoMeta({ section: 'line', menuSection: 'top', sport: football }, '/line/top/football', { host: 'mirror.example' }).canonical)
      .toStrictEqual({ mode: 'mirror', path: '/line/football' });
    // Served from another host (a mirror domain), even a page's own path names the main domain's copy.
    expect(seoMeta({ section: 'toto' }, '/toto', { mainDomain: 'betarena.example', host: 'mirror-7.example' }).canonical)
      .toEqual({ mode: 'mirror', path: '/toto', host: 'betarena.example' });
    // noindex still hides everything.
    expect(seoMeta({ section: 'multi' }, '/multi', site)).toEqual({ robots: 'noindex, follow', canonical: null });
  });

  it('[R25] mirror canonical points at the operator domain: a menu section page links the list and its languages there', async () => {
    const { services } = sportsHarness();
    await renderApp('/en/line/top/football', { services, config: siteConfigFixture({ mainDomain: 'betarena.example' }) });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(head().canonical).toBe('https://betarena.example/en/line/football'));
    expect(head().mode).toBe('mirror');
    expect(head().alternates).toEqual(LANGS.map((l) => `${l} https://betarena.example/${l}/line/football`));
  });

  it('[R25] a page served from a mirror domain names the same page on the operator domain as canonical', async () => {
    // jsdom serves the page from localhost; the operator's domain is another host.
    expect(window.location.host).not.toBe('betarena.example');
    const { services } = sportsHarness();
    await renderApp('/en/line/football', { services, config: siteConfigFixture({ mainDomain: 'betarena.example' }) });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(head().canonical).toBe('https://betarena.example/en/line/football'));
    expect(head().mode).toBe('mirror');
    // Served by the operator's own domain, the same page is its own relative canonical.
    await renderApp('/en/line/football', { services, config: siteConfigFixture({ mainDomain: window.location.host }) });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(head().canonical).toBe('/en/line/football'));
    expect(head().mode).toBe('url');
  });

  it('[R25] a malformed mainDomain in the site config falls back to none instead of breaking the config', () => {
    for (const bad of ['https://evil.example/x', 'evil.example/path', 'not a host', 42, null]) {
      const parsed = v.safeParse(SiteConfigSchema, { ...siteConfigFixture(), mainDomain: bad });
      expect(parsed.success, String(bad)).toBe(true);
      expect(parsed.output).toMatchObject({ mainDomain: '' });
    }
    expect(v.parse(SiteConfigSchema, { ...siteConfigFixture(), mainDomain: 'BetArena.Example' }).mainDomain).toBe('betarena.example');
    expect(v.parse(SiteConfigSchema, siteConfigFixture()).mainDomain).toBeUndefined();
  });
});

describe('R25 page meta', () => {
  const ctx = { config: siteConfigFixture(), isAuthorized: async () => false };
  // The main sports routes and, in place of its stand-ins, the route group they load (as the app does on a visit).
  const routes = async (): Promise<RouteObject[]> => {
    const main = sportsRoutes(ctx);
    const group = main.map((r) => (r.handle as Partial<RouteGroupHandle> | undefined)?.routeGroup).find(Boolean);
    return [...main.filter((r) => !(r.handle as Partial<RouteGroupHandle> | undefined)?.routeGroup), ...(await group!()), ...sportsPopupRoutes()];
  };

  it('[R25] every sports route carries numeric page and section ids, a remote app base path and layout options', async () => {
    const seen = new Map<number, string>();
    for (const route of await routes()) {
      const key = route.index ? '' : route.path!;
      const meta = (route.handle as { pageMeta?: unknown; layout?: unknown } | undefined)?.pageMeta;
      expect(meta, key).toEqual(SPORTS_PAGE_META[key]);
      const m = SPORTS_PAGE_META[key]!;
      expect(Number.isInteger(m.pageId) && m.pageId > 0, key).toBe(true);
      expect(Object.values(SPORTS_SECTION_IDS)).toContain(m.sectionId);
      expect(m.remoteAppBasePath, key).toMatch(/^\/[a-z-]*$/);
      expect(['default', 'empty']).toContain(m.layout.layout);
      expect((route.handle as { layout: string }).layout).toBe(m.layout.layout);
      // One id per page: only the home page answers at two paths (the index and /home).
      const other = seen.get(m.pageId);
      if (other !== undefined) expect([other, key].sort()).toEqual(['', 'home']);
      seen.set(m.pageId, key);
    }
    expect(seen.size).toBe(Object.keys(SPORTS_PAGE_META).length - 1);
  });

  it('[R25] the line list publishes its page meta; its game page the game page id; the layout options match the frame', async () => {
    const { services } = sportsHarness({ game: () => gameFeed({ game: game(1) }) });
    await renderApp('/en/line/football', { services });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(head().pageId).toBe('200'));
    expect(head()).toMatchObject({ sectionId: String(SPORTS_SECTION_IDS.line), remoteAppBasePath: '/en/line', layout: { layout: 'default', sideMenu: true, snow: false } });
    // What the layout options say is what the page shows: the default frame and a menu column.
    expect(document.querySelector('[data-layout="default"]')).not.toBeNull();
    expect(document.querySelector('main aside')).not.toBeNull();

    await renderApp('/en/line/football/10-england-premier-league/1', { services });
    await screen.findByTestId('game-page', {}, { timeout: 8000 });
    await waitFor(() => expect(head().pageId).toBe('201'));
    expect(head().sectionId).toBe('2');
  });

  it('[R25] results have no menu column; the statistic popup is in the empty layout; the ids follow the route', async () => {
    const { services } = sportsHarness({
      results: () => ({ date: '2030-01-01', type: 'all', sports: [], champs: [], games: [] }),
      gameStatistic: (_r, id) => ({
        game: { id, sportId: 1, champId: 10, home: 'Arsenal', away: 'Chelsea', startAt: '2030-01-01T12:00:00.000Z', status: 1, score: { home: 0, away: 0, periods: [] }, timeSec: null },
        sport: { id: 1, slug: 'football', name: 'Football', isCyber: false, livePollMs: 5000, scoreModel: 'goals', count: 1 },
        champ: { id: 10, sportId: 1, slug: 'epl', name: 'Premier League', country: 'England', countryIso: 'GB', isTop: true, cyberType: null, livePollMs: null, specialSlug: null, count: 1 },
        home: { team: 'Arsenal', form: [], last: [] }, away: { team: 'Chelsea', form: [], last: [] }, headToHead: [], standings: [],
      }),
    });
    await renderApp('/en/results', { services });
    await screen.findByRole('heading', { level: 1, name: 'Results' }, { timeout: 8000 });
    await waitFor(() => expect(head().pageId).toBe('500'));
    expect(head()).toMatchObject({ sectionId: '5', remoteAppBasePath: '/en/results', layout: { layout: 'default', sideMenu: false, snow: false } });
    expect(document.querySelector('main aside')).toBeNull();

    await renderApp('/en/statisticpopup/game/7', { services });
    await screen.findByTestId('statistic-popup', {}, { timeout: 8000 });
    await waitFor(() => expect(head().pageId).toBe('520'));
    expect(head()).toMatchObject({ sectionId: '5', remoteAppBasePath: '/en/statisticpopup', layout: { layout: 'empty', sideMenu: false, snow: false } });
    expect(document.querySelector('[data-layout="empty"]')).not.toBeNull();
    expect(document.querySelector('[data-layout="default"]')).toBeNull();
  });

  it('[R25] the home page is where snow may fall; a page meta tag is published once per page', async () => {
    const { services } = sportsHarness();
    await renderApp('/en/', { services });
    await screen.findByTestId('top-live', {}, { timeout: 8000 });
    await waitFor(() => expect(head().pageId).toBe('100'));
    expect(head()).toMatchObject({ sectionId: '1', remoteAppBasePath: '/en', layout: { layout: 'default', sideMenu: false, snow: true } });
    expect(document.head.querySelectorAll('meta[name="page-id"]')).toHaveLength(1);
    await renderApp('/en/cyber/real', { services });
    await waitFor(() => expect(head().pageId).toBe('400'), { timeout: 8000 });
    expect(head()).toMatchObject({ sectionId: '4', remoteAppBasePath: '/en/cyber', layout: { sideMenu: true } });
    expect(document.head.querySelectorAll('meta[name="page-id"]')).toHaveLength(1);
  });
});
