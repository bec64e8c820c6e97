import { useObservableEagerState } from 'observable-hooks';
import { useServices } from '../../hooks/services-context';
import type { CouponService } from '../../../streams/coupon/coupon-service';
import type { CouponState } from '../../../streams/coupon/coupon-state';

/** The coupon service and its current state (the state replays at once, so this never suspends). */
export function useCoupon(): { coupon: CouponService; state: CouponState } {
  const { coupon } = useServices();
  const state = useObservableEagerState(coupon.state$);
  return { coupon, state };
}
