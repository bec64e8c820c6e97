import { expect, test, type Page } from '@playwright/test';
import { resetServer } from './support/dev-api';

// No call that cannot succeed (issue 25): a visitor's page asks only what a visitor may have. Each page is opened
// fresh, left to settle, and every answer of 400 or above from our own server is a failure.

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** The 4xx and 5xx answers the page got from its own origin while it loaded and settled. */
async function failedCalls(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const failed: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && res.status() >= 400) failed.push(`${res.status()} ${url.pathname}${url.search}`);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  return failed;
}

test.describe('a visitor\'s pages make no call that cannot succeed', () => {
  // The coupon column (with My bets) is beside the sports pages only since issue 24; /en/coupon has none.
  test('/en/coupon and the coupon column ask for no bet history and no user token, also with My bets open', async ({ page }) => {
    expect(await failedCalls(page, '/en/coupon', () => expect(page.getByTestId('coupon-page')).toBeVisible())).toEqual([]);
    const failed = await failedCalls(page, '/en/line', async () => {
      const panel = page.getByTestId('coupon');
      await panel.getByRole('tab', { name: 'My bets' }).click();
      await expect(panel.getByText('Log in to see your bets.')).toBeVisible();
    });
    expect(failed).toEqual([]);
  });

  test('/en/toto/coupons makes no call a visitor is refused', async ({ page }) => {
    const failed = await failedCalls(page, '/en/toto/coupons', () => expect(page.locator('main')).toBeVisible());
    expect(failed).toEqual([]);
  });

  test('/en/toto/nonimees asks for no draw before its list names one', async ({ page }) => {
    const failed = await failedCalls(page, '/en/toto/nonimees', () => expect(page.locator('main')).toBeVisible());
    expect(failed).toEqual([]);
  });
});
