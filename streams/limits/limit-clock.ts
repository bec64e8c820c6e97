import { asyncScheduler, concat, concatMap, defer, EMPTY, map, of, take, timer, type Observable, type SchedulerLike } from 'rxjs';
import { PENDING_DEPOSIT_LIMIT_EXPIRY_MS, SESSION_LIMIT_HOUR_MS } from '../timing';

// The clocks of responsible gaming, all on RxJS time (a TestScheduler proves them in virtual time):
// the countdown of a pending limit change (T38), the session limit (T36) and the reality check (B14 kind 32).

const HOUR = 3_600_000;
const MINUTE = 60_000;

export type PendingPhase = 'cooling' | 'confirm' | 'due' | 'expired';
export interface PendingCountdown {
  /** cooling: the 24 h before the change can apply; confirm: a deposit raise waiting for the player's yes. */
  phase: PendingPhase;
  /** Hours left in this phase, rounded up (T38); 0 once it ended. */
  hours: number;
}

/** Whole hours to `deadline`, rounded up, from `now`: emitted now and each time the figure drops, ending at 0. */
function hoursTo(deadline: number, scheduler: SchedulerLike): Observable<number> {
  return defer(() => {
    const left = deadline - scheduler.now();
    if (left <= 0) return EMPTY;
    const hours = Math.ceil(left / HOUR);
    // The figure drops when exactly (hours - 1) whole hours are left, then every hour after.
    const firstDrop = left - (hours - 1) * HOUR;
    return concat(of(hours), timer(firstDrop, HOUR, scheduler).pipe(take(hours - 1), map((i) => hours - 1 - i)));
  });
}

/**
 * A pending change of a limit: the hours of its cooling-off until `pendingFrom`, then, for a deposit-limit raise that
 * needs approval, the hours left to confirm it: it expires 86400 s after `pendingFrom` (T38). Completes with `due`
 * (the change applies by itself) or `expired`.
 */
export function pendingCountdown$(pending: { pendingFrom: number; needApprove: boolean }, scheduler: SchedulerLike = asyncScheduler): Observable<PendingCountdown> {
  const expiry = pending.pendingFrom + PENDING_DEPOSIT_LIMIT_EXPIRY_MS;
  const at = (deadline: number) => timer(Math.max(0, deadline - scheduler.now()), scheduler);
  const cooling$ = hoursTo(pending.pendingFrom, scheduler).pipe(map((hours): PendingCountdown => ({ phase: 'cooling', hours })));
  if (!pending.needApprove) return concat(cooling$, defer(() => at(pending.pendingFrom)).pipe(map((): PendingCountdown => ({ phase: 'due', hours: 0 }))));
  return concat(
    cooling$,
    defer(() => at(pending.pendingFrom)).pipe(concatMap(() => hoursTo(expiry, scheduler)), map((hours): PendingCountdown => ({ phase: 'confirm', hours }))),
    defer(() => at(expiry)).pipe(map((): PendingCountdown => ({ phase: 'expired', hours: 0 }))),
  );
}

/** T36: true once `hours` have passed since the session started (at once if they have already); never for -1/unset. */
export function sessionLimitReached$(session: { startedAt: number; hours: number | null }, scheduler: SchedulerLike = asyncScheduler): Observable<true> {
  const { hours } = session;
  if (hours === null || hours <= 0) return EMPTY;
  return defer(() => timer(Math.max(0, session.startedAt + hours * SESSION_LIMIT_HOUR_MS - scheduler.now()), scheduler)).pipe(map(() => true as const));
}

/**
 * The reality check: every `minutes` of the session (counted from its start, so a reload does not reset it) the time
 * played so far, in ms. Nothing when no reality check is set.
 */
export function realityCheck$(session: { startedAt: number; minutes: number | null }, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  const { minutes } = session;
  if (minutes === null || minutes <= 0) return EMPTY;
  const period = minutes * MINUTE;
  return defer(() => {
    const played = scheduler.now() - session.startedAt;
    const next = (Math.floor(Math.max(0, played) / period) + 1) * period;
    return timer(next - played, period, scheduler).pipe(map((i) => next + i * period));
  });
}
