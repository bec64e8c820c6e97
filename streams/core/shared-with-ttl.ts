import { type Observable, ReplaySubject, defer, share, timer } from 'rxjs';
import { CONFIG_GROUP_CACHE_MAX_MS, CONFIG_GROUP_CACHE_MIN_MS } from '../timing';

/**
 * One request shared by every caller and its answer replayed for `ttlMs` after it completes
 * (T03 token, T07 config groups).
 * - ReplaySubject(1): a caller arriving after the answer still gets it.
 * - resetOnRefCountZero false: callers that take one value and leave must not drop the cache.
 * - resetOnComplete timer(ttl): the first caller after the lifetime starts a new request.
 *   (shareReplay({ windowTime }) is wrong here: after the window a late caller gets no value.)
 * - resetOnError true: a failure is not cached; the next caller tries again.
 */
export function sharedWithTtl<T>(source: () => Observable<T>, ttlMs: number): Observable<T> {
  return defer(source).pipe(
    share({
      connector: () => new ReplaySubject<T>(1),
      resetOnError: true,
      resetOnComplete: () => timer(ttlMs),
      resetOnRefCountZero: false,
    }),
  );
}

/**
 * T07: a config-group cache lifetime drawn uniformly from [600 000, 900 000] ms (whole ms), so
 * caches filled together do not all expire, and refetch, together.
 * `random` is Math.random-like: [0, 1).
 */
export function configGroupTtlMs(random: () => number): number {
  const span = CONFIG_GROUP_CACHE_MAX_MS - CONFIG_GROUP_CACHE_MIN_MS;
  const offset = Math.min(span, Math.max(0, Math.floor(random() * (span + 1))));
  return CONFIG_GROUP_CACHE_MIN_MS + offset;
}
