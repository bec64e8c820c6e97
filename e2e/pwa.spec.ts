import { expect, test, type Page } from '@playwright/test';
import { resetServer } from './support/dev-api';

// The site shell (issue 16): the installable app's worker (B29) and the update notice (T29, E06).

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

test.afterEach(async ({ request }) => {
  await resetServer(request);
});

test.describe('installable app', () => {
  // The suite blocks service workers (playwright.config.ts); this test is the one that needs one.
  test.use({ serviceWorkers: 'allow' });

  test('[B29] the worker of this build registers, keeps the API out of its caches, and the site opens offline to the offline page', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('/en/');
    await expect(page.getByTestId('coupon')).toBeVisible();
    const build = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src.match(/\/assets\/([\w.-]+)\.js/)?.[1]);
    expect(build).toMatch(/^index-/);
    // The shell registers the worker 5 s after the home page's load, for this build.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(new RegExp(`/pwa-sw\\.js\\?build=${build}$`));
    // A page visited under the worker: its page and scripts are cached, its API calls are not.
    await page.goto('/en/line');
    await expect(page.getByTestId('menu-sport').first()).toBeVisible();
    const cached = await page.evaluate(async () => {
      const out: Record<string, string[]> = {};
      for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      return out;
    });
    expect(Object.keys(cached).sort()).toEqual([`betsite-assets-${build}`, `betsite-pages-${build}`]);
    const urls = Object.values(cached).flat();
    expect(urls).toContain('/offline.html');
    expect(urls).toContain('/en/line');
    expect(urls.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(urls.filter((u) => /^\/(web-api|bff-api|redirects-api|blocks-api|limit-service-api)\//.test(u))).toEqual([]);

    await context.setOffline(true);
    // A page never visited: the offline page, in every site language.
    await page.goto('/en/casino');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.locator('p[lang="kk"]')).toContainText('Сайтпен байланыс жоқ');
    await context.setOffline(false);
  });
});

/**
 * Opens a page other than the home page, where the shell's extras start at its load (the home page waits 5 s), and
 * waits until their code is in (its texts load). The wait is set up before the page opens: the texts may come at once.
 */
async function openWithShell(page: Page, path: string): Promise<void> {
  const texts = page.waitForResponse(/\/locales\/en\/shell-[\w]+\.json$/);
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await texts;
}

/**
 * Moves the page's clock on a second at a time until the update notice shows. The shell's 60 s count starts when
 * its code has rendered, a moment after its texts arrive (real time, not the page's clock).
 */
async function runUntilNotice(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('update-notice')).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 60_000 });
}

test.describe('update notice', () => {
  // A minute of the page's clock runs every poll of the page that many times: a quiet page, and time to do it.
  test.setTimeout(120_000);

  test('[T29][E06] a new build deployed under a running page is noticed after the 60 s delay; Later closes the notice', async ({ page, request }) => {
    await page.clock.install();
    // The shell starts at this page's load; a deploy happens then (the dev API reports another build than the page's).
    await openWithShell(page, '/en/about');
    const deployed = await request.post('/web-api/dev/app-version', { headers, data: { version: 'index-e2e-next' } });
    expect(deployed.ok(), await deployed.text()).toBe(true);
    // Nothing for 50 s (the loader delay is 60 s; the page's clock also ran while it loaded)...
    await page.clock.runFor(50_000);
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
    // ...then the first check, 60 s after the shell started, sees the new build.
    await runUntilNotice(page);
    const notice = page.getByTestId('update-notice');
    await expect(notice).toContainText('A new version of the site is available');

    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('[T29][E06] Reload in the update notice loads the page again, which starts without the notice', async ({ page, request }) => {
    await page.clock.install();
    await openWithShell(page, '/en/about');
    await request.post('/web-api/dev/app-version', { headers, data: { version: 'index-e2e-next' } });
    await page.clock.runFor(50_000);
    await runUntilNotice(page);
    await page.evaluate(() => { (window as unknown as { beforeReload: boolean }).beforeReload = true; });
    await page.getByTestId('update-notice').getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
  });
});
