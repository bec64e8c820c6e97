import crypto from 'node:crypto';

// Values the server hands a browser and must get back unchanged (the OAuth state cookie, the demo provider's session
// cookie): `<base64url payload>.<base64url HMAC-SHA256>`, the MAC keyed by the server secret and bound to a purpose,
// so a value signed for one use is never accepted for another and a forged or edited one is simply not read.

const mac = (secret: Uint8Array, purpose: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}\n${body}`).digest('base64url');

export function signValue(secret: Uint8Array, purpose: string, payload: string): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The payload of a value signed for this purpose, or null when it is malformed, forged or edited. */
export function verifyValue(secret: Uint8Array, purpose: string, signed: string | undefined): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(secret, purpose, body), 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}
