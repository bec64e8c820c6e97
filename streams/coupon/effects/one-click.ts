import { EMPTY, catchError, concatMap, map, mergeMap, of, switchMap, tap, withLatestFrom, type Observable } from 'rxjs';
import type { CouponSelection } from '../../schemas/coupon-selection';
import type { CouponToSend } from '../../schemas/coupon';
import { minorToMajor } from '../../schemas/money';
import type { CouponAction, CouponState } from '../coupon-model';
import { latest$, ofType, showLoginNotice, signedIn$, type CouponEffect } from './effect';
import { placeError, sendPlacement$ } from './placement-request';

// One-click bets (B02): with one-click on, a click on an odd not in the coupon places it at once as a single with the
// one-click amount; any other click adds the odd to the coupon or takes it out.

/**
 * A click on an odd (oddClicked): a toggle of the coupon, or a one-click bet queued (a login notice for an anonymous
 * visitor). A click on an odd whose bet is still queued or on its way is a double click: it is ignored, one bet.
 */
export const oddClicks$: CouponEffect<'authorized$' | 'notices' | 'lang'> = (action$, state$, deps) => action$.pipe(
  ofType('oddClicked'),
  withLatestFrom(state$, signedIn$(deps)),
  mergeMap(([{ selection, now }, s, authorized]): Observable<CouponAction> => {
    if (!s.settings.isActiveOneClick || s.bets.some((b) => b.outcomeId === selection.outcomeId)) return of({ type: 'toggle', selection, now });
    if (!authorized) {
      showLoginNotice(deps);
      return EMPTY;
    }
    return s.oneClickPending.includes(selection.outcomeId) ? EMPTY : of({ type: 'oneClickQueued', selection });
  }),
);

/**
 * The queued one-click bets, placed one after another (concatMap), so a quick click on another odd is not lost. A bet
 * whose answer never came (network, 5xx) leaves its key with its odd: the error tells the bettor to press again and
 * that the bet will not be placed twice, so the next click on that odd retries with the same key. A definitive answer
 * forgets the key.
 */
export const oneClickBets$: CouponEffect<'http' | 'newKey' | 'notices'> = (action$, state$, deps) => action$.pipe(
  ofType('oneClickQueued'),
  concatMap(({ selection }) => latest$(state$).pipe(switchMap((s) => {
    const outcomeId = selection.outcomeId;
    const key = s.oneClickKeys[outcomeId] ?? deps.newKey();
    return sendPlacement$(deps.http, key, oneClickBody(s, selection)).pipe(
      tap((answer) => deps.notices.show({ kind: 'success', messageKey: 'coupon:oneClick.placed', params: { id: answer.successCoupon?.id ?? '' } })),
      map((answer): CouponAction => ({ type: 'oneClickSucceeded', outcomeId, answer })),
      catchError((err: unknown) => {
        const e = placeError(err);
        deps.notices.show({ kind: 'error', messageKey: `coupon:errors.${e.code}`, ...(e.detail ? { message: e.detail } : {}) });
        return of<CouponAction>({ type: 'oneClickFailed', outcomeId, unknownKey: e.keepKey ? key : null });
      }),
    );
  }))),
);

/** A single on the odd with the one-click amount of the account (the bonus account has its own). */
function oneClickBody(s: CouponState, selection: CouponSelection): CouponToSend {
  const amountMinor = s.account?.type === 4 ? s.settings.bonusAccountOneClickAmount : s.settings.oneClickAmount;
  return {
    accountId: s.accountId, amount: minorToMajor(amountMinor, s.currency), amountByBlockId: {},
    bets: [{ outcomeId: selection.outcomeId, coef: selection.market.coef, isBanker: false, score: selection.score }],
    changeCoefAction: s.settings.changeCoefAction, exactCoef: s.settings.exactCoef, isDropOnScoreChange: s.settings.isDropOnScoreChange,
    prepaidAmount: 0, refId: null, systemValue: 2, typeId: 0, userId: null, withBonus: false, isVipBet: false, expressId: null,
    promoCode: null, coefViewId: s.oddsFormat, hyperBonusPercent: 0, minHyperBonusBetLimit: 0, maxHyperBonusLimit: 0,
  };
}
