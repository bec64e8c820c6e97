import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';

// The casino against the real server (issue 14): slot spins for real money move the header balance by exactly
// stakes and wins; a crash cash-out pays stake x multiplier; a star survives a reload; an unknown game is the 404 page.

interface Game { id: number; name: string; categories: string[]; kind?: string }

async function firstGame(request: APIRequestContext, category: string, kind: string): Promise<Game> {
  const res = await request.get(`/web-api/casino/games?category=${category}&limit=200`);
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: Game[] };
  const game = items.find((g) => (g.kind ?? 'slot') === kind);
  expect(game, `a ${kind} game in ${category}`).toBeTruthy();
  return game!;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function balanceOf(page: Page): Promise<number> {
  await expect(page.getByTestId('balance')).not.toHaveAttribute('aria-busy', 'true');
  return money(await page.getByTestId('balance').textContent());
}

test('[R09] a player plays 10 slot spins for real money: the balance is start - stakes + wins', async ({ page }) => {
  test.setTimeout(90_000); // ten real rounds; on a busy machine they take most of the default 30 s
  await registerAndLogin(page);
  await fund(page.request, 5000);
  const game = await firstGame(page.request, 'slots', 'slot');
  await page.goto(`/en/slots/game/${game.id}/x`);
  await expect(page.getByTestId('balance')).toContainText('5,000.00');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  let stakes = 0;
  let wins = 0;
  let lastRound: string | null = null;
  for (let i = 0; i < 10; i += 1) {
    const spin = frame.getByTestId('slot-spin');
    await expect(spin).toBeEnabled();
    await spin.click();
    const result = frame.getByTestId('slot-result');
    await expect(result).not.toHaveAttribute('data-round', lastRound ?? '');
    lastRound = await result.getAttribute('data-round');
    stakes += Number(await result.getAttribute('data-stake'));
    wins += Number(await result.getAttribute('data-win'));
  }
  const expected = (500_000 - stakes + wins) / 100;
  await expect.poll(() => balanceOf(page)).toBeCloseTo(expected, 2);
});

