import { useEffect } from 'react';
import { focusCoupon } from '../../ui/coupon-focus';

/**
 * Alt+C goes to the coupon from anywhere on the page (listening from when the shell's extras start, a moment after the
 * load: the home page's code has no room for it), so a price added with Enter deep in a long list is a few
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
