import { distinctUntilChanged, ignoreElements, map, tap } from 'rxjs';
import { isLiveBet, isLockedBet } from '../bet-facts';
import { couponReminder$ } from '../coupon-reminder';
import { couponPageOpen$, type CouponEffect } from './effect';

const REMINDER_NOTICE_ID = 'coupon-reminder';

/**
 * T24: the reminder of bets left in the coupon, shown and closed as a notice. Like every notice but the session-limit
 * one (E06) it closes by itself after 10 s (T25); it closes at once when the coupon empties or its page opens.
 */
export const reminderNotice$: CouponEffect<'reminder' | 'notices' | 'lang'> = (action$, state$, deps) => couponReminder$({
  bets$: state$.pipe(map((s) => s.bets.map((b) => ({ outcomeId: b.outcomeId, isLive: isLiveBet(b), isLocked: isLockedBet(b, s.typeId) })))),
  couponPageOpen$: couponPageOpen$(action$),
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
