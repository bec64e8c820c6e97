import type { Queryable } from '../db/index.ts';

/** The games a player played last (by their last round), newest first. */
export async function recentGameIds(db: Queryable, userId: number, limit: number): Promise<number[]> {
  const rows = await db.query<{ game_id: number }>(
    'SELECT game_id, max(id) AS last FROM casino_rounds WHERE user_id = $1 GROUP BY game_id ORDER BY last DESC LIMIT $2', [userId, limit]);
  return rows.map((r) => r.game_id);
}

/** A player's favourite games, the last starred first. */
export async function favoriteGameIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ game_id: number }>('SELECT game_id FROM casino_favorites WHERE user_id = $1 ORDER BY created_at DESC', [userId]);
  return rows.map((r) => r.game_id);
}
