import type { Db, Queryable } from '../db/index.ts';
import { majorOf, minorDigits } from './currencies.ts';
import { createAccount, lockAccount, lockPlayer, post } from './ledger.ts';
import { eurToMinor } from '../../streams/schemas/eur-rates.ts';

// The first-deposit bonus (registration choice first_deposit_bonus_choice, or the choice made on the deposit page):
// 100 % of the first completed deposit, capped, credited to the bonus account (type 4). It turns into real money
// (a transfer to the account of the deposit) once stakes worth wager_multiplier x the bonus have been placed
// after it started; it expires unused after BONUS_LIFETIME_DAYS.

export const FIRST_DEPOSIT_BONUS = {
  /** Sport bonus: wager 5 x; casino bonus: wager 30 x. */
  multiplier: { 1: 5, 2: 30 } as Record<1 | 2, number>,
  /** Cap in major units per currency (else 100 x the currency's euro rate, roughly). */
  capMajor: { RUB: 10_000, USD: 100, EUR: 100, UAH: 5_000, KZT: 50_000, TRY: 4_000, JPY: 20_000 } as Record<string, number>,
  lifetimeDays: 30,
};

interface PaymentLike {
  id: number;
  user_id: number;
  account_id: number;
  amount_minor: number;
  currency: string;
  bonus_choice: 0 | 1 | 2;
}

/** Grants the bonus for a just-completed deposit if it is the user's first and a bonus was chosen. */
export async function grantFirstDepositBonus(tx: Queryable, p: PaymentLike): Promise<boolean> {
  if (p.bonus_choice === 0) return false;
  const facts = await tx.one<{ deposits: number; bonuses: number }>(
    `SELECT (SELECT COUNT(*) FROM payments WHERE user_id = $1 AND direction = 'deposit' AND status_id = 2 AND id <> $2)::int AS deposits,
            (SELECT COUNT(*) FROM user_bonuses WHERE user_id = $1 AND kind IN ('first_deposit_sport', 'first_deposit_casino'))::int AS bonuses`,
    [p.user_id, p.id],
  );
  if ((facts?.deposits ?? 0) > 0 || (facts?.bonuses ?? 0) > 0) return false;
  const amount = Math.min(Number(p.amount_minor), firstDepositCapMinor(p.currency));
  const bonusAccountId = await bonusAccountFor(tx, p.user_id, p.currency);
  await lockAccount(tx, bonusAccountId, p.user_id);
  await post(tx, { accountId: bonusAccountId, amountMinor: amount, kind: 'bonus', refType: 'payment', refId: String(p.id) });
  const multiplier = FIRST_DEPOSIT_BONUS.multiplier[p.bonus_choice];
  await tx.query(
    `INSERT INTO user_bonuses (user_id, kind, account_id, payment_id, amount_minor, currency, wager_multiplier, wager_required_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + ($9::int * interval '1 day'))`,
    [p.user_id, p.bonus_choice === 1 ? 'first_deposit_sport' : 'first_deposit_casino', bonusAccountId, p.id, amount, p.currency,
      multiplier, amount * multiplier, FIRST_DEPOSIT_BONUS.lifetimeDays],
  );
  return true;
}

/**
 * R11: a first-deposit offer taken on its page makes the casino bonus the player's choice, granted with their first
 * deposit by grantFirstDepositBonus. Too late once a deposit has completed or a first-deposit bonus was given.
 */
