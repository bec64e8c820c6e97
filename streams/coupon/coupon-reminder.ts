import {
  EMPTY,
  asyncScheduler,
  combineLatest,
  concat,
  defer,
  distinctUntilChanged,
  filter,
  ignoreElements,
  map,
  merge,
  of,
  shareReplay,
  switchMap,
  take,
  tap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { CouponReminderRecord } from '../schemas/coupon-settings';
import { COUPON_REMINDER_LINE_DELAY_MS, COUPON_REMINDER_LIVE_DELAY_MS } from '../timing';

// T24: the coupon reminder. With a non-blocked bet in the coupon (a live one preferred) a reminder record
// {id, timeToShow, isShown} is kept in session storage, due 30 s later for live or 5 min later for line. When it is
// due and neither the coupon page nor the quick coupon is open, a warning with an open-coupon button shows and the
// record is marked shown. The warning closes when the coupon empties or the coupon page opens. The record survives
// a reload (session storage), so a reminder due while the page was reloading shows right after.

export interface ReminderBet {
  outcomeId: number;
  isLive: boolean;
  isLocked: boolean;
}

export interface ReminderStore {
  get(): CouponReminderRecord | null;
  set(record: CouponReminderRecord): void;
  remove(): void;
}

export type ReminderEvent = { type: 'show'; kind: 'live' | 'line'; id: number } | { type: 'close' };

export interface CouponReminderDeps {
  bets$: Observable<readonly ReminderBet[]>;
  couponPageOpen$: Observable<boolean>;
  quickCouponOpen$: Observable<boolean>;
  store: ReminderStore;
  liveDelayMs?: number;
  lineDelayMs?: number;
  scheduler?: SchedulerLike;
}

interface Candidate {
  id: number;
  live: boolean;
  ids: ReadonlySet<number>;
}

/** The bet the reminder is about: the first non-blocked live bet, else the first non-blocked bet. */
export function reminderCandidate(bets: readonly ReminderBet[]): { id: number; live: boolean } | null {
  const open = bets.filter((b) => !b.isLocked);
  const live = open.find((b) => b.isLive);
  if (live) return { id: live.outcomeId, live: true };
  const first = open[0];
  return first ? { id: first.outcomeId, live: false } : null;
}

export function couponReminder$(deps: CouponReminderDeps): Observable<ReminderEvent> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const liveDelay = deps.liveDelayMs ?? COUPON_REMINDER_LIVE_DELAY_MS;
  const lineDelay = deps.lineDelayMs ?? COUPON_REMINDER_LINE_DELAY_MS;
  const { store } = deps;

  const candidate$: Observable<Candidate | null> = deps.bets$.pipe(
    map((bets) => {
      const c = reminderCandidate(bets);
      return c ? { ...c, ids: new Set(bets.map((b) => b.outcomeId)) } : null;
    }),
    distinctUntilChanged((a, b) => (a === null || b === null ? a === b : a.id === b.id && a.live === b.live)),
  );
  // Both flags are watched from the start (kept by the merge below), so at the due time the latest values are known.
  const page$ = deps.couponPageOpen$.pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
  const neitherOpen$ = combineLatest([page$, deps.quickCouponOpen$]).pipe(
    map(([page, quick]) => !page && !quick),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const schedule$ = candidate$.pipe(
    switchMap((candidate): Observable<ReminderEvent> => {
      if (candidate === null) {
        // The coupon emptied (or every bet is blocked): forget the reminder and close its warning.
        return defer(() => {
          store.remove();
          return of<ReminderEvent>({ type: 'close' });
        });
      }
      return defer(() => {
        const now = scheduler.now();
        const delay = candidate.live ? liveDelay : lineDelay;
        let record = store.get();
        const stale = record !== null && !record.isShown && !candidate.ids.has(record.id);
        const earlierLive = record !== null && !record.isShown && candidate.live && now + delay < record.timeToShow;
        if (record === null || stale || earlierLive) {
          record = { id: candidate.id, timeToShow: now + delay, isShown: false };
          store.set(record);
        }
        if (record.isShown) return EMPTY;
        const due = record;
        return concat(
          timer(Math.max(0, due.timeToShow - now), scheduler).pipe(filter(() => false)),
          neitherOpen$.pipe(
            filter(Boolean),
            take(1),
            tap(() => store.set({ ...due, isShown: true })),
            map((): ReminderEvent => ({ type: 'show', kind: candidate.live ? 'live' : 'line', id: due.id })),
          ),
        ) as Observable<ReminderEvent>;
      });
    }),
  );

  const closeOnPage$ = page$.pipe(
    filter(Boolean),
    map((): ReminderEvent => ({ type: 'close' })),
  );

  return merge(neitherOpen$.pipe(ignoreElements()), schedule$, closeOnPage$);
}
