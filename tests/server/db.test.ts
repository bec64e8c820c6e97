import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/index.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { SEED_STEPS, seed, resetSettingsAndRules } from '../../server/seed/index.ts';
import { mulberry32, seedFrom } from '../../server/seed/prng.ts';
import { DEMO_BLOCK_RULES, DEMO_REDIRECT_RULES } from '../../server/seed/rules.ts';
import { dropSchema, openTestDb, usingPostgres, type TestDb } from './support/test-app.ts';

describe('database', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('reports its engine', () => {
    expect(db.kind).toBe(usingPostgres ? 'postgres' : 'pglite');
  });

  it('migrations apply in order once, and a second run applies nothing (idempotent)', async () => {
    const files = await loadMigrations();
    expect(files.map((f) => f.name)[0]).toBe('001_init.sql');
    const first = await migrate(db, { log: () => undefined });
    expect(first.applied).toEqual(files.map((f) => f.name));
    const second = await migrate(db, { log: () => undefined });
    expect(second).toEqual({ applied: [], changed: [] });
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining([
      'block_rules', 'redirect_rules', 'schema_migrations', 'seed_runs', 'site_settings', 'users', 'visitor_sessions',
    ]));
  });

  it('a migration changed after it was applied is reported, not re-run', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'betsite-mig-'));
    try {
      // Every migration copied as it is, but the first one edited after it was applied.
      for (const m of await loadMigrations()) fs.writeFileSync(path.join(dir, m.name), m.version === '001' ? `${m.sql}\n-- edited\n` : m.sql);
      const logs: string[] = [];
      const result = await migrate(db, { dir, log: (m) => logs.push(m) });
      expect(result.applied).toEqual([]);
      expect(result.changed).toEqual(['001_init.sql']);
      expect(logs[0]).toMatch(/001_init\.sql changed after it was applied/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seed steps run once: a second seed adds no rows', async () => {
    expect(await seed(db)).toEqual(SEED_STEPS.map((s) => s.name));
    const count = async () => (await db.one<{ s: number; r: number; b: number }>(
      'SELECT (SELECT count(*) FROM site_settings) s, (SELECT count(*) FROM redirect_rules) r, (SELECT count(*) FROM block_rules) b',
    ))!;
    const before = await count();
    expect(before.r).toBe(DEMO_REDIRECT_RULES.length);
    expect(before.b).toBe(DEMO_BLOCK_RULES.length);
    expect(await seed(db)).toEqual([]);
    expect(await count()).toEqual(before);
    // count(*) is int8: a number on both engines, never a string or a bigint.
    expect(typeof before.s).toBe('number');
  });

  it('reset puts settings and rules back to the seed', async () => {
    await db.query(`UPDATE site_settings SET value = '"Changed"'::jsonb WHERE key = 'companyName'`);
    await db.query('DELETE FROM redirect_rules');
    await resetSettingsAndRules(db);
    expect((await db.one<{ value: unknown }>(`SELECT value FROM site_settings WHERE key = 'companyName'`))?.value).toBe('BetArena');
    expect((await db.one<{ n: number }>('SELECT count(*) n FROM redirect_rules'))?.n).toBe(DEMO_REDIRECT_RULES.length);
  });

  it('a transaction commits when its function resolves and rolls back when it throws', async () => {
    await db.transaction((tx) => tx.query(`INSERT INTO users (login) VALUES ('committed')`));
    await expect(db.transaction(async (tx) => {
      await tx.query(`INSERT INTO users (login) VALUES ('rolled-back')`);
      throw new Error('boom');
    })).rejects.toThrow('boom');
    const logins = (await db.query<{ login: string }>('SELECT login FROM users ORDER BY id')).map((r) => r.login);
    expect(logins).toContain('committed');
    expect(logins).not.toContain('rolled-back');
  });

  it('one() answers the first row or null; jsonb and timestamptz come back parsed', async () => {
    expect(await db.one('SELECT 1 AS x WHERE false')).toBeNull();
    const row = await db.one<{ j: unknown; t: Date }>('SELECT $1::jsonb AS j, now() AS t', [JSON.stringify({ a: [1, 'b'] })]);
    expect(row?.j).toEqual({ a: [1, 'b'] });
    expect(row?.t).toBeInstanceOf(Date);
  });
});

describe('durability', () => {
  it('data committed before close() is there after reopening (clean shutdown keeps committed data)', async () => {
    if (usingPostgres) {
      const url = process.env.DATABASE_URL!;
      const schema = `t_${process.pid}_durable`;
      try {
        const first = await openDb({ databaseUrl: url, schema });
        await migrate(first, { log: () => undefined });
        await first.transaction((tx) => tx.query(`INSERT INTO users (login, ban_level) VALUES ('durable', 7)`));
        await first.close();
        const second = await openDb({ databaseUrl: url, schema });
        expect(await second.one('SELECT login, ban_level FROM users')).toEqual({ login: 'durable', ban_level: 7 });
        await second.close();
      } finally {
        await dropSchema(url, schema);
      }
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'betsite-durable-'));
    try {
      const dataDir = path.join(dir, 'db');
      const first = await openDb({ dataDir });
      await migrate(first, { log: () => undefined });
      await first.transaction((tx) => tx.query(`INSERT INTO users (login, ban_level) VALUES ('durable', 7)`));
      await first.close();
      await first.close(); // closing twice is harmless
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      const second = await openDb({ dataDir });
      expect(await second.one('SELECT login, ban_level FROM users')).toEqual({ login: 'durable', ban_level: 7 });
      expect((await migrate(second, { log: () => undefined })).applied).toEqual([]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seeded random', () => {
  it('mulberry32 is deterministic per seed and stays in [0, 1)', () => {
    const a = mulberry32(seedFrom('sports'));
    const b = mulberry32(seedFrom('sports'));
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(seedFrom('casino'))()).not.toBe(xs[0]);
  });
});
