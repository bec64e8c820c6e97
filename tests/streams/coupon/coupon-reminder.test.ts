import { describe, expect, it } from 'vitest';
import { marbles } from '../../support/marbles';
import { couponReminder$, reminderCandidate, type ReminderBet, type ReminderStore } from '../../../streams/coupon/coupon-reminder';
import type { CouponReminderRecord } from '../../../streams/schemas/coupon-settings';

function memoryStore(initial: CouponReminderRecord | null = null): ReminderStore & { value: CouponReminderRecord | null; writes: CouponReminderRecord[] } {
  const store = {
    value: initial,
    writes: [] as CouponReminderRecord[],
    get: () => store.value,
    set: (r: CouponReminderRecord) => { store.value = r; store.writes.push(r); },
    remove: () => { store.value = null; },
  };
  return store;
}

const live = (id: number, isLocked = false): ReminderBet => ({ outcomeId: id, isLive: true, isLocked });
const line = (id: number, isLocked = false): ReminderBet => ({ outcomeId: id, isLive: false, isLocked });
const closed = { f: false, t: true };

describe('[T24] coupon reminder', () => {
  it('[T24] a live bet: stored in session storage, due 30 s later, shown then marked shown', marbles((m) => {
    const store = memoryStore();
    const out$ = couponReminder$({
      bets$: m.cold('a', { a: [live(7)] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store,
    });
    m.expect(out$).toBeObservable('30s s', { s: { type: 'show', kind: 'live', id: 7 } });
    m.flush();
    expect(store.writes[0]).toEqual({ id: 7, timeToShow: 30_000, isShown: false });
    expect(store.value).toEqual({ id: 7, timeToShow: 30_000, isShown: true });
  }));

  it('[T24] a line bet: due 5 min later, not a millisecond earlier', marbles((m) => {
    const out$ = couponReminder$({
      bets$: m.cold('a', { a: [line(3)] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store: memoryStore(),
    });
    m.expect(out$).toBeObservable('5m s', { s: { type: 'show', kind: 'line', id: 3 } });
  }));

  it('[T24] live is preferred over line, and a blocked bet never reminds', marbles((m) => {
    expect(reminderCandidate([line(1), live(2)])).toEqual({ id: 2, live: true });
    expect(reminderCandidate([live(1, true), line(2)])).toEqual({ id: 2, live: false });
    expect(reminderCandidate([live(1, true)])).toBeNull();
    const out$ = couponReminder$({
      bets$: m.cold('a', { a: [line(1), live(2)] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store: memoryStore(),
    });
    m.expect(out$).toBeObservable('30s s', { s: { type: 'show', kind: 'live', id: 2 } });
  }));

  it('[T24] not shown while the coupon page or the quick coupon is open; shown when both are closed', marbles((m) => {
    const out$ = couponReminder$({
      bets$: m.cold('a', { a: [live(1)] }),
      couponPageOpen$: m.hot('t 39999ms f', closed),
      quickCouponOpen$: m.hot('f 34999ms t 24999ms f', closed),
      store: memoryStore(),
    });
    // page open 0-40 s (close emitted at 0 as it opens), quick coupon open 35-60 s: due at 30 s, shown at 60 s
    m.expect(out$).toBeObservable('c 59999ms s', { c: { type: 'close' }, s: { type: 'show', kind: 'live', id: 1 } });
  }));

  it('[T24] it closes when the coupon empties, and the record is removed', marbles((m) => {
    const store = memoryStore();
    const emptied$ = couponReminder$({
      bets$: m.cold('a 9999ms e', { a: [live(1)], e: [] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store,
    });
    m.expect(emptied$).toBeObservable('10s c', { c: { type: 'close' } });
    m.flush();
    expect(store.value).toBeNull();
  }));

  it('[T24] a shown reminder closes when the coupon page opens', marbles((m) => {
    const opened$ = couponReminder$({
      bets$: m.cold('a', { a: [live(1)] }),
      couponPageOpen$: m.cold('f 39999ms t', closed),
      quickCouponOpen$: m.cold('f', closed),
      store: memoryStore(),
    });
    m.expect(opened$).toBeObservable('30s s 9999ms c', { s: { type: 'show', kind: 'live', id: 1 }, c: { type: 'close' } });
  }));

  it('[T24] after a reload: a due record shows at once; a shown record never shows again', marbles((m) => {
    const due = couponReminder$({
      bets$: m.cold('a', { a: [line(4)] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store: memoryStore({ id: 4, timeToShow: -1000, isShown: false }),
    });
    m.expect(due).toBeObservable('s', { s: { type: 'show', kind: 'line', id: 4 } });
    const shown = couponReminder$({
      bets$: m.cold('a', { a: [line(4)] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store: memoryStore({ id: 4, timeToShow: -1000, isShown: true }),
    });
    m.expect(shown).toBeObservable('-', {});
  }));

  it('[T24] a live bet added to a line coupon brings the reminder forward to 30 s', marbles((m) => {
    const out$ = couponReminder$({
      bets$: m.cold('a 9999ms b', { a: [line(1)], b: [line(1), live(2)] }),
      couponPageOpen$: m.cold('f', closed),
      quickCouponOpen$: m.cold('f', closed),
      store: memoryStore(),
    });
    m.expect(out$).toBeObservable('40s s', { s: { type: 'show', kind: 'live', id: 2 } });
  }));
});
