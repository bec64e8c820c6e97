import { crashHundredthsOf } from './crash.ts';

// The crash point of a round's digest, shared by the server (node:crypto) and the browser's verifier (Web Crypto):
// the digest is HMAC-SHA256(key = the round's server seed, message = CRASH_MESSAGE); its first 48 bits are the h of
// crashHundredthsOf (./crash.ts, where the odds and the 97 % are explained).

export const CRASH_MESSAGE = 'crash';

export function crashPointOfDigest(digest: Uint8Array): number {
  let h = 0;
  for (let b = 0; b < 6; b += 1) h = h * 256 + digest[b]!;
  return crashHundredthsOf(h) / 100;
}
