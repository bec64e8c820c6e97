import type { Queryable } from '../db/index.ts';

// A casino tournament's leaderboard: the week's real play of the tournament's game kinds, scored as the sum of wins
// over the sum of stakes in hundredths. A round game's round (casino_rounds) and a live table's bet (table_bets, once
// the table paid it: roulette, baccarat) count alike, so a table player climbs the board as a slot player does.

const LEADERBOARD_SIZE = 20;

export async function tournamentScores(db: Queryable, kinds: readonly string[]): Promise<Array<{ userId: number; score: number }>> {
  const rows = await db.query<{ user_id: number; score: number }>(
    `SELECT user_id, (SUM(win) * 100 / GREATEST(SUM(stake), 1))::int AS score FROM (
       SELECT user_id, stake_minor AS stake, win_minor AS win FROM casino_rounds
        WHERE created_at > now() - interval '7 days' AND kind = ANY(string_to_array($1, ','))
       UNION ALL
       SELECT b.user_id, b.stake_minor, b.return_minor FROM table_bets b JOIN table_rounds r ON r.id = b.round_id
        WHERE b.created_at > now() - interval '7 days' AND b.return_minor IS NOT NULL AND r.kind = ANY(string_to_array($1, ','))
     ) play GROUP BY user_id ORDER BY score DESC, user_id LIMIT $2`, [kinds.join(','), LEADERBOARD_SIZE]);
  return rows.map((r) => ({ userId: r.user_id, score: Number(r.score) }));
}
