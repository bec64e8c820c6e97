import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, setUserTokenCookie, userOf } from '../../auth/current-user.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { claimSend, originOf } from '../../auth/send-limits.ts';
import { signUserToken } from '../../auth/user-token.ts';
import { parseInput } from '../../validate.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { protectionLevelOf, type ProtectionMethods } from '../../../streams/schemas/accounts.ts';
import {
  ChangePasswordBodySchema, EmailAuthBodySchema, PhoneBindBodySchema, PhoneCodeBodySchema, SecondFactorBodySchema, SecurityQuestionBodySchema,
  TotpCodeBodySchema, type Security, type TotpEnabledAnswer,
} from '../../../streams/schemas/office.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../auth/totp.ts';
import { checkSecondFactor, issueRecoveryCodes, recoveryCodesLeft, twoFactorEnabled } from '../../auth/two-factor.ts';

// Office security (office/security): protection level (B13), change password, TOTP two-factor authentication,
// phone binding (a code by SMS: the demo's SMS gateway is the dev outbox of migration 010), security question and
// e-mail authentication. With 2FA on, the sensitive changes need a current code of the app or a recovery code
// (requireSecondFactor); the login's second step is in server/auth/two-factor.ts.

const PHONE_CODE_TTL_MIN = 10;
const PHONE_CODE_MAX_ATTEMPTS = 5;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

function field(fieldName: string, key: string, status = 400, code = 'invalid_body'): ApiError {
  return new ApiError(status, code, 'Invalid request body', `${fieldName}: ${key}`);
}

