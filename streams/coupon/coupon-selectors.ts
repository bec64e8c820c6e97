import type { CouponSettings } from '../schemas/coupon-settings';
import { isFinishedBet, isLockedBet } from './bet-facts';
import type { CouponState, PromoCode } from './coupon-model';
// What the coupon's UI and service ask of a state: why it cannot be placed now, the stake, the free bet's part.

/** Why the coupon cannot be placed now, most important first (the UI shows the first). */
export type CouponProblem =
  | 'no_bets'
  | 'placing'
  | 'locked'
  | 'finished'
  | 'odds_changed'
  | 'amount_missing'
  | 'amount_below_min'
  | 'amount_above_max'
  | 'insufficient_funds'
  | 'promo_min_coef'
  | 'too_few_for_system';

/** B10/changeCoefAction: does this bet's unsettled odds change wait for the bettor? */
export function changeNeedsAcceptance(bet: { prevCoef: number | null; market: { coef: number } }, action: CouponSettings['changeCoefAction']): boolean {
  if (bet.prevCoef === null) return false;
  if (action === 2) return false;
  if (action === 1) return bet.market.coef < bet.prevCoef;
  return true;
}

/** The promo code the coupon is sent with: the one picked from the list, else the one typed; null for none. */
export function effectivePromoCode(state: Pick<CouponState, 'promoCode' | 'manualPromoCode' | 'typeId'>): string | null {
  if (state.typeId === 9) return null;
  return state.promoCode ?? (state.manualPromoCode === '' ? null : state.manualPromoCode);
}

/** The listed code the coupon uses (picked or typed), in the coupon's currency. */
export function selectedPromo(state: Pick<CouponState, 'promoCode' | 'manualPromoCode' | 'promoCodes' | 'currency' | 'typeId'>): PromoCode | undefined {
  const code = effectivePromoCode(state);
  return code === null ? undefined : state.promoCodes.find((c) => c.code === code && c.currency === state.currency);
}

/** B07 with a free bet: the part of the stake the code pays, min(code amount, stake), minor units (prepaidAmount). */
export function prepaidStake(state: CouponState): number {
  return Math.min(state.availablePrepaidAmount, totalStake(state));
}

/** The stake this coupon takes from the account (type 9: the sum of the singles), minor units. */
export function totalStake(state: CouponState): number {
  if (state.typeId === 9) return state.bets.reduce((sum, b) => sum + (state.amountByBetId[b.outcomeId] ?? 0), 0);
  return state.amount;
}

export function couponProblems(state: CouponState): CouponProblem[] {
  const out: CouponProblem[] = [];
  if (state.bets.length === 0) return ['no_bets'];
  if (state.isActivePlaceBet) out.push('placing');
  if (state.bets.some((b) => isLockedBet(b, state.typeId))) out.push('locked');
  if (state.bets.some((b) => isFinishedBet(b))) out.push('finished');
  if (state.bets.some((b) => changeNeedsAcceptance(b, state.settings.changeCoefAction))) out.push('odds_changed');
  if (state.typeId === 2 && state.systemValues.length === 0) out.push('too_few_for_system');
  const amounts = state.typeId === 9 ? state.bets.map((b) => state.amountByBetId[b.outcomeId] ?? 0) : [state.amount];
  if (amounts.some((a) => a <= 0)) out.push('amount_missing');
  else {
    if (amounts.some((a) => a < state.minBetAmount)) out.push('amount_below_min');
    if (!state.isActiveVipBet && amounts.some((a) => a > state.maxBetAmount)) out.push('amount_above_max');
  }
  const balance = state.account?.balanceMinor;
  // Only the part the free bet does not pay comes from the balance.
  if (balance !== null && balance !== undefined && totalStake(state) - prepaidStake(state) > balance) out.push('insufficient_funds');
  const promo = selectedPromo(state);
  if (promo && state.coef > 0 && state.coef < promo.minCoef) out.push('promo_min_coef');
  return out;
}
