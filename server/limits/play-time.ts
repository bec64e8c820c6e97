import type { Queryable } from '../db/index.ts';

// Play time of the session limit (type 31): counted across logins within a 24-hour window, so neither a new login
// nor a second device restarts it. Every touch (login, the page's 30 s ping, a stake or a deposit) adds the time
// since the previous touch, at most PLAY_GAP_MS: a page that stops pinging has been closed, and the time until the
// next touch is a break. The window starts at the first touch after the previous window ended ("come back
// tomorrow": SPEC.md section 8).

export const PLAY_WINDOW_MS = 24 * 3600_000;
/** Longer than the 30 s ping with room for a slow request; a longer silence counts as this much play. */
export const PLAY_GAP_MS = 60_000;

export interface PlayTime {
  usedMs: number;
  /** The moment from which `usedMs` of uninterrupted play would end now (the page's session timer counts from it). */
  effectiveStartMs: number;
  /** The player's currency and whether any limit is set, read in the same statement (a stake's checks need them). */
  currency: string;
  hasLimits: boolean;
}

/**
 * Counts the play time up to `nowMs` and answers it. One UPDATE of the player's users row, so it also takes the
 * player's lock first (the order every money transaction keeps).
 */
export async function touchPlayTime(db: Queryable, userId: number, nowMs: number): Promise<PlayTime> {
  const row = await db.one<{ used: string; currency: string; has: boolean }>(
    `UPDATE users SET
       play_used_ms = CASE WHEN play_window_start IS NULL OR play_window_start <= $2::timestamptz - make_interval(secs => $3 / 1000.0) THEN 0
                           ELSE play_used_ms + LEAST(GREATEST(floor(extract(epoch FROM ($2::timestamptz - play_seen_at)) * 1000), 0), $4)::bigint END,
       play_window_start = CASE WHEN play_window_start IS NULL OR play_window_start <= $2::timestamptz - make_interval(secs => $3 / 1000.0) THEN $2::timestamptz
                                ELSE play_window_start END,
       play_seen_at = $2::timestamptz
     WHERE id = $1 RETURNING play_used_ms AS used, currency, EXISTS (SELECT 1 FROM rg_limits WHERE user_id = $1) AS has`,
    [userId, new Date(nowMs), PLAY_WINDOW_MS, PLAY_GAP_MS]);
  const usedMs = Number(row?.used ?? 0);
  return { usedMs, effectiveStartMs: nowMs - usedMs, currency: row?.currency ?? 'RUB', hasLimits: row?.has ?? false };
}
