import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';

// The live casino's shared tables (issue 23) against the real server and its leader: a player bets on one roulette
// round for real money and the balance moves by the stake, then by the win; a second browser at the same table sees
// the same round, the player's bets counted, and the same result.

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function balanceOf(page: Page): Promise<number> {
  await expect(page.getByTestId('balance')).not.toHaveAttribute('aria-busy', 'true');
  return money(await page.getByTestId('balance').textContent());
}

test('[R09] one roulette round for real money: the balance moves by the stake, then by the win; a second browser sees the same round and its bets', async ({ page, browser }) => {
  test.setTimeout(180_000); // a round is 15 s of bets, 6 s of spin and 5 s of result; a busy machine adds to it
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const res = await page.request.get('/web-api/casino/games?category=live&limit=300');
  const { items } = (await res.json()) as { items: Array<{ id: number; kind?: string }> };
  const game = items.find((g) => g.kind === 'roulette')!;
  expect(game, 'a roulette table in the live family').toBeTruthy();
  await page.goto(`/en/casino/game/${game.id}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const table = frame.getByTestId('table-game');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');

  // A second browser (another visitor) at the same table.
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await watcher.goto(`/en/casino/game/${game.id}/x`);
  const otherTable = watcher.frameLocator('[data-testid="game-frame"]').getByTestId('table-game');

  // Bets placed as betting closes are refused (round_closed): the next round is played then.
  let roundId = '';
  for (let attempt = 0; attempt < 4 && !roundId; attempt += 1) {
    await expect(table).toHaveAttribute('data-phase', 'betting', { timeout: 60_000 });
    await frame.getByTestId('spot-red').click();
    await frame.getByTestId('spot-straight-17').click();
    // An inside bet on the corner of 17, 18, 20 and 21 (a small target on the layout).
    await frame.getByTestId('spot-corner-17').click();
    const shown = await table.getAttribute('data-round');
    await frame.getByTestId('table-place').click();
    const placed = await frame.getByTestId('table-my-bets').waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (placed) roundId = shown ?? '';
    else await expect(table).not.toHaveAttribute('data-phase', 'betting', { timeout: 30_000 });
  }
  expect(roundId, 'a round took the bets').not.toBe('');
  const bets = frame.getByTestId('table-my-bets').locator('li');
  await expect(bets).toHaveCount(3);
  const stakes = (await bets.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stake'))))).reduce((s, x) => s + x, 0);
  expect(stakes).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(1000 - stakes / 100, 2);

  // The other browser is at the same round and counts the player's three bets.
  await expect(otherTable).toHaveAttribute('data-round', roundId, { timeout: 10_000 });
  const counted = watcher.frameLocator('[data-testid="game-frame"]').getByTestId('table-others');
  await expect.poll(async () => Number(await counted.getAttribute('data-bets')), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  // The spin, then the result: the win (0 when both bets lost) is paid by the leader and the balance follows.
  await expect(table).toHaveAttribute('data-phase', 'result', { timeout: 60_000 });
  expect(await table.getAttribute('data-round')).toBe(roundId);
  const win = frame.getByTestId('table-win');
  await expect(win).toBeVisible({ timeout: 15_000 });
  const won = Number(await win.getAttribute('data-win'));
  const number = Number(await frame.getByTestId('roulette-wheel').getAttribute('data-number'));
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(number);
  const [redStake, straightStake] = await bets.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stake'))));
  expect(won).toBe((red ? 2 * redStake! : 0) + (number === 17 ? 36 * straightStake! : 0));
  await expect.poll(() => balanceOf(page)).toBeCloseTo(1000 - stakes / 100 + won / 100, 2);
  // The same result in the other browser.
  const otherWheel = watcher.frameLocator('[data-testid="game-frame"]').getByTestId('roulette-wheel');
  await expect(otherWheel).toHaveAttribute('data-number', String(number));
  await other.close();
});

test('roulette chips: every chip\'s label fits inside its circle in every site language, for real money and demo, at 1366x768 and 390x844', async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndLogin(page);
  const res = await page.request.get('/web-api/casino/games?category=live&limit=300');
  const { items } = (await res.json()) as { items: Array<{ id: number; kind?: string }> };
  const game = items.find((g) => g.kind === 'roulette')!;
  const shots = process.env['CHIP_SHOTS_DIR'];
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const lang of ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt']) {
      for (const mode of ['real', 'demo'] as const) {
        // Real money (the account's currency) or demo (no currency) on the game's page: the sandboxed frame plays
        // through its page only, so it is not opened on its own.
        await page.goto(`/${lang}/casino/game/${game.id}/x`);
        await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real', { timeout: 30_000 });
        // The mode switch's second button (its name is in the page's language).
        if (mode === 'demo') await page.locator('[role="group"] button[aria-pressed]').nth(1).click();
        await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', mode);
        const frame = page.frameLocator('[data-testid="game-frame"]');
        const chips = frame.locator('[data-testid^="chip-"]');
        await expect(chips.first()).toBeVisible({ timeout: 30_000 });
        // A real chip's label names no currency: the account's money has loaded once the place button shows it.
        if (mode === 'real') await expect(frame.getByTestId('table-place')).toContainText(/RUB|₽/);
        // The label's box against the widest line its circle holds at the label's height (the chord there).
        const fits = await chips.evaluateAll((els: HTMLElement[]) => els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          // In the page's pixels, as the text's box is: the frame may scale the game to fit (fit-scale.ts).
          const scale = el.getBoundingClientRect().width / el.offsetWidth;
          const radius = (el.clientWidth * scale) / 2;
          const chord = 2 * Math.sqrt(Math.max(0, radius ** 2 - (text.height / 2) ** 2));
          return { label: el.textContent, width: Math.round(text.width * 10) / 10, chord: Math.round(chord * 10) / 10, circle: el.clientWidth === el.clientHeight };
        }));
        expect(fits.length, `${lang} ${mode}`).toBeGreaterThan(0);
        for (const f of fits) {
          expect(f.circle, `${lang} ${mode} ${viewport.width}: ${f.label}`).toBe(true);
          expect(f.width, `${lang} ${mode} ${viewport.width}: "${f.label}" in its chip`).toBeLessThanOrEqual(f.chord);
          expect(f.label, `${lang} ${mode}: no currency on a chip`).not.toMatch(/RUB|₽|[A-Z]{3}/);
        }
        if (shots && (lang === 'ru' || lang === 'en')) {
          await chips.first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/roulette-${lang}-${mode}-${viewport.width}.png` });
        }
      }
    }
  }
});

