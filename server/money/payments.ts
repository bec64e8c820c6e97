import crypto from 'node:crypto';
import * as v from 'valibot';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import {
  CashierNotificationSchema, PAYMENT_STATUS, type PaymentDirection, type PaymentHistoryEntry, type PaymentStatusId,
} from '../../streams/schemas/payments.ts';
import { BAN_LEVEL_DEPOSIT_ALLOWED, BAN_LEVEL_DEPOSIT_ALLOWED_V1 } from '../../streams/timing.ts';
import { INT4_MAX } from '../../streams/schemas/numbers.ts';
import { majorOf, toMinor } from './currencies.ts';
import { assertDepositAllowed } from '../limits/enforce.ts';
import { lockAccount, lockPlayer, post } from './ledger.ts';
import { amountProblem, checkDestination, findMethod } from './payment-methods.ts';
import { grantFirstDepositBonus } from './bonuses.ts';

// Deposits and withdrawals (issue 6). Money moves only through ledger rows in the same transaction as the payment
// row that caused them:
//   deposit    status 0 -> (cashier) -> 2 completed: +amount 'deposit'      | 3 failed / 4 cancelled: nothing moved
//   withdrawal request: -amount 'withdrawal' at once (reserved) -> 2 completed | 3 / 4: +amount 'withdrawal_refund'
// A cashier "pending" answer sets status 1 with resolve_at; the sweeper (resolveDuePayments) finishes it later.

/** How long a pending payment takes to resolve by itself (the cashier's delayed callback). */
export const PENDING_RESOLVE_MS = 20_000;
/** A cashier page left open this long is cancelled (a reserved withdrawal is given back). */
export const CASHIER_SESSION_TTL_MS = 30 * 60_000;

export const STATUS_TITLES: Record<PaymentStatusId, string> = { 0: 'New', 1: 'Pending', 2: 'Completed', 3: 'Failed', 4: 'Cancelled' };

export interface PaymentRow {
  id: number;
  user_id: number;
  account_id: number;
  direction: PaymentDirection;
  method_id: string;
  amount_minor: number;
  currency: string;
  status_id: PaymentStatusId;
  message: string;
  translate_message: boolean;
  lang: string;
  bonus_choice: 0 | 1 | 2;
  provider_ref: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  completed_at: Date | null;
}

const PAYMENT_COLUMNS = `id, user_id, account_id, direction, method_id, amount_minor, currency, status_id, message, translate_message, lang,
  bonus_choice, provider_ref, details, created_at, completed_at`;

/** B19: a banned user (ban_level > 0) may still reach the deposit/withdrawal page at ban level 45 (53 in rule version 1). */
export function paymentsAllowedForBan(banLevel: number, banVersion: number): boolean {
  if (banLevel <= 0) return true;
  return banLevel === (banVersion === 1 ? BAN_LEVEL_DEPOSIT_ALLOWED_V1 : BAN_LEVEL_DEPOSIT_ALLOWED);
}

export function assertPaymentsAllowed(user: { banLevel: number; banVersion: number }): void {
  if (!paymentsAllowedForBan(user.banLevel, user.banVersion)) {
    throw new ApiError(403, 'payments_banned', 'Payments are blocked', 'This account is banned; payments are not available');
  }
}

function fieldError(field: string, key: string, status = 400, code = 'invalid_body'): ApiError {
  return new ApiError(status, code, 'Invalid request body', `${field}: ${key}`);
}

/** The account money moves on: the user's own, open, and not the bonus account. */
async function moneyAccount(tx: Queryable, userId: number, accountId: number) {
  const account = await lockAccount(tx, accountId, userId);
  if (account.type === 4) throw fieldError('accountId', 'bonus_account', 409, 'bonus_account');
  return account;
}

function amountMinorOf(amount: number, currency: string): number {
  const minor = toMinor(amount, currency);
  if (minor === null || minor <= 0) throw fieldError('amount', 'amount_format');
  return minor;
}

