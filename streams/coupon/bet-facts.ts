import { GAME_STATUS_FINISHED, GAME_STATUS_LIVE } from '../timing';
import type { CouponTypeId } from '../schemas/coupon-math';

// B06: the derived facts of a bet in the coupon (SPEC.md section 3 "Bet in the coupon").

/**
 * Market type ids of bonus markets (B06 "a bonus market type"). Our choice: the 9000 range is reserved for bonus
 * markets (the sports model numbers its ordinary market types below it, server/sports/market-types.ts).
 */
export const BONUS_MARKET_TYPE_MIN = 9000;

export interface FactBet {
  market: { sportId: number; typeId: number; isLive: boolean };
  gameStatusId: number;
  gameTimeSec: number | null;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isFinished?: boolean;
  /** Derived: another bet of the same game sits in the coupon. */
  sameGame?: boolean;
}

/** B06: a bonus bet has sport id 0 or a bonus market type. */
export function isBonusBet(bet: Pick<FactBet, 'market'>): boolean {
  return bet.market.sportId === 0 || bet.market.typeId >= BONUS_MARKET_TYPE_MIN;
}

/** B06: finished when flagged so or its game status is 4. */
export function isFinishedBet(bet: Pick<FactBet, 'gameStatusId' | 'isFinished'>): boolean {
  return bet.isFinished === true || bet.gameStatusId === GAME_STATUS_FINISHED;
}

/** B06: live when the game status is 2 or 3, the live flag is set, or the game clock runs. */
export function isLiveBet(bet: Pick<FactBet, 'market' | 'gameStatusId' | 'gameTimeSec'>): boolean {
  return (GAME_STATUS_LIVE as readonly number[]).includes(bet.gameStatusId) || bet.market.isLive || (bet.gameTimeSec ?? 0) > 0;
}

/** Coupon types that combine bets into one coupon (express, system, anti-express). */
export function isCombinationType(typeId: CouponTypeId): boolean {
  return typeId === 1 || typeId === 2 || typeId === 4;
}

/**
 * B06: locked when blocked, dependent, or banned for express. Dependency and the express ban only matter where
 * bets are combined: a single or a multi-single (type 9) of a dependent bet is fine. Without a type, the plain
 * spec reading (any of the three).
 */
export function isLockedBet(bet: Pick<FactBet, 'isBlocked' | 'isDepend' | 'isBannedExpress' | 'sameGame'>, typeId?: CouponTypeId): boolean {
  if (bet.isBlocked) return true;
  const combined = typeId === undefined || isCombinationType(typeId);
  return combined && (bet.isDepend || bet.sameGame === true || bet.isBannedExpress);
}
