import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';

// The card games for real money in the browser (issue 23): one blackjack hand and one video poker round, each moving
// the header balance by exactly its stakes and its win; the blackjack hand is then checked from the revealed seed.

interface Game { id: number; kind?: string }

async function gameOf(request: APIRequestContext, category: string, kind: string): Promise<Game> {
  const res = await request.get(`/web-api/casino/games?category=${category}&limit=200`);
  expect(res.ok(), await res.text()).toBe(true);
  const game = ((await res.json()) as { items: Game[] }).items.find((g) => g.kind === kind);
  expect(game, `a ${kind} game in ${category}`).toBeTruthy();
  return game!;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
async function balanceOf(page: Page): Promise<number> {
  await expect(page.getByTestId('balance')).not.toHaveAttribute('aria-busy', 'true');
  return money(await page.getByTestId('balance').textContent());
}

test('[R08] a player plays one blackjack hand for real money: the balance is start - stakes + win, and the hand verifies from the revealed seed', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const game = await gameOf(page.request, 'card', 'blackjack');
  await page.goto(`/en/slots/game/${game.id}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId('bj-deal').click();
  const result = frame.getByTestId('bj-result');
  await expect(result).toHaveAttribute('data-round', /^\d+$/);
  // Stand on whatever came (declining insurance first), with the keyboard: the legal actions are plain buttons.
  while ((await result.getAttribute('data-settled')) !== 'true') {
    const steps = await result.getAttribute('data-steps');
    const action = (await frame.getByTestId('bj-no_insurance').count()) > 0 ? 'bj-no_insurance' : 'bj-stand';
    await frame.getByTestId(action).focus();
    await page.keyboard.press('Enter');
    await expect(result).not.toHaveAttribute('data-steps', steps!);
  }
  const stake = Number(await result.getAttribute('data-stake'));
  const win = Number(await result.getAttribute('data-win'));
  expect(stake).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo((100_000 - stake + win) / 100, 2);
  await frame.getByText('Provably fair').click();
  await frame.getByTestId('fair-new-client-seed').fill('e2e-cards-seed');
  await frame.getByTestId('fair-rotate').click();
  await expect(frame.getByTestId('fair-verdict')).toHaveAttribute('data-ok', 'true');
});

test('[R08] a player plays one video poker round for real money: deal, hold two, draw; the balance is start - stake + win', async ({ page }) => {
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const game = await gameOf(page.request, 'poker', 'videopoker');
  await page.goto(`/en/slots/game/${game.id}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId('vp-deal').click();
  await expect(frame.getByTestId('vp-draw')).toBeVisible();
  await frame.getByTestId('vp-card-0').click();
  await frame.getByTestId('vp-card-3').press('Enter');
  await expect(frame.getByTestId('vp-card-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByTestId('vp-card-3')).toHaveAttribute('aria-pressed', 'true');
  const heldCards = [await frame.getByTestId('vp-card-0').locator('[data-card]').getAttribute('data-card'), await frame.getByTestId('vp-card-3').locator('[data-card]').getAttribute('data-card')];
  await frame.getByTestId('vp-draw').click();
  const result = frame.getByTestId('vp-result');
  await expect(result).toHaveAttribute('data-settled', 'true');
  expect([await frame.getByTestId('vp-card-0').locator('[data-card]').getAttribute('data-card'), await frame.getByTestId('vp-card-3').locator('[data-card]').getAttribute('data-card')]).toEqual(heldCards);
  const stake = Number(await result.getAttribute('data-stake'));
  const win = Number(await result.getAttribute('data-win'));
  expect(stake).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo((100_000 - stake + win) / 100, 2);
});
