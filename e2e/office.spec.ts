import { expect, test } from '@playwright/test';
import { registerAndLogin } from './support/users';

// Money and the personal office (issue 6) against the real server, its ledger and the demo cashier it hosts:
// deposit 100 -> balance 100 -> withdraw 40 -> balance 60 with both rows in the payment history; open a EUR account
// and switch to it; change the password and log in with the new one; upload a document.

const CARD = '4242 4242 4242 4242';

test('[R14] [C13] deposit 100, withdraw 40 through the cashier: balance 60, both payments in the history', async ({ page }) => {
  await registerAndLogin(page, { currency: 'RUB' });
  await page.goto('/en/office/recharge');
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/0\.00/);

  const deposit = page.getByTestId('deposit-form');
  await deposit.getByLabel('Amount, RUB').fill('100');
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  // The demo cashier's page, served by the server.
  await expect(page).toHaveURL(/\/cashier\/pay\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('cashier-amount')).toHaveText(/100\.00/);
  await page.getByLabel('Card number').fill(CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+$/);
  await expect(page.getByTestId('onpay-payment')).toHaveAttribute('data-status', '2');
  await expect(page.getByTestId('onpay')).toContainText('Deposit successful');
  await expect(balance).toHaveText(/100\.00/);

  await page.goto('/en/office/deduce');
  const withdraw = page.getByTestId('withdrawal-form');
  await expect(page.getByTestId('withdrawable')).toContainText('100.00');
  // Above the withdrawable balance: refused on the page, nothing sent.
  await withdraw.getByLabel('Amount, RUB').fill('101');
  await withdraw.getByLabel('Card number').fill(CARD);
  await withdraw.getByRole('button', { name: 'Continue to payout' }).click();
  await expect(withdraw.getByText('More than you can withdraw')).toBeVisible();
  await withdraw.getByLabel('Amount, RUB').fill('40');
  await withdraw.getByRole('button', { name: 'Continue to payout' }).click();
  await expect(page).toHaveURL(/\/cashier\/pay\//);
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/success\?paymentId=\d+$/);
  await expect(page.getByTestId('onpay')).toContainText('Payout sent');
  await expect(balance).toHaveText(/60\.00/);

  await page.getByRole('link', { name: 'Payment history' }).click();
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-direction', 'withdrawal');
  await expect(rows.nth(0)).toContainText('40.00');
  await expect(rows.nth(0)).toContainText('Completed');
  await expect(rows.nth(1)).toHaveAttribute('data-direction', 'deposit');
  await expect(rows.nth(1)).toContainText('100.00');
  await expect(rows.nth(1)).toContainText('Completed');
});

test('[T14] [C13] open a EUR account, then switch the header balance to it', async ({ page }) => {
  await registerAndLogin(page, { currency: 'RUB' });
  await page.goto('/en/office/account');
  const accounts = page.getByTestId('accounts-table');
  await expect(accounts.locator('tr[data-account-iso]')).toHaveCount(1);
  await page.getByLabel('Open an account in another currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Open account' }).click();
  // The back office opens it a moment later; the page polls (T14) until it appears.
  await expect(page.getByText('The EUR account is open.')).toBeVisible();
  await expect(accounts.locator('tr[data-account-iso="EUR"]')).toBeVisible();

  const balance = page.getByTestId('balance');
  await expect(balance).toHaveAttribute('data-currency', 'RUB');
  await page.getByRole('button', { name: 'Accounts and balance' }).click();
  await page.getByRole('menuitemradio', { name: /EUR/ }).click();
  await expect(balance).toHaveAttribute('data-currency', 'EUR');
  await expect(balance).toHaveText(/€\s?0\.00|0\.00\s?€/);
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveAttribute('data-currency', 'EUR');
  await expect(page.getByTestId('accounts-table').locator('tr[data-account-iso="EUR"]')).toContainText('Active');
});

test('[B13] change the password, then log in with the new one', async ({ page, context }) => {
  const user = await registerAndLogin(page);
  await page.goto('/en/office/security');
  const form = page.getByTestId('change-password');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password', { exact: true }).fill('Fresh-pass-2024');
  await form.getByLabel('Repeat the new password').fill('Fresh-pass-2024');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password is changed.')).toBeVisible();
  await expect(page.getByTestId('protection-level')).toHaveAttribute('data-level', '20');

  // A fresh browser: the old password no longer works, the new one does.
  await context.clearCookies();
  await page.goto('/en/user/login');
  const login = page.getByTestId('login-form');
  await login.getByLabel('E-mail or account number').fill(user.login);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByTestId('login-submit').click();
  await expect(page.getByTestId('auth-form-error')).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill('Fresh-pass-2024');
  await login.getByTestId('login-submit').click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto('/en/office/security');
  await expect(page.getByTestId('protection-level')).toBeVisible();
});

test('[R21] upload a document for verification: kept by the server and listed under review', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/en/office/verification');
  const upload = page.getByTestId('document-upload');
  await upload.getByLabel('Document').selectOption('passport');
  // A real PNG (1x1 pixel).
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  await upload.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('The document is uploaded and waits for review.')).toBeVisible();
  const row = page.getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('passport.png');
  await expect(row).toContainText('Under review');
  const href = await row.getByRole('link', { name: 'passport.png' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await file.body()).equals(png)).toBe(true);
  // Not an image: refused with a message, nothing added.
  await upload.getByLabel('File').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text, not a picture') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Only PNG, JPEG, WebP or PDF files')).toBeVisible();
  await expect(row).toHaveCount(1);
});

test('issue 20 #7: phone binding: after a code is sent, the send button is off and counts down the server\'s wait', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/en/office/security');
  await page.getByLabel('Phone number with country code').fill(`+7900${String(Date.now()).slice(-7)}`);
  const sendButton = page.getByTestId('phone-send');
  await sendButton.click();
  await expect(page.getByLabel(/Code sent by text message/)).toBeVisible();
  await expect(sendButton).toHaveText(/^Send again in (1:00|0:5\d)$/);
  await expect(sendButton).toBeDisabled();
  const first = await sendButton.textContent();
  await expect(sendButton).not.toHaveText(first!);
});
