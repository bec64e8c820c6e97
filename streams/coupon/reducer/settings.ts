import { roundCoef } from '../../schemas/odds';
import { reduceCouponView } from '../coupon-initial';
import { emptyCoupon, type CouponHandlers } from './shared';

/**
 * The site config, the bettor's settings (one-click with its confirmation B02, exact coefficient and drop-on-score-
 * change B03) and the coupon's view.
 */
export const settingsHandlers = {
  setConfig(state, action) {
    return { ...state, config: action.config };
  },
  setOddsFormat(state, action) {
    return action.format === state.oddsFormat ? state : { ...state, oddsFormat: action.format };
  },
  setSettings(state, action) {
    return { ...state, settings: { ...state.settings, ...action.patch } };
  },
  requestOneClick(state, action) {
    if (!action.on) return { ...state, isOneClickConfirmPending: false, settings: { ...state.settings, isActiveOneClick: false } };
    if (!state.config.oneClickShown || state.settings.isActiveOneClick) return state;
    // B02: with bets in the coupon, ask first (confirm clears the coupon).
    if (state.bets.length > 0) return { ...state, isOneClickConfirmPending: true };
    return { ...state, settings: { ...state.settings, isActiveOneClick: true } };
  },
  confirmOneClick(state) {
    if (!state.isOneClickConfirmPending) return state;
    return { ...emptyCoupon(state), isOneClickConfirmPending: false, settings: { ...state.settings, isActiveOneClick: true } };
  },
  cancelOneClick(state) {
    return state.isOneClickConfirmPending ? { ...state, isOneClickConfirmPending: false, settings: { ...state.settings, isActiveOneClick: false } } : state;
  },
  setExactCoef(state, action) {
    const value = action.value === null || !Number.isFinite(action.value) || action.value < 1 ? null : roundCoef(action.value);
    // B03: emptying the exact coefficient turns drop-on-score-change off.
    return { ...state, settings: { ...state.settings, exactCoef: value, isDropOnScoreChange: value === null ? false : state.settings.isDropOnScoreChange } };
  },
  setDropOnScoreChange(state, action) {
    if (action.on && state.settings.exactCoef === null) return state;
    // B03: turning drop-on-score-change on turns one-click off.
    return { ...state, settings: { ...state.settings, isDropOnScoreChange: action.on, isActiveOneClick: action.on ? false : state.settings.isActiveOneClick } };
  },
  setTab(state, action) {
    return reduceCouponView(state, action);
  },
  setLoadCouponInput(state, action) {
    return reduceCouponView(state, action);
  },
  // Only the effects follow the coupon page (the reminder and the promo codes): nothing in the state shows it.
  setCouponPageOpen(state) {
    return state;
  },
  setQuickCouponVisible(state, action) {
    return state.isVisibleQuickCoupon === action.visible ? state : { ...state, isVisibleQuickCoupon: action.visible };
  },
} satisfies Partial<CouponHandlers>;
