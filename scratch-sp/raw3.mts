import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('/tmp/sp/fulldb');
for (const s of ['shared_buffers', 'work_mem', 'effective_cache_size', 'synchronous_commit', 'fsync']) console.log(s, (await db.query(`SHOW ${s}`)).rows);
console.log((await db.query(`SELECT pg_size_pretty(pg_total_relation_size('outcomes')) o, pg_size_pretty(pg_total_relation_size('markets')) m, pg_size_pretty(pg_database_size(current_database())) d`)).rows);
await db.close();
