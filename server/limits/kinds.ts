// The limit kinds of SPEC.md section 3 (B14) and the values each allows (B15).

export const WAGERING = [1, 2, 3] as const;
export const LOSS = [10, 11, 12] as const;
export const DEPOSIT = [20, 21, 22] as const;
export const SELF_EXCLUSION = 30;
export const SESSION_LIMIT = 31;
export const REALITY_CHECK = 32;
export const TIMEOUT = 33;
export const EXTRA_LIMITS = 37;
export const LIMIT_TYPES = [...WAGERING, ...LOSS, ...DEPOSIT, SELF_EXCLUSION, SESSION_LIMIT, REALITY_CHECK, TIMEOUT, EXTRA_LIMITS] as const;

/** The marker of "no deposit limit" (B15). */
export const NO_DEPOSIT_LIMIT = 999_999_999;
export const COOLING_OFF_MS = 24 * 3600 * 1000;
/** T38: a pending deposit limit that needs approval expires 86400 s after it could be confirmed. */
export const PENDING_EXPIRY_MS = 86_400 * 1000;

export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const;
export const TIMEOUT_DAYS = [1, 7, 30, 90] as const;
export const SESSION_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;

const DAY_MS = 24 * 3600 * 1000;
/** The rolling window of a money limit: 24 h, 7 d or 30 d by the kind's place in its family (1 2 3, 10 11 12, 20 21 22). */
export function windowMs(type: number): number {
  const place = type < 10 ? type - 1 : type % 10;
  return [DAY_MS, 7 * DAY_MS, 30 * DAY_MS][place] ?? DAY_MS;
}

export const isMoney = (type: number) => (WAGERING as readonly number[]).includes(type) || (LOSS as readonly number[]).includes(type) || (DEPOSIT as readonly number[]).includes(type);
export const isBlock = (type: number) => type === SELF_EXCLUSION || type === TIMEOUT || type === EXTRA_LIMITS;

/** The values a kind allows, or null for any positive amount (money limits). */
export function allowedValues(type: number): readonly number[] | null {
  if (type === SELF_EXCLUSION || type === EXTRA_LIMITS) return SELF_EXCLUSION_DAYS;
  if (type === TIMEOUT) return TIMEOUT_DAYS;
  if (type === SESSION_LIMIT) return SESSION_HOURS;
  if (type === REALITY_CHECK) return REALITY_CHECK_MINUTES;
  return null;
}

/** The ledger kinds a stake is and the ones that give money back, for wagering and loss (sports and casino alike). */
export const STAKE_KINDS = ['bet_stake', 'casino_stake'];
export const RETURN_KINDS = ['bet_payout', 'bet_refund', 'casino_win', 'casino_refund'];
