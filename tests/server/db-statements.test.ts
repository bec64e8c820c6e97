import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable, SqlParam } from '../../server/db/index.ts';
import { openTestDb, usingPostgres, type TestDb } from './support/test-app.ts';

// The database layer runs statements as prepared statements, one per SQL text (server/db/index.ts): each statement
// is parsed and planned once. These tests hold it to the answers of a statement parsed afresh every time.

describe('prepared statements', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
    await db.exec(`CREATE TABLE stmt_kinds (id serial PRIMARY KEY, s text, n int, big bigint, f numeric(10, 3), b boolean, d timestamptz, j jsonb, bytes bytea);
                   CREATE TABLE stmt_unique (k text PRIMARY KEY)`);
  });
  afterAll(async () => t.dispose());

  it('a statement run again and again keeps answering with every kind of parameter and value', async () => {
    const when = new Date('2030-05-06T07:08:09.123Z');
    for (let i = 0; i < 12; i += 1) {
      const params: SqlParam[] = [`text ${i} ' "quoted"`, i, 2 ** 40 + i, `${i}.125`, i % 2 === 0, when, JSON.stringify({ i, list: [1, 'b'] }), new Uint8Array([0, i, 255])];
      const row = await db.one<Record<string, unknown>>(
        `INSERT INTO stmt_kinds (s, n, big, f, b, d, j, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING s, n, big, f, b, d, j, bytes`,
        params,
      );
      expect(row).toMatchObject({ s: `text ${i} ' "quoted"`, n: i, big: 2 ** 40 + i, f: `${i}.125`, b: i % 2 === 0, j: { i, list: [1, 'b'] } });
      expect((row!['d'] as Date).toISOString()).toBe(when.toISOString());
      expect([...(row!['bytes'] as Uint8Array)]).toEqual([0, i, 255]);
      // A null parameter, and a parameter typed by its use.
      expect(await db.one('SELECT count(*)::int AS n FROM stmt_kinds WHERE s = $1 OR $2::text IS NULL', [`text ${i} ' "quoted"`, null])).toEqual({ n: i + 1 });
    }
  });

  it('a failing statement does not break the next run of it, nor a transaction after it', async () => {
    const insert = 'INSERT INTO stmt_unique (k) VALUES ($1)';
    await db.query(insert, ['a']);
    for (let i = 0; i < 3; i += 1) await expect(db.query(insert, ['a'])).rejects.toMatchObject({ code: '23505' });
    await db.query(insert, ['b']);
    await expect(db.transaction(async (tx) => {
      await tx.query(insert, ['c']);
      await tx.query(insert, ['a']);
    })).rejects.toMatchObject({ code: '23505' });
    await db.transaction((tx) => tx.query(insert, ['d']));
    expect((await db.query<{ k: string }>('SELECT k FROM stmt_unique ORDER BY k')).map((r) => r.k)).toEqual(['a', 'b', 'd']);
  });

  it('a table changed by a script is read with its new shape; a renamed one is looked up again', async () => {
    await db.exec('CREATE TABLE stmt_shape (id int PRIMARY KEY); INSERT INTO stmt_shape VALUES (1)');
    const all = 'SELECT * FROM stmt_shape ORDER BY id';
    expect(await db.query(all)).toEqual([{ id: 1 }]);
    await db.exec(`ALTER TABLE stmt_shape ADD COLUMN label text NOT NULL DEFAULT 'x'`);
    expect(await db.query(all)).toEqual([{ id: 1, label: 'x' }]);
    expect(await db.transaction((tx) => tx.query(all))).toEqual([{ id: 1, label: 'x' }]);
    await db.exec('ALTER TABLE stmt_shape RENAME TO stmt_shape_moved');
    await expect(db.query(all)).rejects.toThrow(/stmt_shape/);
    await db.exec('ALTER TABLE stmt_shape_moved RENAME TO stmt_shape');
    expect(await db.query(all)).toEqual([{ id: 1, label: 'x' }]);
  });

  it('more different statements than the cache keeps all answer, the first ones again too', async () => {
    const texts = Array.from({ length: 620 }, (_, k) => `SELECT $1::int + ${k} AS v`);
    for (let round = 0; round < 2; round += 1) {
      for (let k = 0; k < texts.length; k += 1) expect(await db.one(texts[k]!, [round])).toEqual({ v: round + k });
    }
  });

  it.skipIf(usingPostgres)('a transaction handle refuses to run once its transaction has ended', async () => {
    let kept: Queryable | null = null;
    await db.transaction(async (tx) => {
      kept = tx;
      await tx.query('SELECT 1');
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('concurrent statements outside a transaction wait for it, and see only what it committed', async () => {
    const key = `w-${crypto.randomBytes(4).toString('hex')}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (q) => {
      await q.query('INSERT INTO stmt_unique (k) VALUES ($1)', [key]);
      await gate;
    });
    const outside = db.one<{ n: number }>('SELECT count(*)::int AS n FROM stmt_unique WHERE k = $1', [key]);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    // PGlite has one connection: the outside read waited for the commit. PostgreSQL: it may have read before it.
    expect((await outside)!.n).toEqual(usingPostgres ? expect.any(Number) : 1);
  });
});
