import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { fund } from './support/betting';

// The table games of the asian and TV games families (issue 23) against the real server: a player puts chips on
// a few bets of sic bo, the money wheel and dragon tiger, plays one round of each for real money, sees the throw,
// the spin or the deal, and the header balance moves by exactly the slip's stake and the round's win.

interface Game { id: number; kind?: string }

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
async function balanceOf(page: Page): Promise<number> {
  await expect(page.getByTestId('balance')).not.toHaveAttribute('aria-busy', 'true');
  return money(await page.getByTestId('balance').textContent());
}

const TABLES = [
  { kind: 'sicbo', category: 'asian', spots: [0, 0, 33, 45], visual: 'sicbo-dice' },
  { kind: 'moneywheel', category: 'tvgames', spots: [0, 1, 3], visual: 'moneywheel-wheel' },
  { kind: 'dragontiger', category: 'asian', spots: [0, 2], visual: 'dragontiger-tiger-card' },
] as const;

test('[R08] one round of sic bo, the money wheel and dragon tiger for real money: the balance is start - stakes + wins', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  let expected = 100_000;
  for (const table of TABLES) {
    const res = await page.request.get(`/web-api/casino/games?category=${table.category}&limit=200`);
    const game = ((await res.json()) as { items: Game[] }).items.find((g) => g.kind === table.kind)!;
    expect(game, table.kind).toBeTruthy();
    await page.goto(`/en/slots/game/${game.id}/x`);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', 'real');
    const frame = page.frameLocator('[data-testid="game-frame"]');
    // The stated RTP of every bet is on the page.
    await expect(frame.getByTestId(`${table.kind}-rtp`)).toContainText('%');
    await expect(frame.getByTestId('game-head-rtp')).toContainText('%');
    for (const spot of table.spots) await frame.getByTestId(`${table.kind}-spot-${spot}`).click();
    // The keyboard takes a chip off again (Delete) and puts it back (Enter).
    await frame.getByTestId(`${table.kind}-spot-${table.spots[0]}`).press('Delete');
    await frame.getByTestId(`${table.kind}-spot-${table.spots[0]}`).press('Enter');
    await expect(frame.getByTestId(`${table.kind}-slip`)).toContainText(`${table.spots.length} of 20`);
    await frame.getByTestId(`${table.kind}-play`).click();
    const result = frame.getByTestId(`${table.kind}-result`);
    await expect(result).toHaveAttribute('data-round', /^\d+$/, { timeout: 15_000 });
    await expect(frame.getByTestId(table.visual)).toBeVisible();
    const stake = Number(await result.getAttribute('data-stake'));
    const win = Number(await result.getAttribute('data-win'));
    expect(stake % table.spots.length).toBe(0);
    expected += win - stake;
    await expect.poll(() => balanceOf(page)).toBeCloseTo(expected / 100, 2);
  }
});
