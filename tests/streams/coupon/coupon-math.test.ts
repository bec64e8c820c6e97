import { describe, expect, it } from 'vitest';
import {
  antiExpressCoef,
  binomial,
  bonusCoefFor,
  clampSystemValue,
  combinations,
  isBonusEligible,
  possibleWinMinor,
  productCoef,
  settleCoupon,
  systemOptions,
  type SettleSelection,
} from '../../../streams/schemas/coupon-math';
import { roundCoef } from '../../../streams/schemas/odds';
import { majorToMinor } from '../../../streams/schemas/money';
import { parseAmountInput } from '../../../streams/schemas/coupon-amount-input';

// Every figure below was worked out by hand (the comment shows the working); the code must reproduce it.
// Money is minor units: 10000 = 100.00 RUB.

const won = (coef: number, isBanker = false): SettleSelection => ({ coef, result: 'won', isBanker });
const lost = (coef: number, isBanker = false): SettleSelection => ({ coef, result: 'lost', isBanker });
const voided = (coef: number, isBanker = false): SettleSelection => ({ coef, result: 'void', isBanker });
const open = (coef: number, isBanker = false): SettleSelection => ({ coef, result: 'open', isBanker });

describe('coefficients', () => {
  it('[B10] odds are rounded to 3 decimals', () => {
    expect(roundCoef(1.23449)).toBe(1.234);
    expect(roundCoef(1.2345)).toBe(1.235);
    expect(roundCoef(1.0005)).toBe(1.001);
    expect(roundCoef(2)).toBe(2);
  });

  it('[B10] an express coefficient is the product rounded to 3 decimals', () => {
    expect(productCoef([1.5, 2.0, 1.8])).toBe(5.4); // 1.5 x 2 x 1.8
    expect(productCoef([1.333, 1.333])).toBe(1.777); // 1.776889 -> 1.777
    expect(productCoef([1.85, 1.95, 2.1, 1.4])).toBe(10.606); // 10.60605 -> 10.606
  });
});

describe('[B05] accumulator bonus', () => {
  it('[B05] bonus coef is 1 x (1 + n/100) for n from 1 to 9 bets, else 1.1', () => {
    const table: Array<[number, number]> = [
      [1, 1.01], [2, 1.02], [3, 1.03], [4, 1.04], [5, 1.05], [6, 1.06], [7, 1.07], [8, 1.08], [9, 1.09], [10, 1.1], [15, 1.1],
    ];
    for (const [n, coef] of table) expect(bonusCoefFor(n), `n=${n}`).toBe(coef);
  });

  it('[B05] offered only for an express allowed by the site, 3+ bets, no kind 7, each coef >= 1.1', () => {
    const three = [{ coef: 1.5, kind: 1 }, { coef: 2, kind: 1 }, { coef: 1.8, kind: 3 }];
    expect(isBonusEligible(1, three, true)).toBe(true);
    expect(isBonusEligible(2, three, true)).toBe(false); // system
    expect(isBonusEligible(4, three, true)).toBe(false); // anti-express
    expect(isBonusEligible(1, three, false)).toBe(false); // site does not allow
    expect(isBonusEligible(1, three.slice(0, 2), true)).toBe(false); // 2 bets
    expect(isBonusEligible(1, [...three.slice(0, 2), { coef: 1.8, kind: 7 }], true)).toBe(false); // outright
    expect(isBonusEligible(1, [...three.slice(0, 2), { coef: 1.099, kind: 1 }], true)).toBe(false); // below 1.1
    expect(isBonusEligible(1, [...three.slice(0, 2), { coef: 1.1, kind: 1 }], true)).toBe(true); // exactly 1.1
  });
});

describe('[B04] systems', () => {
  it('[B04] number of combinations (hand table)', () => {
    const table: Array<[number, number, number]> = [
      [3, 2, 3], [4, 2, 6], [4, 3, 4], [5, 2, 10], [5, 3, 10], [5, 4, 5], [6, 3, 20], [8, 4, 70], [10, 5, 252],
    ];
    for (const [n, k, c] of table) {
      expect(binomial(n, k), `C(${n},${k})`).toBe(c);
      expect(combinations(n, k)).toHaveLength(c);
    }
    expect(combinations(4, 2)).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
  });

  it('[B04] the option list: value from 2 to n-1, offset = bankers, combo, minBetAmount = combo x min', () => {
    expect(systemOptions(5, 0, 1000)).toEqual([
      { value: 2, offset: 0, combo: 10, minBetAmount: 10000 },
      { value: 3, offset: 0, combo: 10, minBetAmount: 10000 },
      { value: 4, offset: 0, combo: 5, minBetAmount: 5000 },
    ]);
    expect(systemOptions(3, 1, 1000)).toEqual([{ value: 2, offset: 1, combo: 3, minBetAmount: 3000 }]);
    expect(systemOptions(2, 0, 1000)).toEqual([]);
  });

  it('[B04] the system value never goes below 2 nor above n-1', () => {
    expect(clampSystemValue(1, 5)).toBe(2);
    expect(clampSystemValue(0, 5)).toBe(2);
    expect(clampSystemValue(-3, 5)).toBe(2);
    expect(clampSystemValue(9, 5)).toBe(4);
    expect(clampSystemValue(3, 5)).toBe(3);
    expect(clampSystemValue(Number.NaN, 5)).toBe(2);
    expect(clampSystemValue(3, 2)).toBe(2);
  });
});

