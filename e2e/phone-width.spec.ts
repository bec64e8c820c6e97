import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';

// Issue 24: at a phone's 390 x 844 no page is wider than the window (no sideways scroll), logged out and logged in.

test.use({ viewport: { width: 390, height: 844 } });

/** The page's width beyond the window, and the elements whose right edge passes it (to say what to fix). */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${(el.getAttribute('class') ?? '').split(' ')[0]}`;
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      // What a scrolling box holds (the section tabs) widens nothing.
      .filter((el) => { for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false; return true; })
      .slice(0, 8)
      .map((el) => `${name(el)} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
  });
}

async function expectFits(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  const o = await overflow(page);
  expect(o.scrollWidth <= o.innerWidth ? [] : o.wide, `${path}: scrollWidth ${o.scrollWidth} > ${o.innerWidth}`).toEqual([]);
}

const main = async (page: Page) => expect(page.locator('main')).toBeVisible({ timeout: 15_000 });

test('a visitor\'s registration, login, home, line and casino lobby fit a 390 px window', async ({ page }) => {
  test.setTimeout(90_000);
  await expectFits(page, '/en/registration', (p) => expect(p.getByTestId('registration-page')).toBeVisible({ timeout: 15_000 }));
  await expectFits(page, '/ru/registration', (p) => expect(p.getByTestId('registration-page')).toBeVisible({ timeout: 15_000 }));
  await expectFits(page, '/en/user/login', main);
  const rows = (p: Page) => expect(p.getByTestId('game-row').first()).toBeVisible({ timeout: 15_000 });
  await expectFits(page, '/en/', async (p) => {
    await rows(p);
    await expect(p.getByTestId('header-registration')).toBeInViewport({ ratio: 1 });
  });
  await expectFits(page, '/en/line', rows);
  await expectFits(page, '/en/casino-lobby', main);
});

test('a player\'s office pages and header fit a 390 px window', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndLogin(page);
  for (const path of ['/en/office/account', '/en/office/history', '/en/office/settings', '/en/office/responsible', '/en/office/recharge']) {
    await expectFits(page, path, async (p) => {
      await main(p);
      // The header's balance has come, and the last of the header's controls is inside the window.
      await expect(p.getByTestId('balance')).toBeVisible();
      await expect(p.getByTestId('header-logout')).toBeInViewport({ ratio: 1 });
    });
  }
});

test('a player\'s personal data on a phone: the form is one column of fields as wide as the page', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page);
  await page.goto('/en/office/account');
  const form = page.getByRole('form', { name: /personal data/i });
  await expect(form).toBeVisible({ timeout: 15_000 });
  const formBox = (await form.boundingBox())!;
  const fields = await form.locator('input, select').evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return { x: Math.round(r.x), width: Math.round(r.width) }; }));
  expect(fields.length).toBeGreaterThan(10);
  // One column: every field starts at the same left edge and takes most of the form's width (three squeezed columns
  // at 390 px gave each about a third).
  expect(new Set(fields.map((f) => f.x)).size).toBe(1);
  for (const f of fields) expect(f.width).toBeGreaterThan(formBox.width * 0.8);
});

test('a player\'s office on a phone: the page\'s title is in the first screen, the office menu a row above it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await registerAndLogin(page);
  for (const path of ['/en/office/account', '/en/office/history', '/en/office/support']) {
    await page.goto(path);
    const title = page.locator('main h1').first();
    await expect(title).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath(`${path.split('/').pop()}.png`) });
    const box = await title.boundingBox();
    expect(box && box.y + box.height, `${path}: the h1 ends below the first screen`).toBeLessThanOrEqual(844);
    // The menu is one row above the page, not a column beside or above it.
    const menu = page.getByRole('navigation', { name: /personal office/i });
    const menuBox = await menu.boundingBox();
    expect(menuBox && menuBox.y + menuBox.height, path).toBeLessThanOrEqual(box!.y);
    expect(menuBox!.height, path).toBeLessThan(160);
    // The page's own item is brought into the row's view (support is near the row's end).
    await expect(menu.locator('[aria-current="page"]'), path).toBeInViewport({ ratio: 0.9 });
  }
  // Every office page is reachable from the row: the last item scrolls into reach and opens its page.
  const menu = page.getByRole('navigation', { name: /personal office/i });
  const last = menu.getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 0.9 });
  await last.click();
  await expect(page).toHaveURL(/\/en\/office\/share-idea$/);
  await expect(page.locator('main h1').first()).toBeInViewport();
});
