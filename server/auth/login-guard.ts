import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';

// Repeated failures (C10, C17): after CAPTCHA_AFTER_FAILURES failed logins for one identifier within
// FAILURE_WINDOW_MIN, every further attempt for it needs a solved captcha (X-Captcha) until a login succeeds.
// Failures are counted per identifier whether or not such a user exists, so the captcha says nothing about who
// has an account. The key is a hash: the table never holds a login or phone in clear.

export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MIN = 15;

export const failureKey = (kind: 'login' | 'phone' | 'sms' | 'two_factor', identifier: string) =>
  crypto.createHash('sha256').update(`${kind}:${identifier.trim().toLowerCase()}`).digest('hex');

export async function recentFailures(db: Queryable, key: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures WHERE key_hash = $1 AND created_at > now() - make_interval(mins => $2)`,
    [key, FAILURE_WINDOW_MIN],
  );
  return row?.n ?? 0;
}

export async function recordFailure(db: Queryable, key: string, ip: string | null): Promise<void> {
  await db.query('INSERT INTO login_failures (key_hash, ip) VALUES ($1, $2)', [key, ip]);
  await db.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key_hash = $1', [key]);
}
