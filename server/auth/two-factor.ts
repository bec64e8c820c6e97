import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { clearFailures, failureKey, recentFailures, recordFailure } from './login-guard.ts';
import { signValue, verifyValue } from './signed-value.ts';
import { matchTotp } from './totp.ts';

// Two-factor authentication (issue 20 #3), as a bank does it: with an authenticator app on, the password alone
// gives no session. The password step answers a challenge (a signed, short-lived token naming a row of
// login_challenges) and only the challenge plus a current TOTP code, or one of the recovery codes issued at
// enrolment, gives the token. The same second factor guards the sensitive changes of the office (password, phone
// unbinding, removing the security question, turning 2FA off).
//
// Wrong codes are limited twice: CHALLENGE_MAX_ATTEMPTS per challenge (then it is dead and the password step starts
// again), and USER_MAX_FAILURES per user within the failure window whatever the challenge or office call, so
// fetching fresh challenges with the password does not buy more guesses.

export const CHALLENGE_TTL_SEC = 300;
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const USER_MAX_FAILURES = 10;
export const RECOVERY_CODE_COUNT = 10;

const CHALLENGE_PURPOSE = 'login-challenge';
/** Crockford's base32 (no I, L, O, U): recovery codes are read off paper and typed back. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RECOVERY_LENGTH = 10;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const secondFactorKey = (userId: number) => failureKey('two_factor', String(userId));

export async function twoFactorEnabled(db: Queryable, userId: number): Promise<boolean> {
  const row = await db.one<{ totp_enabled: boolean }>('SELECT totp_enabled FROM user_security WHERE user_id = $1', [userId]);
  return row?.totp_enabled === true;
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as typed (any case, spaces or a dash) to its stored form, or null when it cannot be one. */
function recoveryCodeKey(input: string): string | null {
  const clean = input.toUpperCase().replace(/[\s-]/g, '');
  return new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`).test(clean) ? clean : null;
}

/** New recovery codes for the user (the old ones stop working); the only time they exist in clear. */
export async function issueRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  await tx.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const code of codes) {
    await tx.query('INSERT INTO totp_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, sha256(recoveryCodeKey(code)!)]);
  }
  return codes;
}

export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return row?.n ?? 0;
}

/** A current TOTP code not used before (its step is then remembered) or an unused recovery code (then spent). */
async function matchSecondFactor(tx: Queryable, userId: number, code: string, nowMs: number): Promise<'totp' | 'recovery' | null> {
  const row = await tx.one<{ totp_secret: string | null; totp_enabled: boolean; totp_last_step: number }>(
    'SELECT totp_secret, totp_enabled, totp_last_step FROM user_security WHERE user_id = $1 FOR UPDATE', [userId],
  );
  if (!row?.totp_enabled || !row.totp_secret) return null;
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const step = matchTotp(row.totp_secret, given, Number(row.totp_last_step), nowMs);
    if (step === null) return null;
    await tx.query('UPDATE user_security SET totp_last_step = $2 WHERE user_id = $1', [userId, step]);
    return 'totp';
  }
  const key = recoveryCodeKey(given);
  if (!key) return null;
  const spent = await tx.query('UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id', [userId, sha256(key)]);
  return spent.length === 1 ? 'recovery' : null;
}

export type SecondFactorCheck = 'ok' | 'wrong_code' | 'locked';

/**
 * Checks the second factor of a user with 2FA on, counting wrong codes per user (USER_MAX_FAILURES within the
 * failure window locks it). Runs its own transaction so a wrong code is counted even though the caller refuses.
 */
export async function checkSecondFactor(db: Db, userId: number, code: string, nowMs = Date.now()): Promise<SecondFactorCheck> {
  const key = secondFactorKey(userId);
  if ((await recentFailures(db, key)) >= USER_MAX_FAILURES) return 'locked';
  const matched = await db.transaction((tx) => matchSecondFactor(tx, userId, code, nowMs));
  if (!matched) {
    await recordFailure(db, key, null);
    return 'wrong_code';
  }
  await clearFailures(db, key);
  return 'ok';
}

/** The password step of a 2FA account: a challenge for the second step, and no session. */
export async function issueChallenge(db: Queryable, secret: Uint8Array, user: { id: number; token_version: number }, remember: boolean): Promise<{ challenge: string; expiresInSec: number }> {
  const id = crypto.randomBytes(24).toString('base64url');
  await db.query(`DELETE FROM login_challenges WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO login_challenges (id, user_id, remember, token_version, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [id, user.id, remember, user.token_version, CHALLENGE_TTL_SEC],
  );
  return { challenge: signValue(secret, CHALLENGE_PURPOSE, id), expiresInSec: CHALLENGE_TTL_SEC };
}

export type ChallengeAnswer =
  | { ok: true; userId: number; remember: boolean }
  /** Unknown, forged, used, expired or exhausted challenge, or the password changed since: start again. */
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked' }
  | { ok: false; reason: 'wrong_code'; attemptsLeft: number };

/** The second step: the challenge and a code. A right code spends the challenge; a wrong one spends an attempt. */
export async function answerChallenge(db: Db, secret: Uint8Array, challenge: string, code: string, nowMs = Date.now()): Promise<ChallengeAnswer> {
  const id = verifyValue(secret, CHALLENGE_PURPOSE, challenge);
  if (!id) return { ok: false, reason: 'expired' };
  const row = await db.one<{ user_id: number; remember: boolean; attempts: number; live: boolean }>(
    `SELECT c.user_id, c.remember, c.attempts,
            (c.used_at IS NULL AND c.expires_at > now() AND c.token_version = u.token_version) AS live
       FROM login_challenges c JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
    [id],
  );
  if (!row?.live || row.attempts >= CHALLENGE_MAX_ATTEMPTS) return { ok: false, reason: 'expired' };
  // The attempt is taken before the code is checked, so parallel guesses cannot share one.
  const taken = await db.one<{ attempts: number }>(
    'UPDATE login_challenges SET attempts = attempts + 1 WHERE id = $1 AND used_at IS NULL AND attempts < $2 RETURNING attempts', [id, CHALLENGE_MAX_ATTEMPTS],
  );
  if (!taken) return { ok: false, reason: 'expired' };
  const check = await checkSecondFactor(db, row.user_id, code, nowMs);
  if (check === 'locked') return { ok: false, reason: 'locked' };
  if (check === 'wrong_code') return { ok: false, reason: 'wrong_code', attemptsLeft: CHALLENGE_MAX_ATTEMPTS - taken.attempts };
  const spent = await db.query('UPDATE login_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [id]);
  if (spent.length !== 1) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id, remember: row.remember };
}
