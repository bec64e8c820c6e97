import crypto from 'node:crypto';

// Provably fair rounds: each round has a fresh server seed whose sha-256 hash is its commitment; the outcome's
// random numbers are HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${i}`) read as floats in [0, 1), so anyone
// holding the revealed seed, the client seed and the nonce can recompute the round.

export interface FairSeed { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }

export function newSeed(clientSeed: string, nonce: number): FairSeed {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: crypto.createHash('sha256').update(serverSeed).digest('hex'), clientSeed, nonce };
}

/** The round's random numbers: floats in [0, 1), 52 bits each, from the seed. */
export function fairRandom(seed: Pick<FairSeed, 'serverSeed' | 'clientSeed' | 'nonce'>): () => number {
  let i = 0;
  return () => {
    const digest = crypto.createHmac('sha256', seed.serverSeed).update(`${seed.clientSeed}:${seed.nonce}:${i}`).digest();
    i += 1;
    return (digest.readUIntBE(0, 6) * 2 ** 4 + (digest[6]! >> 4)) / 2 ** 52;
  };
}
