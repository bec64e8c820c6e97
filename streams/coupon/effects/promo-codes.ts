import { EMPTY, asapScheduler, catchError, combineLatest, distinctUntilChanged, filter, map, merge, observeOn, of, switchMap, withLatestFrom } from 'rxjs';
import { CouponPromoCodesAnswerSchema } from '../../schemas/coupon';
import type { CouponAction, PromoCode } from '../coupon-model';
import { couponPageOpen$, type CouponEffect } from './effect';
import { betPlaced$ } from './placement-request';

const PROMO_CODES_URL = '/web-api/coupon/promo-codes';

/**
 * Free-bet promo codes: loaded when the coupon opens (its page, the quick coupon, or the panel with bets) for a
 * logged-in user, and again after every placement (a used code leaves the list); dropped on logout. A failed load
 * keeps the last list. What comes from state$ or a placement is moved to the asap queue: a dispatch while state$ is
 * still emitting would reach late subscribers (the UI) before the state that caused it, and leave them stale.
 */
export const promoCodes$: CouponEffect<'http' | 'authorized$' | 'log'> = (action$, state$, deps) => {
  const couponOpen$ = combineLatest([
    couponPageOpen$(action$),
    state$.pipe(map((s) => s.isVisibleQuickCoupon || s.bets.length > 0), distinctUntilChanged(), observeOn(asapScheduler)),
  ]).pipe(map(([page, shown]) => page || shown), distinctUntilChanged());
  return combineLatest([deps.authorized$.pipe(distinctUntilChanged()), couponOpen$]).pipe(
    switchMap(([auth, open]) => {
      if (!auth) return of<PromoCode[]>([]);
      if (!open) return EMPTY;
      return merge(of(0), betPlaced$(action$).pipe(observeOn(asapScheduler))).pipe(
        switchMap(() => deps.http.request$({ url: PROMO_CODES_URL, schema: CouponPromoCodesAnswerSchema, auth: true }).pipe(
          map((a): PromoCode[] => a.promoCodes.map((c) => ({ code: c.code, amountMinor: c.amountMinor, currency: c.currency, minCoef: c.minCoef }))),
          catchError((err: unknown) => {
            deps.log('coupon: promo codes failed', err);
            return EMPTY;
          }),
        )),
      );
    }),
    withLatestFrom(state$),
    // Nothing to tell while both lists are empty.
    filter(([codes, s]) => codes.length > 0 || s.promoCodes.length > 0),
    map(([codes]): CouponAction => ({ type: 'setPromoCodes', codes })),
  );
};
