import type { CouponAction, CouponState } from './coupon-model';
import { emptyCouponState, type CouponStartOptions } from './coupon-initial';
import { derive } from './coupon-derive';
import type { CouponHandlers } from './reducer/shared';
import { betsHandlers } from './reducer/bets';
import { stakesHandlers } from './reducer/stakes';
import { settingsHandlers } from './reducer/settings';
import { oddsHandlers } from './reducer/odds';
import { promoHandlers } from './reducer/promo';
import { placementHandlers } from './reducer/placement';
import { oneClickHandlers } from './reducer/one-click';
import { codesHandlers } from './reducer/codes';

export type { CouponBet, CouponAccount, PromoCode, CouponState, CouponAction } from './coupon-model';
export { availableTypes } from './coupon-rules';
export { changeNeedsAcceptance, couponProblems, effectivePromoCode, prepaidStake, totalStake, type CouponProblem } from './coupon-selectors';

// The coupon (betting slip) state of SPEC.md section 3 as a pure reducer: `reduceCoupon(state, action)` is folded
// with `scan` over the coupon's actions (coupon-service.ts). Each concern handles its own actions (reducer/*);
// every derived field (coef, systemValues, min and max, bonus bet, possible win, ...) is recomputed by `derive` after
// each action, so the state is always consistent and a unit test can check any rule by dispatching actions. Money is
// integer minor units of the account's currency.

/** Every action's handler; the type makes a missing or doubly handled action a compile error. */
const handlers: CouponHandlers = { ...betsHandlers, ...stakesHandlers, ...settingsHandlers, ...oddsHandlers, ...promoHandlers, ...placementHandlers, ...oneClickHandlers, ...codesHandlers };

export function initialCouponState(options: CouponStartOptions = {}): CouponState {
  return derive(emptyCouponState(options));
}

export function reduceCoupon(state: CouponState, action: CouponAction): CouponState {
  // The union of handlers cannot be called with the union of actions; `handlers` pairs each type with its own.
  const handle = handlers[action.type] as (s: CouponState, a: CouponAction) => CouponState;
  const next = handle(state, action);
  return next === state ? state : derive(next);
}
