import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { RetryLaterError } from '../errors.ts';

// Rate limiting of the account calls (issue 3) with @fastify/rate-limit: per client IP, per route, per minute. The
// counts live in the database (rate-limit-store.ts), shared by every server instance (issue 21).
// Production limits are below; outside production they are 20 times higher so QA and e2e suites that register
// many people from one address are not throttled. The dev API can set them (PUT /web-api/dev/auth/rate-limits) so
// tests prove the limit itself.

export const RATE_BUCKETS = ['login', 'registration', 'sms', 'captcha', 'recovery', 'transfer', 'fingerprint'] as const;
export type RateBucket = (typeof RATE_BUCKETS)[number];

/** Requests per minute per IP and route in production (configured values; SPEC.md gives none). */
export const PRODUCTION_RATE_LIMITS: Record<RateBucket, number> = {
  login: 20, registration: 10, sms: 5, captcha: 30, recovery: 5, transfer: 5, fingerprint: 30,
};
export const NON_PRODUCTION_FACTOR = 20;
export const RATE_WINDOW_MS = 60_000;

export interface RateLimits {
  current(): Record<RateBucket, number>;
  set(patch: Partial<Record<RateBucket, number>>): Record<RateBucket, number>;
  /** Route config for one bucket: `{ config: limits.route('login') }`. */
  route(bucket: RateBucket): FastifyContextConfig;
}

export function createRateLimits(isProduction: boolean): RateLimits {
  const factor = isProduction ? 1 : NON_PRODUCTION_FACTOR;
  const limits = Object.fromEntries(RATE_BUCKETS.map((b) => [b, PRODUCTION_RATE_LIMITS[b] * factor])) as Record<RateBucket, number>;
  return {
    current: () => ({ ...limits }),
    set(patch) {
      for (const b of RATE_BUCKETS) {
        const value = patch[b];
        if (value !== undefined) limits[b] = value;
      }
      return { ...limits };
    },
    route: (bucket) => ({
      rateLimit: {
        max: () => limits[bucket],
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => request.ip,
        errorResponseBuilder: (_request, context) => {
          const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
          return new RetryLaterError('rate_limited', 'Too many requests', seconds, `Too many attempts; try again in ${seconds} s`);
        },
      },
    }),
  };
}
