import { EMPTY, catchError, map, merge, type Observable } from 'rxjs';
import type { CouponAction, CouponServiceDeps, CouponState } from '../coupon-model';

/** The site config and the account the coupon bets from, as actions. A failed input is logged, the coupon goes on. */
export function couponInputs$(
  _action$: Observable<CouponAction>,
  _state$: Observable<CouponState>,
  deps: Pick<CouponServiceDeps, 'config$' | 'account$' | 'log'>,
): Observable<CouponAction> {
  return merge(
    deps.config$.pipe(
      map((config): CouponAction => ({ type: 'setConfig', config })),
      catchError((err: unknown) => { deps.log('coupon: config failed', err); return EMPTY; }),
    ),
    deps.account$.pipe(
      map((account): CouponAction => ({ type: 'setAccount', account })),
      catchError((err: unknown) => { deps.log('coupon: account failed', err); return EMPTY; }),
    ),
  );
}
