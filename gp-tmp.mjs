import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4476';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
const feed = await (await p.request.get(`${base}/web-api/sports/games?mode=live&sport=football&limit=5`)).json();
const game = feed.games.find((g) => g.status === 2 && !g.isSynthetic) ?? feed.games[0];
const champ = feed.champs.find((c) => c.id === game.champId);
await p.goto(`${base}/en/live/football/${champ.id}-${champ.slug}/${game.id}`);
await p.getByTestId('game-page').getByTestId('game-score').locator('b').waitFor();
console.log('game', game.id, await p.getByTestId('game-page').getByTestId('game-score').locator('b').textContent());
const r = await p.request.post(`${base}/web-api/dev/sports/games/${game.id}/goal`, { data: { side: 'home' }, headers: { 'X-Requested-With': 'e2e' } });
console.log('goal', r.status());
for (let i = 0; i < 20; i++) {
  await p.waitForTimeout(1000);
  const s = await p.evaluate(() => ({ score: document.querySelector('[data-testid="game-page"] [data-testid="game-score"] b')?.textContent, dir: document.querySelectorAll('[data-testid="odd"][data-direction]').length, odds: Array.from(document.querySelectorAll('[data-testid="odd"]')).slice(0, 3).map((o) => `${o.getAttribute('data-coef')}/${o.getAttribute('data-status')}`).join(' ') }));
  console.log(i, JSON.stringify(s));
}
await b.close();