test('[R08] a player plays one keno draw for real money: the balance is start - stake + win, on the seed pair shown before', async ({ page }) => {
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const game = await firstGame(page.request, 'keno', 'keno');
  await page.goto(`/en/slots/game/${game.id}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  for (const n of [5, 17, 29, 41, 63]) await frame.getByTestId(`keno-${n}`).click();
  await frame.getByText('Provably fair').click();
  await expect(frame.getByTestId('fair-active-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const shownHash = await frame.getByTestId('fair-active-hash').textContent();
  await frame.getByTestId('keno-draw').click();
  const result = frame.getByTestId('keno-result');
  await expect(result).toHaveAttribute('data-round', /\d+/);
  const stake = Number(await result.getAttribute('data-stake'));
  const win = Number(await result.getAttribute('data-win'));
  expect(stake).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo((100_000 - stake + win) / 100, 2);
  // The round was played on the pair whose hash was shown before it (e2e/provably-fair.spec.ts reveals and checks it).
  await expect(frame.getByTestId('fair-last-round')).toContainText(shownHash!);
});

test('[R08] a player cashes out a crash round and is paid stake x multiplier', async ({ page }) => {
  test.setTimeout(150_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const game = await firstGame(page.request, 'crash', 'crash');
  await page.goto(`/en/slots/game/${game.id}/x`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  // A round may close its bets just as the click lands, or crash before the cash-out: then the next round is played.
  // Each try stakes real money, so the balance is read once the bet of that try is in.
  for (let round = 0; round < 5; round += 1) {
    await expect(frame.getByTestId('crash-game')).toHaveAttribute('data-phase', 'betting', { timeout: 60_000 });
    await frame.getByTestId('crash-bet').click();
    const placed = await frame.getByTestId('crash-my-bet').waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (!placed) continue;
    const start = await balanceOf(page);
    const cashout = frame.getByTestId('crash-cashout-button');
    const running = await cashout.waitFor({ timeout: 60_000 }).then(() => true, () => false);
    if (!running) continue;
    await cashout.click().catch(() => undefined);
    const paid = frame.getByTestId('crash-cashout');
    if (!(await paid.waitFor({ timeout: 7_000 }).then(() => true, () => false))) continue;
    const multiplier = Number(await paid.getAttribute('data-multiplier'));
    const win = Number(await paid.getAttribute('data-win'));
    const stake = Number(await frame.getByTestId('crash-stake').inputValue());
    expect(win).toBe((stake * Math.round(multiplier * 100)) / 100); // whole: crash stakes are whole units of 1.00
    await expect.poll(() => balanceOf(page)).toBeCloseTo(start + win / 100, 2);
    return;
  }
  throw new Error('no crash round could be cashed out in 5 rounds');
});

test('[R08] a starred game is still in the favourites after a reload', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/en/casino-lobby');
  // A tile of a category row, named by its game: the preview row arriving above it must not change which tile it is.
  const id = await page.getByTestId('casino-row').first().getByTestId('game-tile').first().getAttribute('data-game-id');
  const tile = page.getByTestId('casino-row').locator(`[data-testid="game-tile"][data-game-id="${id}"]`).first();
  await tile.getByTestId('favorite-star').click();
  await expect(tile.getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.goto('/en/my-casino/favorites');
  await expect(page.locator(`[data-testid="game-tile"][data-game-id="${id}"]`)).toBeVisible();
});

test('[C15] the lobby\'s first row is the games preview: popular for a visitor, the game a player just played first for them', async ({ page }) => {
  await page.goto('/en/casino-lobby');
  const preview = page.getByTestId('casino-preview');
  await expect(preview.getByRole('heading', { name: 'Popular' })).toBeVisible();
  await expect(preview.getByTestId('game-tile')).toHaveCount(12);
  await registerAndLogin(page);
  await fund(page.request, 100);
  const game = await firstGame(page.request, 'keno', 'keno');
  await page.goto(`/en/slots/game/${game.id}/x`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  await frame.getByTestId('keno-7').click();
  await frame.getByTestId('keno-draw').click();
  await expect(frame.getByTestId('keno-result')).toHaveAttribute('data-round', /\d+/);
  await page.goto('/en/casino-lobby');
  await expect(preview.getByRole('heading', { name: 'Picked for you' })).toBeVisible();
  await expect(preview.getByTestId('game-tile').first()).toHaveAttribute('data-game-id', String(game.id));
});

// The six bonus games at their own routes (R10), each played once for real money: the fields open, the balance moves
// by exactly the stakes and wins the rounds name.
const BONUS_ROUNDS: ReadonlyArray<{ route: string; play: (frame: ReturnType<Page['frameLocator']>) => Promise<string> }> = [
  { route: 'fortuna', play: async (f) => { await f.getByTestId('fortuna-spin').click(); return 'fortuna-result'; } },
  { route: 'lottery', play: async (f) => { await f.getByTestId('lottery-play').click(); return 'lottery-result'; } },
  ...(['chest', 'safe', 'dragon'] as const).map((kind) => ({
    route: kind === 'dragon' ? 'dragon-bonus' : kind,
    play: async (f: ReturnType<Page['frameLocator']>) => { await f.getByTestId(`${kind}-field-2`).click(); await f.getByTestId(`${kind}-play`).click(); return `${kind}-result`; },
  })),
  { route: 'memory', play: async (f) => {
    for (const i of [0, 5, 9]) await f.getByTestId(`memory-field-${i}`).click();
    await f.getByTestId('memory-play').click();
    return 'memory-result';
  } },
];

test('[R10] the six bonus games play for real money at their own routes: the balance is start - stakes + wins', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  await fund(page.request, 2000);
  let stakes = 0;
  let wins = 0;
  for (const { route, play } of BONUS_ROUNDS) {
    await page.goto(`/en/${route}`);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const result = frame.getByTestId(await play(frame));
    await expect(result, route).toHaveAttribute('data-round', /\d+/);
    stakes += Number(await result.getAttribute('data-stake'));
    wins += Number(await result.getAttribute('data-win'));
  }
  expect(stakes).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo((200_000 - stakes + wins) / 100, 2);
});

test('[R09] an unknown game gives the 404 page', async ({ page }) => {
  await page.goto('/en/slots/game/99999999/no-such-game');
  await expect(page.getByTestId('page-error')).toContainText('This page could not be found');
});
