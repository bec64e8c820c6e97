import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { toMajor } from '../money/currencies.ts';
import type { CouponPromoCode } from '../../streams/schemas/coupon.ts';

// Coupon promo codes (free bets, migration 031): granted by the office promo codes of kind 'freebet' and, for QA, by
// the dev API; listed for the coupon by GET /web-api/coupon/promo-codes; spent by placement (server/coupon/place.ts).

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of `CODE_ALPHABET` (no 0/O or 1/I to misread). */
export function newCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface PromoCodeRow {
  code: string;
  amount_minor: number;
  currency: string;
  min_coef: string;
  expires_at: Date;
}

export const PROMO_COLUMNS = 'code, amount_minor, currency, min_coef, expires_at';

export function promoView(r: PromoCodeRow): CouponPromoCode {
  return {
    code: r.code,
    amount: toMajor(Number(r.amount_minor), r.currency),
    amountMinor: Number(r.amount_minor),
    currency: r.currency,
    minCoef: Number(r.min_coef),
    expiresAt: new Date(r.expires_at).toISOString(),
  };
}

export interface FreeBetGrant {
  userId: number;
  amountMinor: number;
  currency: string;
  minCoef: number;
  expiresInSec: number;
  /** A chosen code (QA); by default FB + a random one. */
  code?: string;
}

/** Gives a user a free-bet code; null when the chosen code exists already. */
export async function grantFreeBet(tx: Queryable, g: FreeBetGrant): Promise<CouponPromoCode | null> {
  const row = await tx.one<PromoCodeRow>(
    `INSERT INTO coupon_promo_codes (code, user_id, amount_minor, currency, min_coef, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) ON CONFLICT (code) DO NOTHING RETURNING ${PROMO_COLUMNS}`,
    [g.code ?? `FB${newCode()}`, g.userId, g.amountMinor, g.currency, g.minCoef, g.expiresInSec],
  );
  return row ? promoView(row) : null;
}
