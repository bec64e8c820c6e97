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
  // Contrast is measured on what is there, not on a notice halfway through its entrance (it has no slide then).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  // The page's own content is in (its loading states have ended).
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 20_000 });
  // The casino's pages show once the casino's code is in (withCasino), which the loading bar does not wait for.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  // The payments pages are a remote app's: in once the app has said it is ready.
  if (/\/office\/(recharge|deduce|historypay)$/.test(url)) await expect(page.locator('[data-mf-view="payments"]')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
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

// B25: the light theme of the preferences, on the main pages of each area (its colours are the same roles as the
// dark theme's, so a page that passes in one and not the other has a colour of its own to fix).
test.describe('axe in the light theme at 1366x768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  const LIGHT = ['/en/', '/en/line', '/en/live', '/en/casino-lobby', '/en/promotions', '/en/registration', '/en/office/settings', '/en/office/account'];
  for (const url of LIGHT) {
    test(`${url} in the light theme: no violations`, async ({ page }) => {
      test.setTimeout(90_000);
      // Chosen before logging in, so the player's account takes it too (streams/preferences).
      await page.addInitScript(() => {
        localStorage.setItem('sports_prefs', JSON.stringify({ theme: 'light' }));
        localStorage.setItem('prefs_unsynced', JSON.stringify(['theme']));
      });
      if (url.includes('/office/')) await registerAndLogin(page);
      expect(await violations(page, url)).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  }
});

/**
 * WCAG contrast of an odds button's price on its background in each state: selected or not, rising or dropping. The
 * states are the button's CSS module classes (oddSelected_<hash>, oddUp_<hash>, oddDown_<hash>), put on a real button
 * of the page; the move's colour shows for 3 s, so it is read at once.
 */
async function priceContrasts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="game-row"] [data-testid="odd"]:enabled')!;
    const price = button.querySelector('[class*="oddPrice_"]')!;
    // The module's classes share the button's own suffix (odd_<hash>).
    const cls = (name: string) => `${name}${/_[\w-]+$/.exec(button.classList[0]!)![0]}`;
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => [r!, g!, b!].map((c) => { const x = c / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const base = button.className;
    // Read the state itself, not a step of the button's background transition into it.
    button.style.transition = 'none';
    const out: Record<string, number> = {};
    for (const selected of [false, true]) {
      for (const move of ['oddUp', 'oddDown']) {
        button.className = `${base} ${selected ? cls('oddSelected') : ''} ${cls(move)}`;
        const [a, b] = [lum(rgb(getComputedStyle(price).color)), lum(rgb(getComputedStyle(button).backgroundColor))];
        out[`${selected ? 'selected' : 'not selected'}, ${move}`] = Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100;
      }
    }
    button.className = base;
    button.style.transition = '';
    return out;
  });
}

// Issue 24 item 10: a price that drops or rises stays readable, selected (on the accent) or not, in both themes.
for (const theme of ['dark', 'light'] as const) {
  test(`[B10] a price that moves is readable selected or not in the ${theme} theme (contrast 4.5:1 or more)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((t) => localStorage.setItem('sports_prefs', JSON.stringify({ theme: t })), theme);
    await page.goto('/en/line');
    await expect(page.getByTestId('game-row').getByTestId('odd').first()).toBeEnabled({ timeout: 20_000 });
    const contrasts = await priceContrasts(page);
    expect(Object.keys(contrasts)).toHaveLength(4);
    for (const [state, ratio] of Object.entries(contrasts)) expect(ratio, state).toBeGreaterThanOrEqual(4.5);
  });
}
