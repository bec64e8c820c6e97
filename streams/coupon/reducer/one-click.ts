import type { CouponState } from '../coupon-model';
import { withoutKey, type CouponHandlers } from './shared';

/**
 * One-click bets (B02): the odds whose bet is queued or on its way, and the keys of the bets whose answer never
 * came. The bets themselves never enter the coupon.
 */
export const oneClickHandlers = {
  // A click on an odd: the one-click effect decides whether it is a one-click bet or a toggle of the coupon.
  oddClicked(state) {
    return state;
  },
  oneClickQueued(state, action) {
    const id = action.selection.outcomeId;
    return state.oneClickPending.includes(id) ? state : { ...state, oneClickPending: [...state.oneClickPending, id] };
  },
  oneClickSucceeded(state, action) {
    return { ...answered(state, action.outcomeId), oneClickKeys: withoutKey(state.oneClickKeys, action.outcomeId) };
  },
  oneClickFailed(state, action) {
    // No answer: the key stays for the odd, so the next click cannot place a second bet. A refusal is an answer.
    const oneClickKeys = action.unknownKey === null
      ? withoutKey(state.oneClickKeys, action.outcomeId)
      : { ...state.oneClickKeys, [action.outcomeId]: action.unknownKey };
    return { ...answered(state, action.outcomeId), oneClickKeys };
  },
} satisfies Partial<CouponHandlers>;

function answered(state: CouponState, outcomeId: number): CouponState {
  return { ...state, oneClickPending: state.oneClickPending.filter((id) => id !== outcomeId) };
}
