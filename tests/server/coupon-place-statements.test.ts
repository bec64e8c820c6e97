import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Db, Queryable } from '../../server/db/index.ts';
import { createTestApp, openTestDb, send, type TestApp, type TestDb } from './support/test-app.ts';
import { registerTestUser, asUser, type TestUser } from './support/users.ts';
import { balanceOf, couponBody, deposit, fixtureSelections } from './support/coupon-fixture.ts';
import { PlaceCouponAnswerSchema } from '../../streams/schemas/coupon.ts';

// Bet placement is the server's hot path (DESIGN.md "Bars": p99 under 50 ms at 200 placements/s, scripts/bench-place.ts).
// On the embedded database every statement costs a call into PostgreSQL, so placement keeps a fixed, small number of
// statements: the same for a single and an express of many, and none to read back what it has just written.

let owned: TestDb;
let t: TestApp;
let user: TestUser;
let accountId: number;
const seen: string[] = [];
let counting = false;

/** The test database, noting every statement run through it (background sweeps of other tables left out). */
function counted(db: Db): Db {
  const note = (sql: string) => {
    if (counting && !/payments|json_agg|cashier_sessions|visitor_sessions/.test(sql)) seen.push(sql.replace(/\s+/g, ' ').trim());
  };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      note(sql);
      return q.query(sql, params);
    },
    one: (sql, params) => {
      note(sql);
      return q.one(sql, params);
    },
    exec: (sql) => {
      note(sql);
      return q.exec(sql);
    },
  });
  return { ...db, ...wrap(db), kind: db.kind, close: () => db.close(), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

beforeAll(async () => {
  owned = await openTestDb();
  t = await createTestApp({ db: counted(owned.db) });
  user = await registerTestUser(t.app, { currency: 'RUB' });
  accountId = await deposit(t.db, user.userId, 1_000_000);
});
afterAll(async () => {
  await t.close();
  await owned.dispose();
});

async function placeCounted(body: Record<string, unknown>) {
  seen.length = 0;
  counting = true;
  try {
    const res = await send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(user), 'idempotency-key': `k-${crypto.randomBytes(8).toString('hex')}` });
    return { res, statements: [...seen] };
  } finally {
    counting = false;
  }
}

describe('placement: a fixed number of statements', () => {
  it('a single and an express of five take the same statements, at most twelve, and answer the balance of the ledger', async () => {
    const [one] = await fixtureSelections(t.db, [1.9]);
    const single = await placeCounted(couponBody({ typeId: 0, amount: 50, bets: [{ outcomeId: one!.outcomeId, coef: one!.coef }] as never }));
    expect(single.res.statusCode, single.res.body).toBe(201);
    const five = await fixtureSelections(t.db, [1.5, 1.6, 1.7, 1.8, 1.9]);
    const express = await placeCounted(couponBody({ typeId: 1, amount: 50, bets: five.map((s) => ({ outcomeId: s.outcomeId, coef: s.coef })) as never }));
    expect(express.res.statusCode, express.res.body).toBe(201);

    // The user, the key's claim, the coupon settings, the player's lock, the account (found and locked at once), the
    // odds, the limits, the balance, the bet, its selections (one statement for all), the ledger row, the stored answer.
    // The responsible-gaming check (issue 13) asks in one statement whether any limit is set (limits are read only
    // when one is); the player's lock is a statement of its own before the account's (issue 20: one lock order that
    // PostgreSQL keeps, so parallel calls of one player queue instead of deadlocking).
    expect(single.statements.length, single.statements.join('\n')).toBeLessThanOrEqual(12);
    expect(express.statements.length, express.statements.join('\n')).toBe(single.statements.length);
    // Nothing written is read back: the answer is built from what the inserts returned.
    expect(single.statements.filter((s) => /^SELECT .* FROM (bets|bet_selections)\b/.test(s))).toEqual([]);
    expect(single.statements.filter((s) => /FROM ledger_entries/.test(s))).toHaveLength(1);

    const answer = v.parse(PlaceCouponAnswerSchema, express.res.json());
    expect(answer.balance * 100).toBe(await balanceOf(t.db, accountId));
    expect(answer.successCoupon!.selections.map((s) => s.outcomeId)).toEqual(five.map((s) => s.outcomeId));
  });

  it('the same key again is answered from the stored answer, with no bet work', async () => {
    const [one] = await fixtureSelections(t.db, [2.1]);
    const key = `k-${crypto.randomBytes(8).toString('hex')}`;
    const body = couponBody({ typeId: 0, amount: 20, bets: [{ outcomeId: one!.outcomeId, coef: one!.coef }] as never });
    const first = await send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(user), 'idempotency-key': key });
    seen.length = 0;
    counting = true;
    const again = await send(t.app, 'POST', '/web-api/coupon/place', body, { ...asUser(user), 'idempotency-key': key }).finally(() => {
      counting = false;
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(seen.filter((s) => /bets|ledger_entries|accounts|outcomes/.test(s)), seen.join('\n')).toEqual([]);
  });
});
