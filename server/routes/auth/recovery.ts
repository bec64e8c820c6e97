import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ActivateBodySchema, RecoveryCheckBodySchema, RecoveryResetBodySchema, RecoveryStartBodySchema, type CodeSentAnswer,
} from '../../../streams/schemas/auth.ts';
import { checkCode, issueCode, sendToOutbox } from '../../auth/codes.ts';
import { FieldErrors, parseFields } from '../../auth/field-errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { claimSend, originOf, type SendOrigin } from '../../auth/send-limits.ts';
import type { Queryable } from '../../db/index.ts';
import { findUserByLogin, findUserByPhone, setPassword } from '../../services/users.ts';
import { langOf, type AuthDeps } from './deps.ts';

// Password recovery (R16, E04) and the e-mail links:
//   POST /web-api/auth/password/forgot  { login }                  -> { requestId, resendInSec, expiresInSec }
//   POST /web-api/auth/password/check   { requestId, code }        -> { ok } | field error code: wrong_code | time_up | used
//   POST /web-api/auth/password/reset   { requestId, code, password, password_confirm } -> { ok }: ends every session
//                                                                  and unlinks every social sign-in of the account
//   POST /web-api/auth/activate         { token }                  -> { ok, kind: 'email', userId } (user/activatefast, user/accountverify)
//   POST /web-api/auth/stop-newsletter  { token }                  -> { ok, kind: 'newsletter', userId } (user/stopnewsletter)
// "forgot" answers the same for every login, known or not: the code goes to the account's e-mail (else its phone)
// only when the account exists.

const ACTIVATION_ID_LENGTH = 22; // 16 random bytes, base64url

/** Sends the e-mail confirmation link; its token is the code request id followed by the code. */
export async function issueActivation(tx: Queryable, userId: number, email: string, lang: string, origin: SendOrigin): Promise<void> {
  await claimSend(tx, { purpose: 'activation', destination: email, userId }, origin);
  const requestId = crypto.randomBytes(16).toString('base64url');
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await tx.query(
    `INSERT INTO auth_codes (id, purpose, user_id, channel, destination, code_hash, expires_at)
     VALUES ($1, 'activation', $2, 'email', $3, $4, now() + interval '7 days')`,
    [requestId, userId, email, crypto.createHash('sha256').update(`${requestId}:${code}`).digest('hex')],
  );
  const token = `${requestId}${code}`;
  await sendToOutbox(tx, {
    channel: 'email', destination: email, purpose: 'activation', subject: 'BetArena',
    body: `/${lang}/user/activatefast?type=activate&token=${token}`, code: token,
  });
}

/** The stop-newsletter link token: the user id and its HMAC. */
export function newsletterToken(secret: Uint8Array, userId: number): string {
  return `${userId}_${crypto.createHmac('sha256', secret).update(`newsletter:${userId}`).digest('base64url').slice(0, 32)}`;
}

export function registerAuthRecoveryRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;
  const db = ctx.db;

  app.post('/web-api/auth/password/forgot', { config: limits.route('recovery') }, async (request, reply): Promise<CodeSentAnswer> => {
    const body = parseFields(RecoveryStartBodySchema, request.body);
    const login = body.login.trim();
    const digits = login.replace(/[\s()+.-]/g, '');
    const lang = langOf(request);
    const sent = await db.transaction(async (tx) => {
      // A long run of digits may be a phone number; shorter ones are account numbers.
      const user = (await findUserByLogin(tx, login)) ?? (/^\d{10,15}$/.test(digits) ? await findUserByPhone(tx, digits) : null);
      const destination = user?.email ?? user?.phone ?? null;
      const channel = user?.email ? 'email' : 'sms';
      return issueCode(tx, {
        purpose: 'recovery', channel, destination: destination ?? `unknown:${login.toLowerCase()}`, userId: user?.id ?? null, lang, deliver: destination !== null,
        origin: originOf(ctx, request),
      });
    });
    void reply.header('cache-control', 'no-store');
    return { requestId: sent.requestId, resendInSec: sent.resendInSec, expiresInSec: sent.expiresInSec };
  });

  app.post('/web-api/auth/password/check', { config: limits.route('recovery') }, async (request, reply) => {
    const body = parseFields(RecoveryCheckBodySchema, request.body);
    const check = await db.transaction((tx) => checkCode(tx, { requestId: body.requestId, purposes: ['recovery'], code: body.code, consume: false }));
    if (!check.ok) throw new FieldErrors({ code: check.reason });
    void reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });

  app.post('/web-api/auth/password/reset', { config: limits.route('recovery') }, async (request, reply) => {
    const body = parseFields(RecoveryResetBodySchema, request.body);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const check = await checkCode(tx, { requestId: body.requestId, purposes: ['recovery'], code: body.code, consume: true });
      if (!check.ok) throw new FieldErrors({ code: check.reason });
      if (check.row.user_id === null) throw new FieldErrors({ code: 'wrong_code' });
      // The new password ends every session of the account (token_version, which also ends open 2FA challenges),
      // and every provider identity linked to it stops logging in until the owner connects it again (issue 20 #4:
      // someone who linked theirs while holding the account must not keep a way in after the owner recovers it).
      await setPassword(tx, check.row.user_id, passwordHash);
      await tx.query('DELETE FROM social_links WHERE user_id = $1', [check.row.user_id]);
    });
    void reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });

  app.post('/web-api/auth/activate', { config: limits.route('recovery') }, async (request, reply) => {
    const body = parseFields(ActivateBodySchema, request.body);
    const requestId = body.token.slice(0, ACTIVATION_ID_LENGTH);
    const code = body.token.slice(ACTIVATION_ID_LENGTH);
    const userId = await db.transaction(async (tx) => {
      const check = await checkCode(tx, { requestId, purposes: ['activation'], code, consume: true });
      if (!check.ok) throw new FieldErrors({ token: check.reason });
      await tx.query('UPDATE users SET email_confirmed = true WHERE id = $1', [check.row.user_id]);
      return check.row.user_id ?? 0;
    });
    void reply.header('cache-control', 'no-store');
    return { ok: true as const, kind: 'email' as const, userId };
  });

  app.post('/web-api/auth/stop-newsletter', { config: limits.route('recovery') }, async (request, reply) => {
    const body = parseFields(ActivateBodySchema, request.body);
    const userId = Number(body.token.split('_')[0]);
    const expected = Number.isInteger(userId) && userId > 0 ? newsletterToken(ctx.jwtSecret, userId) : '';
    const given = Buffer.from(body.token);
    if (!expected || given.length !== expected.length || !crypto.timingSafeEqual(given, Buffer.from(expected))) {
      throw new FieldErrors({ token: 'invalid' });
    }
    await db.query('UPDATE users SET enable_mail_news = false WHERE id = $1', [userId]);
    void reply.header('cache-control', 'no-store');
    return { ok: true as const, kind: 'newsletter' as const, userId };
  });
}
