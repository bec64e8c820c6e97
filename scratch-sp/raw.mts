import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('/tmp/sp/fulldb');
const sql = "SELECT m.id AS mid, m.game_id, m.type_id, m.param, m.period, m.status AS mstatus, o.id AS oid, o.code, o.coef, o.status FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.game_id = ANY($1::int[]) ORDER BY m.game_id, m.sort, o.sort";
for (let i = 0; i < 6; i++) {
  const ids = (await db.query<{id:number}>('SELECT id FROM games WHERE status=2 ORDER BY id OFFSET $1 LIMIT 8', [i*8])).rows.map(r => r.id);
  let t = performance.now();
  const r = await db.query(sql, [ids]);
  const a = performance.now() - t; t = performance.now();
  const c = await db.query('SELECT count(*) FROM (' + sql + ') x', [ids]);
  console.log(r.rows.length, a.toFixed(1), 'count-only', (performance.now()-t).toFixed(1));
}
await db.close();
