import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';
import { BINGO_PAYS, type BingoPrize } from '../streams/schemas/casino-games/bingo';

// The 90-ball bingo room (issue 23) against the real server and its leader: a player buys a ticket for real money
// while the room is buying, the balance moves by the ticket's price, the balls are called, and after the draw the
// balance moves by the ticket's win (0 when it won nothing), which is the pay of the prizes marked on the ticket.

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function balanceOf(page: Page): Promise<number> {
  await expect(page.getByTestId('balance')).not.toHaveAttribute('aria-busy', 'true');
  return money(await page.getByTestId('balance').textContent());
}

test('one bingo round for real money: a ticket bought moves the balance by its price, the draw by its win', async ({ page }) => {
  test.setTimeout(150_000); // a round is 10 s of buying and 45 s of draw; a busy machine adds to it
  await registerAndLogin(page);
  await fund(page.request, 1000);
  const res = await page.request.get('/web-api/casino/games?category=bingo&limit=100');
  const { items } = (await res.json()) as { items: Array<{ id: number; kind?: string }> };
  const game = items.find((g) => g.kind === 'bingo')!;
  expect(game, 'a bingo room in the bingo family').toBeTruthy();
  await page.goto(`/en/casino/game/${game.id}/x`);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const room = frame.getByTestId('bingo-game');

  // A buy as the room closes is refused (round_closed): the next round is played then.
  let roundId = '';
  for (let attempt = 0; attempt < 3 && !roundId; attempt += 1) {
    await expect(room).toHaveAttribute('data-phase', 'buying', { timeout: 70_000 });
    const shown = await room.getAttribute('data-round');
    await frame.getByTestId('bingo-buy').click();
    const bought = await frame.getByTestId('bingo-tickets').waitFor({ timeout: 8_000 }).then(() => true, () => false);
    if (bought) roundId = shown ?? '';
  }
  expect(roundId, 'a round sold the ticket').not.toBe('');
  const ticket = frame.getByTestId('bingo-tickets').locator('li');
  await expect(ticket).toHaveCount(1);
  await expect(ticket.locator('td:not(:empty)')).toHaveCount(15);
  const price = Number(await ticket.getAttribute('data-price'));
  expect(price).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(1000 - price / 100, 2);

  // The draw: balls are called on the board and the last-balls row, then the result and the win.
  await expect(room).toHaveAttribute('data-phase', 'drawing', { timeout: 20_000 });
  await expect.poll(async () => Number(await room.getAttribute('data-called')), { timeout: 15_000 }).toBeGreaterThan(2);
  await expect(frame.getByTestId('bingo-last').locator('li').first()).toBeVisible();
  await expect(room).toHaveAttribute('data-phase', 'result', { timeout: 70_000 });
  expect(await room.getAttribute('data-round')).toBe(roundId);
  await expect(room).toHaveAttribute('data-called', '50');
  const win = frame.getByTestId('bingo-win');
  await expect(win).toBeVisible({ timeout: 15_000 });
  const won = Number(await win.getAttribute('data-win'));
  const prizes = await ticket.locator('[data-won]').evaluateAll((els) => els.map((e) => e.getAttribute('data-won') as BingoPrize));
  expect(won).toBe(prizes.reduce((s, p) => s + BINGO_PAYS[p] * price, 0));
  await expect(frame.getByTestId('bingo-seed')).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBeCloseTo(1000 - price / 100 + won / 100, 2);
});
