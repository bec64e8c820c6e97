import type { Queryable } from '../db/index.ts';

// The demo identity-check provider behind verification/sumsub: an adult (18 or more on the day of the check) with a
// well-formed document passes; a document number ending in 0000 is one the provider "rejects", so QA can see a
// failed check. The last check decides the page; any passed check verifies the player.

export const ADULT_AGE_YEARS = 18;

export interface IdentityCheckInput { fullName: string; birthDate: string; documentNumber: string }
export type IdentityCheckOutcome = { status: 'passed'; reason: null } | { status: 'failed'; reason: 'underage' | 'document_rejected' };

/** Whole years between an ISO date (YYYY-MM-DD) and `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

export function judgeIdentity(input: IdentityCheckInput, today: Date): IdentityCheckOutcome {
  if (ageOn(input.birthDate, today) < ADULT_AGE_YEARS) return { status: 'failed', reason: 'underage' };
  if (input.documentNumber.endsWith('0000')) return { status: 'failed', reason: 'document_rejected' };
  return { status: 'passed', reason: null };
}

export async function recordIdentityCheck(db: Queryable, userId: number, input: IdentityCheckInput, outcome: IdentityCheckOutcome): Promise<void> {
  await db.query(
    'INSERT INTO identity_checks (user_id, full_name, birth_date, document_number, status, reason) VALUES ($1, $2, $3, $4, $5, $6)',
    [userId, input.fullName, input.birthDate, input.documentNumber.toUpperCase(), outcome.status, outcome.reason],
  );
}

export async function lastIdentityCheck(db: Queryable, userId: number): Promise<IdentityCheckOutcome | null> {
  const row = await db.one<{ status: 'passed' | 'failed'; reason: 'underage' | 'document_rejected' | null }>(
    'SELECT status, reason FROM identity_checks WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [userId],
  );
  if (!row) return null;
  return row.status === 'passed' ? { status: 'passed', reason: null } : { status: 'failed', reason: row.reason ?? 'document_rejected' };
}

export async function identityVerified(db: Queryable, userId: number): Promise<boolean> {
  return (await db.one('SELECT 1 AS ok FROM identity_checks WHERE user_id = $1 AND status = $2 LIMIT 1', [userId, 'passed'])) !== null;
}
