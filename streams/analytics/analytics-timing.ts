import { asyncScheduler, concat, filter, last, map, merge, of, scan, takeWhile, timer, type Observable, type SchedulerLike } from 'rxjs';
import { ANALYTICS_START_DELAY_MS, ANALYTICS_START_DELAY_REGISTRATION_MS, PERFORMANCE_METRICS_MAX_DELAY_MS } from '../timing';

// The timing rules of analytics (T33, T34), pure so marble tests can state the spec's numbers. `startedAt` is the
// moment the page started (services.ts), so a rule counts from the load even when this code arrives later.

const untilDue = (startedAt: number, delayMs: number, scheduler: SchedulerLike) => timer(Math.max(0, startedAt + delayMs - scheduler.now()), scheduler);

/** T34: analytics starts 10 s after the load, at once on the registration page; emits once. */
export function analyticsStart$(options: { startedAt: number; registrationPage: boolean; scheduler?: SchedulerLike }): Observable<true> {
  const delay = options.registrationPage ? ANALYTICS_START_DELAY_REGISTRATION_MS : ANALYTICS_START_DELAY_MS;
  return untilDue(options.startedAt, delay, options.scheduler ?? asyncScheduler).pipe(map(() => true as const));
}

export type PerformanceMetrics = Record<string, number>;

/**
 * T33: the page's performance metrics, reported once: when every metric is known (the source completes) or 10 s
 * after the load with those known by then, whichever comes first. Nothing known by then: nothing to report.
 */
export function performanceReport$(metrics$: Observable<PerformanceMetrics>, options: { startedAt: number; scheduler?: SchedulerLike }): Observable<PerformanceMetrics> {
  // null marks the end: all metrics in, or the deadline. (Operators the app already ships: the framework chunk holds
  // every rxjs operator any chunk uses, and it counts in the home page's JS.)
  return merge(
    concat(metrics$.pipe(scan((all, m) => ({ ...all, ...m }), {} as PerformanceMetrics)), of(null)),
    untilDue(options.startedAt, PERFORMANCE_METRICS_MAX_DELAY_MS, options.scheduler ?? asyncScheduler).pipe(map(() => null)),
  ).pipe(
    takeWhile((m): m is PerformanceMetrics => m !== null),
    last(undefined, null),
    filter((m): m is PerformanceMetrics => m !== null),
  );
}

/** Events held while sending is not allowed are kept up to this many, the newest. */
export const HELD_EVENTS_MAX = 50;

/**
 * Sends nothing until `allowed$` says so (analytics started and marketing consent given): events meanwhile are held
 * (the newest HELD_EVENTS_MAX) and go out as one batch when it turns true; then each event goes at once.
 */
export function holdUntilAllowed<T>(events$: Observable<T>, allowed$: Observable<boolean>, max = HELD_EVENTS_MAX): Observable<T[]> {
  type S = { allowed: boolean; held: T[]; out: T[] };
  return merge(events$.pipe(map((event) => ({ event }))), allowed$.pipe(map((allowed) => ({ allowed })))).pipe(
    scan((s: S, x): S => {
      if ('allowed' in x) return x.allowed ? { allowed: true, held: [], out: s.held } : { allowed: false, held: s.held, out: [] };
      return s.allowed ? { ...s, out: [x.event] } : { ...s, held: [...s.held, x.event].slice(-max), out: [] };
    }, { allowed: false, held: [], out: [] }),
    filter((s) => s.out.length > 0),
    map((s) => s.out),
  );
}
