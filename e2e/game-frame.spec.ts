import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';

// The frame players see (issue 23): every game fits its frame with no inner scrollbar at 1366x768, 1920x1080 and
// after a resize; demo rounds move a demo balance of their own and never the player's money.

interface Game { id: number; kind?: string }

async function gameOf(request: APIRequestContext, category: string, kind: string): Promise<number> {
  const res = await request.get(`/web-api/casino/games?category=${category}&limit=200`);
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: Game[] };
  const game = items.find((g) => (g.kind ?? 'slot') === kind);
  expect(game, `a ${kind} game in ${category}`).toBeTruthy();
  return game!.id;
}

/** The frame document's overflow: what would need an inner scrollbar. */
async function overflowOf(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/casino-frame/'));
  expect(frame, 'the game frame').toBeTruthy();
  return frame!.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return { x: doc.scrollWidth - doc.clientWidth, y: doc.scrollHeight - doc.clientHeight };
  });
}

/** The play button lies inside the frame's box on the page (not cut off below it). */
async function expectInside(page: Page, frame: FrameLocator, testId: string) {
  const box = await page.getByTestId('game-frame').boundingBox();
  const button = await frame.getByTestId(testId).boundingBox();
  expect(box && button).toBeTruthy();
  expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
}

const GAMES: ReadonlyArray<{ name: string; path: (request: APIRequestContext) => Promise<string>; ready: string }> = [
  { name: 'slot', path: async (r) => `/en/slots/game/${await gameOf(r, 'slots', 'slot')}/x`, ready: 'slot-spin' },
  { name: 'keno', path: async (r) => `/en/slots/game/${await gameOf(r, 'keno', 'keno')}/x`, ready: 'keno-draw' },
  { name: 'crash', path: async (r) => `/en/slots/game/${await gameOf(r, 'crash', 'crash')}/x`, ready: 'crash-bet' },
  { name: 'memory (bonus game)', path: async () => '/en/memory', ready: 'memory-play' },
];

for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
  test(`the game frame fits every game with no inner scrollbar at ${size.width}x${size.height} and after a resize`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    for (const game of GAMES) {
      await page.setViewportSize(size);
      await page.goto(await game.path(page.request));
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expect(frame.getByTestId(game.ready)).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => overflowOf(page), { message: game.name }).toEqual({ x: 0, y: 0 });
      await expectInside(page, frame, game.ready);
      // A lower, narrower window: the game is scaled again, still without a scrollbar.
      await page.setViewportSize({ width: Math.round(size.width * 0.75), height: Math.round(size.height * 0.75) });
      await expect.poll(() => overflowOf(page), { message: `${game.name} resized` }).toEqual({ x: 0, y: 0 });
      await expectInside(page, frame, game.ready);
    }
  });
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('demo rounds move the demo balance by stake and win, never the player\'s money; reset starts it again', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  await page.goto(`/en/slots/game/${await gameOf(page.request, 'slots', 'slot')}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('demo-balance')).toHaveText('100,000.00');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('frame-demo-balance')).toHaveAttribute('data-amount', '10000000');
  let expected = 10_000_000;
  let last = '';
  for (let i = 0; i < 3; i += 1) {
    await expect(frame.getByTestId('slot-spin')).toBeEnabled();
    await frame.getByTestId('slot-spin').click();
    const result = frame.getByTestId('slot-result');
    await expect(result).not.toHaveAttribute('data-round', last);
    last = (await result.getAttribute('data-round')) ?? '';
    expected += Number(await result.getAttribute('data-win')) - Number(await result.getAttribute('data-stake'));
    await expect(page.getByTestId('demo-balance')).toHaveAttribute('data-amount', String(expected));
    await expect(frame.getByTestId('frame-demo-balance')).toHaveAttribute('data-amount', String(expected));
  }
  expect(expected).not.toBe(10_000_000);
  // The player's money did not move: the server's balance is what was paid in.
  await page.reload();
  await expect.poll(async () => money(await page.getByTestId('balance').textContent())).toBe(1000);
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  await expect(page.getByTestId('demo-balance')).toHaveAttribute('data-amount', String(expected));
  await page.getByTestId('demo-reset').click();
  await expect(page.getByTestId('demo-balance')).toHaveText('100,000.00');
});

/** Every scroller inside the frame: the document itself, and any element whose content overflows a scrolling box. */
async function scrollersOf(page: Page): Promise<string[]> {
  const frame = page.frames().find((f) => f.url().includes('/casino-frame/'));
  expect(frame, 'the game frame').toBeTruthy();
  return frame!.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    const found = doc.scrollHeight > doc.clientHeight || doc.scrollWidth > doc.clientWidth ? [`document ${doc.scrollHeight} > ${doc.clientHeight}`] : [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const y = /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const x = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (x || y) found.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
    }
    return found;
  });
}

const SHARED = [
  { name: 'virtual-race', category: 'virtualsports', kind: 'virtualrace', ready: 'race-game', phases: ['betting', 'racing'] },
  { name: 'bingo', category: 'bingo', kind: 'bingo', ready: 'bingo-game', phases: ['buying', 'drawing'] },
  { name: 'roulette', category: 'live', kind: 'roulette', ready: 'table-game', phases: ['betting'] },
] as const;

test('the shared rounds\' frames (virtual race, bingo, a roulette table) for real money fit at 1366x768: the page may scroll, the frame never', async ({ page }) => {
  test.setTimeout(240_000); // a race's betting phase is 30 s, bingo's buying 10 s, a roulette round 26 s
  await registerAndLogin(page);
  await fund(page.request, 1000);
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const game of SHARED) {
    await page.goto(`/en/casino/game/${await gameOf(page.request, game.category, game.kind)}/x`);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
    const root = page.frameLocator('[data-testid="game-frame"]').getByTestId(game.ready);
    // Each phase with its own content (the card and the track, the seed once revealed, the called balls).
    for (const phase of game.phases) {
      await expect(root).toHaveAttribute('data-phase', phase, { timeout: 60_000 });
      await expect.poll(() => scrollersOf(page), { message: `${game.name} ${phase}` }).toEqual([]);
      await page.getByTestId('game-frame').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${game.name}-${phase}-1366x768.png`) });
    }
  }
});

