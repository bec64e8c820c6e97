import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountDataSchema } from '../../streams/schemas/accounts.ts';
import { PaymentStartSchema } from '../../streams/schemas/payments.ts';
import { ApiError } from '../../server/errors.ts';
import { lockAccount, post } from '../../server/money/ledger.ts';
import { mulberry32 } from '../../server/seed/prng.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';
import { createMoneyUser, newKey, type MoneyUser } from './support/office-users.ts';

// DESIGN.md: "balance = sum of ledger", always. 1,000 random deposits (through the API and the cashier), bets
// (stakes and payouts on the ledger, as the coupon does it) and withdrawals (reserved, then paid out or given
// back) run concurrently for a few users; afterwards every balance the API shows equals its ledger, equals what
// the successful operations add up to, and no account's running balance ever went below zero.

const CARD = { cardNumber: '4242424242424242', cardExpiry: '12/39', cardCvc: '123' };

type Op = { kind: 'deposit' | 'bet' | 'withdraw' | 'withdraw-cancel' | 'payout'; user: number; amount: number };

describe('[B12] ledger under concurrent load', () => {
  let t: TestApp;
  let users: MoneyUser[];
  beforeAll(async () => {
    t = await createTestApp();
    users = [];
    for (let i = 0; i < 4; i += 1) users.push(await createMoneyUser(t.db, { currency: 'RUB' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('[B12] after 1,000 random concurrent deposits, bets and withdrawals every balance equals its ledger and never goes negative', async () => {
    const random = mulberry32(20240601);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const ops: Op[] = Array.from({ length: 1000 }, () => {
      const kind = pick(['deposit', 'deposit', 'bet', 'bet', 'payout', 'withdraw', 'withdraw-cancel'] as const);
      const amount = kind === 'deposit' ? 100 + Math.floor(random() * 50) * 10 : 10 + Math.floor(random() * 60) * 5;
      return { kind, user: Math.floor(random() * users.length), amount };
    });
    const expected = new Map<number, number>(users.map((u) => [u.id, 0]));
    const tally = { ok: 0, refused: 0 };
    const add = (u: MoneyUser, minor: number) => expected.set(u.id, expected.get(u.id)! + minor);

    async function run(op: Op): Promise<void> {
      const u = users[op.user]!;
      const headers = { ...u.headers, 'idempotency-key': newKey() };
      switch (op.kind) {
        case 'deposit': {
          const res = await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', amount: op.amount }, headers);
          expect(res.statusCode, res.body).toBe(201);
          const start = v.parse(PaymentStartSchema, res.json());
          const decided = await send(t.app, 'POST', `/web-api/cashier/${start.redirectUrl.split('/').pop()}`, { outcome: 'success', ...CARD });
          expect(decided.statusCode).toBe(200);
          add(u, op.amount * 100);
          tally.ok += 1;
          return;
        }
        case 'withdraw':
        case 'withdraw-cancel': {
          const res = await send(t.app, 'POST', '/web-api/payments/withdraw', { accountId: u.mainAccountId, methodId: 'card-out', amount: op.amount, destination: '4242424242424242' }, headers);
          if (res.statusCode === 409) {
            tally.refused += 1;
            return;
          }
          expect(res.statusCode, res.body).toBe(201);
          const start = v.parse(PaymentStartSchema, res.json());
          const outcome = op.kind === 'withdraw' ? 'success' : 'cancel';
          expect((await send(t.app, 'POST', `/web-api/cashier/${start.redirectUrl.split('/').pop()}`, { outcome })).statusCode).toBe(200);
          if (outcome === 'success') add(u, -op.amount * 100);
          tally.ok += 1;
          return;
        }
        case 'bet':
        case 'payout': {
          const minor = (op.kind === 'bet' ? -1 : 1) * op.amount * 100;
          try {
            await t.db.transaction(async (tx) => {
              await lockAccount(tx, u.mainAccountId, u.id);
              await post(tx, { accountId: u.mainAccountId, amountMinor: minor, kind: op.kind === 'bet' ? 'bet_stake' : 'bet_payout', refType: 'test', refId: 'load' });
            });
            add(u, minor);
            tally.ok += 1;
          } catch (err) {
            if (!(err instanceof ApiError) || err.statusCode !== 409) throw err;
            tally.refused += 1;
          }
        }
      }
    }

    // 40 operations in flight at a time, in random order.
    for (let i = 0; i < ops.length; i += 40) await Promise.all(ops.slice(i, i + 40).map(run));
    expect(tally.ok + tally.refused).toBe(1000);
    expect(tally.ok).toBeGreaterThan(500);
    expect(tally.refused).toBeGreaterThan(0); // the overdraft guard was exercised

    for (const u of users) {
      const d = v.parse(AccountDataSchema, (await t.app.inject({ url: '/web-api/account/data', headers: u.headers })).json());
      const sum = await t.db.one<{ s: number }>('SELECT COALESCE(SUM(amount_minor), 0)::bigint AS s FROM ledger_entries WHERE account_id = $1', [u.mainAccountId]);
      expect(Math.round(d.balance!.money * 100)).toBe(Number(sum!.s));
      expect(Number(sum!.s)).toBe(expected.get(u.id));
      const lowest = await t.db.one<{ low: number | null }>(
        `SELECT MIN(running)::bigint AS low FROM (SELECT SUM(amount_minor) OVER (ORDER BY id) AS running FROM ledger_entries WHERE account_id = $1) r`,
        [u.mainAccountId],
      );
      expect(Number(lowest!.low)).toBeGreaterThanOrEqual(0);
    }
    // Every completed deposit has exactly one ledger row; every cancelled withdrawal exactly one refund.
    const doubles = await t.db.query(
      `SELECT p.id FROM payments p LEFT JOIN ledger_entries l ON l.ref_type = 'payment' AND l.ref_id = p.id::text
        GROUP BY p.id, p.direction, p.status_id
       HAVING (p.direction = 'deposit' AND p.status_id = 2 AND COUNT(l.id) <> 1)
           OR (p.direction = 'withdrawal' AND p.status_id = 4 AND COUNT(l.id) <> 2)
           OR (p.direction = 'withdrawal' AND p.status_id = 2 AND COUNT(l.id) <> 1)`,
    );
    expect(doubles).toEqual([]);
  }, 240_000);
});
