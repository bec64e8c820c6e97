import type { CouponTypeId } from '../schemas/coupon-math';
import type { CouponBet, CouponState } from './coupon-model';

// The rules of which coupon types and bankers a set of bets allows (B01, B04): used by the reducer to refuse a
// change and by the derived fields to correct the state.

export function nonBankerCount(state: Pick<CouponState, 'bets'>): number {
  return state.bets.filter((b) => !b.isBanker).length;
}

/** B01: a bet can be a banker when its market has a lobby block and the feed does not forbid it. */
export function canBeBanker(bet: CouponBet): boolean {
  return bet.blockId > 0 && !bet.isDisabledBanker;
}

export function bankerPossible(state: CouponState): boolean {
  return state.typeId === 2 && state.bets.some(canBeBanker) && state.bets.length >= 4;
}

/** B01: the coupon types open to this many bets: 1 bet is a single; 2+ may be express, anti-express or singles; 3+ a system. */
export function availableTypes(state: Pick<CouponState, 'bets'>): CouponTypeId[] {
  const n = state.bets.length;
  if (n <= 1) return [0];
  return n >= 3 ? [1, 2, 4, 9] : [1, 4, 9];
}
