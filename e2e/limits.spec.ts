import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { codeFor, coupon, fund, loadCode, pickSelections } from './support/betting';

// Responsible gaming (issue 13) against the real server: a deposit limit binds the cashier, a self-exclusion closes
// betting, the casino and deposits while the office stays open, and a raise waits 24 hours with its hours shown.

const CARD = '4242 4242 4242 4242';
const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

async function depositThroughCashier(page: Page, amount: string, currency = 'EUR') {
  await page.goto('/en/office/recharge');
  const form = page.getByTestId('deposit-form');
  await form.getByLabel(`Amount, ${currency}`).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

async function payOnCashier(page: Page) {
  await expect(page).toHaveURL(/\/cashier\/pay\//);
  await page.getByLabel('Card number').fill(CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+$/);
}

async function setMoneyLimit(page: Page, type: number, amount: string) {
  await page.goto('/en/office/responsible');
  const row = page.getByTestId(`limit-${type}`);
  await row.getByTestId(`limit-input-${type}`).fill(amount);
  await row.getByTestId(`limit-save-${type}`).click();
}

async function paymentCount(request: APIRequestContext): Promise<number> {
  const res = await request.get('/web-api/payments/history', { headers });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { total: number }).total;
}

test('[B14] [C14] [E03] a deposit limit of 100: a deposit of 60 goes through, 50 more is refused with the reason and the balance stays 60', async ({ page }) => {
  // EUR: the card's smallest deposit is lower than 50 there.
  await registerAndLogin(page, { currency: 'EUR' });
  await setMoneyLimit(page, 20, '100');
  await expect(page.getByTestId('limit-20')).toHaveAttribute('data-value', '10000');
  await expect(page.getByTestId('limit-20')).toContainText('Saved. The new limit applies now.');

  await depositThroughCashier(page, '60');
  await payOnCashier(page);
  await expect(page.getByTestId('balance')).toHaveText(/60\.00/);
  const payments = await paymentCount(page.request);

  await depositThroughCashier(page, '50');
  await expect(page.getByTestId('deposit-form').getByRole('alert')).toHaveText('This deposit would go over your deposit limit. €40.00 left within your limit.');
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  await expect(page.getByTestId('balance')).toHaveText(/60\.00/);
  expect(await paymentCount(page.request)).toBe(payments);

  // The page shows what the window has used.
  await page.goto('/en/office/responsible');
  await expect(page.getByTestId('limit-20')).toHaveAttribute('data-used', '6000');
  await expect(page.getByTestId('limit-20')).toContainText('40.00 left');
});

test('[B14] [E03] self-excluded for 1 day: a bet, a casino round and a deposit are refused, the office still opens', async ({ page }) => {
  await registerAndLogin(page, { currency: 'RUB' });
  await fund(page.request, 1000);
  await page.goto('/en/office/responsible');
  const form = page.getByTestId('break-selfExclusion');
  await form.getByTestId('break-selfExclusion-days').selectOption('1');
  await expect(form.getByRole('note')).toContainText('For 1 day you will not be able to bet');
  // The button waits for the player to say they understand.
  await expect(form.getByTestId('break-selfExclusion-start')).toBeDisabled();
  await form.getByTestId('break-selfExclusion-understood').check();
  await form.getByTestId('break-selfExclusion-start').click();
  await expect(page.getByTestId('limits-blocked')).toContainText('You are self-excluded');
  await expect(page.getByTestId('break-selfExclusion')).toHaveCount(0);

  // A bet.
  const bets = await pickSelections(page.request, 1, 7);
  await loadCode(page, await codeFor(page.request, bets, 0));
  await coupon(page).getByTestId('coupon-amount').fill('50');
  await coupon(page).getByTestId('coupon-place').click();
  await expect(coupon(page)).toContainText('Betting, casino and deposits are closed by your self-exclusion.');
  await expect(page.getByTestId('balance')).toContainText('1,000.00');

  // A casino round.
  const games = (await (await page.request.get('/web-api/casino/games?category=slots&limit=50')).json()) as { items: Array<{ id: number; kind?: string }> };
  const slot = games.items.find((g) => (g.kind ?? 'slot') === 'slot')!;
  await page.goto(`/en/slots/game/${slot.id}/x`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId('slot-spin').click();
  await expect(frame.getByTestId('round-refusal')).toHaveAttribute('data-code', 'self_excluded');
  await expect(frame.getByTestId('round-refusal')).toHaveText('Betting, casino and deposits are closed by your self-exclusion.');

  // A deposit: the form says why it is closed, and until when, before anything is typed into it.
  await page.goto('/en/office/recharge');
  await expect(page.getByRole('alert').filter({ hasText: 'closed by your self-exclusion' })).toContainText('Betting, casino and deposits are closed by your self-exclusion. Open again from');
  await expect(page.getByTestId('deposit-form')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toContainText('1,000.00');

  // The office still opens, and says until when.
  await page.goto('/en/office/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/office/responsible');
  await expect(page.getByTestId('limits-blocked')).toContainText('Betting, casino and deposits are closed until');
});

test('[B14] [T38] raising a limit asks the self-assessment, then waits 24 hours as pending with its hours left; the fields are locked meanwhile', async ({ page }) => {
  await registerAndLogin(page, { currency: 'RUB' });
  await setMoneyLimit(page, 21, '500');
  await expect(page.getByTestId('limit-21')).toHaveAttribute('data-value', '50000');
  await page.getByTestId('limit-input-21').fill('900');
  await page.getByTestId('limit-save-21').click();
  const dialog = page.getByTestId('limit-questionnaire');
  await expect(dialog).toBeVisible();
  for (const group of await dialog.getByRole('group').all()) await group.getByLabel('No').check();
  await dialog.getByTestId('limit-questionnaire-submit').click();
  await expect(dialog.getByTestId('limit-questionnaire-result')).toHaveAttribute('data-success', 'true');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  const pending = page.getByTestId('limit-pending-21');
  await expect(pending).toHaveAttribute('data-phase', 'cooling');
  await expect(pending).toHaveAttribute('data-hours', '24');
  await expect(pending).toContainText('Applies in 24 hours');
  await expect(pending).toContainText(/New value: .*900\.00/);
  // Still the old limit meanwhile, and its fields locked.
  await expect(page.getByTestId('limit-21')).toHaveAttribute('data-value', '50000');
  await expect(page.getByTestId('limit-input-21')).toBeDisabled();
  await expect(page.getByTestId('limits-history')).toContainText('Raise requested');

  // Cancelling the change unlocks the limit.
  await pending.getByTestId('limit-reject-21').click();
  await expect(page.getByTestId('limit-pending-21')).toHaveCount(0);
  await expect(page.getByTestId('limit-input-21')).toBeEnabled();
});
