import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { RefusalParams } from '../../streams/schemas/api-error.ts';
import { DEPOSIT, isBlock, LOSS, RETURN_KINDS, SESSION_LIMIT, STAKE_KINDS, WAGERING, windowMs } from './kinds.ts';
import { touchPlayTime } from './play-time.ts';
import { settledLimits, type LimitRow } from './store.ts';

// Enforcement, called inside the transaction that moves the money (bet placement, casino rounds, deposits), before
// any money moves. The player's users row is locked first, so two parallel stakes or deposits queue and cannot both
// slip under one limit. Money limits are in the player's currency (users.currency): stakes and deposits from an
// account in another currency are refused while such a limit is set (no exchange rate makes a limit of one currency
// bind another honestly, so the strict answer is the one that holds).

const refuse = (code: string, title: string, detail: string, params?: RefusalParams) => new ApiError(403, code, title, detail, params);

async function lockedLimits(tx: Queryable, userId: number, nowMs: number): Promise<{ limits: LimitRow[]; currency: string; playedMs: number }> {
  // One statement for the common player without limits: the play-time count (an UPDATE of the player's row, so the
  // player's lock) answers the currency and whether there is anything more to read.
  const played = await touchPlayTime(tx, userId, nowMs);
  return { limits: played.hasLimits ? await settledLimits(tx, userId, nowMs) : [], currency: played.currency, playedMs: played.usedMs };
}

/** T36 on the server: once the session limit's hours of play in the day's window are used, no more stakes today. */
function assertSessionOpen(limits: readonly LimitRow[], playedMs: number): void {
  const limit = limits.find((l) => l.type === SESSION_LIMIT);
  if (!limit) return;
  if (playedMs >= Number(limit.value) * 3600_000) throw refuse('session_limit_reached', 'Responsible gaming', `Your session limit of ${Number(limit.value)} h has been reached: come back tomorrow`);
}

/** Self-exclusion, time-out and extra limits: no play and no deposits until they end. */
function assertNotBlocked(limits: readonly LimitRow[]): void {
  const block = limits.find((l) => isBlock(l.type));
  if (block) {
    const until = block.ends_at?.toISOString();
    throw refuse(block.type === 33 ? 'timeout_active' : 'self_excluded', 'Responsible gaming', `Play and deposits are closed until ${until ?? 'further notice'}`, until ? { until } : undefined);
  }
}

/**
 * The deposit form, before anything is typed into it: closed while a self-exclusion or time-out runs, with the
 * refusal a deposit would get (a read only: the money paths settle pending changes in their transactions).
 */
export async function assertDepositsOpen(db: Queryable, userId: number, nowMs: number): Promise<void> {
  const blocks = await db.query<LimitRow>('SELECT * FROM rg_limits WHERE user_id = $1 AND (ends_at IS NULL OR ends_at > $2)', [userId, new Date(nowMs)]);
  assertNotBlocked(blocks);
}

/** Sum of the ledger rows of these kinds on the player's accounts in the window ending now (minor units). */
async function ledgerSum(tx: Queryable, userId: number, currency: string, kinds: readonly string[], fromMs: number): Promise<number> {
  const row = await tx.one<{ s: string | null }>(
    `SELECT COALESCE(SUM(l.amount_minor), 0)::bigint AS s FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
     WHERE a.user_id = $1 AND a.currency = $2 AND l.kind = ANY(string_to_array($3, ',')) AND l.created_at > $4`,
    [userId, currency, kinds.join(','), new Date(fromMs)]);
  return Number(row?.s ?? 0);
}

/** A bonus taken from a bonus page: nothing that invites play while a self-exclusion or time-out runs. */
export async function assertPlayOpen(tx: Queryable, input: { userId: number; nowMs: number }): Promise<void> {
  assertNotBlocked((await lockedLimits(tx, input.userId, input.nowMs)).limits);
}

