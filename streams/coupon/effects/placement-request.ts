import { refusalParamsOf, type RefusalParams } from '../../schemas/api-error';
import * as v from 'valibot';
import { EMPTY, mergeMap, of, type Observable } from 'rxjs';
import { HttpError, type Http } from '../../core/http';
import { retryBackoff } from '../../core/retry-backoff';
import { CoefChangesSchema, PlaceCouponAnswerSchema, type CouponToSend, type PlaceCouponAnswer } from '../../schemas/coupon';
import { minorToMajor } from '../../schemas/money';
import { COUPON_PLACE_RETRY_COUNT, COUPON_PLACE_RETRY_DELAY_MS } from '../../timing';
import type { BetPlacedEvent, CouponAction, CouponState } from '../coupon-model';
import { effectivePromoCode, prepaidStake } from '../coupon-selectors';

// What the coupon's placement and its one-click bets share: the request with its Idempotency-Key and retries, the
// body of a coupon, how a failure is read, and the placed bets told to the rest of the app.

const PLACE_URL = '/web-api/coupon/place';

/** One placement; retries keep the Idempotency-Key, so a lost answer places one bet (the server answers it again). */
export function sendPlacement$(http: Http, key: string, body: CouponToSend): Observable<PlaceCouponAnswer> {
  return http.request$({ method: 'POST', url: PLACE_URL, body, headers: { 'Idempotency-Key': key }, schema: PlaceCouponAnswerSchema, auth: true, language: true }).pipe(
    retryBackoff({ count: COUPON_PLACE_RETRY_COUNT, delay: COUPON_PLACE_RETRY_DELAY_MS, doubling: true }),
  );
}

/** Every successful placement (coupon or one-click) as the app is told it: the account's new balance. */
export function betPlaced$(action$: Observable<CouponAction>): Observable<BetPlacedEvent> {
  return action$.pipe(mergeMap((action) => {
    if (action.type !== 'placeSucceeded' && action.type !== 'oneClickSucceeded') return EMPTY;
    const { answer } = action;
    const couponIds = answer.successCoupon ? [answer.successCoupon.id] : answer.singlesResultCoupons.flatMap((r) => (r.coupon ? [r.coupon.id] : []));
    return couponIds.length > 0 ? of({ accountId: answer.accountId, balance: answer.balance, currency: answer.currency, couponIds }) : EMPTY;
  }));
}

/** The "Coupon to send" of SPEC.md section 3 for this state. */
export function toCouponToSend(state: CouponState, userId: number | null = null): CouponToSend {
  const currency = state.currency;
  const major = (minor: number) => minorToMajor(minor, currency);
  const amountByBlockId: Record<string, number> = {};
  for (const [block, minor] of Object.entries(state.amountByBlockId)) amountByBlockId[block] = major(minor);
  return {
    id: state.placeKey ?? undefined,
    accountId: state.accountId,
    amount: state.typeId === 9 ? 0 : major(state.amount),
    amountByBlockId,
    bets: state.bets.map((b) => ({
      outcomeId: b.outcomeId,
      coef: b.market.coef,
      isBanker: b.isBanker,
      score: b.scoreAtAdd,
      ...(state.typeId === 9 ? { amount: major(state.amountByBetId[b.outcomeId] ?? 0) } : {}),
    })),
    changeCoefAction: state.settings.changeCoefAction,
    coef: state.coef,
    coefByView: state.coefByView,
    coefViewId: state.oddsFormat,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    // B07: the stake part the free bet pays (the server computes its own figure from the code).
    prepaidAmount: major(prepaidStake(state)),
    refId: null,
    systemValue: state.systemValue,
    typeId: state.typeId,
    userId,
    withBonus: state.bonusBet !== null,
    isVipBet: state.isActiveVipBet,
    expressId: state.expressId,
    promoCode: effectivePromoCode(state),
    hyperBonusPercent: state.hyperBonusPercent,
    minHyperBonusBetLimit: major(state.minHyperBonusBetLimit),
    maxHyperBonusLimit: major(state.maxHyperBonusLimit),
  };
}

/** A failed placement as the coupon shows it: the code (translated by the UI), details, and new odds if any. */
export function placeError(err: unknown): { code: string; detail: string; params?: RefusalParams; changes?: { outcomeId: number; coef: number }[]; keepKey: boolean } {
  if (!(err instanceof HttpError)) return { code: 'unknown', detail: String(err), keepKey: false };
  // No answer, or the server failed: the bet may or may not exist. Keep the key, so the next try gets the first answer.
  const unknownOutcome = err.kind === 'network' || err.kind === 'cancelled' || err.status >= 500 || err.code === 'idempotency_in_progress';
  // A 5xx's own code (internal_error, db_unavailable ...) is no placement answer and has no words in the coupon: the
  // bettor is told what matters, that the bet may exist and another press will not place it twice ('network').
  const code = unknownOutcome
    ? (err.code === 'idempotency_in_progress' ? err.code : 'network')
    : typeof err.code === 'string' ? err.code : 'unknown';
  const detail = err.details.join('\n');
  if (code === 'coef_changed') {
    for (const line of err.details) {
      try {
        const parsed = v.safeParse(CoefChangesSchema, JSON.parse(line));
        if (parsed.success) return { code, detail: '', changes: parsed.output.changes, keepKey: false };
      } catch {
        // not the JSON detail: keep looking
      }
    }
  }
  const params = refusalParamsOf(err.body);
  return { code, detail: unknownOutcome ? '' : detail, ...(params ? { params } : {}), keepKey: unknownOutcome };
}
