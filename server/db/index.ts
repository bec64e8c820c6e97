import fs from 'node:fs/promises';
import { PGlite, parse as pgliteParse, protocol, type Transaction } from '@electric-sql/pglite';
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
  /**
   * Runs fn in one transaction: committed when fn resolves, rolled back when it throws. A transaction that PostgreSQL
   * ends with a serialization failure or a deadlock is run again (RETRY_ATTEMPTS in all), so fn may run more than
   * once: it must keep its effects inside the transaction (or make them safe to repeat).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Transactions run again since the database was opened, by cause (monitoring, tests). */
  readonly retried: Readonly<RetryCounts>;
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

export interface RetryCounts {
  deadlock: number;
  serialization: number;
}

// A race between two transactions (PostgreSQL picks one to fail) is no reason to answer a player 500: the failed one
// runs again after a short random pause, so the two do not meet again in step. Money transactions lock in one order
// (lockPlayer, money/ledger.ts), so these are rare; the retry covers what no lock order can (SQLSTATE 40001 under
// stricter isolation, an index page split, ...). Every attempt is a whole transaction, so once() (Idempotency-Key)
// claims the key again with the work: a retry neither loses nor doubles it.
const RETRY_ATTEMPTS = 4;
const RETRY_BASE_MS = 5;
const RETRYABLE: Readonly<Record<string, keyof RetryCounts>> = { '40P01': 'deadlock', '40001': 'serialization' };

const retryCause = (err: unknown): keyof RetryCounts | undefined => RETRYABLE[(err as { code?: unknown } | null)?.code as string];

/**
 * Runs attempt() until it succeeds, fails for another reason, or RETRY_ATTEMPTS ran. `failedWith` says what the
 * attempt's own statements failed with: fn may catch a statement's error and throw another (the transaction is then
 * aborted all the same), so the statement's SQLSTATE decides, not only what reaches here.
 */
async function withRetries<T>(counts: RetryCounts, attempt: (failed: (err: unknown) => void) => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    let cause: keyof RetryCounts | undefined;
    try {
      return await attempt((err) => { cause ??= retryCause(err); });
    } catch (err) {
      cause ??= retryCause(err);
      if (!cause || n >= RETRY_ATTEMPTS) throw err;
      counts[cause] += 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * n * (1 + Math.random())));
    }
  }
}

/** Wraps a Queryable so every statement's error is reported to `failed` before it is thrown on. */
function reporting(q: Queryable, failed: (err: unknown) => void): Queryable {
  const report = <T>(p: Promise<T>) => p.catch((err: unknown) => {
    failed(err);
    throw err;
  });
  return {
    query: (sql, params) => report(q.query(sql, params)),
    one: (sql, params) => report(q.one(sql, params)),
    exec: (sql) => report(q.exec(sql)),
  };
}

const INT8 = 20;
const toNumber = (v: string): number => Number(v);

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

// ---------------------------------------------------------------------------------------------- PGlite

// Statements run as named prepared statements, one per SQL text (like the statement cache of most PostgreSQL
// drivers): PostgreSQL parses and plans a statement once and then reuses its plan, and each later run is one call
// into PGlite (Bind, Describe, Execute, Sync) instead of the six of PGlite's query(). Parsing and planning were most of
// the cost of a short statement (a five-table join of bet placement: ~1.2 ms planned every time, ~0.2 ms prepared).
// Parameters are serialised exactly as PGlite's query() does (by the parameter types PostgreSQL describes, with
// PGlite's serializers), and rows are parsed by PGlite's own result parser with the same parsers, so answers are
// the same. PostgreSQL re-analyses a prepared statement when a table it uses changes (a renamed table is looked up
// again). exec() (migrations, DDL, scripts) empties the cache, so a table whose columns change is never read through
// an old statement ("cached plan must not change result type"); outside a transaction that error is also answered by
// preparing the statement again. A statement that fails is forgotten (prepared again next time); the cache keeps
// STATEMENT_CACHE_SIZE texts, the least recently used closed when room is needed.

const STATEMENT_CACHE_SIZE = 500;

