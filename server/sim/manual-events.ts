import type { Db } from '../db/index.ts';
import { squadsOf } from '../sports/build.ts';
import type { ScoreJson, Side } from '../sports/engine.ts';
import { SPORTS_WRITE_LOCK } from '../sports/read-model.ts';
import { rulesOf } from '../sports/rules.ts';
import { SUSPEND_AFTER_GOAL_MS } from './game-clock.ts';
import { settleAll } from './market-moves.ts';
import type { MarketUpdate, OutcomeUpdate, SimState } from './sim-model.ts';
import { loadScorers, writeMarkets, writeOutcomes } from './sim-writes.ts';

// A goal or a finish put into a live game by hand (the dev API and tests), between the simulator's ticks.

interface DbGame {
  id: number;
  status: number;
  period: number;
  game_time_sec: number | null;
  score: ScoreJson;
  sim: SimState;
  home: string;
  away: string;
  slug: string;
}

const DB_GAME = `SELECT g.id, g.status, g.period, g.game_time_sec, g.score, g.sim, g.home, g.away, s.slug FROM games g JOIN sports s ON s.id = g.sport_id WHERE g.id = $1 FOR UPDATE`;

/**
 * Puts a goal (a point, a round) into a live game at once (dev API and tests): the score moves, markets suspend
 * and the next tick after SUSPEND_AFTER_GOAL_MS reopens them at new odds.
 */
export async function applyGoal(db: Db, gameId: number, side: Side, nowMs: number = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SPORTS_WRITE_LOCK]);
    const row = await tx.one<DbGame>(DB_GAME, [gameId]);
    if (!row || (row.status !== 2 && row.status !== 3)) return false;
    const rules = rulesOf(row.slug);
    const score = row.score;
    const idx = Math.max(0, row.period - 1);
    if (rules.model === 'fight') {
      score[side]++;
      score.periods.push(side === 'home' ? [1, 0] : [0, 1]);
    } else {
      score.periods[idx] ??= [0, 0];
      score.periods[idx]![side === 'home' ? 0 : 1]++;
      if (rules.model !== 'sets') score[side]++;
    }
    const squads = rules.players ? squadsOf(row.home, row.away) : undefined;
    const player = rules.model === 'goals' ? (squads?.[side][0] ?? null) : null;
    const sim: SimState = { ...row.sim, sus: nowMs + SUSPEND_AFTER_GOAL_MS };
    await tx.query(`UPDATE games SET score = $2::jsonb, sim = $3::jsonb, updated_at = now(), version = nextval('sports_version_seq') WHERE id = $1`, [gameId, JSON.stringify(score), JSON.stringify(sim)]);
    await tx.query(`INSERT INTO game_events (game_id, game_time_sec, type, side, score, player) VALUES ($1, $2, 'goal', $3, $4, $5)`,
      [gameId, row.game_time_sec ?? 0, side, `${score.home}:${score.away}`, player]);
    await tx.query(`UPDATE markets SET status = 2, version = nextval('sports_version_seq') WHERE game_id = $1 AND status = 1`, [gameId]);
    await tx.query(`UPDATE outcomes SET status = 2, updated_at = now(), version = nextval('sports_version_seq')
      WHERE status = 1 AND market_id IN (SELECT id FROM markets WHERE game_id = $1)`, [gameId]);
    return true;
  });
}

/** Ends a live game now (dev API and tests): the score stands, every outcome settles and every market closes. */
export async function finishGame(db: Db, gameId: number, nowMs: number = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SPORTS_WRITE_LOCK]);
    const row = await tx.one<DbGame>(DB_GAME, [gameId]);
    if (!row || (row.status !== 2 && row.status !== 3)) return false;
    const rules = rulesOf(row.slug);
    const markets = await tx.query<{ id: number; type_id: number; param: string | null; period: number; status: number; outcomes: Array<{ id: number; code: string; coef: string; status: number }> }>(
      `SELECT m.id, m.type_id, m.param, m.period, m.status,
         (SELECT json_agg(json_build_object('id', o.id, 'code', o.code, 'coef', o.coef, 'status', o.status)) FROM outcomes o WHERE o.market_id = m.id) AS outcomes
       FROM markets m WHERE m.game_id = $1`, [gameId]);
    const scorers = (await loadScorers(tx, [gameId])).get(gameId) ?? [];
    const outcomes: OutcomeUpdate[] = [];
    const marketsOut: MarketUpdate[] = [];
    settleAll(rules, row.score, markets.map((m) => ({
      id: m.id, type_id: m.type_id, param: m.param === null ? null : Number(m.param), period: m.period, status: m.status,
      outcomes: (m.outcomes ?? []).map((o) => ({ id: o.id, code: o.code, coef: Number(o.coef), status: o.status })),
    })), scorers, outcomes, marketsOut);
    await tx.query(`UPDATE games SET status = 4, finished_at = $2, updated_at = now(), version = nextval('sports_version_seq') WHERE id = $1`, [gameId, new Date(nowMs)]);
    await tx.query(`INSERT INTO game_events (game_id, game_time_sec, type, side, score, player) VALUES ($1, $2, 'finish', NULL, $3, NULL)`,
      [gameId, row.game_time_sec ?? 0, `${row.score.home}:${row.score.away}`]);
    await writeMarkets(tx, marketsOut);
    await writeOutcomes(tx, outcomes);
    return true;
  });
}
