import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/index.ts';
import { countHit, counterKey } from '../services/counters.ts';

// The store of @fastify/rate-limit in the database (issue 21): its own store keeps the counts in the process's
// memory, so every instance behind a load balancer would allow the full limit again. The plugin makes one child
// store per route (child()); the route is part of the key, as each route has its own limit.

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** A store class for `register(rateLimit, { store: sharedRateLimitStore(db) })`. */
export function sharedRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  // The plugin constructs it with its options, which it does not need: the scope is set by child().
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    scope = 'rate:global';

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, counterKey(this.scope, key), timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // At run time the plugin hands the merged limit options with the route under `routeInfo` (as its Redis store reads it).
      const route = (routeOptions as RouteInfo).routeInfo;
      const store = new SharedRateLimitStore();
      store.scope = `rate:${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`;
      return store;
    }
  };
}
