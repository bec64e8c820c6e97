import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import type { GamesFeed } from '../../../streams/schemas/sports';
import type { GameFeed, Menu } from '../../../streams/schemas/sports-pages';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices } from '../../support/fake-services';
import { renderApp } from '../../support/render-app';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { champ, game, gameFeed, gamesFeed, market, sport } from '../../streams/sports/fixtures';
import * as odds from '../../../streams/sports/odds-format';

// formatOdds runs once per odds button render: counting its calls counts button renders.
vi.mock('../../../streams/sports/odds-format', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../streams/sports/odds-format')>();
  return { ...real, formatOdds: vi.fn(real.formatOdds) };
});

const menu = (over: Partial<Menu> = {}): Menu => ({ version: 1, mode: 'line', total: 1, sports: [sport()], champs: [champ()], ...over });

interface Routes {
  menu?: (req: HttpRequest<unknown>) => Menu;
  games?: (req: HttpRequest<unknown>) => GamesFeed;
  game?: (req: HttpRequest<unknown>) => GameFeed;
  top?: (req: HttpRequest<unknown>) => GamesFeed;
  banners?: (req: HttpRequest<unknown>) => unknown;
}

/** Services whose http answers the sports calls with fixtures (validated by their real schemas). */
function sportsServices(routes: Routes = {}) {
  const services = fakeServices();
  const http = fakeHttp((req) => {
    const path = req.url;
    let body: unknown;
    if (path.endsWith('/menu')) body = routes.menu ? routes.menu(req) : menu();
    else if (path.endsWith('/games')) body = routes.games ? routes.games(req) : gamesFeed();
    else if (/\/game\/\d+$/.test(path)) {
      if (!routes.game) return throwError(() => new HttpError({ status: 404, kind: 'http' }));
      body = routes.game(req);
    } else if (path.endsWith('/top')) body = routes.top ? routes.top(req) : gamesFeed();
    else if (path.endsWith('/slider')) body = { items: [] };
    else if (path.endsWith('/media')) body = { streams: [] };
    else if (path.endsWith('/timeline')) body = { gameId: 1, events: [] };
    else if (path === '/web-api/banners') body = routes.banners ? routes.banners(req) : { banners: [] };
    else return throwError(() => new HttpError({ status: 404, kind: 'http' }));
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(services, { http });
  return { services, http };
}

afterEach(() => {
  vi.mocked(odds.formatOdds).mockClear();
});

describe('sports pages', () => {
  it('[R04] the line page shows the menu with counts and the games with their odds buttons', async () => {
    const { services } = sportsServices({ games: () => gamesFeed({ games: [game(1), game(2, { startAt: '2030-01-01T13:00:00.000Z' })] }) });
    await renderApp('/en/line/football', { services });
    const list = await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(within(list).getAllByTestId('game-row')).toHaveLength(2));
    expect(within(list).getAllByTestId('odd').map((b) => b.getAttribute('data-odd-id'))).toEqual(['101', '102', '103', '201', '202', '203']);
    expect(screen.getByTestId('menu-line').textContent).toContain('Football');
    expect(screen.getAllByTestId('menu-count')[0]?.textContent).toBe('1');
    expect(document.title).toContain('Football');
  });

  it('[R04] the live menu and the list heading count from one snapshot, whatever the list answered meanwhile', async () => {
    const live = (id: number) => game(id, { status: 2, timeSec: 600, period: 1 });
    const { services, http } = sportsServices({
      menu: () => menu({ mode: 'live', total: 9, sports: [sport({ count: 7 }), sport({ id: 2, slug: 'tennis', name: 'Tennis', count: 2 })], champs: [champ({ count: 7 })] }),
      // The list polls more often: its last answer has one game fewer than the menu's snapshot counted.
      games: () => gamesFeed({ games: [live(1), live(2)] }),
    });
    await renderApp('/en/live', { services });
    await waitFor(() => expect(screen.getByTestId('games-count').textContent).toBe('Events: 9'), { timeout: 8000 });
    expect(within(screen.getByTestId('menu-live')).getByRole('link', { name: /Live/ }).textContent).toContain('9');
    expect(http.calls.filter((c) => c.url.endsWith('/menu'))).toHaveLength(1);
    await renderApp('/en/live/football', { services });
    await waitFor(() => expect(screen.getByTestId('games-count').textContent).toBe('Events: 7'), { timeout: 8000 });
    expect(screen.getAllByTestId('menu-count').map((c) => c.textContent)).toEqual(['7', '2']);
  });

  it('[T18] a live clock is drawn from its anchor and the server\'s time the answers tell, not from this browser\'s clock', async () => {
    // The server's clock is an hour ahead of this browser's; the game's clock read 10:00 a minute before the answer.
    const at = Date.now() + 3_600_000;
    const live = game(1, { status: 2, period: 1, timeSec: 600, clockAt: at - 60_000, clockRate: 1, periodEndSec: 2700 });
    const { services } = sportsServices({ games: () => gamesFeed({ at, games: [live] }) });
    await renderApp('/en/live', { services });
    const clock = await screen.findByTestId('game-clock', {}, { timeout: 8000 });
    const sec = Number(clock.getAttribute('data-sec'));
    expect(sec).toBeGreaterThanOrEqual(660);
    expect(sec).toBeLessThan(665);
    expect(clock.textContent).toMatch(/^11:0\d$/);
  });

  it('[R04] an unknown sport is the 404 page', async () => {
    const { services } = sportsServices({ games: (req) => { throw new HttpError({ status: 404, kind: 'http', url: req.url }); } });
    Object.assign(services.http, {});
    const http = fakeHttp((req) => (req.url.endsWith('/games') ? throwError(() => new HttpError({ status: 404, kind: 'http' })) : of(v.parse(req.schema as v.GenericSchema, menu()))));
    Object.assign(services, { http });
    await renderApp('/en/line/curling', { services });
    const error = await screen.findByTestId('page-error', {}, { timeout: 8000 });
    expect(error?.getAttribute('data-status')).toBe('404');
  });

  it('[R04] a malformed line path or unknown game id is the 404 page', async () => {
    const { services } = sportsServices();
    await renderApp('/en/line/football/abc/def', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
    await renderApp('/en/line/football/10-premier-league/999', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
  });

  it('[R04] a game page groups every market by kind; suspended outcomes are disabled buttons', async () => {
    const markets = [
      market(10, [[101, 2.1], [102, 3.4], [103, 3.5]]),
      market(11, [[111, 1.9], [112, 1.9, 2]], { kind: 3, typeId: 5, name: 'Total 2.5', param: 2.5, isMain: false }),
      market(12, [[121, 1.5], [122, 2.5]], { kind: 4, typeId: 6, name: 'Handicap -0.5', param: -0.5, isMain: false, status: 2 }),
    ];
    const { services } = sportsServices({ game: () => gameFeed({ game: game(1, { markets, marketCount: 3 }) }) });
    await renderApp('/en/line/football/10-premier-league/1', { services });
    const page = await screen.findByTestId('game-page', {}, { timeout: 8000 });
    expect(within(page).getAllByTestId('market')).toHaveLength(3);
    expect(within(page).getByRole('heading', { name: 'Totals' })).toBeTruthy();
    const odd = (id: number) => page.querySelector(`[data-odd-id="${id}"]`) as HTMLButtonElement;
    expect(odd(111).disabled).toBe(false);
    expect(odd(112).disabled).toBe(true); // outcome suspended
    // A suspended market collapses to its title and one line, no padlocks.
    const suspended = page.querySelector('[data-market-id="12"]') as HTMLElement;
    expect(suspended.dataset['suspended']).toBe('true');
    expect(suspended.textContent).toContain('Betting suspended');
    expect(odd(121).closest('[hidden]')).not.toBeNull(); // kept, hidden, to flash its change when it reopens
    expect(document.title).toContain('Home 1 — Away 1');
  });

  it('[R04][T18] a market suspended after a goal reopens at its new price and flashes the change from the price before the goal', async () => {
    let answer = 0;
    const live = (status: number, coef: number) => game(1, { status: 2, timeSec: 100, markets: [market(10, [[101, coef], [102, 3.4], [103, 3.5]], { status })], marketCount: 1 });
    // Open at 2.1, suspended (the goal), reopened at 1.6.
    const { services } = sportsServices({ game: () => gameFeed({ game: [live(1, 2.1), live(2, 2.1), live(1, 1.6)][Math.min(answer++, 2)]! }) });
    await renderApp('/en/live/football/10-premier-league/1', { services });
    const block = () => document.querySelector('[data-market-id="10"]') as HTMLElement | null;
    await waitFor(() => expect(block()?.dataset['suspended']).toBeUndefined(), { timeout: 8000 });
    await waitFor(() => expect(block()?.dataset['suspended']).toBe('true'), { timeout: 12_000 });
    await waitFor(() => expect(document.querySelector('[data-odd-id="101"]')?.getAttribute('data-coef')).toBe('1.6'), { timeout: 12_000 });
    expect(block()?.dataset['suspended']).toBeUndefined();
    expect(document.querySelector('[data-odd-id="101"]')?.getAttribute('data-direction')).toBe('down');
  }, 30_000);

  it('a live game past half time lists neither its settled first-half markets nor the decided ones; the All tab counts what is listed', async () => {
    const markets = [
      market(10, [[101, 2.1], [102, 3.4], [103, 3.5]]),
      // The first half is over: its result market is closed, its outcomes settled.
      market(11, [[111, 2.1, 3], [112, 3.4, 4], [113, 3.5, 4]], { kind: 10, typeId: 12, name: 'Half 1: result', period: 1, status: 3, isMain: false }),
      // Two goals scored: "over 1.5" is certain, so the pricing locked both outcomes of an open market.
      market(12, [[121, 1.01, 2], [122, 30, 2]], { kind: 3, typeId: 5, name: 'Total 1.5', param: 1.5, isMain: false }),
      // Every outcome settled (a first-goal market after the goal), the market not closed yet.
      market(13, [[131, 2, 3], [132, 2, 4]], { kind: 5, typeId: 18, name: 'First goal', isMain: false }),
      market(14, [[141, 1.9], [142, 1.9]], { kind: 3, typeId: 5, name: 'Total 3.5', param: 3.5, isMain: false }),
    ];
    const live = game(1, { status: 2, period: 2, timeSec: 3000, score: { home: 1, away: 1, periods: [[1, 0], [0, 1]] }, markets, marketCount: 5 });
    const { services } = sportsServices({ game: () => gameFeed({ game: live }) });
    await renderApp('/en/live/football/10-premier-league/1', { services });
    const page = await screen.findByTestId('game-page', {}, { timeout: 8000 });
    expect(within(page).getAllByTestId('market').map((m) => m.getAttribute('data-market-id'))).toEqual(['10', '14']);
    expect(within(page).getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(within(page).queryByRole('heading', { name: 'Half 1: result' })).toBeNull();
  });

  it('[R04] clicking an odd puts it in the coupon and shows it selected', async () => {
    const { services } = sportsServices();
    await renderApp('/en/line', { services });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    const button = await screen.findByRole('button', { name: /3.40/ });
    fireEvent.click(button);
    await waitFor(() => expect(button?.getAttribute('aria-pressed')).toBe('true'));
  });

  it('[B10][B25] the odds format chosen is applied to every button and saved', async () => {
    const { services } = sportsServices();
    await renderApp('/en/line', { services });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await screen.findByRole('button', { name: /2.10/ });
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /\+110/ })).toBeTruthy());
    expect(screen.getByRole('button', { name: /\+240/ })).toBeTruthy();
    expect(services.preferences.get().oddsFormat).toBe(2);
  });

  it('[R04] one odds change re-renders one button of a live list of 1000 outcomes', async () => {
    const many = Array.from({ length: 200 }, (_, i) => game(i + 1, {
      status: 2,
      timeSec: 100,
      markets: [market((i + 1) * 10, [[(i + 1) * 100 + 1, 2.1], [(i + 1) * 100 + 2, 3.4], [(i + 1) * 100 + 3, 3.5]], { blockId: i + 1 }),
        market((i + 1) * 10 + 1, [[(i + 1) * 100 + 4, 1.9], [(i + 1) * 100 + 5, 1.9]], { kind: 3, typeId: 5, param: 2.5, blockId: i + 1 })],
    }));
    let answer = 0;
    const { services } = sportsServices({
      games: () => {
        answer += 1;
        if (answer === 1) return gamesFeed({ version: 1, games: many });
        // The second answer (since=1): one outcome of game 1 moved.
        const changed = game(1, { status: 2, timeSec: 100, markets: [market(10, [[101, 2.25], [102, 3.4], [103, 3.5]], { blockId: 1 }), many[0]!.markets[1]!] });
        return gamesFeed({ version: 2, full: false, games: [changed] });
      },
    });
    const config = siteConfigFixture();
    const view = await renderApp('/en/live', { services, config });
    await screen.findByTestId('game-list', {}, { timeout: 8000 });
    await waitFor(() => expect(document.querySelector('[data-odd-id="101"]')).toBeTruthy());
    vi.mocked(odds.formatOdds).mockClear();
    // Next poll: the live list polls every 5 s (T18).
    await act(async () => { await new Promise((r) => setTimeout(r, 5200)); });
    await waitFor(() => expect(document.querySelector('[data-odd-id="101"]')?.getAttribute('data-coef')).toBe('2.25'));
    // Only the button whose price moved rendered again, once (its up/down mark comes with its stream, not from a
    // second render); no other button of the 1000 did.
    const rendered = vi.mocked(odds.formatOdds).mock.calls.map((c) => c[0]);
    expect(rendered).toEqual([2.25]);
    expect(document.querySelector('[data-odd-id="101"]')?.getAttribute('data-direction')).toBe('up');
    view.unmount();
  }, 15_000);

  it('[B10] the accumulator of the day totals as the coupon prices it: 1.05 x 2.55 = 2.6775 is 2.678 (2.677 in floats)', async () => {
    const pick = (id: number, coefs: [number, number, number]) => game(id, { markets: [market(id * 10, coefs.map((c, i): [number, number] => [id * 100 + i + 1, c]))] });
    const { services } = sportsServices({ top: () => gamesFeed({ games: [pick(1, [1.05, 8, 12]), pick(2, [2.55, 3, 4])] }) });
    await renderApp('/en/betsonyour', { services });
    expect((await screen.findByTestId('accumulator-total', {}, { timeout: 8000 })).textContent).toBe('2.678');
  });

  it('[R03] the home page shows top live and top line games and the sections', async () => {
    const { services } = sportsServices();
    await renderApp('/en/', { services });
    expect(await screen.findByTestId('top-live', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('top-line')).getAllByTestId('game-row').length).toBeGreaterThan(0));
    expect(screen.getAllByTestId('home-section').length).toBe(7);
  });

  it('[T22] the home page shows the server\'s banners in the page\'s language, each leading to its offer, and drops a malformed answer', async () => {
    const banner = (id: number, title: string, href: string) => ({ id, title, text: `${title} text`, href, image: `/web-api/banners/${id}/image.svg` });
    const { services, http } = sportsServices({ banners: () => ({ banners: [banner(1, 'Casino promotions', '/en/casino/promotions'), banner(2, 'Toto jackpot', '/en/toto')] }) });
    await renderApp('/en/', { services });
    const nav = await screen.findByRole('navigation', { name: 'Promotions' }, { timeout: 8000 });
    await waitFor(() => expect(within(nav).getAllByTestId('banner')).toHaveLength(2));
    const links = within(nav).getAllByTestId('banner');
    expect(links.map((a) => [a.getAttribute('href'), a.querySelector('strong')?.textContent, a.querySelector('img')?.getAttribute('src')])).toEqual([
      ['/en/casino/promotions', 'Casino promotions', '/web-api/banners/1/image.svg'], ['/en/toto', 'Toto jackpot', '/web-api/banners/2/image.svg'],
    ]);
    expect(http.calls.find((c) => c.url === '/web-api/banners')?.query).toEqual({ slot: 'home', lang: 'en' });
    // A banner that links off the site fails the schema: nothing is shown rather than a link elsewhere.
    const hostile = sportsServices({ banners: () => ({ banners: [banner(3, 'Elsewhere', 'https://evil.example/')] }) });
    await renderApp('/en/', { services: hostile.services });
    await waitFor(() => expect(hostile.http.calls.some((c) => c.url === '/web-api/banners')).toBe(true));
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('[R07] the statistic page opens when its flag is on (its route guard makes it 404 when off)', async () => {
    const { services } = sportsServices();
    await renderApp('/en/statistic', { services });
    expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 }, { timeout: 8000 })).toBeTruthy();
    const off = siteConfigFixture();
    off.features.statistic = false;
    await renderApp('/en/statistic', { services, config: off });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
  });

  it('[R06] cyber types other than real, virtual and stream are 404', async () => {
    const { services } = sportsServices();
    await renderApp('/en/cyber/imaginary', { services });
    expect((await screen.findByTestId('page-error', {}, { timeout: 8000 })).getAttribute('data-status')).toBe('404');
  });
});
