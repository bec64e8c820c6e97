import { distinctUntilChanged, filter, map, startWith, take, type Observable, type OperatorFunction } from 'rxjs';
import type { CouponAction, CouponServiceDeps, CouponState } from '../coupon-model';

// The one shape of the coupon's effects: a function of the action stream, the state stream and the injected effects
// that answers with the actions it causes (or only does its work: saves, notices). coupon-service.ts merges them
// once into the action stream under one subscription that dispose() ends. An effect sees an action after the
// reducer has applied it, so the state it reads (withLatestFrom, or latest$ when it starts later) includes it.

export type CouponEffect<Uses extends keyof CouponServiceDeps = keyof CouponServiceDeps> = (
  action$: Observable<CouponAction>,
  state$: Observable<CouponState>,
  /** Only the injected effects it names, so a test gives just those. */
  deps: Pick<CouponServiceDeps, Uses>,
) => Observable<CouponAction>;

export type CouponActionOf<T extends CouponAction['type']> = Extract<CouponAction, { type: T }>;

export function ofType<T extends CouponAction['type']>(type: T): OperatorFunction<CouponAction, CouponActionOf<T>> {
  return filter((action): action is CouponActionOf<T> => action.type === type);
}

/** The state as it is now (the state stream replays it at once): for work that starts after its action, in a queue. */
export const latest$ = (state$: Observable<CouponState>): Observable<CouponState> => state$.pipe(take(1));

/** Logged in or not; not until authorized$ has told (a command before that asks to log in). */
export const signedIn$ = (deps: Pick<CouponServiceDeps, 'authorized$'>): Observable<boolean> => deps.authorized$.pipe(startWith(false));

/** T24: the coupon page is open (the coupon is not, until told). */
export const couponPageOpen$ = (action$: Observable<CouponAction>): Observable<boolean> =>
  action$.pipe(ofType('setCouponPageOpen'), map((a) => a.open), startWith(false), distinctUntilChanged());

/** A bet or a one-click bet asked for by an anonymous visitor: a notice with the way to log in; nothing is sent. */
export function showLoginNotice(deps: Pick<CouponServiceDeps, 'notices' | 'lang'>): void {
  deps.notices.show({
    id: 'coupon-login',
    kind: 'info',
    messageKey: 'coupon:loginRequired',
    action: { labelKey: 'coupon:login', href: `/${deps.lang()}/user/login` },
  });
}