export async function createDeposit(
  tx: Queryable,
  userId: number,
  body: { accountId: number; methodId: string; amount: number; bonusChoice: 0 | 1 | 2; lang: string; paymentConsultant: boolean },
): Promise<PaymentRow> {
  const account = await moneyAccount(tx, userId, body.accountId);
  const found = findMethod(body.methodId, 'deposit', account.currency);
  if (!found) throw fieldError('methodId', 'unknown_method');
  const amountMinor = amountMinorOf(body.amount, account.currency);
  const problem = amountProblem(amountMinor, found.limits);
  if (problem) throw fieldError('amount', `amount_${problem}`);
  // Responsible gaming (issue 13): deposit limits over their rolling window, self-exclusion and time-out.
  await assertDepositAllowed(tx, { userId, amountMinor, currency: account.currency, nowMs: Date.now() });
  const row = await tx.one<PaymentRow>(
    `INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, lang, bonus_choice, message, payment_consultant)
     VALUES ($1, $2, 'deposit', $3, $4, $5, $6, $7, 'awaiting_cashier', $8) RETURNING ${PAYMENT_COLUMNS}`,
    [userId, account.id, found.method.id, amountMinor, account.currency, body.lang, body.bonusChoice, body.paymentConsultant],
  );
  return row!;
}

export async function createWithdrawal(
  tx: Queryable,
  userId: number,
  body: { accountId: number; methodId: string; amount: number; destination: string; lang: string },
): Promise<PaymentRow> {
  const account = await moneyAccount(tx, userId, body.accountId);
  const found = findMethod(body.methodId, 'withdrawal', account.currency);
  if (!found) throw fieldError('methodId', 'unknown_method');
  const amountMinor = amountMinorOf(body.amount, account.currency);
  const problem = amountProblem(amountMinor, found.limits);
  if (problem) throw fieldError('amount', `amount_${problem}`);
  const dest = checkDestination(found.method.destination, body.destination);
  if (!dest.ok) throw fieldError('destination', `destination_${found.method.destination}`);
  const withdrawable = await withdrawableMinor(tx, userId, account.id);
  if (amountMinor > withdrawable) throw fieldError('amount', 'amount_above_withdrawable', 409, 'insufficient_funds');
  const row = await tx.one<PaymentRow>(
    `INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, lang, details, message)
     VALUES ($1, $2, 'withdrawal', $3, $4, $5, $6, $7::jsonb, 'awaiting_cashier') RETURNING ${PAYMENT_COLUMNS}`,
    [userId, account.id, found.method.id, amountMinor, account.currency, body.lang, JSON.stringify({ destination: dest.shown })],
  );
  await post(tx, { accountId: account.id, amountMinor: -amountMinor, kind: 'withdrawal', refType: 'payment', refId: String(row!.id) });
  return row!;
}

/** What may be withdrawn from an account: its ledger balance (bonus accounts: nothing). Call with the account locked. */
export async function withdrawableMinor(tx: Queryable, userId: number, accountId: number): Promise<number> {
  const row = await tx.one<{ type: number; balance: number }>(
    `SELECT a.type, COALESCE((SELECT SUM(amount_minor) FROM ledger_entries WHERE account_id = a.id), 0)::bigint AS balance
       FROM accounts a WHERE a.id = $1 AND a.user_id = $2 AND a.closed_at IS NULL`,
    [accountId, userId],
  );
  if (!row || row.type === 4) return 0;
  return Math.max(0, Number(row.balance));
}

