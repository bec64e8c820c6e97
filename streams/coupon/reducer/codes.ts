import type { CouponHandlers } from './shared';

/** Coupon codes (R07): the status of saving or loading one (a loaded coupon arrives as `loaded`). */
export const codesHandlers = {
  // The codes effect does the work (one request at a time) and tells its progress with setCodeStatus.
  codeRequested(state) {
    return state;
  },
  setCodeStatus(state, action) {
    return { ...state, codeStatus: action.status };
  },
} satisfies Partial<CouponHandlers>;
