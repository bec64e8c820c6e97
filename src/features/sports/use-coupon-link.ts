import { useMemo } from 'react';
import { type Observable, distinctUntilChanged, map } from 'rxjs';
import type { CouponSelection } from '../../../streams/schemas/coupon-selection';
import { useServices } from '../../hooks/services-context';

/** What an odds button needs from the coupon (issue 5): whether its outcome is in it, and a toggle. */
export interface CouponLink {
  selected$(outcomeId: number): Observable<boolean>;
  toggle(selection: CouponSelection): void;
}

/** The one place the sports pages reach the coupon: services.coupon (selectedIds$ replays at once). */
export function useCouponLink(): CouponLink {
  const { coupon } = useServices();
  return useMemo(() => ({
    selected$: (id) => coupon.selectedIds$.pipe(map((ids) => ids.has(id)), distinctUntilChanged()),
    toggle: (selection) => coupon.toggle(selection),
  }), [coupon]);
}
