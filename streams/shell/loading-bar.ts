import { type Observable, concat, distinctUntilChanged, map, of, switchMap, takeWhile, timer } from 'rxjs';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../timing';

/** How far the bar fills while the page is still loading; the last tenth is the arrival. */
export const LOADING_BAR_CAP = 0.9;

/**
 * T32: the navigation loading bar. While a navigation is pending the bar fills from 0 to LOADING_BAR_CAP over 5 s
 * and stays there if the page takes longer; it moves in steps at most every 200 ms (one render per step, not per
 * frame). When the navigation ends it jumps to 1 and hides (null) one step later. null while nothing loads.
 */
export function loadingBar$(navigating$: Observable<boolean>, durationMs: number = LOADING_BAR_DURATION_MS, throttleMs: number = LOADING_BAR_THROTTLE_MS): Observable<number | null> {
  const filling$ = timer(0, throttleMs).pipe(
    map((step) => Math.min((step * throttleMs) / durationMs, 1) * LOADING_BAR_CAP),
    takeWhile((progress) => progress < LOADING_BAR_CAP, true),
  );
  const done$ = concat(of(1), timer(throttleMs).pipe(map(() => null)));
  return navigating$.pipe(
    distinctUntilChanged(),
    // A page that starts without a navigation shows no bar; an ended one finishes its bar.
    switchMap((navigating, index) => (navigating ? filling$ : index === 0 ? of(null) : done$)),
    distinctUntilChanged(),
  );
}
