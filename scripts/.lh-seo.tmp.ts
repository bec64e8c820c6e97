import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const base = process.argv[2]!;
for (const path of process.argv.slice(3)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const r = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] }, { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } } });
    const lhr = r!.lhr;
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.seo!.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0));
    console.log(path, Math.round((lhr.categories.seo!.score ?? 0) * 100), failed.map((a) => `${a.id}: ${a.title} ${JSON.stringify((a.details as { items?: unknown[] })?.items?.slice(0, 3) ?? '')}`));
  } finally { await chrome.kill(); }
}
