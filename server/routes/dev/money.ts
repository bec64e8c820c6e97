import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { listAccounts } from '../../money/accounts.ts';
import { parseInput } from '../../validate.ts';

// GET /web-api/dev/money/audit?userIds=1,2 (dev API): the money of some users (all users without userIds) checked
// against its ledger and against the facts the ledger rows stand for. QA and the FAULTS session (e2e/faults) call it
// at the end of a run; "balances equal their ledgers" (DESIGN.md "Bars") is `ok: true` here.
//
// A balance is never stored (it is the sum of the account's ledger rows, computed in SQL by listAccounts), so
// comparing the API's balance with a sum of the rows alone would prove little. The audit also checks that every row
// stands for something real and that every real thing has exactly its rows:
//   - balance_mismatch:     the balance the accounts API answers differs from the rows summed here, one by one
//   - negative_balance:     the running balance went below zero at some row (a debit beyond the money there was)
//   - bet_stake:            a bet's stake paid from the balance (stake - free-bet part) is not exactly one bet_stake
//                           row of that amount on the bet's account (none for a bet the free bet paid in full)
//   - bet_settlement:       a won bet without exactly one bet_payout row of its payout, a refunded one without
//                           exactly one bet_refund row, or an open or lost bet with any payout or refund row
//   - payment:              a completed deposit without exactly one deposit row of its amount (or an unfinished one
//                           with any); a withdrawal without exactly one withdrawal row, or a failed or cancelled one
//                           without exactly one withdrawal_refund row (or another one with any)
//   - orphan_row:           a row for a bet or payment that does not exist or belongs to another account
//   - bet_without_key:      a bet no stored Idempotency-Key answer of its user names (placed outside the keyed call)
//   - bet_in_two_answers:   a bet named by the stored answers of two different keys
//   - answer_without_bet:   a stored successful answer naming a bet that does not exist
// `placements` lists every coupon Idempotency-Key of each user with its stored status and the bets its answer
// names, so a client-side check can match the keys it sent with the bets they made.

const Query = v.object({
  userIds: v.optional(v.pipe(
    v.string(),
    v.regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'userIds is a comma-separated list of at most 200 ids'),
    v.transform((s) => [...new Set(s.split(',').map(Number))]),
  )),
});

/** Without userIds, at most this many users (the newest) are audited. */
export const AUDIT_MAX_USERS = 1000;

export type MoneyProblemCode =
  | 'balance_mismatch' | 'negative_balance' | 'bet_stake' | 'bet_settlement' | 'payment' | 'orphan_row'
  | 'bet_without_key' | 'bet_in_two_answers' | 'answer_without_bet';

export interface MoneyProblem {
  code: MoneyProblemCode;
  userId: number;
  accountId?: number;
  betId?: number;
  paymentId?: number;
  detail: string;
}

export interface AccountAudit {
  accountId: number;
  userId: number;
  type: number;
  currency: string;
  closed: boolean;
  /** What GET /web-api/account/data answers (minor units); null for a closed account (the API no longer lists it). */
  balanceMinor: number | null;
  /** The account's ledger rows summed one by one here. */
  ledgerSumMinor: number;
  ledgerRows: number;
  /** The lowest running balance after any row (0 with no rows). */
  lowestMinor: number;
}

export interface PlacementAudit {
  key: string;
  /** The stored answer's status; null while the first call is still running. */
  statusCode: number | null;
  betIds: number[];
  createdAt: string;
}

export interface UserAudit {
  userId: number;
  bets: number;
  placements: PlacementAudit[];
}

export interface MoneyAudit {
  ok: boolean;
  truncated: boolean;
  accounts: AccountAudit[];
  users: UserAudit[];
  problems: MoneyProblem[];
}

interface LedgerRow { id: number; account_id: number; amount_minor: number; kind: string; ref_type: string | null; ref_id: string | null }
interface BetRow { id: number; user_id: number; account_id: number; status: string; stake_minor: number; prepaid_minor: number; payout_minor: number | null }
interface PaymentRow { id: number; user_id: number; account_id: number; direction: string; amount_minor: number; status_id: number }
interface KeyRow { user_id: number; key: string; status_code: number | null; response: unknown; created_at: Date }

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The bet ids a stored PlaceCouponAnswer names (successCoupon, or the placed singles). */
export function answerBetIds(response: unknown): number[] {
  if (typeof response !== 'object' || response === null) return [];
  const r = response as { successCoupon?: { id?: unknown } | null; singlesResultCoupons?: Array<{ coupon?: { id?: unknown } | null }> };
  const ids: number[] = [];
  if (r.successCoupon && typeof r.successCoupon.id === 'number') ids.push(r.successCoupon.id);
  for (const s of r.singlesResultCoupons ?? []) if (s?.coupon && typeof s.coupon.id === 'number') ids.push(s.coupon.id);
  return ids;
}

