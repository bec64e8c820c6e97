import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { allowedValues, COOLING_OFF_MS, DEPOSIT, isBlock, isMoney, NO_DEPOSIT_LIMIT, PENDING_EXPIRY_MS } from './kinds.ts';

// The limits of one player, with the cooling-off rules: adding or lowering a limit takes effect at once; raising or
// removing one waits 24 hours as PENDING (a raise asks the self-assessment first, see the routes); a pending
// deposit-limit raise then needs the player's confirmation and expires 86400 s later if not confirmed (T38).
// Self-exclusion, time-out and extra limits cannot be shortened or lifted before they end.

export interface LimitRow {
  user_id: number;
  type: number;
  value: string;
  started_at: Date;
  ends_at: Date | null;
  pending_value: string | null;
  pending_remove: boolean;
  pending_from: Date | null;
  need_approve: boolean;
  self_exclude_reason: number | null;
}

const history = (tx: Queryable, userId: number, type: number, action: string, value: number | null, nowMs: number) =>
  tx.query('INSERT INTO rg_limit_history (user_id, type, action, value, at) VALUES ($1, $2, $3, $4, $5)', [userId, type, action, value, new Date(nowMs)]);

/** Applies pending changes whose time has come, drops expired ones and ended blocks; then the player's limits. */
export async function settledLimits(tx: Queryable, userId: number, nowMs: number): Promise<LimitRow[]> {
  const now = new Date(nowMs);
  const due = await tx.query<LimitRow>('SELECT * FROM rg_limits WHERE user_id = $1 AND pending_from IS NOT NULL AND pending_from <= $2', [userId, now]);
  for (const row of due) {
    if (row.need_approve) {
      if (row.pending_from!.getTime() + PENDING_EXPIRY_MS > nowMs) continue; // waits for the player's confirmation
      await tx.query('UPDATE rg_limits SET pending_value = NULL, pending_remove = false, pending_from = NULL, need_approve = false WHERE user_id = $1 AND type = $2', [userId, row.type]);
      await history(tx, userId, row.type, 'expired', null, nowMs);
    } else await applyPending(tx, row, nowMs);
  }
  await tx.query('DELETE FROM rg_limits WHERE user_id = $1 AND ends_at IS NOT NULL AND ends_at <= $2', [userId, now]);
  return tx.query<LimitRow>('SELECT * FROM rg_limits WHERE user_id = $1 ORDER BY type', [userId]);
}

async function applyPending(tx: Queryable, row: LimitRow, nowMs: number): Promise<void> {
  if (row.pending_remove) await tx.query('DELETE FROM rg_limits WHERE user_id = $1 AND type = $2', [row.user_id, row.type]);
  else {
    await tx.query(
      'UPDATE rg_limits SET value = pending_value, started_at = $3, pending_value = NULL, pending_from = NULL, need_approve = false WHERE user_id = $1 AND type = $2',
      [row.user_id, row.type, new Date(nowMs)]);
  }
  await history(tx, row.user_id, row.type, 'applied', row.pending_remove ? null : Number(row.pending_value), nowMs);
}

export type SetOutcome = 'active' | 'pending';

