import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { assertStakeAllowed } from '../limits/enforce.ts';

// The one check every real-money casino round passes before any money moves, inside the round's transaction: a
// banned player does not play, and the responsible-gaming limits (issue 13: self-exclusion, time-out, wagering and
// loss) hold a round exactly as they hold a sports bet, in the same transaction as its money.
export async function assertRoundAllowed(tx: Queryable, input: { userId: number; stakeMinor: number; currency: string }): Promise<void> {
  const user = await tx.one<{ ban_level: number }>('SELECT ban_level FROM users WHERE id = $1', [input.userId]);
  if (!user || user.ban_level > 0) throw new ApiError(403, 'banned_user', 'Play is not available', 'This account may not play for money');
  await assertStakeAllowed(tx, { ...input, nowMs: Date.now() });
}
