import { describe, expect, it } from 'vitest';
import { firstValueFrom, of, throwError } from 'rxjs';
import { fakeHttp } from '../../support/fake-http';
import { fakeCoupon } from '../../support/fake-coupon';
import { createNotices } from '../../../streams/notices/notices';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import {
  couponProblems,
  effectivePromoCode,
  initialCouponState,
  prepaidStake,
  reduceCoupon,
  type CouponState,
  type PromoCode,
} from '../../../streams/coupon/coupon-state';
import { toCouponToSend } from '../../../streams/coupon/effects/placement-request';
import type { CouponPromoCodesAnswer, PlaceCouponAnswer, PlacedCoupon } from '../../../streams/schemas/coupon';
import { add, run, selection } from './fixtures';

// Coupon promo codes (free bets): promoCodes, promoCode / manualPromoCode, availablePrepaidAmount derived, and the
// Coupon to send's promoCode and prepaidAmount = min(code amount, stake).

const FB30: PromoCode = { code: 'FB30', amountMinor: 3000, currency: 'RUB', minCoef: 1 };
const FB500: PromoCode = { code: 'FB500', amountMinor: 50000, currency: 'RUB', minCoef: 1 };
const PICKY: PromoCode = { code: 'PICKY', amountMinor: 1000, currency: 'RUB', minCoef: 5 };
const USD: PromoCode = { code: 'USD10', amountMinor: 1000, currency: 'USD', minCoef: 1 };

function coupon(amountMinor: number, balanceMinor: number | null = 100_000): CouponState {
  const base = initialCouponState({ currency: 'RUB' });
  return run([
    { type: 'setAccount', account: { id: 1, currency: 'RUB', type: 0, balanceMinor } },
    add(selection(1, { coef: 2 })),
    { type: 'setAmount', amount: amountMinor },
    { type: 'setPromoCodes', codes: [FB30, FB500, PICKY, USD] },
  ], base);
}

describe('[B07] free bet in the coupon state', () => {
  it('[B07] picking a code makes its amount available; the stake part it pays is min(code, stake)', () => {
    let s = reduceCoupon(coupon(10_000), { type: 'selectPromoCode', code: 'FB30' });
    expect(s.promoCode).toBe('FB30');
    expect(s.availablePrepaidAmount).toBe(3000);
    expect(prepaidStake(s)).toBe(3000);
    s = reduceCoupon(s, { type: 'selectPromoCode', code: 'FB500' });
    expect(s.availablePrepaidAmount).toBe(50_000);
    expect(prepaidStake(s)).toBe(10_000);
    s = reduceCoupon(s, { type: 'selectPromoCode', code: null });
    expect(s.availablePrepaidAmount).toBe(0);
  });

  it('[B07] a code not in the list cannot be picked; a code in another currency pays nothing', () => {
    const s = coupon(10_000);
    expect(reduceCoupon(s, { type: 'selectPromoCode', code: 'NOPE' })).toBe(s);
    expect(reduceCoupon(s, { type: 'selectPromoCode', code: 'USD10' }).availablePrepaidAmount).toBe(0);
  });

  it('[B07] a typed code replaces the picked one (upper case); a typed listed code counts, an unknown one is left to the server', () => {
    let s = reduceCoupon(coupon(10_000), { type: 'selectPromoCode', code: 'FB30' });
    s = reduceCoupon(s, { type: 'setManualPromoCode', value: ' fb500 ' });
    expect(s.promoCode).toBeNull();
    expect(s.manualPromoCode).toBe('FB500');
    expect(effectivePromoCode(s)).toBe('FB500');
    expect(s.availablePrepaidAmount).toBe(50_000);
    s = reduceCoupon(s, { type: 'setManualPromoCode', value: 'OTHERCODE' });
    expect(effectivePromoCode(s)).toBe('OTHERCODE');
    expect(s.availablePrepaidAmount).toBe(0);
    s = reduceCoupon(s, { type: 'selectPromoCode', code: 'FB30' });
    expect(s.manualPromoCode).toBe('');
    expect(effectivePromoCode(s)).toBe('FB30');
  });

  it('[B07] the balance check counts only the part the free bet does not pay', () => {
    const poor = coupon(5000, 2500);
    expect(couponProblems(poor)).toContain('insufficient_funds');
    expect(couponProblems(reduceCoupon(poor, { type: 'selectPromoCode', code: 'FB30' }))).not.toContain('insufficient_funds');
  });

  it('[B07] a code whose minimum coefficient the coupon does not reach is a problem before sending', () => {
    const s = reduceCoupon(coupon(5000), { type: 'selectPromoCode', code: 'PICKY' });
    expect(couponProblems(s)).toContain('promo_min_coef');
  });

  it('[B01] several singles (type 9) take no code: nothing available, nothing sent', () => {
    let s = reduceCoupon(coupon(5000), { type: 'selectPromoCode', code: 'FB30' });
    s = run([add(selection(2, { coef: 3, gameId: 2 })), { type: 'setType', typeId: 9 }], s);
    expect(s.typeId).toBe(9);
    expect(s.availablePrepaidAmount).toBe(0);
    expect(toCouponToSend(s)).toMatchObject({ promoCode: null, prepaidAmount: 0 });
  });

  it('[B07] the Coupon to send carries promoCode and prepaidAmount in major units', () => {
    const s = reduceCoupon(coupon(10_000), { type: 'selectPromoCode', code: 'FB30' });
    expect(toCouponToSend(s)).toMatchObject({ amount: 100, promoCode: 'FB30', prepaidAmount: 30 });
    const none = coupon(10_000);
    expect(toCouponToSend(none)).toMatchObject({ promoCode: null, prepaidAmount: 0 });
  });

  it('[B07] a list without the picked code drops the pick', () => {
    const s = reduceCoupon(reduceCoupon(coupon(10_000), { type: 'selectPromoCode', code: 'FB30' }), { type: 'setPromoCodes', codes: [FB500] });
    expect(s.promoCode).toBeNull();
    expect(s.availablePrepaidAmount).toBe(0);
  });
});

