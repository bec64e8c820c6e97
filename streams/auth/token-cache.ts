import { ReplaySubject, defer, finalize, of, share, timer, type Observable } from 'rxjs';
import { TOKEN_CACHE_MS } from '../timing';

// T03: GET /web-api/user/gettoken?force_refresh=true is cached 60 s: concurrent and repeated callers inside 60 s
// share one request; a failure is not cached. T44: after a 401 the http client asks for exactly one refresh: a
// new request that replaces the cache (callers refreshing at the same moment share it).

export interface TokenCache {
  /** The cached token, fetched when there is none or it is older than 60 s. */
  token$(): Observable<string>;
  /** A new token now (T44), which the cache then keeps. */
  refresh$(): Observable<string>;
  /** Puts a token the server just answered (login, registration) into the cache. */
  prime(token: string): void;
  /** Forgets the token (logout). */
  clear(): void;
}

export function createTokenCache(fetchToken$: () => Observable<string>, ttlMs: number = TOKEN_CACHE_MS): TokenCache {
  const cached = <T>(source: Observable<T>) =>
    source.pipe(share({ connector: () => new ReplaySubject<T>(1), resetOnError: true, resetOnComplete: () => timer(ttlMs), resetOnRefCountZero: false }));
  const fresh = () => cached(defer(fetchToken$));

  let current: Observable<string> = fresh();
  let refreshing: Observable<string> | null = null;

  return {
    token$: () => defer(() => current),
    refresh$: () =>
      defer(() => {
        if (!refreshing) {
          const next = cached(defer(fetchToken$).pipe(finalize(() => {
            if (refreshing === next) refreshing = null;
          })));
          refreshing = next;
          current = next;
        }
        return refreshing;
      }),
    prime: (token) => {
      current = cached(of(token));
      refreshing = null;
    },
    clear: () => {
      current = fresh();
      refreshing = null;
    },
  };
}
