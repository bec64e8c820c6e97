import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/index.ts';

// The user_token (B23): a JWT with an exp claim, HS256-signed with a per-installation secret kept in the database
// (site_settings 'secret.jwt'), so tokens survive restarts and two servers on one PostgreSQL agree.
// Claims: sub (user id), user_id, ban_level, tv (token version; bumped on logout-everywhere), exp, iat.

export const USER_TOKEN_COOKIE = 'user_token';
/** A token lives 24 h; the client refreshes it through /web-api/user/gettoken long before (T03). */
export const USER_TOKEN_TTL_SEC = 24 * 3600;
/** Remember-me (the login save flag): the token and its cookie live 30 days (configured value; SPEC.md gives none). */
export const REMEMBER_TOKEN_TTL_SEC = 30 * 24 * 3600;

export interface TokenUser {
  id: number;
  banLevel: number;
  tokenVersion: number;
  /** Remember-me: a 30-day token (claim rm), kept across refreshes. */
  remember?: boolean;
}

export async function loadJwtSecret(db: Queryable): Promise<Uint8Array> {
  const fresh = crypto.randomBytes(32).toString('base64');
  await db.query(`INSERT INTO site_settings (key, value) VALUES ('secret.jwt', $1::jsonb) ON CONFLICT (key) DO NOTHING`, [JSON.stringify(fresh)]);
  const row = await db.one<{ value: string }>(`SELECT value FROM site_settings WHERE key = 'secret.jwt'`);
  return Buffer.from(row?.value ?? fresh, 'base64');
}

export async function signUserToken(secret: Uint8Array, user: TokenUser, nowSec = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ user_id: user.id, ban_level: user.banLevel, tv: user.tokenVersion, ...(user.remember ? { rm: 1 } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + (user.remember ? REMEMBER_TOKEN_TTL_SEC : USER_TOKEN_TTL_SEC))
    .sign(secret);
}

/** The claims of a valid, unexpired token signed by us; null for anything else (forged, expired, malformed). */
export async function verifyUserToken(secret: Uint8Array, token: string): Promise<{ userId: number; tokenVersion: number; remember?: true } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    const userId = Number(payload.sub);
    const tv = typeof payload.tv === 'number' ? payload.tv : -1;
    if (!Number.isInteger(userId) || userId <= 0) return null;
    return payload.rm === 1 ? { userId, tokenVersion: tv, remember: true } : { userId, tokenVersion: tv };
  } catch {
    return null;
  }
}
