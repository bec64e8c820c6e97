import { asyncScheduler, catchError, concat, exhaustMap, map, mergeMap, of, withLatestFrom, type Observable } from 'rxjs';
import { LoadCouponCodeAnswerSchema, SaveCouponCodeAnswerSchema, type SavedCoupon } from '../../schemas/coupon';
import type { CodeStatus, CouponAction, CouponServiceDeps, CouponState } from '../coupon-model';
import { toSavedCoupon } from '../coupon-storage';
import { ofType, type CouponEffect } from './effect';
import { placeError } from './placement-request';

type Deps = Pick<CouponServiceDeps, 'http'>;

const status = (s: CodeStatus): CouponAction => ({ type: 'setCodeStatus', status: s });

/** Coupon codes (R07): save the coupon under a code, or load the coupon of a code; one request at a time. */
export const couponCodes$: CouponEffect<'http'> = (action$, state$, deps) => action$.pipe(
  ofType('codeRequested'),
  withLatestFrom(state$),
  exhaustMap(([{ request }, s]) => concat(
    of(status({ kind: 'busy' })),
    request.kind === 'save' ? saveCode$(s, deps) : loadCode$(request.code.trim().toUpperCase(), deps),
  )),
);

function saveCode$(s: CouponState, deps: Deps): Observable<CouponAction> {
  const saved = toSavedCoupon(s);
  if (!saved) return of(status({ kind: 'error', code: 'no_bets' }));
  const body = { bets: saved.bets, typeId: saved.typeId, systemValue: saved.systemValue };
  return deps.http.request$({ method: 'POST', url: '/web-api/coupon/code', body, schema: SaveCouponCodeAnswerSchema }).pipe(
    map((a) => status({ kind: 'saved', code: a.code })),
    catchError((err: unknown) => of(status({ kind: 'error', code: placeError(err).code }))),
  );
}

function loadCode$(code: string, deps: Deps): Observable<CouponAction> {
  return deps.http.request$({ url: `/web-api/coupon/code/${encodeURIComponent(code)}`, schema: LoadCouponCodeAnswerSchema }).pipe(
    mergeMap((a) => {
      const saved: SavedCoupon = { version: 1, bets: a.bets, addedAtByBetId: {}, typeId: a.typeId, systemValue: a.systemValue, manuallyDeletedBonusBet: false, placeKey: null };
      const loaded: CouponAction = { type: 'loaded', saved, fromCode: true, now: asyncScheduler.now() };
      return of(loaded, status({ kind: 'idle' }));
    }),
    catchError((err: unknown) => {
      const e = placeError(err);
      return of(status({ kind: 'error', code: e.code === 'not_found' ? 'code_not_found' : e.code }));
    }),
  );
}
