import type { Db } from '../../../server/db/index.ts';
import { advanceCrash } from '../../../server/casino/crash-rounds.ts';

/**
 * A crash round in its betting phase now, as the leader would make it (a test app runs no leader): the round of the
 * moment is ended early and the leader's tick makes the next one, which takes bets for BETTING_MS.
 */
export async function crashBettingRound(db: Db): Promise<void> {
  await db.query("UPDATE crash_rounds SET ends_at = now() - interval '1 second' WHERE ends_at > now() AND running_from <= now()");
  await advanceCrash(db, Date.now());
}
