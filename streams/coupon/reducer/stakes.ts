import { defaultInitialAmount } from '../coupon-initial';
import { clampAmount, type CouponHandlers } from './shared';

/**
 * The stakes: the coupon's amount, per-bet and per-block amounts, the +/- steps (B09), auto-max and the VIP bet (B08),
 * and the account whose currency they are in.
 */
export const stakesHandlers = {
  setAmount(state, action) {
    return { ...state, amount: clampAmount(action.amount), isActiveAutoMax: false, error: null };
  },
  setBetAmount(state, action) {
    if (!state.bets.some((b) => b.outcomeId === action.outcomeId)) return state;
    return { ...state, amountByBetId: { ...state.amountByBetId, [action.outcomeId]: clampAmount(action.amount) }, error: null };
  },
  setBlockAmount(state, action) {
    const amount = clampAmount(action.amount);
    const inBlock = state.bets.filter((b) => b.blockId === action.blockId);
    if (inBlock.length === 0) return state;
    const amountByBetId = { ...state.amountByBetId };
    for (const b of inBlock) amountByBetId[b.outcomeId] = amount;
    return { ...state, amountByBlockId: { ...state.amountByBlockId, [action.blockId]: amount }, amountByBetId, error: null };
  },
  stepAmount(state, action) {
    const step = state.amountStep;
    const move = (current: number) => {
      // Step to the next multiple of the step in that direction (150 +100 -> 200, 150 -100 -> 100).
      const next = action.direction > 0 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
      return Math.max(0, next);
    };
    if (step <= 0) return state;
    if (action.outcomeId !== undefined) {
      const current = state.amountByBetId[action.outcomeId];
      if (current === undefined) return state;
      return { ...state, amountByBetId: { ...state.amountByBetId, [action.outcomeId]: move(current) } };
    }
    return { ...state, amount: move(state.amount), isActiveAutoMax: false };
  },
  toggleAutoMax(state) {
    return { ...state, isActiveAutoMax: !state.isActiveAutoMax, settings: { ...state.settings, isAutoMax: !state.isActiveAutoMax } };
  },
  toggleVipBet(state) {
    if (!state.isActiveVipBet && !state.isVipBetAvailable) return state;
    return { ...state, isActiveVipBet: !state.isActiveVipBet, settings: { ...state.settings, isVipBet: !state.isActiveVipBet } };
  },
  setAccount(state, action) {
    const account = action.account;
    const currency = account?.currency ?? state.currency;
    const same = account?.id === state.account?.id && account?.currency === state.account?.currency && account?.balanceMinor === state.account?.balanceMinor && account?.type === state.account?.type;
    if (same) return state;
    if (currency === state.currency) return { ...state, account, accountId: account?.id ?? null };
    // Another currency: amounts of the old one mean nothing any more; start from the new initial amount (B09).
    const initial = defaultInitialAmount(currency);
    const amountByBetId: Record<string, number> = {};
    for (const b of state.bets) amountByBetId[b.outcomeId] = initial;
    return { ...state, account, accountId: account?.id ?? null, currency, amount: initial, amountByBetId, amountByBlockId: {}, availablePrepaidAmount: 0, promoCode: null };
  },
} satisfies Partial<CouponHandlers>;
