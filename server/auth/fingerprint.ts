import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { FingerprintAnswer } from '../../streams/schemas/fingerprint.ts';

// The fingerprint token (T13, C17): the server hands the browser a signed token for what it told about itself
// (componentsData); authorised calls carry it in X-Fingerprint. It is an HS256 JWT with audience `fingerprint`
// (so it can never pass as a user token, which needs a subject, nor a user token as a fingerprint), an exp claim
// (expiresAt) and a hash of the components. A forged or malformed one answers 400 fingerprint_invalid, an expired
// one 400 fingerprint_expired: the client then fetches a new fingerprint and retries the call once.

export const FINGERPRINT_AUDIENCE = 'fingerprint';
/** A fingerprint token lives one hour (configured value; SPEC.md gives none). */
export const FINGERPRINT_TTL_SEC = 3600;

export type FingerprintCheck = 'ok' | 'fingerprint_invalid' | 'fingerprint_expired';

function componentsHash(components: Record<string, string | number | boolean>): string {
  const sorted = Object.keys(components).sort().map((k) => [k, components[k]]);
  return crypto.createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 22);
}

export async function issueFingerprint(
  secret: Uint8Array,
  componentsData: Record<string, string | number | boolean>,
  nowSec = Math.floor(Date.now() / 1000),
): Promise<FingerprintAnswer> {
  const expiresAt = nowSec + FINGERPRINT_TTL_SEC;
  const token = await new SignJWT({ cd: componentsHash(componentsData) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(FINGERPRINT_AUDIENCE)
    .setJti(crypto.randomBytes(9).toString('base64url'))
    .setIssuedAt(nowSec)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt, componentsData };
}

/** Whether a fingerprint token is ours, meant as a fingerprint and unexpired. */
export async function checkFingerprint(secret: Uint8Array, token: string): Promise<FingerprintCheck> {
  if (token.length > 2048) return 'fingerprint_invalid';
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'], audience: FINGERPRINT_AUDIENCE, requiredClaims: ['exp', 'cd'] });
    return 'ok';
  } catch (err) {
    return err instanceof joseErrors.JWTExpired ? 'fingerprint_expired' : 'fingerprint_invalid';
  }
}
