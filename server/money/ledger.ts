import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';

// The only way money moves: one ledger row per change, written inside the caller's transaction together with the
// bet, deposit or payout that caused it. A balance is always the sum of its account's rows.

export type LedgerKind =
  | 'deposit' | 'withdrawal' | 'withdrawal_refund' | 'bet_stake' | 'bet_payout' | 'bet_refund' | 'bonus' | 'transfer' | 'adjustment'
  | 'casino_stake' | 'casino_win' | 'casino_refund';

export interface AccountRow {
  id: number;
  user_id: number;
  type: 0 | 4 | 9;
  currency: string;
  label: string;
  is_active: boolean;
  points: number;
}

export async function createAccount(
  tx: Queryable,
  input: { userId: number; type: 0 | 4 | 9; currency: string; label?: string; active?: boolean },
): Promise<AccountRow> {
  const row = await tx.one<AccountRow>(
    `INSERT INTO accounts (user_id, type, currency, label, is_active) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, user_id, type, currency, label, is_active, points`,
    [input.userId, input.type, input.currency, input.label ?? '', input.active ?? false],
  );
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/**
 * Every money transaction locks the player's users row before any of their accounts or anything else of theirs
 * (payments, bonuses, draws they buy into): one order for all, so two transactions of one player queue on that row
 * instead of deadlocking on real PostgreSQL. The player's lock is a statement of its own, before the statement that
 * locks the accounts: a CTE locking the player in the same statement as the accounts does not fix which of the two
 * PostgreSQL locks first (issue 20: 34 of 105 parallel money calls deadlocked). The locks are FOR NO KEY UPDATE: they
 * still queue each other, but not the foreign-key checks of rows inserted for the same player or account (payments,
 * bets, ledger entries take KEY SHARE, which FOR UPDATE would block: another deadlock). Locking the player again
 * later in the transaction is harmless (the transaction holds the lock already).
 */
export async function lockPlayer(tx: Queryable, userId: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])).length > 0;
}

/** The account, locked (after its player) for the rest of the transaction so concurrent debits queue instead of overspending. */
export async function lockAccount(tx: Queryable, accountId: number, userId: number): Promise<AccountRow> {
  await lockPlayer(tx, userId);
  const row = await tx.one<AccountRow>(
    `SELECT id, user_id, type, currency, label, is_active, points FROM accounts
     WHERE id = $1 AND user_id = $2 AND closed_at IS NULL FOR NO KEY UPDATE`,
    [accountId, userId],
  );
  if (!row) throw new ApiError(404, 'account_not_found', 'Account not found', `No open account ${accountId}`);
  return row;
}

export async function balanceMinor(tx: Queryable, accountId: number): Promise<number> {
  const row = await tx.one<{ balance: number | null }>('SELECT COALESCE(SUM(amount_minor), 0)::bigint AS balance FROM ledger_entries WHERE account_id = $1', [accountId]);
  return Number(row?.balance ?? 0);
}

/**
 * A credit (amount > 0) or debit (amount < 0). A debit beyond the balance is refused: call lockAccount first.
 * `balanceBeforeMinor`: the account's balance the caller read with balanceMinor after locking the account in this
 * transaction and has not changed since (saves reading it again); without it the balance is read here.
 */
export async function post(
  tx: Queryable,
  entry: { accountId: number; amountMinor: number; kind: LedgerKind; refType?: string; refId?: string; balanceBeforeMinor?: number },
): Promise<{ entryId: number; balanceMinor: number }> {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor === 0) throw new Error(`bad ledger amount ${entry.amountMinor}`);
  const before = entry.balanceBeforeMinor ?? (await balanceMinor(tx, entry.accountId));
  if (entry.amountMinor < 0 && before + entry.amountMinor < 0) {
    throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The balance is lower than the amount');
  }
  const row = await tx.one<{ id: number }>(
    `INSERT INTO ledger_entries (account_id, amount_minor, kind, ref_type, ref_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [entry.accountId, entry.amountMinor, entry.kind, entry.refType ?? null, entry.refId ?? null],
  );
  return { entryId: Number(row?.id), balanceMinor: before + entry.amountMinor };
}
