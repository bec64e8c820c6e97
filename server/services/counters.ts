import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';

// Counters every server instance shares (issue 21), in the rate_counters table of migration 114: a counter in a
// process's memory lets N instances allow N times the attempts. Each call is one INSERT ... ON CONFLICT DO UPDATE
// ... RETURNING, so two instances hitting one key at once are counted one after the other (the row is locked for
// the update) and a window that has run out starts again in the same statement. Windows are fixed: they start at
// the first hit and last `windowSec`.

/** A key that never holds an address, phone number or e-mail in clear: the kind, then a hash of the subject. */
export function counterKey(kind: string, subject: string): string {
  return `${kind}:${crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

// The row as it is after this hit: a window that ran out starts again with this hit.
const EXPIRED = 'c.expires_at <= now()';
const NEXT_HIT = `
  hits = CASE WHEN ${EXPIRED} THEN 1 ELSE c.hits + 1 END,
  window_start = CASE WHEN ${EXPIRED} THEN now() ELSE c.window_start END,
  expires_at = CASE WHEN ${EXPIRED} THEN now() + make_interval(secs => $2::float8) ELSE c.expires_at END`;

/**
 * Counts one hit and answers the hits of the window so far and the milliseconds the window has left. Every hit
 * counts, refused ones too (what @fastify/rate-limit expects of its store).
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const row = await db.one<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_counters AS c (key, hits, window_start, expires_at) VALUES ($1, 1, now(), now() + make_interval(secs => $2::float8))
     ON CONFLICT (key) DO UPDATE SET ${NEXT_HIT}
     RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (expires_at - now())) * 1000))::int AS ttl_ms`,
    [key, windowMs / 1000],
  );
  if (!row) throw new Error('rate counter upsert returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/**
 * A rule for claim(): at most `max` hits per window, and after each hit a wait before the next one that starts at
 * `waitSec` and doubles with every hit of the window, up to `maxWaitSec` (waitSec 0: no wait).
 */
export interface ClaimRule {
  key: string;
  windowSec: number;
  max: number;
  waitSec: number;
  maxWaitSec: number;
}

export type Claim =
  | { ok: true; /** Seconds until this rule allows the next hit. */ nextInSec: number }
  | { ok: false; reason: 'wait' | 'cap'; retryAfterSec: number };

/**
 * Takes one hit when the rule allows it, else answers why not and for how long. A refused claim changes nothing;
 * run several claims in one transaction so a refusal (thrown) rolls back the hits the others took.
 */
export async function claim(tx: Queryable, rule: ClaimRule): Promise<Claim> {
  const taken = await tx.one<{ next_in_sec: number }>(
    `INSERT INTO rate_counters AS c (key, hits, window_start, expires_at, next_at)
       VALUES ($1, 1, now(), now() + make_interval(secs => $2::float8), now() + make_interval(secs => $4::float8))
     ON CONFLICT (key) DO UPDATE SET ${NEXT_HIT},
       next_at = now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, CASE WHEN ${EXPIRED} THEN 0 ELSE c.hits END)))
     WHERE ${EXPIRED} OR (c.hits < $3 AND (c.next_at IS NULL OR c.next_at <= now()))
     RETURNING GREATEST(0, CEIL(EXTRACT(EPOCH FROM ((CASE WHEN hits >= $3 THEN expires_at ELSE next_at END) - now()))))::int AS next_in_sec`,
    [rule.key, rule.windowSec, rule.max, rule.waitSec, rule.maxWaitSec],
  );
  if (taken) return { ok: true, nextInSec: taken.next_in_sec };
  const held = await tx.one<{ capped: boolean; wait: number }>(
    `SELECT hits >= $2 AS capped,
            GREATEST(1, CEIL(EXTRACT(EPOCH FROM ((CASE WHEN hits >= $2 THEN expires_at ELSE next_at END) - now()))))::int AS wait
       FROM rate_counters WHERE key = $1`,
    [rule.key, rule.max],
  );
  return { ok: false, reason: held?.capped ? 'cap' : 'wait', retryAfterSec: held?.wait ?? 1 };
}

/** Deletes counters whose window has ended (the hourly job of main.ts); an ended window is ignored anyway. */
export async function purgeExpiredCounters(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM rate_counters WHERE expires_at < now() RETURNING key')).length;
}
