import { expect, test } from '@playwright/test';
import { registerAndLogin } from './support/users';

// The information area against the real server (issue 15, R20): content from the Markdown files through
// /web-api/content, rendered and sanitised in the browser under the site's strict CSP.

test('[R20] a reader opens a news item in Russian: Russian text, a Russian date, no fallback notice', async ({ page }) => {
  await page.goto('/ru/news');
  const cards = page.getByTestId('post-card');
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId('pagination')).toBeVisible();
  const first = cards.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  expect(title).toMatch(/[а-яё]/i);
  await first.click();
  await expect(page).toHaveURL(/\/ru\/news\/[a-z0-9-]+$/);
  const post = page.getByTestId('post');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(post.locator('time')).toHaveText(/^\d{1,2} [а-я]+ \d{4}/);
  await expect(page.getByTestId('content-body')).toContainText(/[а-яё]{5,}/i);
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(`${title} · BetArena`);
  // Page 2 continues the list.
  await page.goto('/ru/news?page=2');
  await expect(page.getByTestId('pagination').getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).toBeVisible();
});

test('[R20] the rules: a chapter opens from the table of contents; the group alone shows its first chapter', async ({ page }) => {
  await page.goto('/en/rules');
  await expect(page).toHaveURL(/\/en\/rules\/1$/);
  await expect(page.getByTestId('rules-chapter')).toHaveAttribute('data-chapter', 'general');
  const toc = page.getByTestId('rules-toc');
  await toc.getByRole('link', { name: 'Types of bets' }).click();
  await expect(page).toHaveURL(/\/en\/rules\/1\/bet-types$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Types of bets');
  await expect(page.getByTestId('content-body').getByRole('heading', { name: 'Accumulator (express)' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Types of bets' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /Next.*Settlement of bets/ }).click();
  await expect(page).toHaveURL(/\/en\/rules\/1\/settlement$/);
  await expect(page).toHaveTitle('Settlement of bets · Betting rules · BetArena');
});

test('[R20] [R23] an unknown news slug, rules chapter or alphabet term is the 404 page with noindex', async ({ page }) => {
  test.slow(); // ten page loads
  for (const path of ['/en/news/no-such-news-item', '/ru/rules/1/no-such-chapter', '/en/betting-alphabet/basics/odds/no-such-term']) {
    await page.goto(path);
    await expect(page.getByTestId('page-error'), path).toHaveAttribute('data-status', '404');
    if (path.startsWith('/en/')) await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  // The API says 404 too, in its JSON error shape.
  const res = await page.request.get('/web-api/content/news/no-such-news-item?lang=en');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ errors: [{ code: 'not_found' }] });
});

test('[R20] a news item with hostile markup renders without running anything and without a CSP violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation(v: string): void }).__reportViolation(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  await page.goto('/en/news/hostile-test-item');
  const body = page.getByTestId('content-body');
  await expect(body).toContainText('The end of the hostile item.');
  await expect(body).toContainText('styled and clickable paragraph');
  expect(await body.locator('script, iframe, [onerror], [onclick], [style]').count()).toBe(0);
  // The file's markup arrives as text (the server escapes raw HTML; DOMPurify would strip it if it came as markup).
  await expect(body).toContainText("<script>window.__contentPwned = 'script'</script>");
  await expect(body.getByRole('link')).toHaveCount(0);
  await body.getByText('a javascript: link', { exact: false }).first().click();
  await body.getByText('styled and clickable paragraph').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __contentPwned?: string }).__contentPwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
  await expect(page).toHaveURL(/\/en\/news\/hostile-test-item$/);
  // Not listed with the real news.
  await page.goto('/en/news');
  await expect(page.getByTestId('post-card')).toHaveCount(10);
  await expect(page.getByText('Test item with hostile markup')).toHaveCount(0);
});

test('[R20] a translated page shows its own text without a notice; a text with no translation shows English with a plain notice', async ({ page }) => {
  await page.goto('/kk/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie саясаты');
  await expect(page.getByTestId('content-body')).toContainText('Қатаң қажет cookie');
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
  await page.goto('/kk/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BetArena туралы');
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
  // Every seed text is translated; the dev fixture exists only in English, so it shows English and says so.
  await page.goto('/kk/news/hostile-test-item');
  await expect(page.getByTestId('content-fallback')).toContainText('English');
  await expect(page.getByTestId('content-body')).toContainText('The end of the hostile item.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  // The alphabet: a term from the index opens its entry.
  await page.goto('/ru/betting-alphabet');
  await page.getByRole('link', { name: 'Маржа' }).click();
  await expect(page).toHaveURL(/\/ru\/betting-alphabet\/basics\/odds\/margin$/);
  await expect(page.getByTestId('glossary-entry')).toContainText('преимущество букмекера');
});

test('[R12] a visitor takes a bonus from its page: login, back on the page, taken once, active in the office', async ({ page, request }) => {
  test.slow(); // a registration, a login and five page loads on a machine shared with other suites
  const user = await registerAndLogin(request, { currency: 'EUR' });
  await page.goto('/en/bonuses');
  await page.getByTestId('bonus-card').filter({ hasText: 'Live betting bonus' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/bonus\/live-insurance$/);
  await expect(page.getByTestId('bonus-facts')).toContainText('×6');
  await page.getByTestId('take-bonus-login').click();
  await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mail or account number').fill(user.login);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/en\/bonus\/live-insurance$/);
  await page.getByTestId('take-bonus').click();
  // €15 at the site's rate, wagered six times.
  await expect(page.getByTestId('take-bonus-done')).toContainText('€15.00');
  await expect(page.getByTestId('take-bonus-done')).toContainText('€90.00');
  await page.reload();
  await expect(page.getByTestId('take-bonus-taken')).toContainText('being wagered');
  await expect(page.getByTestId('take-bonus')).toHaveCount(0);
  await page.getByRole('link', { name: 'Follow the wagering in your office' }).click();
  await expect(page).toHaveURL(/\/en\/office\/bonuses\/wager$/);
  const card = page.getByTestId('bonus').filter({ hasText: 'Bonus from a bonus page' });
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card).toHaveAttribute('data-kind', 'offer');
});

test('[R12] [R13] an ended bonus cannot be taken; an unknown bonus, landing or partner section is the 404 page with noindex', async ({ page }) => {
  test.slow(); // ten page loads
  await page.goto('/en/bonus/euro-final-boost');
  await expect(page.getByTestId('offer-status')).toHaveText('Ended');
  await expect(page.getByText('This bonus has ended and can no longer be taken.')).toBeVisible();
  await expect(page.getByTestId('take-bonus')).toHaveCount(0);
  for (const path of ['/en/bonus/no-such-bonus', '/en/bonus/partner/welcome-sport', '/en/landing/nope', '/en/ourpartners/nope', '/en/promotions/nope']) {
    await page.goto(path);
    await expect(page.getByTestId('page-error'), path).toContainText('This page could not be found');
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
  }
  // fastgames-daily-tournament is its promotion; the headless landing has no header.
  await page.goto('/en/fastgames-daily-tournament');
  await expect(page).toHaveURL(/\/en\/promotions\/fastgames-daily-tournament$/);
  await expect(page.getByTestId('promotion-page')).toBeVisible();
  await page.goto('/en/landing-headless/casino');
  await expect(page.getByTestId('landing-page')).toHaveAttribute('data-headless', 'true');
  await expect(page.getByTestId('header-login')).toHaveCount(0);
});