test('demo play at a roulette table: a visitor bets on the table\'s round from the demo balance and is paid by its result', async ({ page }) => {
  test.setTimeout(180_000);
  const res = await page.request.get('/web-api/casino/games?category=live&limit=300');
  const { items } = (await res.json()) as { items: Array<{ id: number; kind?: string }> };
  const game = items.filter((g) => g.kind === 'roulette')[1]!;
  await page.goto(`/en/casino/game/${game.id}/x`);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'demo', { timeout: 30_000 });
  await expect(page.getByTestId('demo-balance')).toHaveText('100,000.00');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const table = frame.getByTestId('table-game');
  await expect(frame.getByTestId('frame-demo-balance')).toHaveAttribute('data-amount', '10000000');
  // Bets placed as betting closes are refused (round_closed): the next round is played then.
  let roundId = '';
  for (let attempt = 0; attempt < 4 && !roundId; attempt += 1) {
    await expect(table).toHaveAttribute('data-phase', 'betting', { timeout: 60_000 });
    await frame.getByTestId('spot-red').click();
    await frame.getByTestId('spot-straight-17').click();
    const shown = await table.getAttribute('data-round');
    await frame.getByTestId('table-place').click();
    const placed = await frame.getByTestId('table-my-bets').waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (placed) roundId = shown ?? '';
    else await expect(table).not.toHaveAttribute('data-phase', 'betting', { timeout: 30_000 });
  }
  expect(roundId, 'a round took the demo bets').not.toBe('');
  const bets = frame.getByTestId('table-my-bets').locator('li');
  await expect(bets).toHaveCount(2);
  const [redStake, straightStake] = await bets.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stake'))));
  await expect(page.getByTestId('demo-balance')).toHaveAttribute('data-amount', String(10_000_000 - redStake! - straightStake!));
  // Not counted at the table: nobody else bets here.
  await expect(frame.getByTestId('table-others')).toHaveAttribute('data-bets', '0');
  await expect(table).toHaveAttribute('data-phase', 'result', { timeout: 60_000 });
  expect(await table.getAttribute('data-round')).toBe(roundId);
  const win = frame.getByTestId('table-win');
  await expect(win).toBeVisible({ timeout: 15_000 });
  const number = Number(await frame.getByTestId('roulette-wheel').getAttribute('data-number'));
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(number);
  const won = (red ? 2 * redStake! : 0) + (number === 17 ? 36 * straightStake! : 0);
  expect(Number(await win.getAttribute('data-win'))).toBe(won);
  await expect(page.getByTestId('demo-balance')).toHaveAttribute('data-amount', String(10_000_000 - redStake! - straightStake! + won));
});
