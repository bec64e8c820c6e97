import { expect, test } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { codeFor, coupon, fund, loadCode, pickSelections } from './support/betting';
import { bonusCoefFor, possibleWinMinor, productCoef } from '../streams/schemas/coupon-math';

// The betting coupon against the real server (issue 5): a coupon loaded from a code is an express with the
// accumulator bonus and survives a reload; a placed bet takes exactly its stake from the header balance; a system
// 2/3 shows its three combinations; a settled winning bet pays its possible win into the balance.

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
test('[B05][B11][R07] a coupon loaded from its code: three bets make an express with the 1.03 bonus, and a reload keeps it', async ({ page }) => {
  const bets = await pickSelections(page.request, 3);
  await loadCode(page, await codeFor(page.request, bets, 1));
  await expect(coupon(page).getByTestId('coupon-bet')).toHaveCount(3);
  await expect(coupon(page).getByRole('radio', { name: 'Express', exact: true })).toHaveAttribute('aria-checked', 'true');
  const bonus = coupon(page).getByTestId('coupon-bonus');
  await expect(bonus).toContainText('Accumulator bonus');
  await expect(bonus).toContainText(String(bonusCoefFor(3)));
  const coefs = (await coupon(page).getByTestId('coupon-bet-coef').allTextContents()).map(Number);
  await expect(coupon(page).getByTestId('coupon-coef')).toHaveText(productCoef([...coefs, 1.03]).toFixed(3).replace(/0$/, ''));

  await page.reload();
  await expect(coupon(page).getByTestId('coupon-bet')).toHaveCount(3);
  await page.goto('/en/betting-calculator');
  await expect(page.getByTestId('coupon').getByTestId('coupon-count')).toHaveText('3');
});

test('[B01] placing a bet takes exactly its stake from the balance; the settled win pays the possible win', async ({ page }) => {
  await registerAndLogin(page);
  await fund(page.request, 5000);
  const bets = await pickSelections(page.request, 3);
  await loadCode(page, await codeFor(page.request, bets, 1));
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('5,000.00');

  await coupon(page).getByTestId('coupon-amount').fill('100');
  await coupon(page).getByTestId('coupon-place').click();
  const success = coupon(page).getByTestId('coupon-success');
  await expect(success).toContainText('Bet accepted');
  await expect(balance).toContainText('4,900.00');

  // The bet as the server keeps it; settle its outcomes as won (the simulator's job, done by hand here).
  const id = Number(((await success.textContent()) ?? '').match(/№ (\d+)/)![1]);
  const bet = (await (await page.request.get(`/web-api/bets/${id}`, { headers })).json()) as { bet: { possibleWin: number; amount: number; bonusCoef: number } };
  expect(bet.bet.amount).toBe(100);
  expect(bet.bet.bonusCoef).toBe(1.03);
  const settled = await page.request.post('/web-api/dev/coupon/settle', { headers, data: { outcomeIds: bets.map((b) => b.outcomeId), result: 'won' } });
  expect(settled.ok(), await settled.text()).toBe(true);
  await page.goto('/en/betting-calculator');
  await expect(page.getByTestId('balance')).toContainText((4900 + bet.bet.possibleWin).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  expect(money(await page.getByTestId('balance').textContent())).toBeCloseTo(4900 + bet.bet.possibleWin, 2);
});

test('[B04] a system 2/3: three combinations, the stake split over them, the possible win of all three', async ({ page }) => {
  const bets = await pickSelections(page.request, 3);
  await loadCode(page, await codeFor(page.request, bets, 2));
  await expect(coupon(page).getByRole('radio', { name: 'System', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(coupon(page).getByTestId('coupon-system').locator('option')).toHaveText([/^2 of 3 · 3 combinations/]);
  await coupon(page).getByTestId('coupon-amount').fill('300');
  await expect(coupon(page).getByText('Stake per combination').locator('xpath=following-sibling::dd[1]')).toContainText('100.00');
  const coefs = (await coupon(page).getByTestId('coupon-bet-coef').allTextContents()).map(Number);
  // 100.00 per combination x (ab + ac + bc), rounded down to kopecks: the settlement arithmetic
  const expected = possibleWinMinor({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: coefs.map((coef) => ({ coef })) }) / 100;
  expect(money(await coupon(page).getByTestId('coupon-possible-win').textContent())).toBeCloseTo(expected, 2);
});

test('[B01][B07] a free bet from the office promo code FREEBET200 pays the stake: the bet is accepted and the balance does not move', async ({ page }) => {
  await registerAndLogin(page);
  const activated = await page.request.post('/web-api/office/promo', { headers, data: { code: 'FREEBET200' } });
  expect(activated.ok(), await activated.text()).toBe(true);
  // Not the games the winning-bet test settles by hand.
  const bets = await pickSelections(page.request, 3, 3);
  await loadCode(page, await codeFor(page.request, bets, 1));
  await expect(page.getByTestId('balance')).toContainText('0.00');
  const select = coupon(page).getByTestId('coupon-free-bet-select');
  const code = ((await (await page.request.get('/web-api/coupon/promo-codes', { headers })).json()) as { promoCodes: Array<{ code: string }> }).promoCodes[0]!.code;
  await select.selectOption(code);
  await coupon(page).getByTestId('coupon-amount').fill('150');
  await expect(coupon(page).getByTestId('coupon-prepaid')).toContainText('Paid by the free bet: RUB 150.00');
  await coupon(page).getByTestId('coupon-place').click();
  await expect(coupon(page).getByTestId('coupon-success')).toContainText('Bet accepted');
  await expect(page.getByTestId('balance')).toContainText('0.00');
  // The code is spent: the coupon no longer offers it.
  const left = (await (await page.request.get('/web-api/coupon/promo-codes', { headers })).json()) as { promoCodes: unknown[] };
  expect(left.promoCodes).toHaveLength(0);
});
