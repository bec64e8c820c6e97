import type { CouponSelection } from '../../schemas/coupon-selection';
import type { SavedCouponBet } from '../../schemas/coupon';
import { roundCoef } from '../../schemas/odds';
import type { CouponAction, CouponBet, CouponState } from '../coupon-model';

// What the coupon reducer's concerns (bets, stakes, settings, odds, promo, placement) share: the shape of their
// handlers, one per action type, and the edits more than one of them makes.

/** One handler per action type; coupon-state.ts checks that together the concerns handle every action once. */
export type CouponHandlers = {
  [T in CouponAction['type']]: (state: CouponState, action: Extract<CouponAction, { type: T }>) => CouponState;
};

/** Most bets one coupon holds (the server refuses more). */
export const MAX_COUPON_BETS = 40;

export function toCouponBet(selection: SavedCouponBet | CouponSelection): CouponBet {
  return {
    ...selection,
    market: { ...selection.market, coef: roundCoef(selection.market.coef) },
    isBanker: 'isBanker' in selection ? selection.isBanker : false,
    prevCoef: null,
    scoreAtAdd: selection.score,
    isFinished: false,
    sameGame: false,
  };
}

export function withoutKey<T>(record: Record<string, T>, key: string | number): Record<string, T> {
  if (!(String(key) in record)) return record;
  const copy = { ...record };
  delete copy[String(key)];
  return copy;
}

export function emptyCoupon(state: CouponState): CouponState {
  return {
    ...state,
    bets: [],
    addedAtByBetId: {},
    amountByBetId: {},
    amountByBlockId: {},
    manuallyDeletedBonusBet: false,
    isActiveSystemBanker: false,
    isCouponLoadedFromCode: false,
    expressId: null,
    error: null,
    // The key belongs to the coupon's content: an emptied coupon has nothing left to retry (a placement in flight
    // keeps its own key until its answer arrives).
    placeKey: state.isActivePlaceBet ? state.placeKey : null,
  };
}

export function removeBet(state: CouponState, outcomeId: number): CouponState {
  if (!state.bets.some((b) => b.outcomeId === outcomeId)) return state;
  const bets = state.bets.filter((b) => b.outcomeId !== outcomeId);
  if (bets.length === 0) return emptyCoupon(state);
  return {
    ...state,
    bets,
    addedAtByBetId: withoutKey(state.addedAtByBetId, outcomeId),
    amountByBetId: withoutKey(state.amountByBetId, outcomeId),
    error: null,
  };
}

export function clampAmount(amount: number): number {
  return Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
}

export function applyCoefChange(bet: CouponBet, coef: number): CouponBet {
  const rounded = roundCoef(coef);
  if (rounded === bet.market.coef) return bet;
  // Keep the first old coefficient until the bettor settles the change; back to it = no change.
  const prevCoef = bet.prevCoef ?? bet.market.coef;
  return { ...bet, prevCoef: prevCoef === rounded ? null : prevCoef, market: { ...bet.market, coef: rounded } };
}
