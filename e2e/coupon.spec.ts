import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAndLogin } from './support/users';
import { bonusCoefFor, possibleWinMinor, productCoef } from '../streams/schemas/coupon-math';

// The betting coupon against the real server (issue 5): a coupon loaded from a code is an express with the
// accumulator bonus and survives a reload; a placed bet takes exactly its stake from the header balance; a system
// 2/3 shows its three combinations; a settled winning bet pays its possible win into the balance.

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

interface FeedGame {
  id: number; sportId: number; champId: number; kind: number; home: string; away: string; startAt: string; status: number; isSynthetic: boolean;
  markets: Array<{ id: number; kind: number; typeId: number; name: string; status: number; blockId: number; isMain: boolean; outcomes: Array<{ id: number; name: string; coef: number; status: number }> }>;
}

/**
 * Selections (the odds buttons' CouponSelection) of one main outcome in each of `n` pre-match games starting later,
 * after the first `skip` such games (another test of this run settles the first ones by hand).
 */
async function pickSelections(request: APIRequestContext, n: number, skip = 0) {
  const res = await request.get('/web-api/sports/games?mode=line');
  expect(res.ok(), await res.text()).toBe(true);
  const { games } = (await res.json()) as { games: FeedGame[] };
  const out = [];
  let skipped = 0;
  for (const g of games) {
    if (out.length >= n) break;
    if (g.status !== 1 || g.kind !== 0 || g.isSynthetic || Date.parse(g.startAt) < Date.now() + 60 * 60_000) continue;
    const m = g.markets.find((x) => x.isMain && x.status === 1 && x.kind !== 7);
    const o = m?.outcomes.find((x) => x.status === 1 && x.coef >= 1.2 && x.coef <= 3);
    if (!m || !o) continue;
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    out.push({
      outcomeId: o.id,
      market: { id: m.id, kind: m.kind, typeId: m.typeId, name: m.name, outcomeName: o.name, coef: o.coef, sportId: g.sportId, sportName: 'Sport', champId: g.champId, champName: 'Championship', gameId: g.id, isLive: false, opponents: [g.home.trim(), g.away.trim()] },
      blockId: m.blockId, statusId: -2, gameStatusId: 1, gameStartDateTime: g.startAt, gameTimeSec: null, score: null,
      isBlocked: false, isDepend: false, isBannedExpress: false, isDisabledBanker: false, pageType: 'line', isBanker: false,
    });
  }
  expect(out).toHaveLength(n);
  return out;
}

