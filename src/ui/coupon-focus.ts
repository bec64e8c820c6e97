import { COUPON_ID } from './slots';

/**
 * Moves the keyboard to the coupon: its stake field when it holds bets (a few Tabs from "Place a bet"), else the
 * coupon itself. The stake is selected, so the amount typed replaces it. False when the coupon is not on screen (below 1100 px the quick coupon replaces it).
 */
export function focusCoupon(): boolean {
  const coupon = document.getElementById(COUPON_ID);
  if (coupon === null || coupon.offsetParent === null) return false;
  const stake = coupon.querySelector<HTMLInputElement>('[data-testid="coupon-amount"]');
  if (stake === null) coupon.focus();
  else {
    stake.focus();
    stake.select();
  }
  return true;
}