/** Sets a limit (value checked against its kind); `raiseAllowed` says the self-assessment was passed. */
export async function setLimit(tx: Queryable, userId: number, type: number, value: number, nowMs: number, opts: { raiseAllowed: boolean; reason?: number }): Promise<SetOutcome> {
  const allowed = allowedValues(type);
  if (allowed && !allowed.includes(value)) throw new ApiError(400, 'invalid_limit_value', 'Invalid limit value', `value must be one of ${allowed.join(', ')}`);
  if (!Number.isSafeInteger(value) || value <= 0 || (isMoney(type) && value > NO_DEPOSIT_LIMIT)) throw new ApiError(400, 'invalid_limit_value', 'Invalid limit value', 'value must be a positive whole amount');
  const rows = await settledLimits(tx, userId, nowMs);
  const current = rows.find((r) => r.type === type);
  const now = new Date(nowMs);
  if (isBlock(type)) {
    const endsAt = new Date(nowMs + value * 24 * 3600 * 1000);
    if (current && current.ends_at && current.ends_at >= endsAt) throw new ApiError(409, 'limit_locked', 'Cannot be shortened', 'A self-exclusion or time-out cannot be shortened or lifted before it ends');
    await tx.query(
      `INSERT INTO rg_limits (user_id, type, value, started_at, ends_at, self_exclude_reason) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, type) DO UPDATE SET value = $3, started_at = $4, ends_at = $5, self_exclude_reason = $6`,
      [userId, type, value, now, endsAt, opts.reason ?? null]);
    await history(tx, userId, type, 'set', value, nowMs);
    return 'active';
  }
  if (!current || value <= Number(current.value)) {
    // New or stricter: at once (a pending raise of the same kind is dropped with it).
    await tx.query(
      `INSERT INTO rg_limits (user_id, type, value, started_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, type) DO UPDATE SET value = $3, started_at = $4, pending_value = NULL, pending_remove = false, pending_from = NULL, need_approve = false`,
      [userId, type, value, now]);
    await history(tx, userId, type, current ? 'lowered' : 'set', value, nowMs);
    return 'active';
  }
  if (current.pending_from) throw new ApiError(409, 'limit_locked', 'A change is pending', 'This limit already has a pending change');
  if (!opts.raiseAllowed) throw new ApiError(403, 'questionnaire_required', 'Self-assessment needed', 'Answer the questions before raising a limit');
  await tx.query('UPDATE rg_limits SET pending_value = $3, pending_from = $4, need_approve = $5 WHERE user_id = $1 AND type = $2',
    [userId, type, value, new Date(nowMs + COOLING_OFF_MS), (DEPOSIT as readonly number[]).includes(type)]);
  await history(tx, userId, type, 'raise_requested', value, nowMs);
  return 'pending';
}

/** Removing a limit waits 24 h too; a block cannot be removed. */
/** DELETE of a limit: a pending change is rejected; a settled limit is removed after the cooling-off. */
export async function removeLimit(tx: Queryable, userId: number, type: number, nowMs: number): Promise<'rejected' | 'remove_requested'> {
  const rows = await settledLimits(tx, userId, nowMs);
  const current = rows.find((r) => r.type === type);
  if (!current) throw new ApiError(404, 'limit_not_found', 'No such limit', 'This limit is not set');
  if (isBlock(type)) throw new ApiError(409, 'limit_locked', 'Cannot be lifted', 'A self-exclusion or time-out cannot be lifted before it ends');
  if (current.pending_from) {
    await limitAction(tx, userId, type, 'reject', nowMs);
    return 'rejected';
  }
  await tx.query('UPDATE rg_limits SET pending_remove = true, pending_from = $3 WHERE user_id = $1 AND type = $2', [userId, type, new Date(nowMs + COOLING_OFF_MS)]);
  await history(tx, userId, type, 'remove_requested', null, nowMs);
  return 'remove_requested';
}

/** confirm: a pending deposit-limit raise whose cooling-off is over takes effect; reject: the pending change goes. */
export async function limitAction(tx: Queryable, userId: number, type: number, action: 'confirm' | 'reject', nowMs: number): Promise<void> {
  const rows = await settledLimits(tx, userId, nowMs);
  const current = rows.find((r) => r.type === type);
  if (!current || !current.pending_from) throw new ApiError(404, 'limit_not_found', 'Nothing pending', 'This limit has no pending change');
  if (action === 'reject') {
    await tx.query('UPDATE rg_limits SET pending_value = NULL, pending_remove = false, pending_from = NULL, need_approve = false WHERE user_id = $1 AND type = $2', [userId, type]);
    await history(tx, userId, type, 'rejected', null, nowMs);
    return;
  }
  if (!current.need_approve) throw new ApiError(409, 'limit_locked', 'Nothing to confirm', 'This change takes effect by itself');
  if (current.pending_from.getTime() > nowMs) throw new ApiError(409, 'limit_locked', 'Cooling-off', 'The raise can be confirmed once the 24 hours have passed');
  await applyPending(tx, current, nowMs);
  await history(tx, userId, type, 'confirmed', Number(current.pending_value), nowMs);
}
