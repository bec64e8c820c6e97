import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountDataSchema } from '../../streams/schemas/accounts.ts';
import { BonusesSchema } from '../../streams/schemas/office.ts';
import { PaymentStartSchema } from '../../streams/schemas/payments.ts';
import * as O from '../../streams/schemas/offers.ts';
import { PromosSchema } from '../../streams/schemas/casino.ts';
import { FIRST_DEPOSIT_BONUS } from '../../server/money/bonuses.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser, newKey, type MoneyUser } from './support/office-users.ts';

// R11: casino/slot-first-deposit is a real offer: the content store's bonus slot_first_deposit, taken on its page
// before the first deposit, credited with that deposit as the first-deposit bonus is (server/money/bonuses.ts).

const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123' };

describe('[R11] the slots first-deposit offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const take = (u: MoneyUser) => send(t.app, 'POST', '/web-api/bonuses/slot_first_deposit/take', undefined, u.headers);
  const taken = async (u: MoneyUser) => v.parse(O.TakenBonusesSchema, (await t.app.inject({ url: '/web-api/bonuses/taken', headers: u.headers })).json()).taken;
  async function depositPaid(u: MoneyUser, amount: number) {
    const start = v.parse(PaymentStartSchema, (await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', amount, lang: 'en' }, { ...u.headers, 'idempotency-key': newKey() })).json());
    const decided = await send(t.app, 'POST', `/web-api/cashier/${start.redirectUrl.split('/').pop()}`, { outcome: 'success', ...CARD });
    expect(decided.statusCode, decided.body).toBe(200);
  }

  it('is a running casino bonus in every language whose terms are the first-deposit bonus the server grants', async () => {
    for (const lang of ['en', 'ru', 'pt']) {
      const b = v.parse(O.BonusSchema, (await t.app.inject({ url: `/web-api/content/bonuses/slot_first_deposit?lang=${lang}` })).json());
      expect(b).toMatchObject({ lang, fallback: false, status: 'running', terms: { section: 'casino', partner: null, grant: 'first_deposit' } });
      expect(b.terms.wager).toBe(FIRST_DEPOSIT_BONUS.multiplier[2]);
      expect(b.terms.amountEur).toBe(FIRST_DEPOSIT_BONUS.capMajor['EUR']);
      expect(b.terms.lifetimeDays).toBe(FIRST_DEPOSIT_BONUS.lifetimeDays);
    }
    // The casino's welcome promotion offers it.
    const promos = v.parse(PromosSchema, (await t.app.inject({ url: '/web-api/casino/promotions' })).json()).promotions;
    expect(promos.find((p) => p.id === 'welcome-spins')?.bonus).toBe('slot_first_deposit');
  });

  it('taken before the first deposit, nothing moves until that deposit, which brings 100 % with 30 x wagering; once only', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    expect((await send(t.app, 'POST', '/web-api/bonuses/slot_first_deposit/take')).statusCode).toBe(401);
    const r = await take(u);
    expect(r.statusCode, r.body).toBe(200);
    // The most it brings: the cap in RUB, wagered 30 times; no expiry before the deposit.
    expect(v.parse(O.TakeBonusAnswerSchema, r.json())).toEqual({
      slug: 'slot_first_deposit', amount: FIRST_DEPOSIT_BONUS.capMajor['RUB'], currency: 'RUB',
      wagerRequired: FIRST_DEPOSIT_BONUS.capMajor['RUB']! * 30, expiresAt: null, awaitsDeposit: true,
    });
    expect(await taken(u)).toEqual([{ slug: 'slot_first_deposit', status: 'awaiting_deposit' }]);
    expect(v.parse(BonusesSchema, (await t.app.inject({ url: '/web-api/office/bonuses', headers: u.headers })).json())).toMatchObject({ bonuses: [], choice: 2 });
    const again = await take(u);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('bonus_taken');

    await depositPaid(u, 1500);
    const office = v.parse(BonusesSchema, (await t.app.inject({ url: '/web-api/office/bonuses', headers: u.headers })).json());
    expect(office.bonuses).toHaveLength(1);
    expect(office.bonuses[0]).toMatchObject({ kind: 'first_deposit_casino', amount: 1500, wagerMultiplier: 30, wagerRequired: 45000, status: 'active' });
    expect(v.parse(AccountDataSchema, (await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json()).bonus?.money).toBe(1500);
    expect(await taken(u)).toEqual([{ slug: 'slot_first_deposit', status: 'active' }]);
    const late = await take(u);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('bonus_taken');
  });

  it('a player whose first deposit is made cannot take it, and nothing changes', async () => {
    const u = await createMoneyUser(t.db, { currency: 'EUR' });
    await depositPaid(u, 50);
    const r = await take(u);
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain('bonus_first_deposit_made');
    expect(await taken(u)).toEqual([]);
    expect(v.parse(BonusesSchema, (await t.app.inject({ url: '/web-api/office/bonuses', headers: u.headers })).json())).toMatchObject({ bonuses: [], choice: 0 });
  });
});
