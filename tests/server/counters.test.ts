import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { claim, countHit, purgeExpiredCounters, type ClaimRule } from '../../server/services/counters.ts';
import { openTestDb, type TestDb } from './support/test-app.ts';

// The shared counters (issue 21) on their own: fixed windows, growing waits, caps, refusals that change nothing,
// and the purge of ended windows.

describe('shared counters (rate_counters)', () => {
  let handle: TestDb;
  let db: Db;
  beforeAll(async () => {
    handle = await openTestDb();
    db = handle.db;
    await migrate(db, { log: () => undefined });
  });
  afterAll(async () => {
    await handle.dispose();
  });

  /** Moves a counter's clock `seconds` back: its wait only, or its whole window. */
  const rewind = (key: string, seconds: number, what: 'wait' | 'window' = 'wait') =>
    db.query(
      what === 'wait'
        ? 'UPDATE rate_counters SET next_at = next_at - make_interval(secs => $2) WHERE key = $1'
        : `UPDATE rate_counters SET window_start = window_start - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2),
                  next_at = next_at - make_interval(secs => $2) WHERE key = $1`,
      [key, seconds],
    );

  it('countHit counts every hit of a window and starts a new window when it has ended', async () => {
    expect(await countHit(db, 'hits:a', 60_000)).toMatchObject({ hits: 1 });
    await countHit(db, 'hits:a', 60_000);
    const third = await countHit(db, 'hits:a', 60_000);
    expect(third.hits).toBe(3);
    expect(third.ttlMs).toBeGreaterThan(58_000);
    expect(third.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await countHit(db, 'hits:b', 60_000)).hits).toBe(1);
    await rewind('hits:a', 61, 'window');
    expect((await countHit(db, 'hits:a', 60_000)).hits).toBe(1);
  });

  it('claim: the wait after each hit starts at waitSec and doubles up to maxWaitSec; a refusal says how long', async () => {
    const rule: ClaimRule = { key: 'wait:a', windowSec: 86_400, max: 1000, waitSec: 60, maxWaitSec: 200 };
    expect(await claim(db, rule)).toEqual({ ok: true, nextInSec: 60 });
    const refused = await claim(db, rule);
    expect(refused).toMatchObject({ ok: false, reason: 'wait' });
    expect(refused.ok ? 0 : refused.retryAfterSec).toBeGreaterThan(58);
    await rewind(rule.key, 60);
    expect(await claim(db, rule)).toEqual({ ok: true, nextInSec: 120 });
    await rewind(rule.key, 120);
    expect(await claim(db, rule)).toEqual({ ok: true, nextInSec: 200 });
    // Refusals took no hit: three hits so far.
    expect((await db.one<{ hits: number }>('SELECT hits FROM rate_counters WHERE key = $1', [rule.key]))?.hits).toBe(3);
  });

  it('claim: a cap refuses until the window ends, then the count starts again', async () => {
    const rule: ClaimRule = { key: 'cap:a', windowSec: 3600, max: 2, waitSec: 0, maxWaitSec: 0 };
    expect(await claim(db, rule)).toEqual({ ok: true, nextInSec: 0 });
    const second = await claim(db, rule);
    // The last hit of the window: the next one only when the window ends.
    expect(second.ok && second.nextInSec).toBeGreaterThan(3500);
    const third = await claim(db, rule);
    expect(third).toMatchObject({ ok: false, reason: 'cap' });
    expect(third.ok ? 0 : third.retryAfterSec).toBeGreaterThan(3500);
    await rewind(rule.key, 3601, 'window');
    expect(await claim(db, rule)).toEqual({ ok: true, nextInSec: 0 });
  });

  it('purgeExpiredCounters deletes the counters whose window has ended, and only those', async () => {
    await countHit(db, 'purge:old', 1000);
    await countHit(db, 'purge:live', 60_000);
    await rewind('purge:old', 5, 'window');
    expect(await purgeExpiredCounters(db)).toBeGreaterThanOrEqual(1);
    const keys = (await db.query<{ key: string }>(`SELECT key FROM rate_counters WHERE key LIKE 'purge:%'`)).map((r) => r.key);
    expect(keys).toEqual(['purge:live']);
  });
});
