import { useEffect } from 'react';
import { COUPON_ID } from '../../ui/slots';

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

/**
 * Alt+C goes to the coupon from anywhere on the page, so a price added with Enter deep in a long list is a few
 * keys from being bet. By the key's position (event.code): the same key in every keyboard layout.
 */
export function useCouponShortcut(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.code !== 'KeyC') return;
      if (focusCoupon()) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
