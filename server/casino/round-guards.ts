import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';

// The one check every real-money casino round passes before any money moves, inside the round's transaction. Today:
// a banned player does not play. The responsible-gaming limits (issue 13: wagering, loss, self-exclusion, time-out)
// join here when they land, so a round and a sports bet are held to the same limits in the same transaction.
export async function assertRoundAllowed(tx: Queryable, input: { userId: number; stakeMinor: number; currency: string }): Promise<void> {
  const user = await tx.one<{ ban_level: number }>('SELECT ban_level FROM users WHERE id = $1', [input.userId]);
  if (!user || user.ban_level > 0) throw new ApiError(403, 'banned_user', 'Play is not available', 'This account may not play for money');
}
