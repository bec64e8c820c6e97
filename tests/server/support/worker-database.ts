import pg from 'pg';
import { quoteIdent } from '../../../server/db/index.ts';

// On PostgreSQL (DATABASE_URL, scripts/pg-test.sh) the test files run in parallel workers, and each worker uses its
// own database on that server, created on first use: every file already works in a schema of its own, but advisory
// locks (migrations, the sports writer, the cluster leader) belong to a database, so two files at once in one
// database would wait for or steal each other's locks. Files in one worker run one after another, as they all did.

const base = process.env.PG_TEST_BASE_URL ?? process.env.DATABASE_URL;
if (base) {
  process.env.PG_TEST_BASE_URL = base;
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
