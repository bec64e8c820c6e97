import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// One small database interface over two engines with one SQL dialect (DESIGN.md):
//  - PGlite (PostgreSQL in WASM, embedded) in a data directory, or in memory for tests;
//  - a PostgreSQL server through a `pg` Pool when DATABASE_URL is set.
//
// Conventions that keep the two engines answering the same values:
//  - int8 (bigint, count(*)) comes back as a JS number on both (ids and minor units stay far below 2^53);
//  - numeric comes back as a string on both; timestamptz as a Date on both; json/jsonb parsed on both;
//  - pass JSON parameters as strings and cast them: `$1::jsonb` with JSON.stringify(value);
//  - inside `transaction(fn)` use the `tx` handed to fn, never the outer db (PGlite has one connection:
//    an outer query inside a transaction waits for the transaction, which waits for the query).

export type SqlParam = string | number | boolean | null | Date | Uint8Array;

export interface Queryable {
  /** Runs one statement with $1..$n parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** The first row, or null when there is none. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T | null>;
  /** Runs a script of several statements without parameters (migrations, truncates). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Waits for running work, then closes cleanly (PGlite: a clean shutdown that flushes to disk). */
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres:// URL: use a PostgreSQL server. Takes precedence over dataDir/memory. */
  databaseUrl?: string | null;
  /** PGlite data directory (created on first start). Default ./data/db. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** PGlite only: start from a dumped data directory (tests use a cached fresh cluster to skip initdb). */
  loadDataDir?: Blob;
  /** postgres only: a schema to create (if missing) and put first on the search_path of every connection. */
  schema?: string;
  /** postgres only: pool size (default 10). */
  poolSize?: number;
}

const INT8 = 20;
const toNumber = (v: string): number => Number(v);

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

// ---------------------------------------------------------------------------------------------- PGlite

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteQueryable(q: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const res = await q.query<T>(sql, params ? [...params] : undefined);
      return res.rows;
    },
    async one<T>(sql: string, params?: readonly SqlParam[]) {
      const res = await q.query<T>(sql, params ? [...params] : undefined);
      return res.rows[0] ?? null;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

async function openPglite(options: OpenDbOptions): Promise<Db> {
  const dataDir = options.memory ? undefined : (options.dataDir ?? './data/db');
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8]: toNumber },
  });
  const base = pgliteQueryable(pglite);
  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteQueryable(tx))),
    close() {
      // PGlite queues queries; close() after the queue gives a clean shutdown (a checkpoint on disk).
      closing ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closing;
    },
  };
}

// -------------------------------------------------------------------------------------------- postgres

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? toNumber : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function pgQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const res = await client.query(sql, params ? [...params] : undefined);
      return res.rows as T[];
    },
    async one<T>(sql: string, params?: readonly SqlParam[]) {
      const res = await client.query(sql, params ? [...params] : undefined);
      return (res.rows[0] as T | undefined) ?? null;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await client.query(sql);
    },
  };
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe SQL identifier "${name}"`);
  return `"${name}"`;
}

async function openPostgres(databaseUrl: string, options: OpenDbOptions): Promise<Db> {
  if (options.schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    types: pgTypes,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const base = pgQueryable(pool);
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