/** Puts money on the user's main account through the demo cashier (deposit, then the cashier's success). */
async function fund(request: APIRequestContext, amount: number): Promise<void> {
  const methods = (await (await request.get('/web-api/payments/methods?direction=deposit', { headers })).json()) as { accountId: number; methods: Array<{ id: string }> };
  const dep = await request.post('/web-api/payments/deposit', { headers: { ...headers, 'Idempotency-Key': `e2e-dep-${Date.now()}` }, data: { accountId: methods.accountId, methodId: methods.methods[0]!.id, amount } });
  expect(dep.status(), await dep.text()).toBe(201);
  const { paymentId } = (await dep.json()) as { paymentId: number };
  const done = await request.post(`/web-api/dev/payments/${paymentId}/resolve`, { headers, data: { outcome: 'success' } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Saves selections as a coupon code through the API, as another bettor would share it. */
async function codeFor(request: APIRequestContext, bets: unknown[], typeId: number): Promise<string> {
  const res = await request.post('/web-api/coupon/code', { headers, data: { bets, typeId, systemValue: 2 } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const coupon = (page: Page) => page.getByTestId('coupon-page');

async function loadCode(page: Page, code: string) {
  await page.goto('/en/coupon');
  await page.getByLabel('Load a coupon by its code').fill(code);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}

test('[B05][B11][R07] a coupon loaded from its code: three bets make an express with the 1.03 bonus, and a reload keeps it', async ({ page }) => {
  const bets = await pickSelections(page.request, 3);
  await loadCode(page, await codeFor(page.request, bets, 1));
  await expect(coupon(page).getByTestId('coupon-bet')).toHaveCount(3);
  await expect(coupon(page).getByRole('radio', { name: 'Express', exact: true })).toHaveAttribute('aria-checked', 'true');
  const bonus = coupon(page).getByTestId('coupon-bonus');
  await expect(bonus).toContainText('Accumulator bonus');
  await expect(bonus).toContainText(String(bonusCoefFor(3)));
  const coefs = (await coupon(page).getByTestId('coupon-bet-coef').allTextContents()).map(Number);
  await expect(coupon(page).getByTestId('coupon-coef')).toHaveText(productCoef([...coefs, 1.03]).toFixed(3).replace(/0$/, ''));

  await page.reload();
  await expect(coupon(page).getByTestId('coupon-bet')).toHaveCount(3);
  await page.goto('/en/betting-calculator');
  await expect(page.getByTestId('coupon').getByTestId('coupon-count')).toHaveText('3');
});

test('[B01] placing a bet takes exactly its stake from the balance; the settled win pays the possible win', async ({ page }) => {
  await registerAndLogin(page);
  await fund(page.request, 5000);
  const bets = await pickSelections(page.request, 3);
  await loadCode(page, await codeFor(page.request, bets, 1));
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('5,000.00');

  await coupon(page).getByTestId('coupon-amount').fill('100');
  await coupon(page).getByTestId('coupon-place').click();
  const success = coupon(page).getByTestId('coupon-success');
  await expect(success).toContainText('Bet accepted');
  await expect(balance).toContainText('4,900.00');

  // The bet as the server keeps it; settle its outcomes as won (the simulator's job, done by hand here).
  const id = Number(((await success.textContent()) ?? '').match(/№ (\d+)/)![1]);
  const bet = (await (await page.request.get(`/web-api/bets/${id}`, { headers })).json()) as { bet: { possibleWin: number; amount: number; bonusCoef: number } };
  expect(bet.bet.amount).toBe(100);
  expect(bet.bet.bonusCoef).toBe(1.03);
  const settled = await page.request.post('/web-api/dev/coupon/settle', { headers, data: { outcomeIds: bets.map((b) => b.outcomeId), result: 'won' } });
  expect(settled.ok(), await settled.text()).toBe(true);
  await page.goto('/en/betting-calculator');
  await expect(page.getByTestId('balance')).toContainText((4900 + bet.bet.possibleWin).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  expect(money(await page.getByTestId('balance').textContent())).toBeCloseTo(4900 + bet.bet.possibleWin, 2);
});

test('[B04] a system 2/3: three combinations, the stake split over them, the possible win of all three', async ({ page }) => {
  const bets = await pickSelections(page.request, 3);
  await loadCode(page, await codeFor(page.request, bets, 2));
  await expect(coupon(page).getByRole('radio', { name: 'System', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(coupon(page).getByTestId('coupon-system').locator('option')).toHaveText([/^2 of 3 · 3 combinations/]);
  await coupon(page).getByTestId('coupon-amount').fill('300');
  await expect(coupon(page).getByText('Stake per combination').locator('xpath=following-sibling::dd[1]')).toContainText('100.00');
  const coefs = (await coupon(page).getByTestId('coupon-bet-coef').allTextContents()).map(Number);
  // 100.00 per combination x (ab + ac + bc), rounded down to kopecks: the settlement arithmetic
  const expected = possibleWinMinor({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: coefs.map((coef) => ({ coef })) }) / 100;
  expect(money(await coupon(page).getByTestId('coupon-possible-win').textContent())).toBeCloseTo(expected, 2);
});

test('[B01][B07] a free bet from the office promo code FREEBET200 pays the stake: the bet is accepted and the balance does not move', async ({ page }) => {
  await registerAndLogin(page);
  const activated = await page.request.post('/web-api/office/promo', { headers, data: { code: 'FREEBET200' } });
  expect(activated.ok(), await activated.text()).toBe(true);
  // Not the games the winning-bet test settles by hand.
  const bets = await pickSelections(page.request, 3, 3);
  await loadCode(page, await codeFor(page.request, bets, 1));
  await expect(page.getByTestId('balance')).toContainText('0.00');
  const select = coupon(page).getByTestId('coupon-free-bet-select');
  const code = ((await (await page.request.get('/web-api/coupon/promo-codes', { headers })).json()) as { promoCodes: Array<{ code: string }> }).promoCodes[0]!.code;
  await select.selectOption(code);
  await coupon(page).getByTestId('coupon-amount').fill('150');
  await expect(coupon(page).getByTestId('coupon-prepaid')).toContainText('Paid by the free bet: RUB 150.00');
  await coupon(page).getByTestId('coupon-place').click();
  await expect(coupon(page).getByTestId('coupon-success')).toContainText('Bet accepted');
  await expect(page.getByTestId('balance')).toContainText('0.00');
  // The code is spent: the coupon no longer offers it.
  const left = (await (await page.request.get('/web-api/coupon/promo-codes', { headers })).json()) as { promoCodes: unknown[] };
  expect(left.promoCodes).toHaveLength(0);
});
