import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';

// Visitor sessions (T04). The browser holds a random secret in the HttpOnly cookie `sid`; the database keeps its
// SHA-256 only, and the public session id answered to the app is a separate random id.

/** Configured value (SPEC.md does not give one): a visitor session lives 30 days after its last use. */
export const SESSION_TTL_DAYS = 30;
export const SESSION_TTL_SEC = SESSION_TTL_DAYS * 24 * 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

export interface VisitorSession {
  id: string;
  userId: number | null;
  banLevel: number;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

interface Row {
  id: string;
  user_id: number | null;
  ban_level: number | null;
}

const toSession = (r: Row): VisitorSession => ({ id: r.id, userId: r.user_id, banLevel: r.ban_level ?? 0 });

/** The live session behind a cookie token, refreshed (last_seen_at, ip, user agent); null when unknown or expired. */
export async function refreshSession(db: Queryable, token: string | undefined, meta: { ip: string | null; userAgent: string | null }): Promise<VisitorSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await db.one<Row>(
    `WITH s AS (
       UPDATE visitor_sessions SET last_seen_at = now(), ip = $2, user_agent = $3
       WHERE token_hash = $1 AND last_seen_at > now() - make_interval(days => $4)
       RETURNING id, user_id
     )
     SELECT s.id, s.user_id, u.ban_level FROM s LEFT JOIN users u ON u.id = s.user_id`,
    [hashToken(token), meta.ip, meta.userAgent, SESSION_TTL_DAYS],
  );
  return row ? toSession(row) : null;
}

export async function createSession(db: Queryable, meta: { ip: string | null; userAgent: string | null }): Promise<{ session: VisitorSession; token: string }> {
  const token = newToken();
  const id = crypto.randomUUID();
  await db.query('INSERT INTO visitor_sessions (id, token_hash, ip, user_agent) VALUES ($1, $2, $3, $4)', [id, hashToken(token), meta.ip, meta.userAgent]);
  return { session: { id, userId: null, banLevel: 0 }, token };
}

/** Deletes sessions unused for longer than the lifetime; returns how many. */
export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM visitor_sessions WHERE last_seen_at <= now() - make_interval(days => $1) RETURNING id', [SESSION_TTL_DAYS]);
  return rows.length;
}
