import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Betting and money helpers shared by the e2e specs: selections from the real line, money through the demo cashier,
// coupon codes and loading one on the coupon page.

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

interface FeedGame {
  id: number; sportId: number; champId: number; kind: number; home: string; away: string; startAt: string; status: number; isSynthetic: boolean;
  markets: Array<{ id: number; kind: number; typeId: number; name: string; status: number; blockId: number; isMain: boolean; outcomes: Array<{ id: number; name: string; coef: number; status: number }> }>;
}

/**
 * Selections (the odds buttons' CouponSelection) of one main outcome in each of `n` pre-match games starting later,
 * after the first `skip` such games (another test of this run settles the first ones by hand).
 */
export async function pickSelections(request: APIRequestContext, n: number, skip = 0) {
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
export async function fund(request: APIRequestContext, amount: number): Promise<void> {
  const methods = (await (await request.get('/web-api/payments/methods?direction=deposit', { headers })).json()) as { accountId: number; methods: Array<{ id: string }> };
  const dep = await request.post('/web-api/payments/deposit', { headers: { ...headers, 'Idempotency-Key': `e2e-dep-${Date.now()}-${Math.random().toString(36).slice(2)}` }, data: { accountId: methods.accountId, methodId: methods.methods[0]!.id, amount } });
  expect(dep.status(), await dep.text()).toBe(201);
  const { paymentId } = (await dep.json()) as { paymentId: number };
  const done = await request.post(`/web-api/dev/payments/${paymentId}/resolve`, { headers, data: { outcome: 'success' } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Saves selections as a coupon code through the API, as another bettor would share it. */
export async function codeFor(request: APIRequestContext, bets: unknown[], typeId: number): Promise<string> {
  const res = await request.post('/web-api/coupon/code', { headers, data: { bets, typeId, systemValue: 2 } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

export const coupon = (page: Page) => page.getByTestId('coupon-page');

export async function loadCode(page: Page, code: string) {
  await page.goto('/en/coupon');
  await page.getByLabel('Load a coupon by its code').fill(code);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}
