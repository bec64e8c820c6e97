import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';

// A new bettor's first hour (issue 24): what they met at an ordinary laptop's 1366x768, with the mouse and with the
// keyboard only.

/** Each visible control of `root` (after scrolling it into view) whose centre is taken by another element. */
async function coveredControls(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = [];
    const controls = el.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [data-testid="coupon-possible-win"]');
    for (const control of controls) {
      const before = control.getBoundingClientRect();
      if (before.width === 0 || before.height === 0) continue;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = control.getBoundingClientRect();
      // A disabled button takes no pointer events; it still must not be hidden.
      const pointerEvents = control.style.pointerEvents;
      control.style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      control.style.pointerEvents = pointerEvents;
      if (hit === null || !(control === hit || control.contains(hit))) {
        const name = control.getAttribute('aria-label') ?? control.dataset.testid ?? control.textContent?.trim() ?? control.tagName;
        const by = hit === null ? 'nothing' : `${hit.tagName}.${String(hit.className)} ${hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 30) ?? ''}`;
        out.push(`${name} covered by ${by}`);
      }
    }
    return out;
  });
}

async function addFirstPrice(page: Page) {
  await page.goto('/en/line/football');
  const odd = page.getByTestId('odd').first();
  await expect(odd).toBeEnabled();
  await odd.click();
  await expect(page.getByTestId('coupon').getByTestId('coupon-bet')).toHaveCount(1);
}

test('at 1366x768 no floating button covers a coupon control, and support has one entry', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await registerAndLogin(page);
  await addFirstPrice(page);
  const slip = page.getByTestId('coupon');
  await slip.getByTestId('coupon-amount').fill('100');
  // The site extras (chat) have loaded, and the page is scrolled so that scroll-to-top shows.
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

  expect(await coveredControls(slip)).toEqual([]);
  // One way to support: the chat when it is on (no second "Support" link beside it).
  await expect(page.getByRole('link', { name: 'Support', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('chat-launcher')).toHaveCount(1);
});