test('the game frame is sandboxed without the site\'s origin: it cannot read the page\'s storage, cookies or token, and a real round still moves the balance', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  await page.goto(`/en/slots/game/${await gameOf(page.request, 'slots', 'slot')}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  const iframe = page.getByTestId('game-frame');
  await expect(iframe).toHaveAttribute('data-mode', 'real');
  const sandbox = (await iframe.getAttribute('sandbox'))?.split(/\s+/) ?? [];
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('slot-spin')).toBeEnabled({ timeout: 15_000 });
  // The page holds the player's session; the frame, an opaque origin, reaches none of it, nor the page's window.
  expect((await page.evaluate(() => Object.keys(localStorage))).length).toBeGreaterThan(0);
  const inFrame = page.frames().find((f) => f.url().includes('/casino-frame/'))!;
  const probe = await inFrame.evaluate(async () => {
    const tried = (read: () => unknown) => { try { read(); return 'read'; } catch { return 'denied'; } };
    const api = await fetch('/web-api/accounts/list', { credentials: 'include' }).then((r) => `HTTP ${r.status}`, () => 'blocked');
    return {
      origin: self.origin,
      storage: tried(() => localStorage.length),
      cookie: tried(() => document.cookie),
      parentStorage: tried(() => window.parent.localStorage.length),
      api,
    };
  });
  expect(probe).toEqual({ origin: 'null', storage: 'denied', cookie: 'denied', parentStorage: 'denied', api: 'blocked' });
  // Its round is made by the page for it: real money, and the header balance moves by stake and win.
  await frame.getByTestId('slot-spin').click();
  const result = frame.getByTestId('slot-result');
  await expect(result).toHaveAttribute('data-round', /.+/);
  const stake = Number(await result.getAttribute('data-stake'));
  const win = Number(await result.getAttribute('data-win'));
  expect(stake).toBeGreaterThan(0);
  await expect.poll(async () => money(await page.getByTestId('balance').textContent())).toBeCloseTo((100_000 - stake + win) / 100, 2);
});
