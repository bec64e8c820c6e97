import { expect, test } from '@playwright/test';
import { registerAndLogin } from './support/users';

// Issue 16 against the built site and the real server: the cookie banner and its agreement log (B24, C16), analytics
// events stored for QA (T33, T34), and the support desk's chat whose messages are the player's support tickets (T43).

interface Agreement { agreeType: string; cookiesAgreeTime: string }
interface StoredEvent { name: string; page: string; data: Record<string, unknown> }

test.describe('a visitor who has not answered the cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('[B24] [C16] the banner asks once; "Accept all" is kept in the cookie and logged on the server', async ({ page, request }) => {
    await page.goto('/en/line');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Cookies on this site');
    const before = Date.now();
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookies_agree_type');
    expect(cookie?.value).toBe('ALL');
    await expect.poll(async () => ((await (await request.get('/web-api/dev/cookie-agreements?limit=1')).json()) as { agreements: Agreement[] }).agreements[0])
      .toMatchObject({ agreeType: 'ALL' });
    const [last] = ((await (await request.get('/web-api/dev/cookie-agreements?limit=1')).json()) as { agreements: Agreement[] }).agreements;
    expect(Date.parse(last!.cookiesAgreeTime)).toBeGreaterThanOrEqual(before - 2000);
    await page.reload();
    await expect(page.getByTestId('coupon')).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('[T34] without marketing consent analytics sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/web-api/analytics/')) sent.push(r.url()); });
    await page.goto('/en/registration');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Necessary only' }).click();
    await page.waitForTimeout(2000);
    expect(sent).toEqual([]);
  });
});

test.describe('referral links before the cookie consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('[B24] [T40] a partner link\'s cookies wait for marketing consent and are written once it is given', async ({ page }) => {
    await page.goto('/en/line?ref=77&subid=s1');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const names = async () => (await page.context().cookies()).map((c) => c.name);
    expect(await names()).not.toContain('refererid');
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'refererid')?.value).toBe('77');
    expect(await names()).toContain('subid');
  });
});

test('[B25] the right column turns compact, on every page and after a reload (functional consent)', async ({ page }) => {
  await page.goto('/en/line');
  const column = page.locator('#right-column');
  const toggle = page.getByTestId('right-compact-toggle');
  await expect(toggle).toHaveText(/Compact column/);
  const wide = (await column.boundingBox())!.width;
  await expect(column.getByPlaceholder(/code/i)).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await column.boundingBox())!.width).toBeLessThan(wide - 50);
  // The coupon drops its secondary part, the code box.
  await expect(column.getByPlaceholder(/code/i)).toBeHidden();
  // A reload on another page (with the coupon's column: a sports page): drawn compact from the first paint (the
  // server marks <html>), the toggle says so.
  await page.goto('/en/live');
  await expect(page.locator('html')).toHaveAttribute('data-right-compact', '');
  expect((await column.boundingBox())!.width).toBeLessThan(wide - 50);
  await expect(page.getByTestId('right-compact-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('right-compact-toggle').click();
  await expect.poll(async () => (await column.boundingBox())!.width).toBe(wide);
});

test('[B28] the bookmakers rating is in the right column on Russian pages only', async ({ page }) => {
  await page.goto('/ru/line');
  const rating = page.getByTestId('bookmaker-rating');
  await expect(rating).toBeVisible();
  await expect(rating).toContainText('Рейтинг букмекеров');
  await expect(rating.locator('li[aria-current="true"]')).toContainText('BetArena');
  await expect(rating.getByRole('link', { name: 'Подробнее о компании' })).toHaveAttribute('href', '/ru/about');
  await page.goto('/en/line');
  await expect(page.getByTestId('right-compact-toggle')).toBeVisible();
  await expect(page.getByTestId('bookmaker-rating')).toHaveCount(0);
});

