import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('/tmp/sp/fulldb');
const inner = "SELECT m.id AS mid, m.game_id, m.type_id, m.param, m.period, m.status AS mstatus, o.id AS oid, o.code, o.coef, o.status FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.game_id = ANY($1::int[]) ORDER BY m.game_id, m.sort, o.sort";
const sql = `SELECT json_agg(json_build_array(mid, game_id, type_id, param, period, mstatus, oid, code, coef, status))::text AS j FROM (${inner}) x`;
for (let i = 0; i < 6; i++) {
  const ids = (await db.query<{id:number}>('SELECT id FROM games WHERE status=2 ORDER BY id OFFSET $1 LIMIT 8', [i*8])).rows.map(r => r.id);
  let t = performance.now();
  const r = await db.query<{j:string}>(sql, [ids]);
  const rows = JSON.parse(r.rows[0]!.j);
  console.log(rows.length, (performance.now() - t).toFixed(1));
}
await db.close();
