import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';

// Migrations are numbered .sql files in server/db/migrations (001_init.sql, 002_...), applied in order, each in
// its own transaction together with its schema_migrations row, so a crash mid-way leaves no half migration.
// Applied files are never edited: add a new numbered file instead. A changed applied file is reported (warning).
// An advisory lock makes two servers starting at once on one PostgreSQL apply each migration exactly once.

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 73_465_012; // arbitrary, constant: "betsite migrations"
const FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const out: Migration[] = [];
  for (const name of files) {
    const m = FILE.exec(name);
    if (!m?.[1]) throw new Error(`Migration file name "${name}" must look like 001_some_name.sql`);
    if (seen.has(m[1])) throw new Error(`Two migrations share the number ${m[1]}`);
    seen.add(m[1]);
    const sql = await fs.readFile(path.join(dir, name), 'utf8');
    out.push({ version: m[1], name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') });
  }
  return out;
}

export interface MigrateResult {
  applied: string[];
  changed: string[];
}

export async function migrate(db: Db, options: { dir?: string; log?: (msg: string) => void } = {}): Promise<MigrateResult> {
  const migrations = await loadMigrations(options.dir);
  const log = options.log ?? ((msg: string) => console.warn(msg));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  const changed: string[] = [];
  for (const m of migrations) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const row = await tx.one<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [m.version]);
      if (row) {
        if (row.checksum !== m.checksum) changed.push(m.name);
        return;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, m.checksum]);
      applied.push(m.name);
    });
  }
  for (const name of changed) log(`warning: migration ${name} changed after it was applied; add a new migration instead`);
  return { applied, changed };
}