/** The payment, locked after its player (lockPlayer, ledger.ts: the player first in every money transaction). */
async function lockPayment(tx: Queryable, paymentId: number): Promise<PaymentRow | null> {
  const owner = await tx.one<{ user_id: number }>('SELECT user_id FROM payments WHERE id = $1', [paymentId]);
  if (!owner) return null;
  await lockPlayer(tx, owner.user_id);
  return tx.one<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`, [paymentId]);
}

export type Outcome = 'success' | 'fail' | 'pending' | 'cancel';

/**
 * Applies a decided outcome to a payment still open (status 0 or 1). Final states never change again, so a
 * repeated notification is harmless. Returns the payment after the change.
 */
export async function applyOutcome(
  tx: Queryable,
  paymentId: number,
  outcome: Outcome,
  extra: { providerRef?: string; message?: string; translate?: boolean; pendingMs?: number } = {},
): Promise<PaymentRow | null> {
  const p = await lockPayment(tx, paymentId);
  if (!p) return null;
  if (p.status_id !== PAYMENT_STATUS.new && p.status_id !== PAYMENT_STATUS.pending) return p;
  const ref = extra.providerRef ?? p.provider_ref;
  const setStatus = async (status: PaymentStatusId, message: string, translate = true, resolveMs: number | null = null) => {
    await tx.query(
      `UPDATE payments SET status_id = $2::smallint, message = $3, translate_message = $4, provider_ref = $5, updated_at = now(),
              completed_at = CASE WHEN $2::smallint = 2 THEN now() ELSE completed_at END,
              resolve_at = CASE WHEN $6::int IS NULL THEN NULL ELSE now() + ($6::int * interval '1 millisecond') END,
              resolve_outcome = CASE WHEN $6::int IS NULL THEN NULL ELSE 'success' END
        WHERE id = $1`,
      [p.id, status, message, translate, ref, resolveMs],
    );
  };
  switch (outcome) {
    case 'success':
      if (p.direction === 'deposit') {
        await lockAccount(tx, p.account_id, p.user_id);
        await post(tx, { accountId: p.account_id, amountMinor: Number(p.amount_minor), kind: 'deposit', refType: 'payment', refId: String(p.id) });
        await setStatus(PAYMENT_STATUS.completed, 'deposit_completed');
        if (p.bonus_choice !== 0) await grantFirstDepositBonus(tx, p);
      } else {
        await setStatus(PAYMENT_STATUS.completed, 'withdrawal_completed');
      }
      break;
    case 'pending':
      await setStatus(PAYMENT_STATUS.pending, extra.message ?? 'processing', extra.translate ?? true, extra.pendingMs ?? PENDING_RESOLVE_MS);
      break;
    case 'fail':
    case 'cancel': {
      if (p.direction === 'withdrawal') {
        await lockAccount(tx, p.account_id, p.user_id);
        await post(tx, { accountId: p.account_id, amountMinor: Number(p.amount_minor), kind: 'withdrawal_refund', refType: 'payment', refId: String(p.id) });
      }
      const message = extra.message ?? (outcome === 'fail' ? 'declined' : 'cancelled_by_user');
      await setStatus(outcome === 'fail' ? PAYMENT_STATUS.failed : PAYMENT_STATUS.cancelled, message, extra.translate ?? true);
      break;
    }
  }
  return lockPayment(tx, p.id);
}

/**
 * The operator's side of the cashier's callback. A notification that fails its schema, or does not match the
 * payment (amount, currency), decides nothing: the payment stays pending and says so, for a person to check.
 */
export async function handleCashierNotification(db: Db, payload: unknown): Promise<{ accepted: boolean; paymentId: number | null }> {
  const parsed = v.safeParse(CashierNotificationSchema, payload);
  const rawId = typeof payload === 'object' && payload !== null ? (payload as { paymentId?: unknown }).paymentId : undefined;
  const paymentId = parsed.success ? parsed.output.paymentId : (typeof rawId === 'number' && Number.isInteger(rawId) && rawId > 0 && rawId <= INT4_MAX ? rawId : null);
  if (paymentId === null) return { accepted: false, paymentId: null };
  return db.transaction(async (tx) => {
    const p = await lockPayment(tx, paymentId);
    if (!p) return { accepted: false, paymentId: null };
    const n = parsed.success ? parsed.output : null;
    if (!n || Number(p.amount_minor) !== n.amountMinor || p.currency !== n.currency) {
      if (p.status_id === PAYMENT_STATUS.new || p.status_id === PAYMENT_STATUS.pending) {
        await tx.query(
          `UPDATE payments SET status_id = 1, message = 'cashier_answer_invalid', translate_message = true, resolve_at = NULL,
                  resolve_outcome = NULL, updated_at = now() WHERE id = $1`,
          [p.id],
        );
      }
      return { accepted: false, paymentId: p.id };
    }
    await applyOutcome(tx, p.id, n.outcome, { providerRef: n.providerRef, ...(n.message ? { message: n.message, translate: false } : {}) });
    return { accepted: true, paymentId: p.id };
  });
}

/** Finishes pending payments whose time has come and cancels cashier pages left open too long. */
export async function resolveDuePayments(db: Db, userId?: number): Promise<number> {
  const due = await db.query<{ id: number; resolve_outcome: 'success' | 'fail' }>(
    `SELECT id, resolve_outcome FROM payments
      WHERE status_id = 1 AND resolve_at IS NOT NULL AND resolve_at <= now() ${userId ? 'AND user_id = $1' : ''}
      ORDER BY id LIMIT 200`,
    userId ? [userId] : [],
  );
  const stale = await db.query<{ id: number }>(
    `SELECT id FROM payments WHERE status_id = 0 AND created_at <= now() - ($1::int * interval '1 millisecond') ${userId ? 'AND user_id = $2' : ''}
      ORDER BY id LIMIT 200`,
    userId ? [CASHIER_SESSION_TTL_MS, userId] : [CASHIER_SESSION_TTL_MS],
  );
  for (const p of due) await db.transaction((tx) => applyOutcome(tx, p.id, p.resolve_outcome, { message: p.resolve_outcome === 'success' ? undefined : 'declined' }));
  for (const p of stale) await db.transaction((tx) => applyOutcome(tx, p.id, 'cancel', { message: 'cashier_expired' }));
  return due.length + stale.length;
}

export async function findPayment(db: Queryable, userId: number, paymentId: number): Promise<PaymentRow | null> {
  return db.one<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 AND user_id = $2`, [paymentId, userId]);
}

