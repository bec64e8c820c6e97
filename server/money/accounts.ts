import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { Account, AccountData, ConvertStatus, CurrencyOption } from '../../streams/schemas/accounts.ts';
import { CURRENCIES, currencyId, currencySymbol, majorOf } from './currencies.ts';
import { createAccount, lockPlayer } from './ledger.ts';

// Reading and arranging a user's accounts (SPEC.md section 3 "Accounts", C13). Balances are always computed from
// the ledger in the same query that lists the accounts, never stored.

/**
 * A new currency account is opened by the back office a moment after it is asked for, like the operator's real
 * one: the account exists at once (so a second request for the same currency is refused) but is listed only
 * ACCOUNT_OPEN_DELAY_MS later. The client polls for it (T14: up to 5 times, 1000 ms apart).
 */
export const ACCOUNT_OPEN_DELAY_MS = 1_200;

/** At most this many additional currency accounts per user. */
export const MAX_CURRENCY_ACCOUNTS = 5;

interface AccountBalanceRow {
  id: number;
  type: 0 | 4 | 9;
  currency: string;
  label: string;
  is_active: boolean;
  points: number;
  balance: number;
  visible: boolean;
}

/** Open accounts with their ledger balances, main first, then bonus, then currency accounts by age. */
export async function listAccounts(db: Queryable, userId: number, options: { includeOpening?: boolean } = {}): Promise<AccountBalanceRow[]> {
  const rows = await db.query<AccountBalanceRow>(
    `SELECT a.id, a.type, a.currency, a.label, a.is_active, a.points,
            COALESCE((SELECT SUM(l.amount_minor) FROM ledger_entries l WHERE l.account_id = a.id), 0)::bigint AS balance,
            (a.type <> 9 OR a.created_at <= now() - ($2::int * interval '1 millisecond')) AS visible
       FROM accounts a
      WHERE a.user_id = $1 AND a.closed_at IS NULL
      ORDER BY CASE a.type WHEN 0 THEN 0 WHEN 4 THEN 1 ELSE 2 END, a.id`,
    [userId, ACCOUNT_OPEN_DELAY_MS],
  );
  return options.includeOpening ? rows : rows.filter((r) => r.visible);
}

export function accountView(row: Pick<AccountBalanceRow, 'id' | 'type' | 'currency' | 'label' | 'is_active' | 'points' | 'balance'>, pointsBalance = false): Account {
  return {
    id: row.id,
    type: row.type,
    iso: row.currency,
    symbol: currencySymbol(row.currency),
    money: majorOf(Number(row.balance), row.currency),
    currencyId: currencyId(row.currency),
    isActive: row.is_active,
    label: row.label,
    points: row.points,
    isPointsTypeBalance: pointsBalance && row.type === 0,
  };
}

/** The C13 account data: the active account as `balance`, the bonus, every account and the first-deposit offer. */
export async function accountData(db: Queryable, userId: number): Promise<AccountData> {
  const rows = await listAccounts(db, userId);
  const facts = await db.one<{ completed_deposits: number; first_bonus: number; cashback_points: boolean; bonus_id: number | null }>(
    `SELECT (SELECT COUNT(*) FROM payments WHERE user_id = $1 AND direction = 'deposit' AND status_id = 2)::int AS completed_deposits,
            (SELECT COUNT(*) FROM user_bonuses WHERE user_id = $1 AND kind IN ('first_deposit_sport', 'first_deposit_casino'))::int AS first_bonus,
            COALESCE((SELECT (prefs->>'cashbackOption') = '1' FROM user_preferences WHERE user_id = $1), false) AS cashback_points,
            (SELECT id FROM user_bonuses WHERE user_id = $1 AND status = 'active' ORDER BY id DESC LIMIT 1) AS bonus_id`,
    [userId],
  );
  const accounts = rows.map((r) => accountView(r, Boolean(facts?.cashback_points)));
  const active = accounts.find((a) => a.isActive) ?? null;
  const bonusAccount = rows.find((r) => r.type === 4);
  const withdrawable = active && active.type !== 4 ? Math.max(0, active.money) : 0;
  return {
    balance: active,
    bonus: bonusAccount ? { idBonus: facts?.bonus_id ?? 0, money: majorOf(Number(bonusAccount.balance), bonusAccount.currency) } : null,
    all_accounts: accounts,
    is_available_first_deposit_bonus: (facts?.completed_deposits ?? 0) === 0 && (facts?.first_bonus ?? 0) === 0,
    withdrawable,
    convert_status: convertStatus(rows),
  };
}

