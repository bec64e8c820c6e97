import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { hashToken } from '../services/sessions.ts';
import { touchLogin } from '../services/users.ts';
import { clearUserTokenCookie, requestToken, setUserTokenCookie } from './current-user.ts';
import { signUserToken, verifyUserToken } from './user-token.ts';
import { issueChallenge, twoFactorEnabled } from './two-factor.ts';
import type { LoginAnswer } from '../../streams/schemas/auth.ts';

const SESSION_COOKIE = 'sid';

/** The visitor session of this browser (the sid cookie) now belongs to userId (null on logout). */
async function linkVisitorSession(ctx: AppContext, request: FastifyRequest, userId: number | null): Promise<void> {
  const sid = request.cookies?.[SESSION_COOKIE];
  if (!sid || !/^[A-Za-z0-9_-]{43}$/.test(sid)) return;
  await ctx.db.query('UPDATE visitor_sessions SET user_id = $2 WHERE token_hash = $1', [hashToken(sid), userId]);
}

/** Logs the user in on this browser: a fresh token (remember-me keeps it 30 days), its cookie, the session link. */
export async function issueLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; ban_level: number; token_version: number },
  remember: boolean,
): Promise<{ userId: number; banLevel: number; token: string }> {
  const token = await signUserToken(ctx.jwtSecret, { id: user.id, banLevel: user.ban_level, tokenVersion: user.token_version, remember });
  setUserTokenCookie(request, reply, token, { remember });
  await linkVisitorSession(ctx, request, user.id);
  await touchLogin(ctx.db, user.id);
  void reply.header('cache-control', 'no-store');
  return { userId: user.id, banLevel: user.ban_level, token };
}

/**
 * The end of every way in that proves the first factor (password, SMS or e-mail code, a linked social sign-in): a
 * session, or, for a user with two-factor authentication on, only the challenge of the second step (issue 20 #3).
 */
export async function loginOrChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; ban_level: number; token_version: number },
  remember: boolean,
): Promise<LoginAnswer> {
  if (await twoFactorEnabled(ctx.db, user.id)) {
    void reply.header('cache-control', 'no-store');
    return { status: 'two_factor', twoFactorRequired: true, ...(await issueChallenge(ctx.db, ctx.jwtSecret, user, remember)) };
  }
  return { status: 'ok', ...(await issueLogin(ctx, request, reply, user, remember)) };
}

/** A new token for the logged-in user of this request (gettoken), keeping its remember-me. */
export async function refreshLogin(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: { id: number; banLevel: number }): Promise<string> {
  const raw = requestToken(request);
  const claims = raw ? await verifyUserToken(ctx.jwtSecret, raw) : null;
  const remember = claims?.remember === true;
  const row = await ctx.db.one<{ token_version: number; ban_level: number }>('SELECT token_version, ban_level FROM users WHERE id = $1', [user.id]);
  const token = await signUserToken(ctx.jwtSecret, { id: user.id, banLevel: row?.ban_level ?? user.banLevel, tokenVersion: row?.token_version ?? 0, remember });
  setUserTokenCookie(request, reply, token, { remember });
  return token;
}

/** Logs this browser out: the cookie goes, the session is anonymous again. */
export async function endLogin(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  clearUserTokenCookie(reply);
  await linkVisitorSession(ctx, request, null);
  void reply.header('cache-control', 'no-store');
}
