import { asyncScheduler, catchError, combineLatest, map, of, timer, type Observable, type SchedulerLike } from 'rxjs';

// B30: the ad-blocker notice. Two baits: an element with ad-like class names (blockers hide it with their cosmetic
// rules) and a request to an ad-like address (blockers cancel it). Either one taken means an ad blocker is on.

/** Blockers apply their cosmetic rules shortly after an element appears: the bait is looked at this much later. */
export const AD_BAIT_CHECK_DELAY_MS = 300;
/** The ad-like address the server answers with a 1x1 GIF (server/routes/extras/extras.ts). */
export const AD_BAIT_URL = '/web-api/ads/banner.gif?ad_type=banner&adsbox=1';

export function adBlockerDetected$(deps: {
  /** Whether the bait element was hidden or removed. */
  baitHidden: () => boolean;
  /** The bait request: errors when it got no answer at all. */
  baitRequest$: Observable<unknown>;
  scheduler?: SchedulerLike;
}): Observable<boolean> {
  const element$ = timer(AD_BAIT_CHECK_DELAY_MS, deps.scheduler ?? asyncScheduler).pipe(map(() => deps.baitHidden()));
  const request$ = deps.baitRequest$.pipe(map(() => false), catchError(() => of(true)));
  return combineLatest([element$, request$]).pipe(map(([hidden, failed]) => hidden || failed));
}
