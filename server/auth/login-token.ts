import crypto from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { LoginTokenAnswer } from '../../streams/schemas/auth-answers.ts';

// Login by token (C08: method_id, token, sign, lng): a one-use token the server hands to a logged-in user (to carry
// the session into another app or the messaging-app web view) or to a transferred user (C11). sign is the token's
// HMAC-SHA256 with the installation secret, so a guessed or altered token is refused before the database is asked.

export const LOGIN_TOKEN_LIFETIME_SEC = 120;

export const signLoginToken = (ctx: AppContext, token: string) => crypto.createHmac('sha256', ctx.jwtSecret).update(`login-token:${token}`).digest('hex');

export async function createLoginToken(ctx: AppContext, userId: number): Promise<LoginTokenAnswer> {
  const token = crypto.randomBytes(24).toString('base64url');
  await ctx.db.query(
    `INSERT INTO auth_codes (id, purpose, user_id, channel, destination, code_hash, expires_at)
     VALUES ($1, 'login_token', $2, 'sms', '', '', now() + make_interval(secs => $3))`,
    [token, userId, LOGIN_TOKEN_LIFETIME_SEC],
  );
  return { method_id: 1, token, sign: signLoginToken(ctx, token), expiresInSec: LOGIN_TOKEN_LIFETIME_SEC };
}

/** The user of a valid, unused, unexpired token with a right sign (the token is spent), else null. */
export async function verifyLoginToken(ctx: AppContext, token: string, sign: string): Promise<number | null> {
  const expected = Buffer.from(signLoginToken(ctx, token));
  const given = Buffer.from(sign);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const row = await ctx.db.one<{ user_id: number }>(
    `UPDATE auth_codes SET used_at = now() WHERE id = $1 AND purpose = 'login_token' AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [token],
  );
  return row?.user_id ?? null;
}
