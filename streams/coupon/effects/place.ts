import { EMPTY, catchError, concat, exhaustMap, filter, map, of, switchMap, withLatestFrom } from 'rxjs';
import type { CouponAction } from '../coupon-model';
import { couponProblems } from '../coupon-selectors';
import { latest$, ofType, showLoginNotice, signedIn$, type CouponEffect } from './effect';
import { placeError, sendPlacement$, toCouponToSend } from './placement-request';

/**
 * Placing the coupon (placeRequested): one placement at a time (exhaustMap: a double click places one bet), none while
 * the coupon has a problem, and a login notice for an anonymous visitor. The key is the one kept from a placement
 * whose answer never came, else a fresh one; retries keep it, so a lost answer places one bet.
 */
export const placement$: CouponEffect<'http' | 'authorized$' | 'newKey' | 'notices' | 'lang' | 'log'> = (action$, state$, deps) => action$.pipe(
  ofType('placeRequested'),
  withLatestFrom(state$, signedIn$(deps)),
  filter(([, s]) => !s.isActivePlaceBet && couponProblems(s).length === 0),
  exhaustMap(([, s, authorized]) => {
    if (!authorized) {
      showLoginNotice(deps);
      return EMPTY;
    }
    const key = s.placeKey ?? deps.newKey();
    return concat(
      of<CouponAction>({ type: 'placeStarted', key }),
      // The coupon as placeStarted left it: its id is the key.
      latest$(state$).pipe(
        switchMap((started) => sendPlacement$(deps.http, key, toCouponToSend(started))),
        map((answer): CouponAction => ({ type: 'placeSucceeded', answer })),
        catchError((err: unknown) => {
          const e = placeError(err);
          deps.log('coupon: placement failed', err);
          return of<CouponAction>({ type: 'placeFailed', error: { code: e.code, detail: e.detail, ...(e.params ? { params: e.params } : {}) }, ...(e.changes ? { changes: e.changes } : {}), keepKey: e.keepKey });
        }),
      ),
    );
  }),
);
