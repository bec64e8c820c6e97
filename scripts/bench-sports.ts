/**
 * The sports figures of `npm run bench` (issue 4), measured against a running server with the full seed:
 * - feeds: p95 answer time of the sports feeds on loopback (bar: under 20 ms)
 * - linePage: time from the games answer to the rendered list of a line page of 500+ games (bar: under 100 ms)
 * - livePage: main-thread tasks while a live page with all live games mounted updates, at 4x CPU slow-down
 *   (bar: p95 under 16 ms); the number of odds buttons mounted and how many changed meanwhile.
 * One odds change re-rendering one button is proven by tests/src/sports/sports-pages.test.tsx.
 */
import type { Browser } from 'playwright-core';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function feeds(url: string) {
  const get = async (path: string) => {
    const t = performance.now();
    const res = await fetch(url + path);
    await res.arrayBuffer();
    return performance.now() - t;
  };
  const live = (await (await fetch(`${url}/web-api/sports/games?mode=live`)).json()) as { version: number; games: Array<{ id: number }> };
  const gameId = live.games[0]?.id ?? 1;
  const paths = {
    liveList: '/web-api/sports/games?mode=live',
    liveSince: `/web-api/sports/games?mode=live&since=${live.version}`,
    lineFootball: '/web-api/sports/games?mode=line&sport=football',
    game: `/web-api/sports/game/${gameId}`,
    menu: '/web-api/sports/menu?mode=line',
    top: '/web-api/sports/top?mode=live',
  };
  for (const p of Object.values(paths)) for (let i = 0; i < 10; i++) await get(p); // warm up
  const out: Record<string, { p50: number; p95: number }> = {};
  const all: number[] = [];
  for (const [name, p] of Object.entries(paths)) {
    const times: number[] = [];
    for (let i = 0; i < 150; i++) times.push(await get(p));
    all.push(...times);
    out[name] = { p50: round(pct(times, 50)), p95: round(pct(times, 95)) };
  }
  return { feedsP95Ms: round(pct(all, 95)), feedsBarMs: 20, feeds: out };
}

async function linePage(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.addInitScript(() => {
    new MutationObserver((_m, obs) => {
      if (document.querySelector('[data-testid="game-row"]')) {
        (window as unknown as { listAt: number }).listAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${url}/en/line/football`, { waitUntil: 'networkidle' });
  // The virtualised list mounts its rows a frame after its first measurement, which can be after network idle.
  await page.waitForSelector('[data-testid="game-row"]');
  const r = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/web-api/sports/games')) as PerformanceResourceTiming | undefined;
    const list = document.querySelector('[data-testid="game-list"]');
    return { answerAt: entry?.responseEnd ?? 0, listAt: (window as unknown as { listAt: number }).listAt, games: Number(list?.getAttribute('data-count') ?? 0), rows: document.querySelectorAll('[data-testid="game-row"]').length };
  });
  await page.close();
  return { linePageGames: r.games, linePageRowsMounted: r.rows, linePageRenderMs: round(r.listAt - r.answerAt), linePageBarMs: 100 };
}

async function livePage(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 9000 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${url}/en/live`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const buttons = await page.locator('[data-testid="odd"]').count();
  const before = await page.locator('[data-testid="odd"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-coef')));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: Array<{ name: string; dur?: number }> = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as Array<{ name: string; dur?: number }>)));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.waitForTimeout(20_000);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const after = await page.locator('[data-testid="odd"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-coef')));
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 1000).map((e) => (e.dur ?? 0) / 1000);
  await page.close();
  return {
    livePageOddsButtons: buttons,
    livePageOddsChangedIn20s: before.filter((c, i) => after[i] !== undefined && after[i] !== c).length,
    livePageTaskP95Ms4xCpu: round(pct(tasks, 95)),
    livePageTaskMaxMs4xCpu: round(Math.max(0, ...tasks)),
    livePageTasksOver1ms: tasks.length,
    livePageBarMs: 16,
  };
}

export async function benchSports(browser: Browser, url: string) {
  return { ...(await feeds(url)), ...(await linePage(browser, url)), ...(await livePage(browser, url)) };
}
