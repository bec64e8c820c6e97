import crypto from 'node:crypto';
import { fairMessage, floatOfDigest } from '../../streams/schemas/casino-games/fair-random.ts';

// Provably fair rounds. Before a round the player asks for a commitment: a random seed id and the sha-256 hash of
// the server seed behind it. The seed itself is HMAC-SHA256(the server's key, seed id), so the server keeps no
// table of pending seeds and the player cannot work it out; the round names the seed id, is decided by the seed
// (streams/schemas/casino-games/fair-random.ts) and reveals it, and anyone can check it against the hash shown
// before. A real-money round stores its seed hash under a unique index, so a seed decides one round only.

export interface FairSeed { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }

const hashOf = (serverSeed: string) => crypto.createHash('sha256').update(serverSeed).digest('hex');

/** A seed no commitment was asked for (a round without a seed id): fresh and random, revealed with the round. */
export function newSeed(clientSeed: string, nonce: number): FairSeed {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: hashOf(serverSeed), clientSeed, nonce };
}

/** The commitments of one server key (a key of its own, derived from the app's secret). */
export function createFairSeeds(secret: Uint8Array) {
  const key = crypto.createHmac('sha256', secret).update('casino-fair-seeds').digest();
  const seedOf = (seedId: string) => crypto.createHmac('sha256', key).update(seedId).digest('hex');
  return {
    commit(): { seedId: string; serverSeedHash: string } {
      const seedId = crypto.randomBytes(16).toString('hex');
      return { seedId, serverSeedHash: hashOf(seedOf(seedId)) };
    },
    /** The committed seed of a seed id (any well-formed id has one; only the server can compute it). */
    seed(seedId: string, clientSeed: string, nonce: number): FairSeed {
      const serverSeed = seedOf(seedId);
      return { serverSeed, serverSeedHash: hashOf(serverSeed), clientSeed, nonce };
    },
  };
}

export type FairSeeds = ReturnType<typeof createFairSeeds>;

/** The round's random numbers: floats in [0, 1), 52 bits each, from the seed. */
export function fairRandom(seed: Pick<FairSeed, 'serverSeed' | 'clientSeed' | 'nonce'>): () => number {
  let i = 0;
  return () => {
    const digest = crypto.createHmac('sha256', seed.serverSeed).update(fairMessage(seed.clientSeed, seed.nonce, i)).digest();
    i += 1;
    return floatOfDigest(digest);
  };
}
