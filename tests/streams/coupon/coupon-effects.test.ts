import { describe, expect, it } from 'vitest';
import { BehaviorSubject, NEVER, Subject, of, throwError, type Observable } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { fakeCoupon } from '../../support/fake-coupon';
import { createNotices } from '../../../streams/notices/notices';
import { HttpError } from '../../../streams/core/http';
import { reduceCoupon, type CouponAction, type CouponState } from '../../../streams/coupon/coupon-state';
import { placement$ } from '../../../streams/coupon/effects/place';
import type { PlaceCouponAnswer } from '../../../streams/schemas/coupon';
import { add, run, selection } from './fixtures';

// The coupon's effects on their own: an action stream, the state the reducer folds from it, and what the effect
// answers, fed back into the actions as the service does.

const account = { id: 1, currency: 'RUB', type: 0 as const, balanceMinor: 100000 };
const PLACE_URL = '/web-api/coupon/place';

const answer: PlaceCouponAnswer = { successCoupon: null, singlesResultCoupons: [], accountId: 1, balance: 850, currency: 'RUB' };

/** A one-bet coupon on an account with money. */
const oneBet = (): CouponState => run([{ type: 'setAccount', account }, add(selection(1, { coef: 1.5 }))]);

function harness(initial: CouponState) {
  const actions = new Subject<CouponAction>();
  const state$ = new BehaviorSubject(initial);
  // The reducer first, as in the service: the effect reads the state its action made.
  actions.subscribe((a) => state$.next(reduceCoupon(state$.value, a)));
  const answered: CouponAction['type'][] = [];
  const start = (effect$: (action$: Observable<CouponAction>, state$: Observable<CouponState>) => Observable<CouponAction>) =>
    effect$(actions, state$).subscribe((a) => {
      answered.push(a.type);
      actions.next(a);
    });
  return { actions, state$, answered, start };
}

describe('the placement effect', () => {
  it('two presses while the first placement is on its way send one request; its lost answers are retried with the one key', marbles((m) => {
    const network = new HttpError({ status: 0, kind: 'network' });
    let attempts = 0;
    const http = fakeHttp(() => {
      attempts += 1;
      return attempts <= 2 ? throwError(() => network) : of(answer);
    });
    let keys = 0;
    const deps = { http, authorized$: of(true), newKey: () => `key-${++keys}`, notices: createNotices(), lang: () => 'en', log: () => undefined };
    const h = harness(oneBet());
    h.start((action$, state$) => placement$(action$, state$, deps));
    h.actions.next({ type: 'placeRequested' });
    h.actions.next({ type: 'placeRequested' });
    expect(http.calls).toHaveLength(1);
    m.flush();
    // first try + 2 retries (after 1 s and 2 s), one key; the second press was ignored while the first ran
    expect(http.calls.map((c) => [c.url, c.headers?.['Idempotency-Key'], (c.body as { id?: string }).id])).toEqual(Array(3).fill([PLACE_URL, 'key-1', 'key-1']));
    expect(h.answered).toEqual(['placeStarted', 'placeSucceeded']);
    expect(h.state$.value.placeKey).toBeNull();
  }));

  it('an anonymous visitor\'s press sends nothing and asks to log in', () => {
    const http = fakeHttp(() => NEVER);
    const notices = createNotices();
    const shown: Array<string | undefined> = [];
    notices.notices$.subscribe((list) => shown.splice(0, shown.length, ...list.map((n) => n.messageKey)));
    const h = harness(oneBet());
    h.start((action$, state$) => placement$(action$, state$, { http, authorized$: of(false), newKey: () => 'k', notices, lang: () => 'en', log: () => undefined }));
    h.actions.next({ type: 'placeRequested' });
    expect(http.calls).toEqual([]);
    expect(h.answered).toEqual([]);
    expect(shown).toEqual(['coupon:loginRequired']);
  });
});

describe('one-click bets in the coupon state', () => {
  it('[B02] a queued odd is pending until answered; an answer that never came keeps its key for that odd, an answer forgets it', () => {
    const sel = selection(4);
    let s = run([{ type: 'oneClickQueued', selection: sel }, { type: 'oneClickQueued', selection: sel }]);
    expect(s.oneClickPending).toEqual([4]);
    s = reduceCoupon(s, { type: 'oneClickFailed', outcomeId: 4, unknownKey: 'k1' });
    expect(s).toMatchObject({ oneClickPending: [], oneClickKeys: { 4: 'k1' } });
    s = reduceCoupon(s, { type: 'oneClickSucceeded', outcomeId: 4, answer });
    expect(s.oneClickKeys).toEqual({});
    s = reduceCoupon(reduceCoupon(s, { type: 'oneClickFailed', outcomeId: 5, unknownKey: 'k2' }), { type: 'oneClickFailed', outcomeId: 5, unknownKey: null });
    expect(s.oneClickKeys).toEqual({});
  });
});

describe('dispose', () => {
  it('ends every effect: no request, timer or notice after it, commands are dropped and the state completes', marbles((m) => {
    const network = new HttpError({ status: 0, kind: 'network' });
    const http = fakeHttp((req) => (req.url === PLACE_URL ? throwError(() => network) : of({ outcomes: [] })));
    const notices = createNotices();
    let shown: Array<string | undefined> = [];
    notices.notices$.subscribe((list) => { shown = list.map((n) => n.messageKey); });
    const { coupon } = fakeCoupon({ notices, http, authorized: true, account });
    // At work when disposed: the odds refresh polls, the placement waits for its retry, the reminder for its time.
    coupon.toggle(selection(1));
    coupon.place();
    expect(http.calls.map((c) => c.url)).toEqual([PLACE_URL]);
    expect(m.scheduler.actions.length).toBeGreaterThan(0);
    let completed = false;
    coupon.state$.subscribe({ complete: () => { completed = true; } });
    const placed: unknown[] = [];
    coupon.betPlaced$.subscribe((e) => placed.push(e));
    coupon.dispose();
    expect(completed).toBe(true);
    coupon.place();
    coupon.toggle(selection(2));
    coupon.saveCode();
    coupon.loadCode('ABC123');
    coupon.setCouponPageOpen(true);
    // An hour of virtual time at most, so a poll that was not ended fails the test instead of running for ever.
    m.scheduler.maxFrames = 3_600_000;
    m.flush();
    expect(http.calls.map((c) => c.url)).toEqual([PLACE_URL]);
    // Nothing is left to run: no poll, retry or reminder timer.
    expect(m.scheduler.actions).toEqual([]);
    expect(placed).toEqual([]);
    expect(shown).toEqual([]);
  }));
});
