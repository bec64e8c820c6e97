import type { CouponSelection } from '../../../streams/schemas/coupon-selection';
import { initialCouponState, reduceCoupon, type CouponAction, type CouponState } from '../../../streams/coupon/coupon-state';

/** A valid selection; outcome id n, its own market and game unless told otherwise. */
export function selection(outcomeId: number, over: { coef?: number; gameId?: number; marketId?: number; kind?: number; typeId?: number; sportId?: number; isLive?: boolean; gameStatusId?: number; blockId?: number; isBlocked?: boolean; isDepend?: boolean; isBannedExpress?: boolean; score?: string | null; gameTimeSec?: number | null } = {}): CouponSelection {
  return {
    outcomeId,
    market: {
      id: over.marketId ?? outcomeId * 10,
      kind: over.kind ?? 1,
      typeId: over.typeId ?? 1,
      name: 'Result',
      outcomeName: '1',
      coef: over.coef ?? 1.5,
      sportId: over.sportId ?? 1,
      sportName: 'Football',
      champId: 1,
      champName: 'Premier',
      gameId: over.gameId ?? outcomeId * 100,
      isLive: over.isLive ?? false,
      opponents: [`Home ${outcomeId}`, `Away ${outcomeId}`],
    },
    blockId: over.blockId ?? 0,
    statusId: -2,
    gameStatusId: over.gameStatusId ?? 1,
    gameStartDateTime: '2030-01-01T12:00:00Z',
    gameTimeSec: over.gameTimeSec ?? null,
    score: over.score ?? null,
    isBlocked: over.isBlocked ?? false,
    isDepend: over.isDepend ?? false,
    isBannedExpress: over.isBannedExpress ?? false,
    isDisabledBanker: false,
    pageType: 'line',
  };
}

export function run(actions: CouponAction[], state: CouponState = initialCouponState()): CouponState {
  return actions.reduce(reduceCoupon, state);
}

export const add = (sel: CouponSelection, now = 0): CouponAction => ({ type: 'toggle', selection: sel, now });

/** A coupon holding bets with these coefficients (outcome ids 1..n). */
export function withCoefs(coefs: number[], state?: CouponState): CouponState {
  return run(coefs.map((coef, i) => add(selection(i + 1, { coef }), i)), state);
}