const account = { id: 1, currency: 'RUB', type: 0 as const, balanceMinor: 100_000 };
/** Lets the asap queue run (the service loads codes there, after the state change or placement that asks for it). */
const settle = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });
const PROMO_URL = '/web-api/coupon/promo-codes';
const codesAnswer = (codes: PromoCode[]): CouponPromoCodesAnswer => ({
  promoCodes: codes.map((c) => ({ code: c.code, amount: c.amountMinor / 100, amountMinor: c.amountMinor, currency: c.currency, minCoef: c.minCoef, expiresAt: '2030-01-01T00:00:00Z' })),
});

function placed(over: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id: 7, typeId: 0, status: 'open', accountId: 1, currency: 'RUB', amount: 100, coef: 2, bonusCoef: 1, systemValue: null, combinations: 1,
    possibleWin: 200, payout: null, isVipBet: false, prepaidAmount: 30, createdAt: '2030-01-01T00:00:00Z', settledAt: null,
    selections: [{ outcomeId: 1, coef: 2, isBanker: false, result: 'open', gameId: 100, gameName: 'A — B', marketName: 'Result', outcomeName: '1', sportName: 'Football', champName: 'Premier', gameStartDateTime: '2030-01-01T12:00:00Z', isLive: false, score: null }],
    ...over,
  };
}

describe('[B07] free-bet codes in the coupon service', () => {
  it('[B07] loads the codes when the coupon opens for a logged-in user, sends the picked one, and reloads after the bet', async () => {
    let lists = [[FB30, FB500], [FB500]];
    const http = fakeHttp((req: HttpRequest<unknown>) => {
      if (req.url === PROMO_URL) {
        const [first, ...rest] = lists;
        lists = rest.length > 0 ? rest : [first!];
        return of(codesAnswer(first!));
      }
      if (req.url === '/web-api/coupon/place') return of<PlaceCouponAnswer>({ successCoupon: placed(), singlesResultCoupons: [], accountId: 1, balance: 930, currency: 'RUB' });
      return of({ outcomes: [] });
    });
    const { coupon } = fakeCoupon({ notices: createNotices(), http, authorized: true, account });
    await settle();
    expect(http.calls.filter((c) => c.url === PROMO_URL)).toHaveLength(0);
    coupon.setCouponPageOpen(true);
    expect(http.calls.filter((c) => c.url === PROMO_URL)).toHaveLength(1);
    expect((await firstValueFrom(coupon.state$)).promoCodes.map((c) => c.code)).toEqual(['FB30', 'FB500']);

    coupon.toggle(selection(1, { coef: 2 }));
    coupon.dispatch({ type: 'setAmount', amount: 10_000 });
    coupon.dispatch({ type: 'selectPromoCode', code: 'FB30' });
    coupon.place();
    await settle();
    const req = http.calls.find((c) => c.url === '/web-api/coupon/place');
    expect(req?.body).toMatchObject({ promoCode: 'FB30', prepaidAmount: 30, amount: 100 });
    const after = await firstValueFrom(coupon.state$);
    expect(after.promoCode).toBeNull();
    expect(after.promoCodes.map((c) => c.code)).toEqual(['FB500']);
    expect(http.calls.filter((c) => c.url === PROMO_URL)).toHaveLength(2);
    coupon.dispose();
  });

  it('[B07] an anonymous visitor loads no codes; a failed load keeps the coupon working; logout drops the list', async () => {
    let fail = false;
    const http = fakeHttp((req) => {
      if (req.url === PROMO_URL) return fail ? throwError(() => new HttpError({ status: 503, kind: 'http' })) : of(codesAnswer([FB30]));
      return of({ outcomes: [] });
    });
    const { coupon, stores } = fakeCoupon({ notices: createNotices(), http, authorized: false, account });
    coupon.setCouponPageOpen(true);
    await settle();
    expect(http.calls.filter((c) => c.url === PROMO_URL)).toHaveLength(0);
    stores.authorized.next(true);
    expect((await firstValueFrom(coupon.state$)).promoCodes.map((c) => c.code)).toEqual(['FB30']);
    fail = true;
    coupon.setCouponPageOpen(false);
    coupon.setCouponPageOpen(true);
    await settle();
    expect(http.calls.filter((c) => c.url === PROMO_URL)).toHaveLength(2);
    expect((await firstValueFrom(coupon.state$)).promoCodes.map((c) => c.code)).toEqual(['FB30']);
    stores.authorized.next(false);
    expect((await firstValueFrom(coupon.state$)).promoCodes).toEqual([]);
    coupon.dispose();
  });
});