export async function auditMoney(db: Queryable, options: { userIds?: number[] } = {}): Promise<MoneyAudit> {
  let userIds = options.userIds;
  let truncated = false;
  if (!userIds) {
    const rows = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT $1', [AUDIT_MAX_USERS + 1]);
    truncated = rows.length > AUDIT_MAX_USERS;
    userIds = rows.slice(0, AUDIT_MAX_USERS).map((r) => r.id).reverse();
  }
  const users = intArray(userIds);
  const accounts = await db.query<{ id: number; user_id: number; type: number; currency: string; closed: boolean }>(
    'SELECT id, user_id, type, currency, closed_at IS NOT NULL AS closed FROM accounts WHERE user_id = ANY($1::int[]) ORDER BY user_id, id', [users]);
  const accountIds = intArray(accounts.map((a) => a.id));
  const ledger = await db.query<LedgerRow>(
    'SELECT id, account_id, amount_minor, kind, ref_type, ref_id FROM ledger_entries WHERE account_id = ANY($1::int[]) ORDER BY account_id, id', [accountIds]);
  const bets = await db.query<BetRow>(
    'SELECT id, user_id, account_id, status, stake_minor, prepaid_minor, payout_minor FROM bets WHERE user_id = ANY($1::int[]) ORDER BY id', [users]);
  const payments = await db.query<PaymentRow>(
    'SELECT id, user_id, account_id, direction, amount_minor, status_id FROM payments WHERE user_id = ANY($1::int[]) ORDER BY id', [users]);
  const keys = await db.query<KeyRow>(
    `SELECT user_id, key, status_code, response, created_at FROM idempotency_keys
      WHERE scope = 'coupon_place' AND user_id = ANY($1::int[]) ORDER BY created_at, key`, [users]);

  const problems: MoneyProblem[] = [];
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const apiBalance = new Map<number, number>();
  for (const userId of userIds) {
    for (const row of await listAccounts(db, userId, { includeOpening: true })) apiBalance.set(row.id, Number(row.balance));
  }

  // Rows by account (sums, running balance) and by what they stand for.
  const byAccount = new Map<number, LedgerRow[]>();
  const byRef = new Map<string, LedgerRow[]>();
  for (const row of ledger) {
    byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
    if (row.ref_type && row.ref_id) byRef.set(`${row.ref_type}:${row.ref_id}`, [...(byRef.get(`${row.ref_type}:${row.ref_id}`) ?? []), row]);
  }
  const accountAudits: AccountAudit[] = accounts.map((a) => {
    const rows = byAccount.get(a.id) ?? [];
    let sum = 0;
    let lowest = 0;
    for (const r of rows) {
      sum += Number(r.amount_minor);
      if (sum < lowest) {
        if (lowest === 0) problems.push({ code: 'negative_balance', userId: a.user_id, accountId: a.id, detail: `account ${a.id} went to ${sum} minor units at ledger row ${r.id} (${r.kind})` });
        lowest = sum;
      }
    }
    const balance = a.closed ? null : (apiBalance.get(a.id) ?? null);
    if (!a.closed && balance !== sum) {
      problems.push({ code: 'balance_mismatch', userId: a.user_id, accountId: a.id, detail: `account ${a.id}: the API answers ${balance} minor units, its ${rows.length} ledger rows sum to ${sum}` });
    }
    return { accountId: a.id, userId: a.user_id, type: a.type, currency: a.currency, closed: a.closed, balanceMinor: balance, ledgerSumMinor: sum, ledgerRows: rows.length, lowestMinor: lowest };
  });

  const rowsOf = (refType: string, id: number, kinds: string[]) => (byRef.get(`${refType}:${id}`) ?? []).filter((r) => kinds.includes(r.kind));
  const describe = (rows: LedgerRow[]) => (rows.length === 0 ? 'no rows' : rows.map((r) => `${r.kind} ${r.amount_minor} on account ${r.account_id} (row ${r.id})`).join(', '));
  /** Exactly one row of `kind` and `amount` on `accountId` when `amount` is not 0, else none. */
  const exactly = (rows: LedgerRow[], kind: string, amount: number, accountId: number) => (amount === 0
    ? rows.length === 0
    : rows.length === 1 && rows[0]!.kind === kind && Number(rows[0]!.amount_minor) === amount && rows[0]!.account_id === accountId);

  const betById = new Map(bets.map((b) => [b.id, b]));
  for (const b of bets) {
    const cash = Number(b.stake_minor) - Number(b.prepaid_minor);
    const stakes = rowsOf('bet', b.id, ['bet_stake']);
    if (!exactly(stakes, 'bet_stake', -cash, b.account_id)) {
      problems.push({ code: 'bet_stake', userId: b.user_id, accountId: b.account_id, betId: b.id, detail: `bet ${b.id}: ${cash} minor units of its stake come from the balance, the ledger has ${describe(stakes)}` });
    }
    const paid = rowsOf('bet', b.id, ['bet_payout', 'bet_refund']);
    const payout = Number(b.payout_minor ?? 0);
    const ok = b.status === 'won' ? exactly(paid, 'bet_payout', payout, b.account_id)
      : b.status === 'refund' ? exactly(paid, 'bet_refund', payout, b.account_id)
        : paid.length === 0;
    if (!ok) {
      problems.push({ code: 'bet_settlement', userId: b.user_id, accountId: b.account_id, betId: b.id, detail: `bet ${b.id} is ${b.status} with payout ${b.payout_minor ?? 'none'}, the ledger has ${describe(paid)}` });
    }
  }

  const paymentById = new Map(payments.map((p) => [p.id, p]));
  for (const p of payments) {
    const amount = Number(p.amount_minor);
    const problem = (detail: string) => problems.push({ code: 'payment', userId: p.user_id, accountId: p.account_id, paymentId: p.id, detail });
    if (p.direction === 'deposit') {
      const rows = rowsOf('payment', p.id, ['deposit', 'withdrawal', 'withdrawal_refund']);
      if (!exactly(rows, 'deposit', p.status_id === 2 ? amount : 0, p.account_id)) problem(`deposit ${p.id} (status ${p.status_id}, ${amount}): the ledger has ${describe(rows)}`);
    } else {
      const out = rowsOf('payment', p.id, ['withdrawal']);
      const back = rowsOf('payment', p.id, ['withdrawal_refund']);
      const other = rowsOf('payment', p.id, ['deposit']);
      const refunded = p.status_id === 3 || p.status_id === 4;
      if (!exactly(out, 'withdrawal', -amount, p.account_id) || !exactly(back, 'withdrawal_refund', refunded ? amount : 0, p.account_id) || other.length > 0) {
        problem(`withdrawal ${p.id} (status ${p.status_id}, ${amount}): the ledger has ${describe([...out, ...back, ...other])}`);
      }
    }
  }

  for (const row of ledger) {
    const owner = accountById.get(row.account_id)!;
    const id = Number(row.ref_id);
    const source = row.ref_type === 'bet' ? betById.get(id) : row.ref_type === 'payment' ? paymentById.get(id) : undefined;
    if ((row.ref_type === 'bet' || row.ref_type === 'payment') && (!source || source.account_id !== row.account_id)) {
      problems.push({ code: 'orphan_row', userId: owner.user_id, accountId: row.account_id, detail: `ledger row ${row.id} (${row.kind} ${row.amount_minor}) names ${row.ref_type} ${row.ref_id}, ${source ? `which is on account ${source.account_id}` : 'which does not exist'}` });
    }
  }

  // Bets against the stored answers of the coupon's Idempotency-Keys.
  const keyOfBet = new Map<number, string>();
  const userAudits = new Map<number, UserAudit>(userIds.map((id) => [id, { userId: id, bets: 0, placements: [] }]));
  for (const k of keys) {
    const betIds = k.status_code === 201 ? answerBetIds(k.response) : [];
    userAudits.get(k.user_id)?.placements.push({ key: k.key, statusCode: k.status_code, betIds, createdAt: k.created_at.toISOString() });
    for (const id of betIds) {
      const bet = betById.get(id);
      if (!bet || bet.user_id !== k.user_id) {
        problems.push({ code: 'answer_without_bet', userId: k.user_id, betId: id, detail: `the stored answer of key ${k.key} names bet ${id}, which ${bet ? 'is another user\'s' : 'does not exist'}` });
        continue;
      }
      const earlier = keyOfBet.get(id);
      if (earlier !== undefined) problems.push({ code: 'bet_in_two_answers', userId: k.user_id, betId: id, detail: `bet ${id} is named by the answers of keys ${earlier} and ${k.key}` });
      else keyOfBet.set(id, k.key);
    }
  }
  for (const b of bets) {
    userAudits.get(b.user_id)!.bets += 1;
    if (!keyOfBet.has(b.id)) problems.push({ code: 'bet_without_key', userId: b.user_id, betId: b.id, detail: `bet ${b.id} is named by no stored answer of a coupon Idempotency-Key` });
  }

  return { ok: problems.length === 0, truncated, accounts: accountAudits, users: [...userAudits.values()], problems };
}

export function registerDevMoneyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web-api/dev/money/audit', async (request) => {
    const { userIds } = parseInput(Query, request.query, 'query');
    // One snapshot: the settlement worker and the sweeper keep writing while a session is audited.
    return ctx.db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return auditMoney(tx, userIds ? { userIds } : {});
    });
  });
}
