import {
  EMPTY, asapScheduler, asyncScheduler, catchError, combineLatest, defer, distinctUntilChanged, filter, ignoreElements, map, merge, observeOn, of, skip,
  switchMap, tap, type Observable,
} from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';
import { CouponPromoCodesAnswerSchema, OutcomesAnswerSchema } from '../schemas/coupon';
import { POLL_LINE_MS, POLL_LIVE_MAX_MS } from '../timing';
import type { CouponAction, CouponServiceDeps, CouponState, PromoCode } from './coupon-model';
import { isLiveBet, isLockedBet } from './bet-facts';
import { parseSavedCoupon, toSavedCoupon } from './coupon-storage';
import { couponReminder$ } from './coupon-reminder';


// The coupon's effects: each one a function of the state stream and the injected effects that answers with the
// actions it causes (or only does its work, for the saves and the reminder). coupon-service.ts merges them into the
// action stream under one subscription, so they start and end together with the coupon.

type Deps = Omit<CouponServiceDeps, 'newKey'>;

const PROMO_CODES_URL = '/web-api/coupon/promo-codes';
const REMINDER_NOTICE_ID = 'coupon-reminder';

/** The site config and the account the coupon bets from, as actions. A failed input is logged, the coupon goes on. */
export function couponInputs$(deps: Pick<Deps, 'config$' | 'account$' | 'log'>): Observable<CouponAction> {
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

/**
 * B11: the saved coupon follows every change of its saved part, and what another tab saves is loaded here.
 * `initial` is the state the coupon started from (its save is already in storage).
 */
export function couponSave$(state$: Observable<CouponState>, initial: CouponState, deps: Pick<Deps, 'saved' | 'savedExternal$' | 'log'>): Observable<CouponAction> {
  return defer(() => {
    let lastSaved = JSON.stringify(toSavedCoupon(initial));
    const save$ = state$.pipe(
      map((s) => toSavedCoupon(s)),
      skip(1),
      tap((saved) => {
        const json = JSON.stringify(saved);
        if (json === lastSaved) return;
        lastSaved = json;
        try {
          if (saved === null) deps.saved.remove();
          else deps.saved.set(saved);
        } catch (err) {
          deps.log('coupon: cannot save', err);
        }
      }),
      ignoreElements(),
    );
    const fromOtherTabs$ = deps.savedExternal$.pipe(map((raw): CouponAction => {
      const other = parseSavedCoupon(raw);
      lastSaved = JSON.stringify(other.saved);
      return other.saved ? { type: 'loaded', saved: other.saved, fromCode: false, now: asyncScheduler.now() } : { type: 'clear' };
    }));
    return merge(save$, fromOtherTabs$);
  });
}

/** B11: the coupon settings are saved whenever they change. */
export function settingsSave$(state$: Observable<CouponState>, deps: Pick<Deps, 'settings' | 'log'>): Observable<never> {
  return state$.pipe(
    map((s) => s.settings),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    skip(1),
    tap((settings) => {
      try {
        deps.settings.set(settings);
      } catch (err) {
        deps.log('coupon: cannot save settings', err);
      }
    }),
    ignoreElements(),
  );
}

/** The odds of the bets in the coupon: live every 5 s, line every 15 s, paused 30 s after the page is hidden. */
export function oddsRefresh$(state$: Observable<CouponState>, deps: Pick<Deps, 'http' | 'visible$' | 'log'>): Observable<CouponAction> {
  return state$.pipe(
    map((s) => ({ ids: s.bets.map((b) => b.outcomeId), live: s.bets.some((b) => isLiveBet(b)) })),
    distinctUntilChanged((a, b) => a.live === b.live && a.ids.join(',') === b.ids.join(',')),
    switchMap(({ ids, live }) => ids.length === 0
      ? EMPTY
      : pollWhileVisible$(
        () => deps.http.request$({ method: 'POST', url: '/web-api/coupon/outcomes', body: { ids }, schema: OutcomesAnswerSchema }).pipe(
          map((answer): CouponAction => ({ type: 'outcomesRefreshed', requested: ids, outcomes: answer.outcomes })),
        ),
        { period: live ? POLL_LIVE_MAX_MS : POLL_LINE_MS, visible$: deps.visible$, onError: (err) => deps.log('coupon: odds refresh failed', err) },
      )),
  );
}

/**
 * T24: the reminder of bets left in the coupon, shown and closed as a notice. Like every notice but the session-limit
 * one (E06) it closes by itself after 10 s (T25); it closes at once when the coupon empties or its page opens.
 */
export function reminderNotice$(
  state$: Observable<CouponState>,
  couponPageOpen$: Observable<boolean>,
  deps: Pick<Deps, 'reminder' | 'notices' | 'lang'>,
): Observable<never> {
  return couponReminder$({
    bets$: state$.pipe(map((s) => s.bets.map((b) => ({ outcomeId: b.outcomeId, isLive: isLiveBet(b), isLocked: isLockedBet(b, s.typeId) })))),
    couponPageOpen$: couponPageOpen$.pipe(distinctUntilChanged()),
    quickCouponOpen$: state$.pipe(map((s) => s.isVisibleQuickCoupon), distinctUntilChanged()),
    store: deps.reminder,
  }).pipe(
    tap((event) => {
      if (event.type === 'close') deps.notices.close(REMINDER_NOTICE_ID);
      else {
        deps.notices.show({
          id: REMINDER_NOTICE_ID,
          kind: 'warning',
          titleKey: 'coupon:reminder.title',
          messageKey: event.kind === 'live' ? 'coupon:reminder.live' : 'coupon:reminder.line',
          action: { labelKey: 'coupon:reminder.open', href: `/${deps.lang()}/coupon` },
        });
      }
    }),
    ignoreElements(),
  );
}

/**
 * Free-bet promo codes: loaded when the coupon opens (its page, the quick coupon, or the panel with bets) for a
 * logged-in user, and again after every placement (a used code leaves the list); dropped on logout. A failed load
 * keeps the last list. What comes from state$ or a placement is moved to the asap queue: a dispatch while state$ is
 * still emitting would reach late subscribers (the UI) before the state that caused it, and leave them stale.
 */
export function promoCodes$(
  state$: Observable<CouponState>,
  couponPageOpen$: Observable<boolean>,
  betPlaced$: Observable<unknown>,
  current: () => CouponState,
  deps: Pick<Deps, 'http' | 'authorized$' | 'log'>,
): Observable<CouponAction> {
  const couponOpen$ = combineLatest([
    couponPageOpen$.pipe(distinctUntilChanged()),
    state$.pipe(map((s) => s.isVisibleQuickCoupon || s.bets.length > 0), distinctUntilChanged(), observeOn(asapScheduler)),
  ]).pipe(map(([page, shown]) => page || shown), distinctUntilChanged());
  return combineLatest([deps.authorized$.pipe(distinctUntilChanged()), couponOpen$]).pipe(
    switchMap(([auth, open]) => {
      if (!auth) return of<PromoCode[]>([]);
      if (!open) return EMPTY;
      return merge(of(0), betPlaced$.pipe(observeOn(asapScheduler))).pipe(
        switchMap(() => deps.http.request$({ url: PROMO_CODES_URL, schema: CouponPromoCodesAnswerSchema, auth: true }).pipe(
          map((a): PromoCode[] => a.promoCodes.map((c) => ({ code: c.code, amountMinor: c.amountMinor, currency: c.currency, minCoef: c.minCoef }))),
          catchError((err: unknown) => {
            deps.log('coupon: promo codes failed', err);
            return EMPTY;
          }),
        )),
      );
    }),
    // Nothing to tell while both lists are empty.
    filter((codes) => codes.length > 0 || current().promoCodes.length > 0),
    map((codes): CouponAction => ({ type: 'setPromoCodes', codes })),
  );
}
