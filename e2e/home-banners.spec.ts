import { expect, test } from '@playwright/test';

// Issue 24 #6: the home page's banners keep their text beside their picture, inside the banner, in the languages with
// the longest texts (kk, ru), on a laptop and on a phone.

interface Box { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;

for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
  for (const lang of ['kk', 'ru']) {
    test(`[T22] home banners: text beside the picture and inside the banner, ${lang} at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/`);
      const banners = page.getByTestId('banner');
      await expect(banners.first()).toBeVisible({ timeout: 15_000 });
      const count = await banners.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const banner = banners.nth(i);
        await banner.scrollIntoViewIfNeeded();
        const box = (await banner.boundingBox())!;
        const picture = (await banner.locator('img').boundingBox())!;
        expect(picture.width, `banner ${i}: its picture shows`).toBeGreaterThan(40);
        for (const text of await banner.locator('strong, span').all()) {
          const t = (await text.boundingBox())!;
          const what = `banner ${i} "${await text.textContent()}"`;
          expect(overlaps(t, picture), `${what} runs under the picture`).toBe(false);
          expect(inside(t, box), `${what} leaves the banner`).toBe(true);
        }
      }
    });
  }
}