/** A stake (sports bet or casino round) of `stakeMinor` in `currency`, checked against blocks, wagering and loss. */
export async function assertStakeAllowed(tx: Queryable, input: { userId: number; stakeMinor: number; currency: string; nowMs: number }): Promise<void> {
  const { limits, currency, playedMs } = await lockedLimits(tx, input.userId, input.nowMs);
  assertNotBlocked(limits);
  assertSessionOpen(limits, playedMs);
  const money = limits.filter((l) => (WAGERING as readonly number[]).includes(l.type) || (LOSS as readonly number[]).includes(l.type));
  if (money.length === 0) return;
  if (input.currency !== currency) throw refuse('limit_currency', 'Responsible gaming', `Your limits are in ${currency}: play from your ${currency} account`);
  for (const limit of money) {
    const from = input.nowMs - windowMs(limit.type);
    const staked = -(await ledgerSum(tx, input.userId, currency, STAKE_KINDS, from));
    const used = (WAGERING as readonly number[]).includes(limit.type)
      ? staked
      : staked - (await ledgerSum(tx, input.userId, currency, RETURN_KINDS, from));
    // A loss limit counts the worst case of this stake: it is all lost.
    if (used + input.stakeMinor > Number(limit.value)) {
      const leftMinor = Math.max(0, Number(limit.value) - Math.max(0, used));
      throw refuse('limit_exceeded', 'Responsible gaming', `This stake would take you over your ${(WAGERING as readonly number[]).includes(limit.type) ? 'wagering' : 'loss'} limit (${leftMinor} left)`, { leftMinor, currency });
    }
  }
}

/** A deposit of `amountMinor`: refused during a block, or when the window's deposits would pass a deposit limit. */
export async function assertDepositAllowed(tx: Queryable, input: { userId: number; amountMinor: number; currency: string; nowMs: number }): Promise<void> {
  const { limits, currency } = await lockedLimits(tx, input.userId, input.nowMs);
  assertNotBlocked(limits);
  const deposit = limits.filter((l) => (DEPOSIT as readonly number[]).includes(l.type));
  if (deposit.length === 0) return;
  if (input.currency !== currency) throw refuse('limit_currency', 'Responsible gaming', `Your deposit limits are in ${currency}: deposit to your ${currency} account`);
  for (const limit of deposit) {
    // Deposits asked for count from the moment they are asked for (a pending deposit cannot slip past the limit).
    const row = await tx.one<{ s: string | null }>(
      `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS s FROM payments
       WHERE user_id = $1 AND direction = 'deposit' AND currency = $2 AND status_id IN (0, 1, 2) AND created_at > $3`,
      [input.userId, currency, new Date(input.nowMs - windowMs(limit.type))]);
    const used = Number(row?.s ?? 0);
    if (used + input.amountMinor > Number(limit.value)) {
      const leftMinor = Math.max(0, Number(limit.value) - used);
      throw refuse('deposit_limit_exceeded', 'Responsible gaming', `This deposit would take you over your deposit limit (${leftMinor} left)`, { leftMinor, currency });
    }
  }
}

/** What a money limit has used of its window now (minor units): stakes, net loss or deposits asked for. */
export async function limitUsage(tx: Queryable, userId: number, currency: string, type: number, nowMs: number): Promise<number> {
  const from = nowMs - windowMs(type);
  if ((DEPOSIT as readonly number[]).includes(type)) {
    const row = await tx.one<{ s: string | null }>(
      `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS s FROM payments
       WHERE user_id = $1 AND direction = 'deposit' AND currency = $2 AND status_id IN (0, 1, 2) AND created_at > $3`, [userId, currency, new Date(from)]);
    return Number(row?.s ?? 0);
  }
  const staked = -(await ledgerSum(tx, userId, currency, STAKE_KINDS, from));
  if ((WAGERING as readonly number[]).includes(type)) return staked;
  return Math.max(0, staked - (await ledgerSum(tx, userId, currency, RETURN_KINDS, from)));
}

/** The session so far (for the reality check, B14 32): since the login, stakes and what came back (minor units). */
export async function sessionResult(db: Queryable, userId: number, currency: string, startMs: number): Promise<{ staked: number; returned: number }> {
  const staked = -(await ledgerSum(db, userId, currency, STAKE_KINDS, startMs));
  return { staked, returned: await ledgerSum(db, userId, currency, RETURN_KINDS, startMs) };
}
