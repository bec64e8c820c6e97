import { majorToMinor } from '../../schemas/money';
import type { CouponState } from '../coupon-model';
import { effectivePromoCode } from '../coupon-selectors';
import { applyCoefChange, emptyCoupon, type CouponHandlers } from './shared';

/**
 * Placing the coupon: one placement at a time with its idempotency key, the server's answer (placed bets leave,
 * refused singles stay) and its errors.
 */
export const placementHandlers = {
  // A press of "place": the placement effect decides (one at a time, no problems, logged in) and starts it.
  placeRequested(state) {
    return state;
  },
  placeStarted(state, action) {
    if (state.isActivePlaceBet) return state;
    return { ...state, isActivePlaceBet: true, placeKey: action.key, error: null, successCoupon: null, singlesResultCoupons: [] };
  },
  placeSucceeded(state, action) {
    const { answer } = action;
    // Only the bets the server says it placed leave the coupon: the selections of successCoupon, or the singles a
    // multi-single (type 9) had accepted. The answer may be the stored first answer to an earlier attempt with the
    // same key (a lost answer, then the coupon was edited): a bet added since was not placed and must stay.
    const placedIds = new Set<number>(
      answer.successCoupon
        ? answer.successCoupon.selections.map((sel) => sel.outcomeId)
        : answer.singlesResultCoupons.filter((r) => r.coupon !== null).map((r) => r.outcomeId),
    );
    const account = state.account && state.account.id === answer.accountId
      ? { ...state.account, balanceMinor: majorToMinor(answer.balance, answer.currency) }
      : state.account;
    // A free bet used by this placement leaves the list (the service reloads the list after every placement too).
    const used = (answer.successCoupon?.prepaidAmount ?? 0) > 0 ? effectivePromoCode(state) : null;
    const promoCodes = used === null ? state.promoCodes : state.promoCodes.filter((c) => c.code !== used);
    const base: CouponState = {
      ...state, isActivePlaceBet: false, placeKey: null, account, successCoupon: answer.successCoupon, singlesResultCoupons: answer.singlesResultCoupons,
      promoCode: null, manualPromoCode: used === null ? state.manualPromoCode : '', promoCodes,
    };
    if (state.settings.isCouponFixed) return { ...base, bets: base.bets.map((b) => (b.prevCoef === null ? b : { ...b, prevCoef: null })) };
    // Placed bets leave the coupon; singles that were refused stay for another try.
    const bets = base.bets.filter((b) => !placedIds.has(b.outcomeId));
    if (bets.length === 0) return { ...emptyCoupon(base), successCoupon: answer.successCoupon, singlesResultCoupons: answer.singlesResultCoupons };
    const addedAtByBetId: Record<string, number> = {};
    for (const b of bets) addedAtByBetId[b.outcomeId] = base.addedAtByBetId[b.outcomeId] ?? 0;
    return { ...base, bets, addedAtByBetId };
  },
  placeFailed(state, action) {
    let bets = state.bets;
    if (action.changes && action.changes.length > 0) {
      const byId = new Map(action.changes.map((c) => [c.outcomeId, c.coef]));
      bets = bets.map((b) => (byId.has(b.outcomeId) ? applyCoefChange(b, byId.get(b.outcomeId)!) : b));
    }
    return { ...state, bets, isActivePlaceBet: false, placeKey: action.keepKey ? state.placeKey : null, error: action.error };
  },
  dismissResult(state) {
    return state.successCoupon === null && state.singlesResultCoupons.length === 0 ? state : { ...state, successCoupon: null, singlesResultCoupons: [] };
  },
  dismissError(state) {
    return state.error === null ? state : { ...state, error: null };
  },
} satisfies Partial<CouponHandlers>;
