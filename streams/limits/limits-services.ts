import { catchError, defer, EMPTY, exhaustMap, map, merge, of, shareReplay, startWith, Subject, switchMap, take, tap, type Observable } from 'rxjs';
import {
  ActionAnswerSchema, AvailableLimitsSchema, BlockAnswerSchema, HistorySchema, LimitsAnswerSchema, REALITY_CHECK, ReasonsSchema, SESSION_LIMIT, SetAnswerSchema,
  TestAnswersSchema, type LimitsState,
} from '../schemas/limits';
import { realityCheck$, sessionLimitReached$ } from './limit-clock';
import type { AvailableValues, LimitsDeps, LimitsServices, LimitWatchEvent } from './limits-types';

// The limit service (C14) for the page and the watchers: every call carries X-Language, is authorised and never
// cached. After a change the shared limits state loads again, so the page and the watchers see the new limits.

const V3 = '/limit-service-api/api/external/web/v3';


export function createLimitsServices(deps: LimitsDeps): LimitsServices {
  const { http } = deps;
  const changed = new Subject<void>();
  const fetchLimits$ = () => http.request$({ url: `${V3}/limits`, schema: LimitsAnswerSchema, auth: true, language: true, cache: 'no-store' });
  const state$: Observable<LimitsState> = deps.authorized$.pipe(
    switchMap((authorized) => (authorized ? changed.pipe(startWith(undefined), switchMap(() => fetchLimits$())) : EMPTY)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const after = <T>(call$: Observable<T>) => call$.pipe(tap(() => changed.next()));
  const send = <T>(method: 'POST' | 'DELETE', url: string, schema: Parameters<typeof http.request$<T>>[0]['schema'], body?: unknown) =>
    after(http.request$({ method, url, schema, auth: true, language: true, ...(body === undefined ? {} : { body }) }));

  const watch$ = (): Observable<LimitWatchEvent> => state$.pipe(
    // A failed load leaves the watchers as they were rather than ending them.
    catchError(() => EMPTY),
    switchMap((state) => {
      const value = (type: number) => state.limits.find((l) => l.limitType === type && l.limitState !== 'INACTIVE')?.limitValue ?? null;
      const hours = value(SESSION_LIMIT);
      return merge(
        sessionLimitReached$({ startedAt: state.session.startedAt, hours }).pipe(map((): LimitWatchEvent => ({ kind: 'session-ended', hours: hours ?? 0 }))),
        realityCheck$({ startedAt: state.session.startedAt, minutes: value(REALITY_CHECK) }).pipe(
          // The result as of the check: asked afresh, else the last one known.
          exhaustMap((playedMs) => fetchLimits$().pipe(
            map((fresh) => fresh.session),
            catchError(() => of(state.session)),
            map((session): LimitWatchEvent => ({ kind: 'reality-check', playedMs, session })),
          )),
        ),
      );
    }),
  );

  return {
    limits$: () => state$,
    refresh$: () => defer(() => {
      changed.next();
      return EMPTY;
    }),
    // C14 / B15: the values the server offers for each kind with a fixed list; asked once per page.
    available$: () => http.request$({ url: `${V3}/availablelimits`, schema: AvailableLimitsSchema, auth: true, language: true, cache: 'no-store' }).pipe(
      map((a): AvailableValues => new Map(a.types.flatMap((t) => (t.availableValues ? [[t.type, t.availableValues] as const] : [])))),
    ),
    history$: () => http.request$({ url: `${V3}/limits/history`, schema: HistorySchema, auth: true, language: true, cache: 'no-store' }).pipe(map((a) => a.history)),
    // C14: asked with a token fetched afresh, so a session that ended elsewhere is not shown the self-exclusion form.
    reasons$: () => deps.freshToken$().pipe(
      take(1),
      switchMap(() => http.request$({ url: `${V3}/reasons/selfexclude`, schema: ReasonsSchema, auth: true, language: true, cache: 'no-store' })),
      map((a) => a.reasons),
    ),
    set$: (limits) => send('POST', `${V3}/limits`, SetAnswerSchema, { limits }),
    answer$: (tokenGuid, answers) => send('POST', `${V3}/testanswers`, TestAnswersSchema, { tokenGuid, answers }),
    act$: (limitType, action) => send('POST', `${V3}/limitaction`, ActionAnswerSchema, { limitType, action }),
    remove$: (limitType) => send('DELETE', `${V3}/limits/${limitType}`, ActionAnswerSchema),
    block$: (days, reasonId) => send('POST', '/limit-service-api/api/external/web/v1/BlockUser', BlockAnswerSchema, { days, ...(reasonId ? { reasonId } : {}) }).pipe(map((a) => a.success)),
    watch$,
  };
}
