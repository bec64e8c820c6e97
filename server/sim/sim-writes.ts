import type { Queryable } from '../db/index.ts';
import { letRequestsRun } from '../event-loop.ts';
import type { MarketUpdate, OutcomeUpdate, Work } from './sim-model.ts';

// The simulator's writes: games with their events, markets and outcomes in a few set-based statements each.

export async function loadScorers(tx: Queryable, gameIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (gameIds.length === 0) return out;
  const rows = await tx.query<{ game_id: number; side: string; player: string | null }>(
    `SELECT game_id, side, player FROM game_events WHERE type = 'goal' AND game_id = ANY($1::int[]) ORDER BY id`,
    [`{${gameIds.join(',')}}`],
  );
  for (const r of rows) {
    const list = out.get(r.game_id) ?? [];
    list.push(`${r.side}:${r.player ?? ''}`);
    out.set(r.game_id, list);
  }
  return out;
}

export async function writeGames(tx: Queryable, work: Work[], t: number): Promise<void> {
  if (work.length === 0) return;
  const rows = work.map((w) => ({
    id: w.row.id, status: w.state.status, period: w.state.period, time: Math.floor(w.state.timeSec),
    score: JSON.stringify(w.state.score),
    sim: JSON.stringify({ ...w.sim, brk: w.state.brk, ps: w.state.periodStartSec ?? 0, tf: Math.round((w.state.timeSec - Math.floor(w.state.timeSec)) * 1000) / 1000 }),
    finished: w.finished ? new Date(t).toISOString() : null,
  }));
  const arr = (vals: unknown[]) => `{${vals.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  await tx.query(
    `UPDATE games g SET status = x.status, period = x.period, game_time_sec = x.time, score = x.score, sim = x.sim,
       finished_at = COALESCE(x.finished, g.finished_at), updated_at = now(), version = nextval('sports_version_seq')
     FROM unnest($1::int[], $2::smallint[], $3::smallint[], $4::int[], $5::jsonb[], $6::jsonb[], $7::timestamptz[]) AS x(id, status, period, time, score, sim, finished)
     WHERE g.id = x.id`,
    [arr(rows.map((r) => r.id)), arr(rows.map((r) => r.status)), arr(rows.map((r) => r.period)), arr(rows.map((r) => r.time)),
      arr(rows.map((r) => r.score)), arr(rows.map((r) => r.sim)), arr(rows.map((r) => r.finished))],
  );
  const events = work.flatMap((w) => w.events.map((e) => ({ ...e, gameId: w.row.id })));
  if (events.length > 0) {
    await letRequestsRun();
    await tx.query(
      `INSERT INTO game_events (game_id, game_time_sec, type, side, score, player)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [arr(events.map((e) => e.gameId)), arr(events.map((e) => Math.floor(e.timeSec))), arr(events.map((e) => e.type)), arr(events.map((e) => e.side)),
        arr(events.map((e) => e.score)), arr(events.map((e) => e.player ?? null))],
    );
  }
}

export async function writeMarkets(tx: Queryable, updates: MarketUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const last = new Map(updates.map((u) => [u.id, u.status]));
  await tx.query(
    `UPDATE markets m SET status = x.status, version = nextval('sports_version_seq')
     FROM unnest($1::int[], $2::smallint[]) AS x(id, status) WHERE m.id = x.id AND m.status <> x.status`,
    [`{${[...last.keys()].join(',')}}`, `{${[...last.values()].join(',')}}`],
  );
}

export async function writeOutcomes(tx: Queryable, updates: OutcomeUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const last = new Map(updates.map((u) => [u.id, u]));
  const all = [...last.values()];
  // In slices, with a pause between them, so requests waiting on the event loop are not held up by one long write.
  for (let i = 0; i < all.length; i += 300) {
    const list = all.slice(i, i + 300);
    if (i > 0) await letRequestsRun();
    await tx.query(
      `UPDATE outcomes o SET coef = x.coef, status = x.status, updated_at = now(), version = nextval('sports_version_seq')
       FROM unnest($1::int[], $2::numeric[], $3::smallint[]) AS x(id, coef, status) WHERE o.id = x.id`,
      [`{${list.map((u) => u.id).join(',')}}`, `{${list.map((u) => u.coef).join(',')}}`, `{${list.map((u) => u.status).join(',')}}`],
    );
  }
}
