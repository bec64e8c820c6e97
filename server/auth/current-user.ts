import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { FINGERPRINT_HEADER } from '../../streams/schemas/fingerprint.ts';
import { sendError } from '../errors.ts';
import { checkFingerprint } from './fingerprint.ts';
import { REMEMBER_TOKEN_TTL_SEC, USER_TOKEN_COOKIE, USER_TOKEN_TTL_SEC, verifyUserToken } from './user-token.ts';

/** Who is asking: set on every request by registerCurrentUser (null for anonymous visitors). */
export interface CurrentUser {
  id: number;
  banLevel: number;
  banVersion: number;
  currency: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

/** The token of a request: `Authorization: Bearer` first (C01), else the user_token cookie. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[USER_TOKEN_COOKIE] ?? null;
}

/**
 * Resolves request.user on API calls from a valid token of an existing user whose token version still matches
 * (a logout-everywhere or password change invalidates older tokens). Anything else is anonymous.
 */
export function registerCurrentUser(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request, reply) => {
    const token = requestToken(request);
    if (!token) return;
    const claims = await verifyUserToken(ctx.jwtSecret, token);
    if (!claims) return;
    const row = await ctx.db.one<{ id: number; ban_level: number; ban_version: number; currency: string; token_version: number }>(
      'SELECT id, ban_level, ban_version, currency, token_version FROM users WHERE id = $1',
      [claims.userId],
    );
    if (!row || row.token_version !== claims.tokenVersion) return;
    request.user = { id: row.id, banLevel: row.ban_level, banVersion: row.ban_version, currency: row.currency };
    // C17 / T13: an authorised call that carries a fingerprint must carry a valid one; a forged, malformed or
    // expired fingerprint answers 400 with its code and the client fetches a new one and retries once.
    // Calls without the header pass (the fingerprint is best effort on the client).
    const fingerprint = request.headers[FINGERPRINT_HEADER.toLowerCase()];
    if (fingerprint === undefined) return;
    const check = await checkFingerprint(ctx.jwtSecret, Array.isArray(fingerprint) ? fingerprint.join(',') : fingerprint);
    if (check !== 'ok') {
      return sendError(reply, 400, check, 'Invalid fingerprint',
        check === 'fingerprint_expired' ? 'The fingerprint has expired; fetch a new one' : 'The fingerprint is not valid');
    }
    return;
  });
}

/** preHandler for authorised-only routes: 401 in the API error shape (the client refreshes once, T44). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) await sendError(reply, 401, 'unauthorized', 'Unauthorized', 'Log in to continue');
}

/** The user of an authorised-only route (after requireUser). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Error('userOf() on a route without requireUser');
  return request.user;
}

/**
 * Sets the user_token cookie: readable by the page (it checks exp, B23), SameSite=Lax, Secure behind TLS.
 * `options.remember` (login without remember-me: false) makes it a browser-session cookie, or a 30-day one (true).
 */
export function setUserTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, options: { remember?: boolean } = {}): void {
  const maxAge = options.remember === undefined ? USER_TOKEN_TTL_SEC : options.remember ? REMEMBER_TOKEN_TTL_SEC : undefined;
  void reply.setCookie(USER_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

export function clearUserTokenCookie(reply: FastifyReply): void {
  void reply.clearCookie(USER_TOKEN_COOKIE, { path: '/' });
}
