import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerAndLogin } from './support/users';

// Remote front-end apps (issue 16) against the real server's remote apps: the retries of T10 with the server's
// injected failures, the E02 texts with a refresh that works, and the identity check of verification/sumsub that
// changes the player's verification status in the office. Under the strict CSP: no violation reported.

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

async function failNext(request: APIRequestContext, app: string, failures: number) {
  const res = await request.post('/web-api/dev/remote-faults', { headers, data: { app, failures } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.beforeEach(async ({ request }) => {
  // No JSON content type on a DELETE without a body (the server refuses an empty JSON body): the reports must go.
  const cleared = await request.delete('/web-api/dev/csp-reports', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(cleared.status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await failNext(request, 'technical', 0);
  await failNext(request, 'verification', 0);
  await failNext(request, 'payments', 0);
  const reports = (await (await request.get('/web-api/dev/csp-reports')).json()) as { reports: unknown[] };
  expect(reports.reports).toEqual([]);
});

test('[T10] a remote view that fails twice then answers is shown after the retries', async ({ page, request }) => {
  await failNext(request, 'technical', 2);
  const asked: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/remote/technical/en/500')) asked.push(res.status());
  });
  await page.goto('/en/500');
  // Between the attempts the page says it is trying again, never a blank page.
  await expect(page.getByTestId('remote-loading')).toContainText(/Trying again in \d s/);
  await expect(page.getByTestId('remote-technical')).toContainText('Something went wrong on our side', { timeout: 10_000 });
  expect(asked).toEqual([503, 503, 200]);
  await expect(page).toHaveTitle('Something went wrong on our side');
  // The app's link goes home inside the app.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('[E02] when the retries are spent the failure texts show in the page and the footer; refresh loads the view', async ({ page, request }) => {
  await registerAndLogin(page);
  await failNext(request, 'verification', 4);
  await page.goto('/en/verification/sumsub');
  const failure = page.getByTestId('remote-error');
  await expect(failure).toContainText('This part of the page could not be loaded', { timeout: 15_000 });
  await expect(failure).toContainText('Check your connection and refresh the page.');
  await expect(page.locator('footer').getByTestId('footer-remote-error')).toContainText('This part of the page could not be loaded');
  await failure.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('identity-form')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('footer-remote-error')).toHaveCount(0);
});

test('[R17] the identity check of verification/sumsub verifies the player in the office', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/en/verification/sumsub');
  const form = page.getByTestId('identity-form');
  await form.getByLabel('Full name').fill('Anna Schmidt');
  await form.getByLabel('Date of birth').fill('1990-04-12');
  // The demo provider rejects a document number ending in 0000.
  await form.getByLabel('Document number').fill('AB120000');
  await form.getByRole('button', { name: 'Check my identity' }).click();
  await expect(page.getByTestId('identity-failed')).toContainText('the provider rejected this document', { timeout: 10_000 });

  await form.getByLabel('Full name').fill('Anna Schmidt');
  await form.getByLabel('Date of birth').fill('1990-04-12');
  await form.getByLabel('Document number').fill('AB123456');
  await form.getByRole('button', { name: 'Check my identity' }).click();
  await expect(page.getByTestId('identity-verified')).toContainText('Your identity is verified', { timeout: 10_000 });

  await page.getByRole('link', { name: 'Open verification in your personal office' }).click();
  await expect(page).toHaveURL(/\/en\/office\/verification$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('[R17] a visitor who is not logged in is sent to the login page by the remote app', async ({ page }) => {
  await page.goto('/en/verification/sumsub');
  await expect(page).toHaveURL(/\/en\/user\/login/);
});

test('[C06] [T10] the payments pages are the payments remote app: its bundle under its base path with an SRI hash, mounted in the office, through the retries', async ({ page, request }) => {
  await registerAndLogin(page, { currency: 'EUR' });
  await failNext(request, 'payments', 1);
  const asked: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/remote/payments/en/office/recharge')) asked.push(res.status());
  });
  await page.goto('/en/office/recharge');
  await expect(page.getByTestId('remote-loading')).toContainText(/Trying again in \d s/);
  const app = page.locator('[data-mf-app="payments"]');
  await expect(app.getByTestId('deposit-form')).toBeVisible({ timeout: 15_000 });
  expect(asked).toEqual([503, 200]);
  const script = page.locator('script[src*="/remote/payments/assets/payments-"]');
  await expect(script).toHaveCount(1);
  expect(await script.getAttribute('integrity')).toMatch(/^sha384-/);
  await expect(page.locator('link[rel="stylesheet"][href*="/remote/payments/assets/"]')).toHaveCount(1);
  // The app's page sets the title, and the office menu (the shell's) moves between its pages: a new mount each.
  await expect(page).toHaveTitle(/Deposit/);
  await page.getByRole('link', { name: 'Payment history' }).click();
  await expect(app.getByTestId('office-historypay')).toBeVisible();
  await expect(app.getByTestId('office-recharge')).toHaveCount(0);
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(app.getByTestId('withdrawal-form')).toBeVisible();
  await expect(script).toHaveCount(1);
});
