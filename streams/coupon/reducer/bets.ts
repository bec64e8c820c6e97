import { clampSystemValue, type CouponTypeId } from '../../schemas/coupon-math';
import { availableTypes, bankerPossible, canBeBanker, nonBankerCount } from '../coupon-rules';
import { MAX_COUPON_BETS, emptyCoupon, removeBet, toCouponBet, type CouponHandlers } from './shared';

/**
 * The bets in the coupon: adding (a second outcome of a market replaces the first), removing, the coupon type, the
 * system and its bankers (B01, B04), and a saved coupon loaded back.
 */
export const betsHandlers = {
  toggle(state, action) {
    const { selection } = action;
    if (state.bets.some((b) => b.outcomeId === selection.outcomeId)) return removeBet(state, selection.outcomeId);
    // Another outcome of the same market replaces the one in the coupon (both cannot win).
    const sameMarket = state.bets.find((b) => b.market.id === selection.market.id);
    const base = sameMarket ? removeBet(state, sameMarket.outcomeId) : state;
    if (base.bets.length >= MAX_COUPON_BETS) return { ...state, error: { code: 'too_many_bets', detail: '' } };
    const bet = toCouponBet(selection);
    const typeId: CouponTypeId = base.bets.length === 0 ? 0 : base.bets.length === 1 && base.typeId === 0 ? 1 : base.typeId;
    return {
      ...base,
      typeId,
      bets: [...base.bets, bet],
      addedAtByBetId: { ...base.addedAtByBetId, [bet.outcomeId]: action.now },
      amountByBetId: { ...base.amountByBetId, [bet.outcomeId]: base.amountByBetId[bet.outcomeId] ?? (base.amount || base.initialAmount) },
      successCoupon: null,
      singlesResultCoupons: [],
      error: null,
    };
  },
  remove(state, action) {
    return removeBet(state, action.outcomeId);
  },
  removeBonusBet(state) {
    // B04: remembered, so the bonus is not offered again for this coupon.
    return state.bonusBet === null ? state : { ...state, manuallyDeletedBonusBet: true };
  },
  clear(state) {
    return state.bets.length === 0 && state.error === null ? state : emptyCoupon(state);
  },
  setType(state, action) {
    if (!availableTypes(state).includes(action.typeId) || action.typeId === state.typeId) return state;
    return { ...state, typeId: action.typeId, isActiveSystemBanker: action.typeId === 2 ? state.isActiveSystemBanker : false, error: null };
  },
  setSystemValue(state, action) {
    return { ...state, systemValue: clampSystemValue(action.value, nonBankerCount(state)) };
  },
  toggleSystemBanker(state) {
    if (!state.isActiveSystemBanker && !bankerPossible(state)) return state;
    const on = !state.isActiveSystemBanker;
    return { ...state, isActiveSystemBanker: on, bets: on ? state.bets : state.bets.map((b) => (b.isBanker ? { ...b, isBanker: false } : b)) };
  },
  toggleBanker(state, action) {
    if (!state.isActiveSystemBanker) return state;
    const bet = state.bets.find((b) => b.outcomeId === action.outcomeId);
    if (!bet || !canBeBanker(bet)) return state;
    // A system needs at least 3 bets that are not bankers.
    if (!bet.isBanker && nonBankerCount(state) - 1 < 3) return state;
    return { ...state, bets: state.bets.map((b) => (b === bet ? { ...b, isBanker: !b.isBanker } : b)) };
  },
  loaded(state, action) {
    const { saved } = action;
    const bets = saved.bets.slice(0, MAX_COUPON_BETS).map(toCouponBet);
    const addedAtByBetId: Record<string, number> = {};
    const amountByBetId: Record<string, number> = {};
    for (const b of bets) {
      addedAtByBetId[b.outcomeId] = saved.addedAtByBetId[b.outcomeId] ?? action.now;
      amountByBetId[b.outcomeId] = state.amountByBetId[b.outcomeId] ?? (state.amount || state.initialAmount);
    }
    return {
      ...state,
      bets,
      addedAtByBetId,
      amountByBetId,
      typeId: saved.typeId,
      systemValue: saved.systemValue,
      manuallyDeletedBonusBet: saved.manuallyDeletedBonusBet ?? false,
      isActiveSystemBanker: bets.some((b) => b.isBanker),
      isCouponLoadedFromCode: action.fromCode,
      loadCouponInputValue: action.fromCode ? '' : state.loadCouponInputValue,
      // A placement whose answer was lost before a reload (or in another tab) is retried with its key, so the
      // server answers the first answer instead of placing the coupon twice. A code loads a new coupon: no key.
      placeKey: state.isActivePlaceBet ? state.placeKey : action.fromCode ? null : (saved.placeKey ?? null),
      error: null,
    };
  },
} satisfies Partial<CouponHandlers>;
