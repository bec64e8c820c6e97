import type { Queryable } from '../db/index.ts';
import type { OutcomeState } from '../../streams/schemas/coupon.ts';

// Reading outcomes with their market, game, championship and sport (the sports model of migration 020) for the
// coupon: placement checks, the odds refresh of the bets in a coupon, and coupon codes.

export interface OutcomeRow {
  outcome_id: number;
  coef: number;
  outcome_status: number;
  outcome_name: string;
  market_id: number;
  market_status: number;
  market_kind: number;
  market_type_id: number;
  block_id: number;
  market_name: string;
  game_id: number;
  game_status: number;
  game_start_at: Date;
  home: string;
  away: string;
  score: string | null;
  game_time_sec: number | null;
  champ_id: number;
  champ_name: string;
  sport_id: number;
  sport_name: string;
}

interface RawRow extends Omit<OutcomeRow, 'coef' | 'score'> {
  coef: string | number;
  score: unknown;
}

/** "home:away" of a games.score value ({"home":1,"away":0,...}); null when it has none. */
export function scoreText(score: unknown): string | null {
  if (typeof score !== 'object' || score === null) return null;
  const s = score as { home?: unknown; away?: unknown };
  return typeof s.home === 'number' && typeof s.away === 'number' ? `${s.home}:${s.away}` : null;
}

export function gameName(row: Pick<OutcomeRow, 'home' | 'away'>): string {
  return row.away ? `${row.home} — ${row.away}` : row.home;
}

/** The outcomes asked for that exist (missing ids are simply absent), keyed by outcome id. */
export async function readOutcomes(db: Queryable, ids: readonly number[]): Promise<Map<number, OutcomeRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<RawRow>(
    `SELECT o.id AS outcome_id, o.coef, o.status AS outcome_status, o.name AS outcome_name,
            m.id AS market_id, m.status AS market_status, m.kind AS market_kind, m.type_id AS market_type_id,
            m.block_id, m.name AS market_name,
            g.id AS game_id, g.status AS game_status, g.start_at AS game_start_at, g.home, g.away, g.score,
            g.game_time_sec, c.id AS champ_id, c.name AS champ_name, s.id AS sport_id, s.name AS sport_name
       FROM outcomes o
       JOIN markets m ON m.id = o.market_id
       JOIN games g ON g.id = m.game_id
       JOIN championships c ON c.id = g.champ_id
       JOIN sports s ON s.id = g.sport_id
      WHERE o.id IN (${unique.map((_, i) => `$${i + 1}`).join(', ')})`,
    unique,
  );
  return new Map(rows.map((r) => [Number(r.outcome_id), { ...r, outcome_id: Number(r.outcome_id), coef: Number(r.coef), score: scoreText(r.score) }]));
}

export function outcomeState(row: OutcomeRow): OutcomeState {
  return {
    outcomeId: row.outcome_id,
    coef: row.coef,
    outcomeStatus: row.outcome_status,
    marketStatus: row.market_status,
    gameStatus: row.game_status,
    score: row.game_status === 1 ? null : row.score,
    gameTimeSec: row.game_time_sec,
  };
}
