import { expect, test } from '@playwright/test';

// Issue 24 "Fast on an ordinary phone": on a phone's window the live page does not move while its menu and list load
// and its odds update (Lighthouse's mobile preset measured CLS 0.235), and the age notice a new visitor meets is in
// the first paint instead of pushing the page down (0.118 on every page before its config came with the page).

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

test('[T26] a new visitor\'s home page at 412 px: the age notice is there from the first paint, nothing moves', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    w.cls = 0;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Element }> }>) {
        if (e.hadRecentInput) continue;
        w.cls += e.value;
        w.shifts.push(`${e.value.toFixed(3)} ${(e.sources ?? []).map((s) => s.node?.className ?? '?').join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en/');
  await expect(page.getByTestId('age-notice')).toBeVisible();
  await expect(page.getByTestId('game-row').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(3_000);
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    return { cls: w.cls, shifts: w.shifts };
  });
  expect(cls, shifts.join('; ')).toBeLessThan(0.02);
});