/**
 * Convert-account status (SPEC.md section 3): 1 when the main account may change its currency (it is empty and
 * there is no other money), 2 when an additional currency account could be made the main one (the main account
 * is empty and an additional account holds money), else 0.
 */
export function convertStatus(rows: readonly Pick<AccountBalanceRow, 'type' | 'balance'>[]): ConvertStatus {
  const main = rows.find((r) => r.type === 0);
  if (!main || Number(main.balance) !== 0) return 0;
  const others = rows.filter((r) => r.type === 9);
  if (others.some((r) => Number(r.balance) > 0)) return 2;
  return rows.every((r) => Number(r.balance) === 0) ? 1 : 0;
}

/** Makes one open, listed account the active one (exactly one active account per user). */
export async function setActiveAccount(tx: Queryable, userId: number, accountId: number): Promise<void> {
  await lockPlayer(tx, userId);
  const target = (await listAccounts(tx, userId)).find((r) => r.id === accountId);
  if (!target) throw new ApiError(404, 'account_not_found', 'Account not found', `No open account ${accountId}`);
  // Two statements: the one-active index is checked row by row, so clear first, then set.
  await tx.query('UPDATE accounts SET is_active = false WHERE user_id = $1 AND is_active AND id <> $2', [userId, accountId]);
  await tx.query('UPDATE accounts SET is_active = true WHERE id = $1 AND user_id = $2', [accountId, userId]);
}

/** Currencies the user has no account in yet. */
export async function addableCurrencies(db: Queryable, userId: number): Promise<CurrencyOption[]> {
  const rows = await listAccounts(db, userId, { includeOpening: true });
  const held = new Set(rows.filter((r) => r.type !== 4).map((r) => r.currency));
  return CURRENCIES.filter((c) => !held.has(c)).map((iso) => ({ iso, symbol: currencySymbol(iso), currencyId: currencyId(iso) }));
}

export async function addCurrencyAccount(tx: Queryable, userId: number, iso: string): Promise<void> {
  if (!CURRENCIES.includes(iso)) throw new ApiError(400, 'unknown_currency', 'Unknown currency', `${iso} is not a currency of this site`);
  await lockPlayer(tx, userId);
  const rows = await listAccounts(tx, userId, { includeOpening: true });
  if (rows.some((r) => r.type !== 4 && r.currency === iso)) {
    throw new ApiError(409, 'currency_exists', 'Account exists', `You already have an account in ${iso}`);
  }
  if (rows.filter((r) => r.type === 9).length >= MAX_CURRENCY_ACCOUNTS) {
    throw new ApiError(409, 'too_many_accounts', 'Too many accounts', `At most ${MAX_CURRENCY_ACCOUNTS} additional currency accounts`);
  }
  const hasMain = rows.some((r) => r.type === 0);
  await createAccount(tx, { userId, type: hasMain ? 9 : 0, currency: iso, active: !rows.some((r) => r.is_active) });
}

/** Closes an additional currency account: only an empty, inactive type-9 account without open payments. */
export async function removeCurrencyAccount(tx: Queryable, userId: number, accountId: number): Promise<void> {
  await lockPlayer(tx, userId);
  const row = await tx.one<{ id: number; type: number; is_active: boolean; currency: string }>(
    'SELECT id, type, is_active, currency FROM accounts WHERE id = $1 AND user_id = $2 AND closed_at IS NULL FOR NO KEY UPDATE',
    [accountId, userId],
  );
  if (!row) throw new ApiError(404, 'account_not_found', 'Account not found', `No open account ${accountId}`);
  if (row.type !== 9) throw new ApiError(409, 'account_not_removable', 'Account cannot be removed', 'Only additional currency accounts can be removed');
  if (row.is_active) throw new ApiError(409, 'account_active', 'Account is active', 'Switch to another account before removing this one');
  const balance = await tx.one<{ b: number }>('SELECT COALESCE(SUM(amount_minor), 0)::bigint AS b FROM ledger_entries WHERE account_id = $1', [accountId]);
  if (Number(balance?.b ?? 0) !== 0) throw new ApiError(409, 'account_not_empty', 'Account is not empty', 'Withdraw the money before removing the account');
  const open = await tx.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM payments WHERE account_id = $1 AND status_id IN (0, 1)', [accountId]);
  if ((open?.n ?? 0) > 0) throw new ApiError(409, 'account_has_open_payments', 'Open payments', 'The account has payments in progress');
  await tx.query('UPDATE accounts SET closed_at = now() WHERE id = $1', [accountId]);
}

