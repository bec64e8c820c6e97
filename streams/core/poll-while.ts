import { EMPTY, type Observable, catchError, distinctUntilChanged, exhaustMap, interval, switchMap, timer } from 'rxjs';

export interface PollWhileOptions {
  /** Time between the starts of two requests, in ms. */
  period: number;
  /** The first request as soon as polling switches on (page polls), or one period later (ping, session check). */
  immediately?: boolean;
  /** Told about each failed request; the poll itself carries on. */
  onError?: (err: unknown) => void;
}

/**
 * The one poll of the site: while `on$` says true, `request$` runs every `period`; it stops at once when `on$` turns
 * false and starts afresh when it turns true again. A tick that comes while a request is still running is skipped
 * (exhaustMap), so a slow server never gets a queue of requests; a failed request emits nothing and the next one
 * runs on time, so a subscriber keeps its last good value.
 */
export function pollWhile$<T>(on$: Observable<boolean>, request$: () => Observable<T>, options: PollWhileOptions): Observable<T> {
  const { period, immediately = false, onError } = options;
  const ticks$ = immediately ? timer(0, period) : interval(period);
  return on$.pipe(
    distinctUntilChanged(),
    switchMap((on) =>
      on
        ? ticks$.pipe(exhaustMap(() => request$().pipe(catchError((err: unknown) => {
          onError?.(err);
          return EMPTY;
        }))))
        : EMPTY,
    ),
  );
}
