import { defer, from, ReplaySubject, share, type Observable, type ObservableInput } from 'rxjs';

/**
 * Code (or anything costly) loaded on demand, the one way the services layer does it: nothing happens until the first
 * subscriber, then one load for every caller, concurrent or later, and the result replayed to each. A failed load
 * reaches the callers waiting for it and is forgotten, so the next use loads again (a dropped chunk download is
 * retried instead of breaking the feature for the rest of the visit).
 *
 *   const api$ = onDemand(() => import('./auth-api'));
 */
export function onDemand<T>(load: () => ObservableInput<T>): Observable<T> {
  return defer(() => from(load())).pipe(
    share({ connector: () => new ReplaySubject<T>(1), resetOnError: true, resetOnComplete: false, resetOnRefCountZero: false }),
  );
}