async function ensureSecurityRow(tx: Queryable, userId: number): Promise<void> {
  await tx.query('INSERT INTO user_security (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
}

/**
 * A sensitive change of a user with 2FA on needs a current code of the app or a recovery code: 403
 * second_factor_required without one, `code: code_wrong` for a wrong one, 429 second_factor_locked after too many.
 */
async function requireSecondFactor(db: Db, userId: number, code: string | undefined): Promise<void> {
  if (!(await twoFactorEnabled(db, userId))) return;
  if (!code) throw field('code', 'second_factor_required', 403, 'second_factor_required');
  const check = await checkSecondFactor(db, userId, code);
  if (check === 'locked') throw field('code', 'second_factor_locked', 429, 'second_factor_locked');
  if (check === 'wrong_code') throw field('code', 'code_wrong');
}

export function registerOfficeSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  async function security(userId: number): Promise<Security> {
    const u = await db.one<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
    const s = await db.one<{ password_changed_at: Date | null; totp_secret: string | null; totp_enabled: boolean; phone_bound: string | null;
      security_question: number | null; security_answer_hash: string | null; email_auth: boolean }>(
      `SELECT password_changed_at, totp_secret, totp_enabled, phone_bound, security_question, security_answer_hash, email_auth
         FROM user_security WHERE user_id = $1`,
      [userId],
    );
    const methods: ProtectionMethods = {
      is_changed_password: Boolean(s?.password_changed_at),
      enable_two_factor_auth: Boolean(s?.totp_enabled),
      enable_phone_binding: Boolean(s?.phone_bound),
      enable_security_question: Boolean(s?.security_answer_hash),
      enable_email_auth: Boolean(s?.email_auth),
    };
    // The number a code was sent to and not confirmed yet (the code still valid).
    const pending = await db.one<{ phone: string }>(
      `SELECT o.destination AS phone FROM dev_outbox o
        WHERE o.purpose = $1
          AND EXISTS (SELECT 1 FROM user_security s WHERE s.user_id = $2 AND s.phone_code_hash IS NOT NULL AND s.phone_code_expires_at > now())
        ORDER BY o.id DESC LIMIT 1`,
      [`phone_binding:${userId}`, userId],
    );
    return {
      protection_level: protectionLevelOf(methods),
      protection_methods: methods,
      password_changed_at: s?.password_changed_at ? new Date(s.password_changed_at).toISOString() : null,
      totp: {
        enabled: Boolean(s?.totp_enabled), pending: Boolean(s?.totp_secret) && !s?.totp_enabled,
        recoveryCodesLeft: s?.totp_enabled ? await recoveryCodesLeft(db, userId) : 0,
      },
      phone: { bound: s?.phone_bound ? maskPhone(s.phone_bound) : null, pending: pending?.phone ? maskPhone(pending.phone) : null },
      question: s?.security_answer_hash ? s.security_question : null,
      email: u?.email ?? null,
      email_auth: Boolean(s?.email_auth),
    };
  }

  app.get('/web-api/office/security', auth, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return security(userOf(request).id);
  });

  app.post('/web-api/office/security/password', auth, async (request, reply) => {
    const user = userOf(request);
    const body = parseInput(ChangePasswordBodySchema, request.body, 'body');
    const row = await db.one<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!(await verifyPassword(body.currentPassword, row?.password_hash ?? null))) throw field('currentPassword', 'password_wrong', 403, 'wrong_password');
    await requireSecondFactor(db, user.id, body.code);
    const hash = await hashPassword(body.newPassword);
    // Older tokens (other browsers) stop working; this browser gets a new one.
    const updated = await db.transaction(async (tx) => {
      await ensureSecurityRow(tx, user.id);
      await tx.query('UPDATE user_security SET password_changed_at = now() WHERE user_id = $1', [user.id]);
      return tx.one<{ token_version: number }>('UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING token_version', [user.id, hash]);
    });
    const token = await signUserToken(ctx.jwtSecret, { id: user.id, banLevel: user.banLevel, tokenVersion: updated!.token_version });
    setUserTokenCookie(request, reply, token);
    void reply.header('cache-control', 'no-store');
    return { message: 'password_changed', token };
  });

  // TOTP: setup makes a secret (not active yet); enable checks a first code and answers the recovery codes (once);
  // disable needs a current code or a recovery code.
  app.post('/web-api/office/security/totp/setup', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const s = await db.one<{ totp_enabled: boolean }>('SELECT totp_enabled FROM user_security WHERE user_id = $1', [userId]);
    if (s?.totp_enabled) throw new ApiError(409, 'totp_enabled', 'Two-factor authentication is on', 'Turn it off before making a new key');
    const secret = newTotpSecret();
    await db.transaction(async (tx) => {
      await ensureSecurityRow(tx, userId);
      await tx.query('UPDATE user_security SET totp_secret = $2, totp_enabled = false, totp_last_step = 0 WHERE user_id = $1', [userId, secret]);
    });
    const u = await db.one<{ login: string; email: string | null }>('SELECT login, email FROM users WHERE id = $1', [userId]);
    const { companyName } = await readStoredConfig(db);
    void reply.header('cache-control', 'no-store');
    return { secret, otpauthUrl: otpauthUrl(secret, u?.email ?? u?.login ?? String(userId), companyName) };
  });

  app.post('/web-api/office/security/totp/enable', auth, async (request, reply): Promise<TotpEnabledAnswer> => {
    const userId = userOf(request).id;
    const { code } = parseInput(TotpCodeBodySchema, request.body, 'body');
    const s = await db.one<{ totp_secret: string | null; totp_enabled: boolean }>('SELECT totp_secret, totp_enabled FROM user_security WHERE user_id = $1', [userId]);
    if (!s?.totp_secret || s.totp_enabled) throw new ApiError(409, 'totp_not_pending', 'Nothing to confirm', 'Make a key first');
    const step = matchTotp(s.totp_secret, code);
    if (step === null) throw field('code', 'code_wrong');
    const recoveryCodes = await db.transaction(async (tx) => {
      const on = await tx.query('UPDATE user_security SET totp_enabled = true, totp_last_step = $2 WHERE user_id = $1 AND NOT totp_enabled RETURNING user_id', [userId, step]);
      if (on.length !== 1) throw new ApiError(409, 'totp_not_pending', 'Nothing to confirm', 'Make a key first');
      return issueRecoveryCodes(tx, userId);
    });
    void reply.header('cache-control', 'no-store');
    return { ...(await security(userId)), recoveryCodes };
  });

  app.post('/web-api/office/security/totp/disable', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { code } = parseInput(SecondFactorBodySchema, request.body ?? {}, 'body');
    if (!(await twoFactorEnabled(db, userId))) throw new ApiError(409, 'totp_not_enabled', 'Two-factor authentication is off', 'There is nothing to turn off');
    await requireSecondFactor(db, userId, code);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE user_security SET totp_enabled = false, totp_secret = NULL, totp_last_step = 0 WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
    });
    void reply.header('cache-control', 'no-store');
    return security(userId);
  });

  // Phone binding: a 6-digit code by SMS (the dev outbox stands in for the gateway), 10 minutes, 5 tries.
  app.post('/web-api/office/security/phone/send', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { phone } = parseInput(PhoneBindBodySchema, request.body, 'body');
    const code = String(crypto.randomInt(100_000, 1_000_000));
    const { resendInSec } = await db.transaction(async (tx) => {
      const claimed = await claimSend(tx, { purpose: 'phone_binding', destination: phone, userId }, originOf(ctx, request));
      await ensureSecurityRow(tx, userId);
      await tx.query(
        `UPDATE user_security SET phone_code_hash = $2, phone_code_expires_at = now() + ($3::int * interval '1 minute'), phone_code_attempts = 0
          WHERE user_id = $1`,
        [userId, sha256(`${phone}:${code}`), PHONE_CODE_TTL_MIN],
      );
      await tx.query(
        `INSERT INTO dev_outbox (channel, destination, purpose, subject, body, code) VALUES ('sms', $1, $2, '', $3, $4)`,
        [phone, `phone_binding:${userId}`, `Your phone binding code: ${code}`, code],
      );
      return claimed;
    });
    void reply.header('cache-control', 'no-store');
    return { ...(await security(userId)), resendInSec };
  });

  app.post('/web-api/office/security/phone/confirm', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { code } = parseInput(PhoneCodeBodySchema, request.body, 'body');
    const result = await db.transaction(async (tx) => {
      const s = await tx.one<{ phone_code_hash: string | null; live: boolean; phone_code_attempts: number }>(
        'SELECT phone_code_hash, (phone_code_expires_at > now()) AS live, phone_code_attempts FROM user_security WHERE user_id = $1 FOR UPDATE', [userId],
      );
      if (!s?.phone_code_hash || !s.live) return 'time_up';
      if (s.phone_code_attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'time_up';
      const sent = await tx.one<{ destination: string }>(`SELECT destination FROM dev_outbox WHERE purpose = $1 ORDER BY id DESC LIMIT 1`, [`phone_binding:${userId}`]);
      if (!sent || sha256(`${sent.destination}:${code}`) !== s.phone_code_hash) {
        await tx.query('UPDATE user_security SET phone_code_attempts = phone_code_attempts + 1 WHERE user_id = $1', [userId]);
        return 'wrong_code';
      }
      await tx.query('UPDATE user_security SET phone_bound = $2, phone_code_hash = NULL, phone_code_expires_at = NULL WHERE user_id = $1', [userId, sent.destination]);
      return 'ok';
    });
    if (result !== 'ok') throw field('code', result);
    void reply.header('cache-control', 'no-store');
    return security(userId);
  });

  app.post('/web-api/office/security/phone/unbind', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { code } = parseInput(SecondFactorBodySchema, request.body ?? {}, 'body');
    await requireSecondFactor(db, userId, code);
    await db.query('UPDATE user_security SET phone_bound = NULL WHERE user_id = $1', [userId]);
    void reply.header('cache-control', 'no-store');
    return security(userId);
  });

  app.put('/web-api/office/security/question', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const body = parseInput(SecurityQuestionBodySchema, request.body, 'body');
    const hash = await hashPassword(body.answer.toLowerCase());
    await db.transaction(async (tx) => {
      await ensureSecurityRow(tx, userId);
      await tx.query('UPDATE user_security SET security_question = $2, security_answer_hash = $3 WHERE user_id = $1', [userId, body.questionId, hash]);
    });
    void reply.header('cache-control', 'no-store');
    return security(userId);
  });

  app.delete('/web-api/office/security/question', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { code } = parseInput(SecondFactorBodySchema, request.body ?? {}, 'body');
    await requireSecondFactor(db, userId, code);
    await db.query('UPDATE user_security SET security_question = NULL, security_answer_hash = NULL WHERE user_id = $1', [userId]);
    void reply.header('cache-control', 'no-store');
    return security(userId);
  });

  app.put('/web-api/office/security/email-auth', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { enabled } = parseInput(EmailAuthBodySchema, request.body, 'body');
    if (enabled) {
      const u = await db.one<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
      if (!u?.email) throw field('enabled', 'email_missing', 409, 'email_missing');
    }
    await db.transaction(async (tx) => {
      await ensureSecurityRow(tx, userId);
      await tx.query('UPDATE user_security SET email_auth = $2 WHERE user_id = $1', [userId, enabled]);
    });
    void reply.header('cache-control', 'no-store');
    return security(userId);
  });
}

export function maskPhone(phone: string): string {
  return phone.length <= 6 ? phone : `${phone.slice(0, 4)}${'•'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}