describe('settlement arithmetic (coupon, calculator and server share it)', () => {
  it('[B01] single: won pays stake x coef; lost 0; void refunds', () => {
    expect(settleCoupon({ typeId: 0, stakeMinor: 10000, selections: [won(1.85)] })).toMatchObject({ status: 'won', payoutMinor: 18500 });
    expect(settleCoupon({ typeId: 0, stakeMinor: 10000, selections: [lost(1.85)] })).toMatchObject({ status: 'lost', payoutMinor: 0 });
    expect(settleCoupon({ typeId: 0, stakeMinor: 10000, selections: [voided(1.85)] })).toMatchObject({ status: 'refund', payoutMinor: 10000 });
    expect(settleCoupon({ typeId: 0, stakeMinor: 10000, selections: [open(1.85)] })).toMatchObject({ status: 'open', payoutMinor: 0 });
  });

  it('[B01][B05] express: product of coefficients, void counts 1, one loss loses, bonus for 3+ winners', () => {
    // 100.00 x 1.5 x 2.0 x 1.8 = 540.00
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [won(1.5), won(2), won(1.8)] })).toMatchObject({ status: 'won', payoutMinor: 54000, bonusCoef: 1 });
    // with the accumulator bonus 1.03: 540.00 x 1.03 = 556.20
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [won(1.5), won(2), won(1.8)], withBonus: true })).toMatchObject({ status: 'won', payoutMinor: 55620, bonusCoef: 1.03 });
    // 1.8 void: 100.00 x 1.5 x 2.0 = 300.00, and only 2 winners: no bonus
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [won(1.5), won(2), voided(1.8)], withBonus: true })).toMatchObject({ status: 'won', payoutMinor: 30000, bonusCoef: 1 });
    // lost as soon as one selection loses, even with others open
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [open(1.5), lost(2), won(1.8)] })).toMatchObject({ status: 'lost', payoutMinor: 0 });
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [open(1.5), won(2)] }).status).toBe('open');
    // all void: refund
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [voided(1.5), voided(2)] })).toMatchObject({ status: 'refund', payoutMinor: 10000 });
    // rounding down once at the end: 10.00 x 1.333 x 1.333 = 17.76889 -> 17.76
    expect(settleCoupon({ typeId: 1, stakeMinor: 1000, selections: [won(1.333), won(1.333)] }).payoutMinor).toBe(1776);
  });

  it('[B04] system 2/3: the stake split over 3 combinations (hand table)', () => {
    const coefs = [1.5, 2.0, 1.8];
    // 300.00 / 3 = 100.00 per combination: 1.5x2.0=3.0 -> 300; 1.5x1.8=2.7 -> 270; 2.0x1.8=3.6 -> 360; total 930.00
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: coefs.map((c) => won(c)) })).toMatchObject({ status: 'won', payoutMinor: 93000 });
    // 2.0 lost: only 1.5x1.8 pays: 270.00
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: [won(1.5), lost(2), won(1.8)] })).toMatchObject({ status: 'won', payoutMinor: 27000 });
    // 1.8 void: 300 + 100x1.5 + 100x2.0 = 650.00
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: [won(1.5), won(2), voided(1.8)] })).toMatchObject({ status: 'won', payoutMinor: 65000 });
    // two lost: every combination has a loser
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: [lost(1.5), lost(2), won(1.8)] })).toMatchObject({ status: 'lost', payoutMinor: 0 });
    // an uneven split is not rounded per combination: 100.00 / 3 x 9.3 = 310.00
    expect(settleCoupon({ typeId: 2, stakeMinor: 10000, systemValue: 2, selections: coefs.map((c) => won(c)) }).payoutMinor).toBe(31000);
    // open while an open selection sits in a combination that is not lost yet
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: [won(1.5), open(2), won(1.8)] }).status).toBe('open');
  });

  it('[B04] systems 2/4 and 3/4 (hand table)', () => {
    const coefs = [1.5, 2.0, 1.8, 2.5];
    // 2/4: 6 combinations of 100.00: 3 + 2.7 + 3.75 + 3.6 + 5 + 4.5 = 22.55 -> 2255.00
    expect(settleCoupon({ typeId: 2, stakeMinor: 60000, systemValue: 2, selections: coefs.map((c) => won(c)) }).payoutMinor).toBe(225500);
    // 3/4: 4 combinations of 150.00: 5.4 + 7.5 + 6.75 + 9 = 28.65 -> 4297.50
    expect(settleCoupon({ typeId: 2, stakeMinor: 60000, systemValue: 3, selections: coefs.map((c) => won(c)) }).payoutMinor).toBe(429750);
  });

  it('[B01][B04] system with a banker: the banker is in every combination', () => {
    // banker 2.0 + system 2/3 of [1.5, 1.8, 2.5]: 3 combinations of 100.00:
    // 2 x (1.5x1.8 + 1.5x2.5 + 1.8x2.5) = 2 x (2.7 + 3.75 + 4.5) = 21.9 -> 2190.00
    const sel = [won(2, true), won(1.5), won(1.8), won(2.5)];
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: sel })).toMatchObject({ status: 'won', payoutMinor: 219000 });
    // the banker lost: everything lost
    expect(settleCoupon({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: [lost(2, true), won(1.5), won(1.8), won(2.5)] }).status).toBe('lost');
  });

  it('[B01] type 4 anti-express: K/(K-1) rounded down; wins when at least one selection lost', () => {
    expect(antiExpressCoef([1.5, 2])).toBe(1.5); // K = 3 -> 3/2
    expect(antiExpressCoef([1.5, 2, 1.8])).toBe(1.227); // K = 5.4 -> 5.4/4.4 = 1.22727
    expect(antiExpressCoef([1.85])).toBe(0);
    expect(settleCoupon({ typeId: 4, stakeMinor: 10000, selections: [won(1.5), lost(2), won(1.8)] })).toMatchObject({ status: 'won', payoutMinor: 12270 });
    expect(settleCoupon({ typeId: 4, stakeMinor: 10000, selections: [won(1.5), won(2), won(1.8)] })).toMatchObject({ status: 'lost', payoutMinor: 0 });
    // a void leaves the others: priced on [1.5, 2.0]: 1.5 -> 150.00
    expect(settleCoupon({ typeId: 4, stakeMinor: 10000, selections: [lost(1.5), won(2), voided(1.8)] })).toMatchObject({ status: 'won', payoutMinor: 15000 });
  });

  it('hyper bonus: percent of the profit from the minimum stake, capped; max payout caps the win', () => {
    // 100.00 x 2 x 2 = 400.00; profit 300.00; 10 % = 30.00 (cap 50.00) -> 430.00
    const hyperBonus = { percent: 10, minStakeMinor: 1000, maxMinor: 5000 };
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [won(2), won(2)], hyperBonus })).toMatchObject({ payoutMinor: 43000, hyperBonusMinor: 3000 });
    // capped at 50.00: 1000.00 x 4 = 4000, profit 3000, 10% = 300 -> 50
    expect(settleCoupon({ typeId: 1, stakeMinor: 100000, selections: [won(2), won(2)], hyperBonus }).hyperBonusMinor).toBe(5000);
    // stake under the minimum: none
    expect(settleCoupon({ typeId: 1, stakeMinor: 500, selections: [won(2), won(2)], hyperBonus }).hyperBonusMinor).toBe(0);
    expect(settleCoupon({ typeId: 1, stakeMinor: 10000, selections: [won(1.5), won(2), won(1.8)], withBonus: true, maxPayoutMinor: 50000 }).payoutMinor).toBe(50000);
  });

  it('the possible win is the settlement with every selection won', () => {
    expect(possibleWinMinor({ typeId: 1, stakeMinor: 10000, selections: [{ coef: 1.5 }, { coef: 2 }, { coef: 1.8 }], withBonus: true })).toBe(55620);
    expect(possibleWinMinor({ typeId: 2, stakeMinor: 30000, systemValue: 2, selections: [{ coef: 1.5 }, { coef: 2 }, { coef: 1.8 }] })).toBe(93000);
    expect(possibleWinMinor({ typeId: 4, stakeMinor: 10000, selections: [{ coef: 1.5 }, { coef: 2 }, { coef: 1.8 }] })).toBe(12270);
  });
});

describe('amounts', () => {
  it('amount input accepts only valid amounts for the currency', () => {
    expect(parseAmountInput('150', 'RUB')).toBe(15000);
    expect(parseAmountInput('12,5', 'USD')).toBe(1250);
    expect(parseAmountInput('12.55', 'USD')).toBe(1255);
    expect(parseAmountInput('12.555', 'USD')).toBeNull();
    expect(parseAmountInput('0.125', 'KWD')).toBe(125);
    expect(parseAmountInput('500', 'JPY')).toBe(500);
    expect(parseAmountInput('500.5', 'JPY')).toBeNull();
    for (const bad of ['', '-5', '1e3', 'abc', '1.2.3', ' 12 3']) expect(parseAmountInput(bad, 'RUB'), bad).toBeNull();
    expect(majorToMinor(2.5, 'USD')).toBe(250);
    expect(majorToMinor(0.5, 'KWD')).toBe(500);
    expect(majorToMinor(0.001, 'USD')).toBeNull();
  });
});
