import { expect, test, type Page } from '@playwright/test';

// [B29] The line, live and multi-live lists fit their column at every desktop breakpoint, in Russian (the longest
// labels) and English, with bets in the coupon (the right column, or the quick coupon below 1100 px): no row is wider
// than its column and nothing in a row sticks out of it.

const WIDTHS = [1024, 1100, 1366, 1920] as const;
const LANGS = ['ru', 'en'] as const;

interface Offender {
  what: string;
  right: number;
  limit: number;
}

/**
 * Rows (`rowSelector`) that are wider than the middle column (<main>'s content box) or whose content overflows them,
 * and elements of a row that stick out of it; each with its right edge and the limit it passed.
 */
async function overflowing(page: Page, rowSelector: string): Promise<Offender[]> {
  return page.evaluate((selector) => {
    const main = document.querySelector('main')!;
    const mainRect = main.getBoundingClientRect();
    const pad = parseFloat(getComputedStyle(main).paddingRight) || 0;
    const columnRight = mainRect.right - pad;
    const out: Offender[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const row of Array.from(document.querySelectorAll(selector))) {
      const rect = row.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.right > columnRight + 1) out.push({ what: `row ${name(row)}`, right: rect.right, limit: columnRight });
      if (row.scrollWidth > row.clientWidth + 1) out.push({ what: `row content ${name(row)}`, right: rect.left + row.scrollWidth, limit: rect.right });
      for (const child of Array.from(row.querySelectorAll('*'))) {
        const r = child.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(child).visibility === 'hidden') continue;
        if (r.right > rect.right + 1 || r.left < rect.left - 1) out.push({ what: `in ${name(row)}: ${name(child)}`, right: r.right, limit: rect.right });
      }
    }
    return out;
  }, rowSelector);
}

/** Two bets in the coupon, from the line list (kept by the browser for the other pages). */
async function betTwice(page: Page, lang: string): Promise<void> {
  await page.goto(`/${lang}/line`);
  const odds = page.getByTestId('game-list').getByTestId('odd');
  await expect(odds.first()).toBeVisible({ timeout: 15_000 });
  await odds.nth(0).click();
  await odds.nth(7).click();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => /coupon/i.test(k)))).toBe(true);
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`[B29] line, live and multi-live rows fit their column at ${width} px in ${lang}, with bets in the coupon`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      await betTwice(page, lang);

      for (const mode of ['line', 'live'] as const) {
        await page.goto(`/${lang}/${mode}`);
        await expect(page.getByTestId('game-list').getByTestId('game-row').first()).toBeVisible({ timeout: 15_000 });
        if (width >= 1100) await expect(page.getByTestId('coupon-bet')).toHaveCount(2);
        expect(await overflowing(page, '[data-testid="game-list"] [data-testid="game-row"]'), `${mode} ${width} ${lang}`).toEqual([]);
      }

      // A championship's page with its outrights: three prices labelled with clubs' names in one row (their labels are
      // cut short in a narrow list), found through the API so the test does not depend on the time of day.
      const outrights = await (await page.request.get(`/web-api/sports/games?mode=line&lang=${lang}&kind=all&section=outrights`)).json() as
        { games: Array<{ champId: number; sportId: number }>; champs: Array<{ id: number; slug: string }>; sports: Array<{ id: number; slug: string }> };
      const first = outrights.games[0]!;
      const champ = outrights.champs.find((c) => c.id === first.champId)!;
      const sport = outrights.sports.find((x) => x.id === first.sportId)!;
      await page.goto(`/${lang}/line/${sport.slug}/${champ.id}-${champ.slug}`);
      await expect(page.getByTestId('game-list').locator(`[data-testid="game-row"]`).first()).toBeVisible({ timeout: 15_000 });
      expect(await overflowing(page, '[data-testid="game-list"] [data-testid="game-row"]'), `outrights ${width} ${lang}`).toEqual([]);

      await page.goto(`/${lang}/multi`);
      const picks = page.getByTestId('multi-pick');
      await expect(picks.first()).toBeAttached({ timeout: 15_000 });
      for (let i = 0; i < 3; i++) await picks.nth(i).check();
      await expect(page.getByTestId('multi-grid').getByTestId('game-page')).toHaveCount(3, { timeout: 15_000 });
      await expect(page.getByTestId('multi-grid').getByTestId('odd').first()).toBeVisible();
      // The picker's rows and the cards of the chosen games, with every market block in them.
      expect(await overflowing(page, '[data-testid="multi-picker"] li, [data-testid="multi-grid"] > div'), `multi ${width} ${lang}`).toEqual([]);
    });
  }
}
