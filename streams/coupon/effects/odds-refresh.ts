import { EMPTY, distinctUntilChanged, map, switchMap } from 'rxjs';
import { pollWhileVisible$ } from '../../core/poll-while-visible';
import { OutcomesAnswerSchema } from '../../schemas/coupon';
import { POLL_LINE_MS, POLL_LIVE_MAX_MS } from '../../timing';
import type { CouponAction } from '../coupon-model';
import { isLiveBet } from '../bet-facts';
import type { CouponEffect } from './effect';

/** The odds of the bets in the coupon: live every 5 s, line every 15 s, paused 30 s after the page is hidden. */
export const oddsRefresh$: CouponEffect<'http' | 'visible$' | 'log'> = (_action$, state$, deps) => state$.pipe(
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
