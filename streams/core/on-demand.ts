import { defer, from, ReplaySubject, share, switchMap, type Observable, type ObservableInput } from 'rxjs';

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

/**
 * An API that is loaded on demand, callable at once: each method answers with an Observable that, subscribed, waits
 * for the API (importing it the first time) and then runs the method, so a call made before the import is not lost.
 * A Proxy, so the stand-in needs no list of the API's methods (the interface types every call); `own` members are
 * served as they are. On its way out (issue 22): a domain is now `scope.domain(...)` (scope.ts), an Observable of the
 * typed module that callers compose; the casino, the sports pages' calls and the accounts' calls still stand in here.
 */
export function deferredCalls<T extends object>(api$: Observable<Partial<T>>, own: Partial<T> = {}): T {
  return new Proxy(own, {
    // Only the API's calls (their names end in $) stand in: anything else read off it (then, toJSON, a symbol) is
    // undefined, so the stand-in is never taken for a promise or a value.
    get: (target, name) => {
      if (name in target) return target[name as keyof T];
      if (typeof name !== 'string' || !name.endsWith('$')) return undefined;
      return (...args: unknown[]) => api$.pipe(switchMap((api) => (api[name as keyof T] as (...a: unknown[]) => Observable<unknown>)(...args)));
    },
  }) as T;
}
