import { expect, test, type Request } from '@playwright/test';

// R24 against the built site: ?platform_type= forces the platform type of the visit (this is the desktop build).

/** The app markers of the API client's calls (images and the page itself go without one). */
const markers = (requests: Request[]) => [...new Set(requests.map((r) => r.headers()['x-app-marker']).filter((m) => m !== undefined))];

test('[R24] platform_type forces the platform type for the visit: the API calls\' app marker, kept on the next pages; a bad value is ignored', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto('/en/line');
  await expect(page.getByTestId('coupon')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'desktop');
  expect(markers(requests)).toEqual(['desktop-62']);

  // Each page is measured alone: leaving through about:blank ends the previous page (a poll of its last moment was
  // counted with the next page's calls), and the tab keeps its sessionStorage.
  await page.goto('about:blank');
  requests.length = 0;
  await page.goto('/en/line?platform_type=mobile');
  await expect(page.getByTestId('coupon')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  expect(markers(requests)).toEqual(['mobile-62']);

  // The next page of the session, without the parameter, and one with a value outside the list: still mobile.
  for (const path of ['/en/live', '/en/line?platform_type=tablet']) {
    await page.goto('about:blank');
    requests.length = 0;
    await page.goto(path);
    await expect(page.getByTestId('coupon')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
    expect(markers(requests)).toEqual(['mobile-62']);
  }
});

test('[R24] with platform_type and no matching route the visitor goes home without it', async ({ page }) => {
  await page.goto('/en/no-such-page?platform_type=mobile');
  await expect(page).toHaveURL(/\/en\/$/);
});
