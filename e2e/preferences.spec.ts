import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';

// B25 (issue 24 item 13): the office's settings change the display at once, everywhere, stay after a reload, and
// are the player's on the server: another browser gets them at login, together with what its visitor chose there.

const html = (page: Page) => page.locator('html');
const bodyStyle = (page: Page, prop: 'backgroundColor' | 'fontSize') => page.evaluate((p) => getComputedStyle(document.body)[p], prop);

/** The first upcoming game's start as the page shows it, and as Intl writes it in the zone and clock given. */
async function startTime(page: Page, zone: string, hour12: boolean) {
  const time = page.getByTestId('game-row').locator('time').first();
  await expect(time).toBeVisible({ timeout: 20_000 });
  const iso = (await time.getAttribute('datetime'))!;
  const expected = await page.evaluate(({ iso, zone, hour12 }) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone, hour12 }).format(new Date(iso)), { iso, zone, hour12 });
  return { shown: (await time.textContent())!, expected };
}

const firstOpenPrice = (page: Page) => page.getByTestId('game-row').getByTestId('odd').and(page.locator(':enabled')).first();

test('[B25] the office\'s theme, font size, light version, odds format, time zone and clock apply at once everywhere and stay after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  await page.goto('/en/office/settings');
  const form = page.getByTestId('settings-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await bodyStyle(page, 'backgroundColor');

  await form.getByLabel('Theme').selectOption('light');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await bodyStyle(page, 'backgroundColor')).not.toBe(darkBackground);
  expect(await bodyStyle(page, 'backgroundColor')).toBe('rgb(243, 245, 248)');

  expect(await bodyStyle(page, 'fontSize')).toBe('14px');
  await form.getByLabel('Font size').selectOption('large');
  await expect.poll(() => bodyStyle(page, 'fontSize')).toBe('16px');

  await form.getByLabel('Light version of the site').check();
  await expect(html(page)).toHaveAttribute('data-light-version', '');

  await form.getByLabel('Odds format').selectOption('1');
  await form.getByLabel('Time zone').selectOption('5');
  await form.getByLabel('12-hour clock').check();

  // Another page: the prices are fractional, the times in UTC+5 on a 12-hour clock, in the list and in the coupon.
  await page.goto('/en/line');
  await expect(firstOpenPrice(page)).toBeVisible({ timeout: 20_000 });
  await expect(firstOpenPrice(page)).toHaveText(/\d+\/\d+/);
  const time = await startTime(page, 'Etc/GMT-5', true);
  expect(time.shown).toBe(time.expected);
  expect(time.shown).toMatch(/am|pm/i);
  await firstOpenPrice(page).click();
  await expect(page.getByTestId('coupon-bet-coef').first()).toHaveText(/^\d+\/\d+$/);

  // A reload keeps them all.
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-font-size', 'large');
  await expect(html(page)).toHaveAttribute('data-light-version', '');
  await expect(firstOpenPrice(page)).toHaveText(/\d+\/\d+/, { timeout: 20_000 });
  const again = await startTime(page, 'Etc/GMT-5', true);
  expect(again.shown).toBe(again.expected);
});

test('[B25] the player\'s preferences are on the server: another browser gets them at login, keeping what its visitor chose', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await registerAndLogin(page);
  await page.goto('/en/office/settings');
  const form = page.getByTestId('settings-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Theme').selectOption('light');
  await form.getByLabel('Font size').selectOption('small');
  await expect.poll(async () => ((await (await page.request.get('/web-api/office/settings', { headers: { 'X-Requested-With': 'e2e', Authorization: `Bearer ${user.token}` } })).json()) as { prefs: { theme: string; fontSize: string } }).prefs, { timeout: 15_000 })
    .toMatchObject({ theme: 'light', fontSize: 'small' });

  // A fresh browser: a visitor, in the default theme, who picks American odds before logging in.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/en/line');
  await expect(html(visitor)).toHaveAttribute('data-theme', 'dark');
  await visitor.getByTestId('odds-format').selectOption('2');
  await expect(firstOpenPrice(visitor)).toHaveText(/[+-]\d+$/, { timeout: 20_000 });
  await visitor.getByTestId('header-login').click();
  const dropdown = visitor.getByTestId('login-dropdown');
  await dropdown.getByLabel('E-mail or account number').fill(user.login);
  await dropdown.getByLabel('Password', { exact: true }).fill(user.password);
  await dropdown.getByTestId('login-submit').click();
  // The account's theme and font size arrive; the visitor's odds format stays and becomes the account's.
  await expect(html(visitor)).toHaveAttribute('data-theme', 'light', { timeout: 20_000 });
  await expect(html(visitor)).toHaveAttribute('data-font-size', 'small');
  await expect(firstOpenPrice(visitor)).toHaveText(/[+-]\d+$/);
  await expect.poll(async () => ((await (await page.request.get('/web-api/office/settings', { headers: { 'X-Requested-With': 'e2e', Authorization: `Bearer ${user.token}` } })).json()) as { prefs: { oddsFormat: number } }).prefs.oddsFormat, { timeout: 15_000 })
    .toBe(2);
  await other.close();
});
