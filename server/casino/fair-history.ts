import type { Queryable } from '../db/index.ts';
import type { FairRoundsAnswer } from '../../streams/schemas/casino-fair.ts';
import { catalog } from './catalog.ts';

// The player's provably fair round history (the office's "Fair play" page): every real round with its seed hash,
// client seed and nonce, and the server seed once the player has rotated it away (never while it decides rounds).

interface HistoryRow {
  id: string; game_id: number; kind: string; stake_minor: string; win_minor: string; currency: string; created_at: Date;
  outcome: Record<string, unknown>; fair_nonce: number; server_seed_hash: string; client_seed: string; server_seed: string | null;
}

export async function fairRoundsOf(db: Queryable, userId: number, page: { offset: number; limit: number }): Promise<FairRoundsAnswer> {
  const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM casino_rounds WHERE user_id = $1 AND fair_seed_id IS NOT NULL AND settled', [userId]);
  const rows = await db.query<HistoryRow>(
    `SELECT r.id::text AS id, r.game_id, r.kind, r.stake_minor, r.win_minor, r.currency, r.created_at, r.outcome, r.fair_nonce,
            s.server_seed_hash, s.client_seed, CASE WHEN s.state = 'revealed' THEN s.server_seed END AS server_seed
       FROM casino_rounds r JOIN fair_seeds s ON s.id = r.fair_seed_id
      WHERE r.user_id = $1 AND r.settled ORDER BY r.id DESC OFFSET $2 LIMIT $3`,
    [userId, page.offset, page.limit]);
  const names = catalog().byId;
  return {
    total: total?.n ?? 0,
    rounds: rows.map((r) => {
      const { fair: _fair, choice, ...outcome } = r.outcome as { fair?: unknown; choice?: { picks?: number[]; level?: number } };
      return {
        roundId: r.id, gameId: r.game_id, gameName: names.get(r.game_id)?.name ?? String(r.game_id), kind: r.kind,
        stake: Number(r.stake_minor), win: Number(r.win_minor), currency: r.currency, playedAt: new Date(r.created_at).toISOString(),
        picks: choice?.picks ?? [], level: choice?.level ?? 0, outcome,
        fair: { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.fair_nonce, ...(r.server_seed ? { serverSeed: r.server_seed } : {}) },
      };
    }),
  };
}
