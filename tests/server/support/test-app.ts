import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app.ts';
import { openDb, quoteIdent, type Db } from '../../../server/db/index.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { parseEnv, REPO_ROOT, type ServerEnv } from '../../../server/env.ts';
import { seed } from '../../../server/seed/index.ts';

// Test databases: a fresh in-memory PGlite per test file, or, when DATABASE_URL is set (scripts/pg-test.sh),
// a fresh schema on that PostgreSQL server, dropped at the end. A fresh PGlite normally spends ~4 s in initdb;
// the first file dumps a just-initialised cluster to the temp folder and later files load it (~0.5 s).

export const usingPostgres = Boolean(process.env.DATABASE_URL);

const PGLITE_VERSION = (JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
) as { version: string }).version;
const TEMPLATE = path.join(os.tmpdir(), `betsite-pglite-template-${PGLITE_VERSION}.tar`);

async function freshPglite(): Promise<Db> {
  if (fs.existsSync(TEMPLATE)) {
    try {
      return await openDb({ memory: true, loadDataDir: new Blob([fs.readFileSync(TEMPLATE)]) });
    } catch {
      fs.rmSync(TEMPLATE, { force: true }); // a broken template: make a new one below
    }
  }
  const raw = await PGlite.create();
  const dump = await raw.dumpDataDir('none');
  await raw.close();
  const tmp = `${TEMPLATE}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, TEMPLATE); // atomic: parallel files never read half a template
  return openDb({ memory: true, loadDataDir: new Blob([fs.readFileSync(TEMPLATE)]) });
}

export interface TestDb {
  db: Db;
  /** The postgres schema (postgres mode only), for reopening the same data. */
  schema: string | null;
  /** Closes the database and, on PostgreSQL, drops the test schema. */
  dispose(): Promise<void>;
}

/** A fresh, empty database (no migrations yet). */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await freshPglite();
    return { db, schema: null, dispose: () => db.close() };
  }
  const schema = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const db = await openDb({ databaseUrl: url, schema, poolSize: 4 });
  return {
    db,
    schema,
    async dispose() {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A ServerEnv for tests: silent, development (dev API on), no faults; a missing dist unless given. */
export function testEnv(vars: Record<string, string> = {}): ServerEnv {
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: path.join(os.tmpdir(), 'betsite-no-dist'), ...vars });
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: ServerEnv;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'db' | 'env'>> {
  /** Environment variables for parseEnv (FAULTS, NODE_ENV, ...). */
  vars?: Record<string, string>;
  /** Reuse a database (several apps on one db); it is not closed by close(). */
  db?: Db;
}

/** A migrated, seeded database and an app on it. Call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { vars, db: given, ...buildOptions } = options;
  const owned = given ? null : await openTestDb();
  const db = given ?? owned!.db;
  await migrate(db, { log: () => undefined });
  await seed(db);
  const env = testEnv(vars);
  const app = await buildApp({ db, env, ...buildOptions });
  return {
    app,
    db,
    env,
    async close() {
      await app.close();
      await owned?.dispose();
    },
  };
}

/** Headers a well-behaved client sends on a JSON call. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** POST/PUT/PATCH a JSON body with the X-Requested-With header. */
export function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: InjectOptions['headers'] = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...XHR, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A temp folder with a dist/index.html (and an asset), removed by the returned cleanup. */
export function makeTempDist(indexHtml: string): { dir: string; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'betsite-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