/** A withdrawal not yet paid out can be called back by its owner: the reserved money returns. */
export async function cancelWithdrawal(tx: Queryable, userId: number, paymentId: number): Promise<PaymentRow> {
  const p = await lockPayment(tx, paymentId);
  if (!p || p.user_id !== userId) throw new ApiError(404, 'payment_not_found', 'Payment not found', `No payment ${paymentId}`);
  if (p.direction !== 'withdrawal' || (p.status_id !== PAYMENT_STATUS.new && p.status_id !== PAYMENT_STATUS.pending)) {
    throw new ApiError(409, 'payment_not_cancellable', 'Payment cannot be cancelled', 'Only a withdrawal in progress can be cancelled');
  }
  return (await applyOutcome(tx, p.id, 'cancel', { message: 'cancelled_by_user' }))!;
}

/** A short receipt code of a payment (SPEC.md "skks_hash"). */
export function receiptHash(p: Pick<PaymentRow, 'id' | 'amount_minor' | 'currency' | 'created_at'>): string {
  return crypto.createHash('sha256').update(`${p.id}:${p.amount_minor}:${p.currency}:${new Date(p.created_at).toISOString()}`).digest('hex').slice(0, 16);
}

export function historyEntry(p: PaymentRow): PaymentHistoryEntry {
  const amount = majorOf(Number(p.amount_minor), p.currency);
  return {
    id: p.id,
    status_id: p.status_id,
    message: p.message,
    translate_message: p.translate_message,
    skks_hash: receiptHash(p),
    timestamp: Math.floor(new Date(p.created_at).getTime() / 1000),
    date_payment: new Date(p.completed_at ?? p.created_at).toISOString(),
    status_title: STATUS_TITLES[p.status_id],
    summ: p.direction === 'deposit' ? amount : -amount,
    money_deposit_id: p.provider_ref,
    direction: p.direction,
    currency: p.currency,
    method_id: p.method_id,
    account_id: p.account_id,
  };
}

export async function paymentHistory(db: Queryable, userId: number, q: { pageNumber: number; pageSize: number; direction?: PaymentDirection }) {
  const params: (string | number)[] = [userId];
  let where = 'user_id = $1';
  if (q.direction) {
    params.push(q.direction);
    where += ` AND direction = $${params.length}`;
  }
  const total = await db.one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM payments WHERE ${where}`, params);
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE ${where} ORDER BY id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNumber - 1) * q.pageSize}`,
    params,
  );
  const count = total?.n ?? 0;
  return { items: rows.map(historyEntry), pageNumber: q.pageNumber, pageSize: q.pageSize, total: count, hasMore: q.pageNumber * q.pageSize < count };
}
