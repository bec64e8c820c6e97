/**
 * The sports figures of `npm run bench` (issue 4), measured against a running server with the full seed:
 * - feeds: p95 answer time of the sports feeds on loopback (bar: under 20 ms)
 * - linePage: time from the games answer to the rendered list of a line page of 500+ games (bar: under 100 ms)
 * - livePage: a live page with over 1,000 odds buttons (multi-live with four games) at 4x CPU slow-down, in the
 *   bench-only profiling build: p95 of React's render + commit per update (bar: under 16 ms), with the odds buttons
 *   mounted, the price changes seen on screen, and the main-thread task figure (all tasks of 1 ms or more) beside it;
 *   once with the odds as the server moves them, once with every price moving on every poll.
 * One odds change re-rendering one button is proven by tests/src/sports/sports-pages.test.tsx.
 */
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { startServer } from './serve-for-tests.ts';

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

/** The bench-only profiling build (scripts/vite.profile.config.ts), served by a server of its own. */
async function profiledServer() {
  const { build } = await import('vite');
  const config = path.resolve('scripts/vite.profile.config.ts');
  await build({ configFile: config, logLevel: 'warn' });
  const { PROFILE_OUT_DIR } = await import('./vite.profile.config.ts');
  return startServer({ SIM_SPEED: process.env.SIM_SPEED ?? '10', DIST_DIR: path.resolve(PROFILE_OUT_DIR) });
}

interface TraceEvent { name: string; ph?: string; dur?: number; args?: { data?: { message?: string; trackGroup?: string; start?: number; end?: number } } }

/**
 * A 20 s window of a page at 4x CPU slow-down: React's own render and commit phases of every update (the profiling
 * build logs them on its "Scheduler ⚛" track of the Chromium trace), the <Profiler> figures of the sports page
 * (page-context.tsx, recorded while window.__sportsCommits is an array), the main-thread tasks, and the odds that
 * changed on screen (a MutationObserver on data-coef counts them).
 */
async function measureWindow(page: Page, cdp: CDPSession, seconds: number) {
  await page.evaluate(() => {
    const w = window as unknown as { __sportsCommits: unknown[]; __oddsChanges: { total: number; ids: Set<string> } };
    w.__sportsCommits.length = 0;
    const first = !w.__oddsChanges;
    w.__oddsChanges = { total: 0, ids: new Set() };
    if (first) new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (r.attributeName === 'data-coef' && el.getAttribute('data-coef') !== r.oldValue) {
          w.__oddsChanges.total += 1;
          w.__oddsChanges.ids.add(el.getAttribute('data-odd-id') ?? '');
        }
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-coef'] });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  const collect = (d: { value: unknown[] }) => events.push(...(d.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.waitForTimeout(seconds * 1000);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __sportsCommits: Array<{ phase: string; actualDuration: number }>; __oddsChanges: { total: number; ids: Set<string> } };
    return {
      profiler: w.__sportsCommits.filter((c) => c.phase !== 'mount').map((c) => c.actualDuration),
      changes: w.__oddsChanges.total,
      changedOdds: w.__oddsChanges.ids.size,
      mounted: document.querySelectorAll('[data-testid="odd"]').length,
    };
  });
  // React's phases, in trace microseconds; a commit follows the render it belongs to.
  const phases = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.trackGroup === 'Scheduler \u269b' && (e.args.data.message === 'Render' || e.args.data.message === 'Commit'))
    .map((e) => ({ kind: e.args!.data!.message!, start: e.args!.data!.start!, ms: (e.args!.data!.end! - e.args!.data!.start!) / 1000 }))
    .sort((a, b) => a.start - b.start);
  const updates: number[] = [];
  const renders: number[] = [];
  const commits: number[] = [];
  let pending: number | null = null;
  for (const ph of phases) {
    if (ph.kind === 'Render') {
      pending = (pending ?? 0) + ph.ms; // a render that yielded logs several parts
      renders.push(ph.ms);
    } else {
      commits.push(ph.ms);
      updates.push((pending ?? 0) + ph.ms);
      pending = null;
    }
  }
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 1000).map((e) => (e.dur ?? 0) / 1000);
  return {
    oddsMounted: seen.mounted,
    oddsChangeEvents: seen.changes,
    oddsChanged: seen.changedOdds,
    reactUpdates: updates.length,
    reactCommitP95Ms: round(pct(updates, 95)),
    reactCommitMaxMs: round(Math.max(0, ...updates)),
    reactRenderPhaseP95Ms: round(pct(renders, 95)),
    reactCommitPhaseP95Ms: round(pct(commits, 95)),
    profilerRenderP95Ms: round(pct(seen.profiler, 95)),
    mainThreadTaskP95Ms: round(pct(tasks, 95)),
    mainThreadTaskMaxMs: round(Math.max(0, ...tasks)),
    mainThreadTasksOver1ms: tasks.length,
  };
}

/**
 * The live page of the bar: multi-live (R04) at a desktop viewport (1600x1000), with the four live games that have
 * the most markets picked the way a user picks them (each card shows every market of its game: over 1,000 odds
 * buttons mounted, each card scrolling its own). Two windows:
 * - served: the odds as the simulator moves them (the server reprices a few games every 2 s tick);
 * - allChange: every game answer rewritten so that every outcome's price moves on every poll (T18: football polls
 *   every 3 s), the bar's "1,000 outcomes changing" worst case: each answer changes all ~280 odds of a game.
 */
async function livePage(browser: Browser) {
  const server = await profiledServer();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(() => {
      (window as unknown as { __sportsCommits: unknown[] }).__sportsCommits = [];
    });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.url}/en/multi`, { waitUntil: 'networkidle' });
    // A user picks the big matches: the four live games with the most markets (the picker shows their counts).
    const picks = page.getByTestId('multi-pick');
    await picks.first().waitFor();
    const offered = await picks.evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('value') ?? '', markets: Number(e.getAttribute('data-markets')) })));
    const chosen = offered.sort((a, b) => b.markets - a.markets).slice(0, 4);
    for (const g of chosen) await page.locator(`[data-testid="multi-pick"][value="${g.id}"]`).check();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="multi-grid"] [data-testid="game-page"]').length === n, chosen.length);
    await page.waitForTimeout(3000);
    const served = await measureWindow(page, cdp, 20);
    const polls = new Map<string, number>();
    await page.route(/\/web-api\/sports\/game\/\d+(\?|$)/, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('since');
      const res = await route.fetch({ url: url.toString() });
      const body = (await res.json()) as { full: boolean; game: { markets: Array<{ outcomes: Array<{ coef: number }> }> } };
      // Up 3 % on one poll of a game, down 3 % on its next: every price moves on every poll (1.01 stays put).
      const n = (polls.get(url.pathname) ?? 0) + 1;
      polls.set(url.pathname, n);
      const factor = n % 2 === 0 ? 0.97 : 1.03;
      for (const m of body.game.markets) for (const o of m.outcomes) o.coef = Math.max(1.01, Math.round(o.coef * factor * 100) / 100);
      body.full = true;
      await route.fulfill({ response: res, json: body });
    });
    await page.waitForTimeout(4000);
    const allChange = await measureWindow(page, cdp, 20);
    await page.close();
    return { livePage: '/en/multi (4 live games)', livePageBarMs: 16, livePageServed: served, livePageAllChange: allChange };
  } finally {
    await server.stop();
  }
}

export async function benchSports(browser: Browser, url: string) {
  return { ...(await feeds(url)), ...(await linePage(browser, url)), ...(await livePage(browser)) };
}
