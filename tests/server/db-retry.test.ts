import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/index.ts';
import { once } from '../../server/money/idempotency.ts';
import { post } from '../../server/money/ledger.ts';
import { balanceOf } from './support/coupon-fixture.ts';
import { createMoneyUser, type MoneyUser } from './support/office-users.ts';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.ts';

// Issue 20 (5): a transaction PostgreSQL ends with a deadlock (40P01) or a serialization failure (40001) is run again
// by the db layer, a bounded number of times, so a race never reaches a player as a 500; once() still runs the work
// once per Idempotency-Key. The failures are real statements failing with those SQLSTATEs (both engines), and on
// PostgreSQL a real deadlock of two transactions locking two rows in opposite orders.

const fail = (tx: Queryable, sqlstate: string) => tx.query(`DO $$ BEGIN RAISE EXCEPTION 'race' USING ERRCODE = '${sqlstate}'; END $$`);

describe('transactions retried after a deadlock or a serialization failure', () => {
  let t: TestApp;
  let user: MoneyUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createMoneyUser(t.db);
  });
  afterAll(async () => t.close());

  it('a deadlock and a serialization failure are run again and counted; what the failed attempt wrote is gone', async () => {
    const before = { ...t.db.retried };
    let attempts = 0;
    const result = await t.db.transaction(async (tx) => {
      attempts += 1;
      await post(tx, { accountId: user.mainAccountId, amountMinor: 100, kind: 'adjustment', refType: 'test', refId: `attempt-${attempts}` });
      if (attempts === 1) await fail(tx, '40P01');
      if (attempts === 2) await fail(tx, '40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);
    expect(t.db.retried).toEqual({ deadlock: before.deadlock + 1, serialization: before.serialization + 1 });
    const rows = await t.db.query<{ ref_id: string }>("SELECT ref_id FROM ledger_entries WHERE account_id = $1 AND ref_type = 'test'", [user.mainAccountId]);
    expect(rows.map((r) => r.ref_id)).toEqual(['attempt-3']);
  });

  it('a statement\'s deadlock counts even when the code catches it and throws something else', async () => {
    let attempts = 0;
    await t.db.transaction(async (tx) => {
      attempts += 1;
      if (attempts === 1) await fail(tx, '40P01').catch(() => { throw new Error('wrapped'); });
    });
    expect(attempts).toBe(2);
  });

  it('retries are bounded: a deadlock every time ends as that error after 4 attempts; other errors are not retried', async () => {
    let attempts = 0;
    await expect(t.db.transaction(async (tx) => {
      attempts += 1;
      await fail(tx, '40P01');
    })).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(4);
    attempts = 0;
    await expect(t.db.transaction(async (tx) => {
      attempts += 1;
      await fail(tx, '23505');
    })).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  it('once(): a money call that deadlocks on its first attempt is done once, its answer stored once, and replayed', async () => {
    const balance = await balanceOf(t.db, user.mainAccountId);
    let attempts = 0;
    const claim = { userId: user.id, scope: 'test.retry', key: 'retry-key-0001', fingerprint: 'f' };
    const work = async (tx: Queryable) => {
      attempts += 1;
      const { balanceMinor } = await post(tx, { accountId: user.mainAccountId, amountMinor: 250, kind: 'adjustment', refType: 'retry', refId: 'once' });
      if (attempts === 1) await fail(tx, '40P01');
      return { statusCode: 201, body: { balanceMinor } };
    };
    const first = await once(t.db, claim, work);
    expect(first).toEqual({ statusCode: 201, body: { balanceMinor: balance + 250 }, replayed: false });
    const again = await once(t.db, claim, work);
    expect(again).toEqual({ ...first, replayed: true });
    expect(attempts).toBe(2);
    expect(await balanceOf(t.db, user.mainAccountId)).toBe(balance + 250);
    const keys = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1 AND scope = 'test.retry'", [user.id]);
    expect(keys!.n).toBe(1);
  });

  it.skipIf(!usingPostgres)('PostgreSQL: two transactions locking two rows in opposite orders deadlock, and both still commit', async () => {
    const other = await createMoneyUser(t.db);
    const before = t.db.retried.deadlock;
    // Each holds its first row until both have one, then asks for the other's: one is chosen as the deadlock victim.
    let locked = 0;
    let bothLocked!: () => void;
    const bothHaveOne = new Promise<void>((resolve) => { bothLocked = resolve; });
    const firstTry = new Set<string>();
    const cross = (first: number, second: number, name: string) => t.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [first]);
      if (!firstTry.has(name)) {
        firstTry.add(name);
        if (++locked === 2) bothLocked();
        await bothHaveOne;
      }
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [second]);
      return name;
    });
    expect(await Promise.all([cross(user.id, other.id, 'a'), cross(other.id, user.id, 'b')])).toEqual(['a', 'b']);
    expect(t.db.retried.deadlock).toBe(before + 1);
  }, 30_000);
});
