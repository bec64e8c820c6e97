import { defer, finalize, of, type Observable } from 'rxjs';
import { sharedWithTtl } from '../core/shared-with-ttl';
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
  const fresh = () => sharedWithTtl(fetchToken$, ttlMs);

  let current: Observable<string> = fresh();
  let refreshing: Observable<string> | null = null;

  return {
    token$: () => defer(() => current),
    refresh$: () =>
      defer(() => {
        if (!refreshing) {
          const next = sharedWithTtl(() => fetchToken$().pipe(finalize(() => {
            if (refreshing === next) refreshing = null;
          })), ttlMs);
          refreshing = next;
          current = next;
        }
        return refreshing;
      }),
    prime: (token) => {
      current = sharedWithTtl(() => of(token), ttlMs);
      refreshing = null;
    },
    clear: () => {
      current = fresh();
      refreshing = null;
    },
  };
}
