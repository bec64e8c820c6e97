import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';

// Issue 24: axe-core (WCAG 2.1 A/AA and best practices) on the main pages of every area, logged out and logged in,
// at the two desktop widths the site is made for: no violation of any impact. Every page at 1366x768; the pages
// whose layout changes most with the width (a third column, the wide home) again at 1920x1080.

const PUBLIC = ['/en/', '/en/line', '/en/live', '/en/casino-lobby', '/en/slots', '/en/toto', '/en/lotto', '/en/news', '/en/promotions', '/en/registration', '/en/provably-fair', '/en/about'];
const OFFICE = ['/en/office/account', '/en/office/history', '/en/office/responsible', '/en/office/security', '/en/office/recharge', '/en/office/historypay', '/en/office/settings', '/en/office/fair-play', '/en/', '/en/line'];
const WIDE = new Set(['/en/', '/en/line', '/en/casino-lobby', '/en/office/account']);

async function violations(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  // The page's own content is in (its loading states have ended).
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.length} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
}

for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
  test.describe(`axe at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });
    const wide = size.width > 1366;
    for (const url of PUBLIC.filter((u) => !wide || WIDE.has(u))) {
      test(`a visitor on ${url}: no violations`, async ({ page }) => {
        test.setTimeout(90_000);
        expect(await violations(page, url)).toEqual([]);
      });
    }
    for (const url of OFFICE.filter((u) => !wide || WIDE.has(u))) {
      test(`a player on ${url}: no violations`, async ({ page }) => {
        test.setTimeout(90_000);
        await registerAndLogin(page);
        expect(await violations(page, url)).toEqual([]);
      });
    }
  });
}
