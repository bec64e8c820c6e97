import { describe, expect, it } from 'vitest';
import { emptyCouponState } from '../../../streams/coupon/coupon-initial';
import { initialCouponState } from '../../../streams/coupon/coupon-state';
import { DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS, type CouponConfig, type CouponSettings } from '../../../streams/schemas/coupon-settings';

// The empty coupon the facade shows before the engine is downloaded (coupon-initial.ts) must be the very state the
// engine's reducer derives for it, or the panel would change when the engine arrives.

const settingsCases: Array<Partial<CouponSettings>> = [
  {},
  { isAutoMax: true },
  { isActiveOneClick: true, oneClickAmount: 50000 },
  { isManualAmountStep: true, amountStepByCurrency: { RUB: 2500, USD: 300 } },
  { isManualAmountStep: true, amountStepByCurrency: { RUB: 0 } },
];
const configCases: Array<Partial<CouponConfig>> = [
  {},
  { oneClickShown: false },
  { maxBetByCurrency: { RUB: 500000 }, maxPayoutByCurrency: { RUB: 9000000 } },
  { minAmountTypes: [1, 2], maxAmountTypes: [] },
  { hyperBonusPercent: 10, minHyperBonusBetLimitByCurrency: { RUB: 10000 }, maxHyperBonusLimitByCurrency: { RUB: 20000 } },
];

describe('the empty coupon without the engine', () => {
  it('[B07][B08][B09] equals initialCouponState (the reducer\'s derive) for any settings, config and currency', () => {
    for (const s of settingsCases) {
      for (const c of configCases) {
        for (const currency of [undefined, 'RUB', 'USD', 'KWD', 'XYZ']) {
          const options = { settings: { ...DEFAULT_COUPON_SETTINGS, ...s }, config: { ...DEFAULT_COUPON_CONFIG, ...c }, ...(currency ? { currency } : {}) };
          expect(emptyCouponState(options), JSON.stringify(options)).toStrictEqual(initialCouponState(options));
        }
      }
    }
  });
});