/** The PGlite internals the statement cache uses (the same ones PGlite's own query() and transaction() use). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, ((x: unknown) => string) | undefined>;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function statementCache(pglite: PGlite) {
  const internals = pglite as unknown as PgliteInternals;
  const { serialize } = protocol;
  const cache = new Map<string, Prepared>(); // insertion order = least recently used first
  let toClose: string[] = [];
  let seq = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `betsite_${++seq}`;
    // Closing evicted statements rides along (a Close of a statement that is gone is not an error).
    const closing = toClose;
    toClose = [];
    const described = await pglite.execProtocolStream(
      concatBytes([...closing.map((n) => serialize.close({ type: 'S', name: n })), serialize.parse({ text: sql, name }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    ).catch((err: unknown) => {
      toClose.push(...closing);
      throw err;
    });
    const prepared = { name, paramTypes: pgliteParse.parseDescribeStatementResults(described) };
    cache.set(sql, prepared);
    if (cache.size > STATEMENT_CACHE_SIZE) {
      const [oldestSql, oldest] = cache.entries().next().value as [string, Prepared];
      cache.delete(oldestSql);
      toClose.push(oldest.name);
    }
    return prepared;
  }

  /** Forgets every prepared statement (closed with the next one prepared). */
  function clear(): void {
    for (const p of cache.values()) toClose.push(p.name);
    cache.clear();
  }

  /** One statement; `inTransaction`: the caller holds PGlite's transaction lock (inside transaction()). */
  async function run<T>(sql: string, params: readonly SqlParam[] | undefined, inTransaction: boolean, retried = false): Promise<T[]> {
    await internals._checkReady(); // as query(): a closed database refuses
    const work = () => internals._runExclusiveQuery(async () => {
      let prepared = cache.get(sql);
      if (prepared) {
        cache.delete(sql);
        cache.set(sql, prepared);
      } else {
        prepared = await prepare(sql);
      }
      const values = (params ?? []).map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = internals.serializers[prepared.paramTypes[i]!];
        return serializer ? serializer(param) : param.toString();
      });
      try {
        const messages = await pglite.execProtocolStream(
          concatBytes([serialize.bind({ statement: prepared.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        return (pgliteParse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
      } catch (err) {
        if (cache.get(sql) === prepared) cache.delete(sql);
        toClose.push(prepared.name);
        throw err;
      } finally {
        if (!inTransaction) await pglite.syncToFs();
      }
    });
    try {
      return await (inTransaction ? work() : internals._runExclusiveTransaction(work));
    } catch (err) {
      // The table's row type changed under the statement (it was forgotten above): once more, prepared anew.
      if (!inTransaction && !retried && (err as { code?: string }).code === '0A000') return run<T>(sql, params, false, true);
      throw err;
    }
  }

  return { run, clear };
}

function pgliteQueryable(run: <T>(sql: string, params: readonly SqlParam[] | undefined) => Promise<T[]>, exec: (sql: string) => Promise<unknown>): Queryable {
  return {
    query: <T>(sql: string, params?: readonly SqlParam[]) => run<T>(sql, params),
    async one<T>(sql: string, params?: readonly SqlParam[]) {
      return (await run<T>(sql, params))[0] ?? null;
    },
    async exec(sql: string) {
      await exec(sql);
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
  const statements = statementCache(pglite);
  const base = pgliteQueryable((sql, params) => statements.run(sql, params, false), (sql) => {
    statements.clear();
    return pglite.exec(sql);
  });
  let closing: Promise<void> | null = null;
  const retried: RetryCounts = { deadlock: 0, serialization: 0 };
  return {
    kind: 'pglite',
    ...base,
    retried,
    transaction: (fn) => withRetries(retried, (failed) => pglite.transaction(async (tx: Transaction) => {
      // The handle works only while the transaction runs (as PGlite's own tx: a late query must not run unlocked).
      let open = true;
      const live = () => {
        if (!open || tx.closed) throw new Error('Transaction is closed');
      };
      try {
        return await fn(reporting(pgliteQueryable(async (sql, params) => {
          live();
          return statements.run(sql, params, true);
        }, async (sql) => {
          live();
          statements.clear();
          return tx.exec(sql);
        }), failed));
      } finally {
        open = false;
      }
    })),
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
  const retried: RetryCounts = { deadlock: 0, serialization: 0 };
  return {
    kind: 'postgres',
    ...base,
    retried,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => withRetries(retried, async (failed) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(reporting(pgQueryable(client), failed));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    }),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