export async function takeFirstDepositOffer(tx: Queryable, userId: number): Promise<'taken' | 'already' | 'too_late'> {
  await lockPlayer(tx, userId);
  const facts = await tx.one<{ choice: 0 | 1 | 2; deposits: number; casino: number; sport: number }>(
    `SELECT u.first_deposit_bonus_choice AS choice,
            (SELECT COUNT(*) FROM payments WHERE user_id = u.id AND direction = 'deposit' AND status_id = 2)::int AS deposits,
            (SELECT COUNT(*) FROM user_bonuses WHERE user_id = u.id AND kind = 'first_deposit_casino')::int AS casino,
            (SELECT COUNT(*) FROM user_bonuses WHERE user_id = u.id AND kind = 'first_deposit_sport')::int AS sport
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!facts) return 'too_late';
  if (facts.casino > 0) return 'already';
  if (facts.deposits > 0 || facts.sport > 0) return 'too_late';
  if (facts.choice === 2) return 'already';
  await tx.query('UPDATE users SET first_deposit_bonus_choice = 2 WHERE id = $1', [userId]);
  return 'taken';
}

/** The most a first deposit's bonus brings in `currency`, in minor units (its cap). */
export function firstDepositCapMinor(currency: string): number {
  return (FIRST_DEPOSIT_BONUS.capMajor[currency] ?? 100) * 10 ** minorDigits(currency);
}

/** An amount set in euros (a promo code's reward, a bonus page's bonus) in minor units of `currency`. */
export { eurToMinor };

export interface BonusGrant {
  userId: number;
  kind: 'promo' | 'offer';
  currency: string;
  amountMinor: number;
  wagerMultiplier: number;
  lifetimeDays: number;
  /** What the ledger row points at (the promo code, the bonus page). */
  ref: { type: string; id: string };
  /** The bonus page's bonus: a player takes each once (a second grant answers null and moves no money). */
  offerSlug?: string;
}

/**
 * Credits a bonus to the player's bonus account with its wagering requirement (a user_bonuses row, the state the
 * office's bonus pages show). Null when the player already has this offer's bonus; the caller's transaction then
 * rolls back or answers so.
 */
export async function grantBonus(tx: Queryable, g: BonusGrant): Promise<{ id: number; expiresAt: Date } | null> {
  const bonusAccount = await bonusAccountFor(tx, g.userId, g.currency);
  await lockAccount(tx, bonusAccount, g.userId);
  const row = await tx.one<{ id: number; expires_at: Date }>(
    `INSERT INTO user_bonuses (user_id, kind, account_id, amount_minor, currency, wager_multiplier, wager_required_minor, expires_at, offer_slug)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + ($8::int * interval '1 day'), $9)
     ON CONFLICT (user_id, offer_slug) WHERE offer_slug IS NOT NULL DO NOTHING RETURNING id, expires_at`,
    [g.userId, g.kind, bonusAccount, g.amountMinor, g.currency, g.wagerMultiplier, g.amountMinor * g.wagerMultiplier, g.lifetimeDays, g.offerSlug ?? null],
  );
  if (!row) return null;
  await post(tx, { accountId: bonusAccount, amountMinor: g.amountMinor, kind: 'bonus', refType: g.ref.type, refId: g.ref.id });
  return { id: row.id, expiresAt: new Date(row.expires_at) };
}

/** The user's bonus account in this currency (one per user), created when first needed. */
export async function bonusAccountFor(tx: Queryable, userId: number, currency: string): Promise<number> {
  const found = await tx.one<{ id: number }>(
    `SELECT id FROM accounts WHERE user_id = $1 AND type = 4 AND currency = $2 AND closed_at IS NULL ORDER BY id LIMIT 1`,
    [userId, currency],
  );
  if (found) return found.id;
  return (await createAccount(tx, { userId, type: 4, currency, label: '' })).id;
}

export interface BonusView {
  id: number;
  kind: string;
  status: 'active' | 'completed' | 'expired';
  currency: string;
  amount: number;
  wagerMultiplier: number;
  wagerRequired: number;
  wagered: number;
  /** 0-100. */
  progress: number;
  startedAt: string;
  expiresAt: string;
  finishedAt: string | null;
}

interface BonusRow {
  id: number;
  user_id: number;
  kind: string;
  status: 'active' | 'completed' | 'expired';
  account_id: number;
  payment_id: number | null;
  amount_minor: number;
  currency: string;
  wager_multiplier: number;
  wager_required_minor: number;
  started_at: Date;
  expires_at: Date;
  finished_at: Date | null;
  wagered: number;
  expired_now: boolean;
}

/** Stakes placed since the bonus started, in the bonus currency (every bet_stake row of the user's accounts). */
const BONUS_SELECT = `SELECT b.*, (b.expires_at <= now()) AS expired_now,
  COALESCE((SELECT -SUM(l.amount_minor) FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
             WHERE a.user_id = b.user_id AND a.currency = b.currency AND l.kind = 'bet_stake' AND l.created_at >= b.started_at), 0)::bigint AS wagered
  FROM user_bonuses b`;

/** The user's bonuses with their wagering progress; finishes the ones whose wagering is done or whose time is up. */
export async function bonusesOf(db: Db, userId: number): Promise<BonusView[]> {
  const rows = await db.query<BonusRow>(`${BONUS_SELECT} WHERE b.user_id = $1 ORDER BY b.id DESC`, [userId]);
  let changed = false;
  for (const b of rows) {
    if (b.status !== 'active') continue;
    if (Number(b.wagered) >= Number(b.wager_required_minor)) {
      await db.transaction((tx) => finishBonus(tx, b, 'completed'));
      changed = true;
    } else if (b.expired_now) {
      await db.transaction((tx) => finishBonus(tx, b, 'expired'));
      changed = true;
    }
  }
  const final = changed ? await db.query<BonusRow>(`${BONUS_SELECT} WHERE b.user_id = $1 ORDER BY b.id DESC`, [userId]) : rows;
  return final.map((b) => {
    const required = Number(b.wager_required_minor);
    const wagered = Math.min(Number(b.wagered), required);
    return {
      id: b.id,
      kind: b.kind,
      status: b.status,
      currency: b.currency,
      amount: majorOf(Number(b.amount_minor), b.currency),
      wagerMultiplier: b.wager_multiplier,
      wagerRequired: majorOf(required, b.currency),
      wagered: majorOf(b.status === 'completed' ? required : wagered, b.currency),
      progress: b.status === 'completed' ? 100 : Math.floor((wagered / required) * 100),
      startedAt: new Date(b.started_at).toISOString(),
      expiresAt: new Date(b.expires_at).toISOString(),
      finishedAt: b.finished_at ? new Date(b.finished_at).toISOString() : null,
    };
  });
}

/**
 * Completed: what is left on the bonus account (up to the bonus amount) moves to the deposit's account as real
 * money. Expired: it is taken back. Both are ledger rows; the bonus row is finished in the same transaction.
 */
async function finishBonus(tx: Queryable, b: BonusRow, status: 'completed' | 'expired'): Promise<void> {
  await lockPlayer(tx, b.user_id);
  const locked = await tx.one<{ status: string }>('SELECT status FROM user_bonuses WHERE id = $1 FOR UPDATE', [b.id]);
  if (locked?.status !== 'active') return;
  await lockAccount(tx, b.account_id, b.user_id);
  const balance = await tx.one<{ s: number }>('SELECT COALESCE(SUM(amount_minor), 0)::bigint AS s FROM ledger_entries WHERE account_id = $1', [b.account_id]);
  const left = Math.min(Number(balance?.s ?? 0), Number(b.amount_minor));
  if (left > 0) {
    await post(tx, { accountId: b.account_id, amountMinor: -left, kind: status === 'completed' ? 'transfer' : 'adjustment', refType: 'bonus', refId: String(b.id) });
    if (status === 'completed') {
      const target = await tx.one<{ account_id: number }>('SELECT account_id FROM payments WHERE id = $1', [b.payment_id]);
      const main = await tx.one<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND type = 0', [b.user_id]);
      const to = target?.account_id ?? main?.id;
      if (to) {
        await lockAccount(tx, to, b.user_id);
        await post(tx, { accountId: to, amountMinor: left, kind: 'transfer', refType: 'bonus', refId: String(b.id) });
      }
    }
  }
  await tx.query('UPDATE user_bonuses SET status = $2, finished_at = now() WHERE id = $1', [b.id, status]);
}
