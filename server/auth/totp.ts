import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

// TOTP codes of authenticator apps (RFC 6238 over RFC 4226: HMAC-SHA1, 30 s steps, 6 digits) through otplib, the
// well-kept implementation; this module only fixes the site's parameters. Authenticator apps (Google
// Authenticator, Authy, 1Password ...) read the otpauth:// URI (shown as a QR code) or the base32 secret.

export const TOTP_STEP_SEC = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;

const epochOf = (nowMs: number) => Math.floor(nowMs / 1000);

/** A new 160-bit secret, base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The code of `secret` at `nowMs` (tests and the e2e suite compute codes the way an app does). */
export const totpCode = (secret: string | Uint8Array, nowMs = Date.now()): string => generateSync({ secret, epoch: epochOf(nowMs) });

/**
 * The time step a code belongs to (within the drift window), or null. A step at or below `afterStep` (the last
 * one used) is refused, so a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, afterStep = 0, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret, token: code, epoch: epochOf(nowMs), epochTolerance: TOTP_STEP_SEC * TOTP_WINDOW_STEPS, ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret, digits: TOTP_DIGITS, period: TOTP_STEP_SEC });
}