/** The user's main account (type 0), created in the user's currency if registration did not make one. */
export async function ensureMainAccount(tx: Queryable, userId: number): Promise<number> {
  const main = await tx.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND type = 0', [userId]);
  if (main) return main.id;
  const user = await tx.one<{ currency: string }>('SELECT currency FROM users WHERE id = $1', [userId]);
  const anyActive = await tx.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND is_active', [userId]);
  const created = await createAccount(tx, { userId, type: 0, currency: user?.currency ?? 'RUB', active: !anyActive });
  return created.id;
}

/**
 * Converts the account (R17, B12), as its convert status allows:
 *  - status 1, `{ iso }`: the empty main account takes another currency (and so does the user's currency);
 *  - status 2, `{ id }`: an additional currency account becomes the main one; the empty main becomes an additional
 *    account (its history stays with it).
 * Refused with 409 when the status does not allow it, or while the main account has payments or bets in progress
 * (their money would come back in the wrong currency).
 */
/**
 * Money of the player still in play anywhere: payments in progress, and stakes whose outcome is not paid yet (sports
 * bets, crash bets and other open casino rounds, toto coupons and lotto tickets). A conversion changes the currency
 * the account's minor units mean, so a payout of a stake made before it would be credited in the wrong currency
 * (1,000 RUB staked, 1,000 GBP paid): nothing may be in play while it happens. Counted over all the player's accounts.
 */
async function moneyInPlay(tx: Queryable, userId: number): Promise<{ payments: number; stakes: number }> {
  const row = await tx.one<{ payments: number; stakes: number }>(
    `SELECT (SELECT COUNT(*) FROM payments p JOIN accounts a ON a.id = p.account_id WHERE a.user_id = $1 AND p.status_id IN (0, 1))::int AS payments,
            ((SELECT COUNT(*) FROM bets b JOIN accounts a ON a.id = b.account_id WHERE a.user_id = $1 AND b.status = 'open')
             + (SELECT COUNT(*) FROM casino_rounds WHERE user_id = $1 AND NOT settled)
             + (SELECT COUNT(*) FROM toto_coupons WHERE user_id = $1 AND payout_minor IS NULL)
             + (SELECT COUNT(*) FROM lotto_tickets WHERE user_id = $1 AND payout_minor IS NULL))::int AS stakes`,
    [userId],
  );
  return { payments: row?.payments ?? 0, stakes: row?.stakes ?? 0 };
}

export async function convertAccount(tx: Queryable, userId: number, target: { iso: string } | { id: number }): Promise<void> {
  await lockPlayer(tx, userId);
  const rows = await listAccounts(tx, userId, { includeOpening: true });
  const main = rows.find((r) => r.type === 0);
  const status = convertStatus(rows);
  const wanted: ConvertStatus = 'iso' in target ? 1 : 2;
  if (!main || status !== wanted) {
    throw new ApiError(409, 'convert_not_allowed', 'Conversion not allowed', `The account cannot be converted this way (status ${status})`);
  }
  const open = await moneyInPlay(tx, userId);
  if (open.payments > 0) throw new ApiError(409, 'account_has_open_payments', 'Open payments', 'The main account has payments in progress');
  if (open.stakes > 0) throw new ApiError(409, 'account_has_open_bets', 'Open bets', 'Bets, game rounds or tickets are still in play');
  if ('iso' in target) {
    if (!CURRENCIES.includes(target.iso)) throw new ApiError(400, 'unknown_currency', 'Unknown currency', `${target.iso} is not a currency of this site`);
    if (target.iso === main.currency || rows.some((r) => r.type === 9 && r.currency === target.iso)) {
      throw new ApiError(409, 'currency_exists', 'Account exists', `You already have an account in ${target.iso}`);
    }
    await tx.query('UPDATE accounts SET currency = $2 WHERE id = $1', [main.id, target.iso]);
    await tx.query('UPDATE users SET currency = $2 WHERE id = $1', [userId, target.iso]);
    return;
  }
  const next = rows.find((r) => r.id === target.id && r.type === 9 && r.visible);
  if (!next) throw new ApiError(404, 'account_not_found', 'Account not found', `No additional account ${target.id}`);
  // One main account per user (a unique index checked row by row): demote first, then promote.
  await tx.query('UPDATE accounts SET type = 9 WHERE id = $1', [main.id]);
  await tx.query('UPDATE accounts SET type = 0 WHERE id = $1', [next.id]);
  await tx.query('UPDATE users SET currency = $2 WHERE id = $1', [userId, next.currency]);
}
