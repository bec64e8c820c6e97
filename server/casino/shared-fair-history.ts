import * as v from 'valibot';
import type { Queryable } from '../db/index.ts';
import { RaceCardSchema } from '../../streams/schemas/casino-games/virtual-race.ts';
import type { SharedFairAnswer, SharedFairKind } from '../../streams/schemas/casino-fair-shared.ts';
import { catalog } from './catalog.ts';

// The fair-play page's shared rounds (issue 23): the player's bingo tickets and virtual race bets with their round's
// committed hash, and the round's seed only once its result time has come (bingo: the draw is over; a race: it has
// been run). Read straight from the rounds' tables (migrations 140 and 145) so the round modules stay as they are.

interface Row {
  kind: SharedFairKind; id: string; round_id: string; game_id: number; stake: string; returned: string | null; currency: string;
  created_at: Date; runner: number | null; card: unknown; server_seed_hash: string; server_seed: string | null;
}

const ITEMS = `
  SELECT 'bingo' AS kind, t.id, r.id AS round_id, r.game_id, t.price_minor AS stake, t.return_minor AS returned, t.currency, t.created_at,
         NULL::smallint AS runner, NULL::jsonb AS card, r.server_seed_hash, CASE WHEN r.result_at <= $2 THEN r.server_seed END AS server_seed
    FROM bingo_tickets t JOIN bingo_rounds r ON r.id = t.round_id WHERE t.user_id = $1
  UNION ALL
  SELECT 'virtualrace', b.id, r.id, r.game_id, b.stake_minor, b.return_minor, b.currency, b.created_at,
         b.runner, r.card, r.server_seed_hash, CASE WHEN r.result_at <= $2 THEN r.server_seed END
    FROM virtual_race_bets b JOIN virtual_races r ON r.id = b.race_id WHERE b.user_id = $1`;

export async function sharedFairRoundsOf(db: Queryable, userId: number, now: number, page: { offset: number; limit: number }): Promise<SharedFairAnswer> {
  const at = new Date(now);
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${ITEMS}) x`, [userId, at]);
  const rows = await db.query<Row>(
    `SELECT kind, id::text AS id, round_id::text AS round_id, game_id, stake::text AS stake, returned::text AS returned, currency, created_at,
            runner, card, server_seed_hash, server_seed
       FROM (${ITEMS}) x ORDER BY created_at DESC, x.id DESC OFFSET $3 LIMIT $4`,
    [userId, at, page.offset, page.limit]);
  const names = catalog().byId;
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id, kind: r.kind, roundId: r.round_id, gameId: r.game_id, gameName: names.get(r.game_id)?.name ?? String(r.game_id),
      stake: Number(r.stake), returned: r.returned === null ? null : Number(r.returned), currency: r.currency,
      playedAt: new Date(r.created_at).toISOString(),
      ...(r.runner === null ? {} : { runner: r.runner, card: v.parse(RaceCardSchema, r.card) }),
      serverSeedHash: r.server_seed_hash,
      ...(r.server_seed ? { serverSeed: r.server_seed } : {}),
    })),
  };
}
