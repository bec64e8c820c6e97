import { expect, test, type Page } from '@playwright/test';

// Nothing floating covers a form (issue 24): the notices after a one-click registration leave its password, its
// label and "Save to a file" visible, and the cookie banner never covers the field being filled, at a laptop's
// 1366x768 and at a phone's 390x844.

interface Box { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what floats over the page now: each notice and the cookie banner. */
async function floating(page: Page): Promise<Array<Box & { what: string }>> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-testid="notice"], [data-testid="cookie-banner"]')];
    return boxes.map((el) => {
      const r = el.getBoundingClientRect();
      return { what: `${el.dataset['testid']} "${el.textContent?.trim().slice(0, 40)}"`, x: r.x, y: r.y, width: r.width, height: r.height };
    }).filter((b) => b.width > 0 && b.height > 0);
  });
}

/** The boxes of the visible controls and labels inside `selector`. */
async function formParts(page: Page, selector: string): Promise<Array<Box & { what: string }>> {
  return page.locator(selector).evaluate((root) => [...root.querySelectorAll<HTMLElement>('label, input, select, textarea, button, a[href], [class*="label"], [data-testid^="credentials-"]')]
    .map((el) => {
      const r = el.getBoundingClientRect();
      return { what: `${el.tagName} ${el.dataset['testid'] ?? el.textContent?.trim().slice(0, 30) ?? ''}`, x: r.x, y: r.y, width: r.width, height: r.height };
    })
    .filter((b) => b.width > 0 && b.height > 0 && b.y < window.innerHeight && b.y + b.height > 0));
}

async function covered(page: Page, selector: string): Promise<string[]> {
  const over = await floating(page);
  const parts = await formParts(page, selector);
  return parts.flatMap((p) => over.filter((f) => intersects(p, f)).map((f) => `${p.what} under ${f.what}`));
}

for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size, storageState: { cookies: [], origins: [] } });

    test('after a one-click registration no notice or banner covers the password, its label or the ways to save it', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/en/registration');
      const form = page.getByTestId('registration-page');
      await form.getByTestId('reg-tab-fast_reg').click();
      await form.getByLabel('I am over 18 and accept the terms and conditions').check();
      await form.getByTestId('registration-submit').click();
      await expect(form.getByTestId('credentials-password')).toBeVisible();
      // The notices a new account brings (welcome, balance, verification) arrive within a moment of it.
      await page.waitForTimeout(2500);
      // As the page shows it after the click (nothing scrolled by the test): the password, its label and "Save to a
      // file" are in view, below the header, and nothing floats over any part of the step.
      const header = (await page.locator('header').first().boundingBox())!;
      for (const part of [form.getByTestId('credentials-password'), form.getByText('Password', { exact: true }), form.getByTestId('credentials-file')]) {
        const box = (await part.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      }
      expect(await covered(page, '[data-testid="registration-credentials"]')).toEqual([]);
    });

    test('the cookie banner never covers the registration field in focus', async ({ page }) => {
      await page.goto('/en/registration');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      const form = page.getByTestId('registration-form');
      const fields = form.locator('input:visible, select:visible');
      const count = await fields.count();
      expect(count).toBeGreaterThan(3);
      const hidden: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const field = fields.nth(i);
        await field.focus();
        const banner = await page.getByTestId('cookie-banner').boundingBox();
        const box = await field.boundingBox();
        if (banner && box && intersects(banner, box)) hidden.push((await field.getAttribute('name')) ?? `field ${i}`);
      }
      expect(hidden).toEqual([]);
    });
  });
}
