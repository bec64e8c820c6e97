import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1024, 1100, 1366]) {
const p = await b.newPage({ viewport: { width, height: 900 } });
for (const lang of ['ru']) {
await p.goto(`http://127.0.0.1:4472/${lang}/line`);
await p.getByTestId('game-list').getByTestId('odd').first().waitFor();
const odds = p.getByTestId('game-list').getByTestId('odd');
await odds.nth(0).click(); await odds.nth(7).click();
for (const c of ['2-europa-league', '6-england-premier-league']) {
await p.goto(`http://127.0.0.1:4472/${lang}/line/football/${c}`);
await p.getByTestId('game-list').getByTestId('game-row').first().waitFor();
await p.waitForTimeout(1000);
const r = await p.evaluate(() => Array.from(document.querySelectorAll('[data-testid="game-list"] [data-testid="game-row"]')).map(row => ({ t: row.textContent.slice(0,40), w: row.clientWidth, sw: row.scrollWidth })).filter(x => x.sw > x.w));
console.log(width, lang, c, JSON.stringify(r));
await p.screenshot({ path: `/tmp/ow-${width}-${c}.png` });
}}
await p.close();
}
await b.close();
