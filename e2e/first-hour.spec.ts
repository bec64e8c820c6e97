import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { codeFor, fund, loadCode, pickSelections } from './support/betting';

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

test('[T32] the loading bar finishes once the page is shown, on the first load and after a navigation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/en/line');
  // The shell's extras (which draw the bar) are in: the support button became the chat's.
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toBeHidden();
  await page.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/live/);
  await expect(bar).toBeHidden({ timeout: 10_000 });
  // Past the bar's 5 s fill: it did not come back to hang at its cap.
  await page.waitForTimeout(6_000);
  await expect(bar).toBeHidden();
});

test('a whole bet by keyboard only: a price added with Enter, Alt+C to the coupon, a few Tabs to "Place a bet"', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndLogin(page);
  await fund(page.request, 1000);
  await page.goto('/en/line/football');
  await expect(page.getByTestId('odd').first()).toBeEnabled();
  // The skip links come first: the second one names the shortcut.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to the coupon (Alt+C)');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  // In the page, a skip link past the sports menu.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to the events');
  await page.keyboard.press('Enter');
  const onOpenOdd = () => page.evaluate(() => {
    const el = document.activeElement as HTMLButtonElement | null;
    return el?.dataset.testid === 'odd' && !el.disabled;
  });
  let tabs = 0;
  while (!(await onOpenOdd())) {
    await page.keyboard.press('Tab');
    tabs += 1;
    expect(tabs, 'Tabs from the main content to the first price').toBeLessThan(40);
  }
  await page.keyboard.press('Enter');
  const slip = page.getByTestId('coupon');
  await expect(slip.getByTestId('coupon-bet')).toHaveCount(1);

  // The shortcut listens once the shell's extras have started (a moment after the load): pressed until it answers.
  await expect.poll(async () => {
    await page.keyboard.press('Alt+KeyC');
    return slip.getByTestId('coupon-amount').evaluate((el) => el === document.activeElement);
  }).toBe(true);
  await page.keyboard.type('20');
  let toPlace = 0;
  while (!(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid === 'coupon-place'))) {
    await page.keyboard.press('Tab');
    toPlace += 1;
    expect(toPlace, 'Tabs from the stake to "Place a bet"').toBeLessThanOrEqual(6);
  }
  // The price may have moved meanwhile: accept any change for this bet, by keyboard too.
  const accept = slip.getByRole('button', { name: 'Accept changes' });
  if (await accept.isVisible()) {
    while (!(await accept.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    while (!(await slip.getByTestId('coupon-place').evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(slip.getByTestId('coupon-success')).toContainText('Bet accepted');
});

test('[B14] on /ru/ a self-exclusion refusal is Russian, its end a Russian date; the deposit page says why before it is filled', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page, { currency: 'RUB' });
  await fund(page.request, 1000);
  const bets = await pickSelections(page.request, 1, 9);
  await loadCode(page, await codeFor(page.request, bets, 0));
  const block = await page.request.post('/limit-service-api/api/external/web/v1/BlockUser', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { days: 1 } });
  expect(block.ok(), await block.text()).toBe(true);

  await page.goto('/ru/betting-calculator');
  const slip = page.getByTestId('coupon');
  await slip.getByTestId('coupon-amount').fill('50');
  await slip.getByTestId('coupon-place').click();
  const error = slip.getByTestId('coupon-error');
  await expect(error).toContainText('Ставки, казино и пополнения закрыты самоисключением.');
  await expect(error).toContainText(/Снова доступно с \d{1,2} [а-я]+\.? \d{4}/);
  await expect(error).not.toContainText(/Play and deposits|\d{4}-\d\d-\d\dT/);

  await page.goto('/ru/office/recharge');
  await expect(page.getByRole('alert').filter({ hasText: 'самоисключением' })).toContainText(/Снова доступно с \d{1,2} [а-я]+\.? \d{4}/);
  await expect(page.getByTestId('deposit-form')).toHaveCount(0);
});

test('after one-click registration on its page, "Start playing" opens the home page at its top with the focus in it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/registration');
  const form = page.getByTestId('registration-page');
  await form.getByTestId('reg-tab-fast_reg').click();
  await form.getByLabel('I am over 18 and accept the terms and conditions').check();
  await form.getByTestId('registration-submit').click();
  const start = form.getByTestId('credentials-continue');
  await expect(start).toBeVisible();
  await start.scrollIntoViewIfNeeded();
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await start.click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false)).toBe(true);
});

test('[R14] DemoPay takes the expiry typed as "1230": it writes "12/30" and the deposit goes through', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page, { currency: 'EUR' });
  await page.goto('/en/office/recharge');
  const form = page.getByTestId('deposit-form');
  await form.getByLabel('Amount, EUR').fill('20');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cashier\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  // The page's script (which writes the "/") runs once the page has loaded.
  await page.waitForLoadState('load');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1239');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+$/);
});

test('multi-live: the "+105" market counts of the game picker stay on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/live');
  await page.getByRole('navigation').getByRole('link', { name: 'Multi-live', exact: true }).first().click();
  await expect(page.getByTestId('multi-pick').first()).toBeVisible();
  const wrapped = await page.getByTestId('multi-pick').evaluateAll((inputs) => inputs.flatMap((input) => {
    const badge = Array.from(input.parentElement?.querySelectorAll('span') ?? []).find((s) => /^\+\d+$/.test(s.textContent ?? ''));
    if (!badge) return ['no badge'];
    const fontSize = parseFloat(getComputedStyle(badge).fontSize);
    return badge.getBoundingClientRect().height < 2 * fontSize ? [] : [`${badge.textContent} ${badge.getBoundingClientRect().height}px`];
  }));
  expect(wrapped).toEqual([]);
});
