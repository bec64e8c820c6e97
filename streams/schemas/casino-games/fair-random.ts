// The provably fair random numbers every casino round is decided by, shared by the server (node:crypto) and the
// browser's verify panel (SubtleCrypto): float i of a round is HMAC-SHA256(key = serverSeed, message =
// `${clientSeed}:${nonce}:${i}`), its first 52 bits read as a float in [0, 1). Only the HMAC differs per side.

/** The HMAC message of a round's i-th random number. */
export const fairMessage = (clientSeed: string, nonce: number, i: number): string => `${clientSeed}:${nonce}:${i}`;

/** The float in [0, 1) of an HMAC digest: its first 52 bits (6 bytes and the high half of the 7th). */
export function floatOfDigest(digest: Uint8Array): number {
  let high = 0;
  for (let b = 0; b < 6; b += 1) high = high * 256 + digest[b]!;
  return (high * 16 + (digest[6]! >> 4)) / 2 ** 52;
}

/** A round's numbers served one by one from a list computed ahead (the browser's HMAC is asynchronous). */
export function listRandom(floats: readonly number[]): () => number {
  let i = 0;
  return () => {
    if (i >= floats.length) throw new RangeError('the round used more random numbers than were computed');
    return floats[i++]!;
  };
}

/** The first k items of a Fisher-Yates shuffle of `items` (k random numbers used): a draw without replacement. */
export function drawWithout<T>(random: () => number, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = 0; i < k; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

/** A win of `hundredths` hundredths of the stake, in whole minor units (rounded down, as every pay table). */
export const payOf = (stakeMinor: number, hundredths: number): number => Math.floor((stakeMinor * hundredths) / 100);