test('[T33] [T34] with consent, analytics starts at once on the registration page and the page metrics are stored within 10 s', async ({ page, request }) => {
  const started = Date.now();
  await page.goto('/en/registration');
  const events = async () => ((await (await request.get('/web-api/dev/analytics/events?limit=50')).json()) as { events: StoredEvent[] }).events;
  await expect.poll(async () => (await events()).some((e) => e.name === 'page_view' && e.page === '/en/registration'), { timeout: 8000 }).toBe(true);
  await expect.poll(async () => (await events()).some((e) => e.name === 'performance' && typeof e.data['ttfb'] === 'number'), { timeout: 12_000 }).toBe(true);
  expect(Date.now() - started).toBeLessThan(20_000);
});

test('[T43] a message sent in the chat is in the player\'s support tickets', async ({ page }) => {
  // Registration, two pages and the office on a busy machine.
  test.setTimeout(90_000);
  await registerAndLogin(page);
  await page.goto('/en/line');
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toContainText('Write your question');
  await panel.getByTestId('chat-input').fill('My bet on Frankfurt is not settled yet');
  await panel.getByTestId('chat-send').click();
  await expect(panel.getByTestId('chat-message').first()).toHaveText(/My bet on Frankfurt is not settled yet/);
  // The help assistant's answer, whatever it found (an excerpt with its link, or the handover to an operator).
  await expect(panel.getByTestId('chat-message').nth(1)).toHaveAttribute('data-author', 'assistant');

  await page.goto('/en/office/support');
  const ticket = page.getByTestId('ticket').filter({ hasText: 'My bet on Frankfurt is not settled yet' });
  await expect(ticket).toBeVisible();
  await ticket.click();
  await expect(page).toHaveURL(/\/en\/office\/support\?ticket=\d+$/);
  await expect(page.getByTestId('office-support')).toContainText('My bet on Frankfurt is not settled yet');
  await expect(page.getByTestId('office-support').locator('[data-author="assistant"]')).toHaveCount(1);
});

test('the chat\'s help assistant answers from the help pages; an operator answers from the inbox and the player sees it in the chat', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  await page.goto('/en/line');
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-panel');
  await panel.getByTestId('chat-input').fill('How do I place a bet?');
  await panel.getByTestId('chat-send').click();
  const answer = panel.getByTestId('chat-message').nth(1);
  await expect(answer).toContainText('Assistant');
  await expect(answer).toContainText('How to place a bet');
  await expect(answer.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', '/en/howbet');

  // An operator of the staff role 'support', in a browser of their own.
  const origin = new URL(page.url()).origin;
  const office = await browser.newContext({
    baseURL: origin,
    storageState: { cookies: [{ name: 'cookies_agree_type', value: 'ALL', domain: new URL(origin).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });
  try {
    const staffPage = await office.newPage();
    const operator = await registerAndLogin(staffPage);
    expect((await staffPage.request.post('/web-api/dev/staff', { data: { userId: operator.userId }, headers: { 'x-requested-with': 'e2e' } })).status()).toBe(200);
    await staffPage.goto('/en/office/support-inbox');
    const chat = staffPage.getByTestId('inbox-chat').filter({ hasText: 'How do I place a bet?' });
    await chat.first().click();
    await expect(staffPage.getByTestId('inbox-thread')).toContainText('How to place a bet');
    await staffPage.getByLabel('Your answer').fill('Hello, I am Kate from support. Anything else?');
    await staffPage.getByTestId('inbox-reply').getByRole('button', { name: 'Send' }).click();
    await expect(staffPage.getByTestId('inbox-thread')).toContainText('Hello, I am Kate from support.');
  } finally {
    await office.close();
  }
  // The chat's poll (10 s) brings the answer.
  await expect(panel.getByTestId('chat-message').nth(2)).toContainText('Hello, I am Kate from support.', { timeout: 30_000 });
  await expect(panel.getByTestId('chat-message').nth(2)).toHaveAttribute('data-author', 'support');
});
