/**
 * Lighthouse SEO score of pages of a running site (issue 15, R25: 100 on about, rules and a news item), with every
 * failed SEO audit and its first items. System Chromium (CHROME_PATH or /usr/bin/chromium), desktop preset.
 *
 *   node --import tsx scripts/lighthouse-seo.ts http://127.0.0.1:8080 /en/about /en/rules/1 /en/news/accumulator-bonus-up
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) throw new Error('usage: lighthouse-seo.ts <base url> <path> [<path> ...]');
const results: Array<{ path: string; seo: number; failed: string[] }> = [];
for (const path of paths) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const run = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] }, {
      extends: 'lighthouse:default',
      settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } },
    });
    const lhr = run!.lhr;
    const weighted = new Set(lhr.categories['seo']!.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
    const failed = Object.values(lhr.audits).filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
      .map((a) => `${a.id}: ${a.title} ${JSON.stringify((a.details as { items?: unknown[] } | undefined)?.items?.slice(0, 2) ?? [])}`);
    results.push({ path, seo: Math.round((lhr.categories['seo']!.score ?? 0) * 100), failed });
  } finally {
    await chrome.kill();
  }
}
console.log(JSON.stringify(results, null, 2));
