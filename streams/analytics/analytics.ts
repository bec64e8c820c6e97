import { EMPTY, catchError, concatMap, from, map, merge, switchMap, take, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import { onDemand } from '../core/on-demand';
import { AnalyticsAnswerSchema, CountersAnswerSchema, type AnalyticsEvent, type Counter } from '../schemas/shell-extras';
import { holdUntilAllowed } from './analytics-timing';

// Analytics (T33, T34, C16): events go to the analytics counters of this domain (the counters call), only once
// analytics has started and only with marketing consent; performance metrics only need the consent. Counters of a
// kind other than `internal` would need third-party scripts, which the site's CSP forbids: they are skipped (logged).

export interface AnalyticsDeps {
  http: Http;
  /** The host of the page and the project id (SPEC.md: counters are asked for by request domain and projectId). */
  domain: string;
  projectId: number;
  /** T34: emits when analytics starts. */
  start$: Observable<unknown>;
  marketing$: Observable<boolean>;
  /** T33: the page's performance report, once. */
  performance$: Observable<AnalyticsEvent>;
  events$: Observable<AnalyticsEvent>;
  log: (message: string, data?: unknown) => void;
}

/** Runs analytics for the page's lifetime; emits the number of events each accepted batch stored. */
export function runAnalytics$(deps: AnalyticsDeps): Observable<number> {
  // One counters call for the visit, made with the first batch; a failure is logged and asked again with the next.
  const counters$ = onDemand(() => deps.http.request$({ url: '/web-api/counters', query: { domain: deps.domain, projectId: deps.projectId }, schema: CountersAnswerSchema }).pipe(
    map(({ counters }) => counters.filter((c: Counter) => {
      if (c.kind !== 'internal') deps.log('analytics: counter skipped (needs a third-party script)', c);
      return c.kind === 'internal';
    })),
  ));
  const started$ = deps.start$.pipe(take(1), switchMap(() => deps.marketing$));
  const batches$ = merge(holdUntilAllowed(deps.events$, started$), holdUntilAllowed(deps.performance$, deps.marketing$));
  return batches$.pipe(
    // In order, one batch after the other: the store keeps the order the visitor saw things in.
    concatMap((events) => counters$.pipe(
      switchMap((counters) => from(counters)),
      concatMap((counter) => deps.http.request$({ method: 'POST', url: '/web-api/analytics/events', body: { counterId: counter.id, events }, schema: AnalyticsAnswerSchema })),
      map((answer) => answer.stored),
      catchError((err: unknown) => {
        deps.log('analytics: events not sent', err instanceof Error ? err.message : err);
        return EMPTY;
      }),
    )),
  );
}
