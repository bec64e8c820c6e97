import { asyncScheduler, defer, distinctUntilChanged, ignoreElements, map, merge, skip, tap } from 'rxjs';
import type { CouponAction, CouponState } from '../coupon-model';
import { parseSavedCoupon, toSavedCoupon } from '../coupon-storage';
import type { CouponEffect } from './effect';

// B11: the coupon and its settings saved locally (the saved coupon is shared between tabs).

/**
 * The saved coupon follows every change of its saved part, and what another tab saves is loaded here. `initial` is
 * the state the coupon started from (its save is already in storage).
 */
export function couponSave(initial: CouponState): CouponEffect<'saved' | 'savedExternal$' | 'log'> {
  return (_action$, state$, deps) => defer(() => {
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

/** The coupon settings are saved whenever they change. */
export const settingsSave$: CouponEffect<'settings' | 'log'> = (_action$, state$, deps) => state$.pipe(
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
