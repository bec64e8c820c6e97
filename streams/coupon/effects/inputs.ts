import { EMPTY, catchError, map, merge } from 'rxjs';
import type { CouponAction } from '../coupon-model';
import type { CouponEffect } from './effect';

/**
 * The site config, the account the coupon bets from and the preferences' odds format, as actions. A failed input is
 * logged, the coupon goes on.
 */
export const couponInputs$: CouponEffect<'config$' | 'account$' | 'oddsFormat$' | 'log'> = (_action$, _state$, deps) => merge(
  deps.config$.pipe(
    map((config): CouponAction => ({ type: 'setConfig', config })),
    catchError((err: unknown) => { deps.log('coupon: config failed', err); return EMPTY; }),
  ),
  deps.account$.pipe(
    map((account): CouponAction => ({ type: 'setAccount', account })),
    catchError((err: unknown) => { deps.log('coupon: account failed', err); return EMPTY; }),
  ),
  deps.oddsFormat$.pipe(map((format): CouponAction => ({ type: 'setOddsFormat', format }))),
);
