import { expect, test } from '@playwright/test';

// Issue 24 "Fast on an ordinary phone": on a phone's window the live page does not move while its menu and list load
// and its odds update (Lighthouse's mobile preset measured CLS 0.235). The age notice has been answered here: it is
// measured on its own (it comes with a config group after the page, a shift of its own still to fix).

test.use({ viewport: { width: 412, height: 823 } });

test('the live page at 412 px: no layout shift while the menu, the list and the odds come', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('age_notice_closed_at', '-1');
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en/live');
  await expect(page.getByTestId('game-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('age-notice')).toHaveCount(0);
  // A few of the live list's updates (every 2-10 s).
  await page.waitForTimeout(8_000);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.02);
});
