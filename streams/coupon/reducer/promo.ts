import type { CouponHandlers } from './shared';

/** Free-bet promo codes (listed or typed) and the express of the day. */
export const promoHandlers = {
  setPromoCodes(state, action) {
    return { ...state, promoCodes: action.codes, promoCode: action.codes.some((c) => c.code === state.promoCode) ? state.promoCode : null };
  },
  selectPromoCode(state, action) {
    if (action.code !== null && !state.promoCodes.some((c) => c.code === action.code)) return state;
    // Picking a code from the list replaces a typed one (and the other way round).
    return { ...state, promoCode: action.code, manualPromoCode: action.code === null ? state.manualPromoCode : '' };
  },
  setManualPromoCode(state, action) {
    const manualPromoCode = action.value.trim().toUpperCase().slice(0, 32);
    return { ...state, manualPromoCode, promoCode: manualPromoCode === '' ? state.promoCode : null };
  },
  setExpressId(state, action) {
    return { ...state, expressId: action.id };
  },
} satisfies Partial<CouponHandlers>;
