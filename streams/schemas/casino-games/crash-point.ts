// The crash game's crash point, shared by the server (node:crypto) and the browser's verifier (Web Crypto): the
// round's digest is HMAC-SHA256(key = the round's server seed, message = CRASH_MESSAGE); its first 48 bits read as
// u in [0, 1) give floor(CRASH_RTP / (1 - u)) / 100, at least 1.00. So P(crash point >= m) = (CRASH_RTP / 100) / m.

export const CRASH_RTP = 97;
export const CRASH_MESSAGE = 'crash';

export function crashPointOfDigest(digest: Uint8Array): number {
  let high = 0;
  for (let b = 0; b < 6; b += 1) high = high * 256 + digest[b]!;
  const u = high / 2 ** 48;
  return Math.max(1, Math.floor(CRASH_RTP / (1 - u)) / 100);
}
