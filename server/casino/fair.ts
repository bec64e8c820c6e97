import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { fairMessage, floatOfDigest } from '../../streams/schemas/casino-games/fair-random.ts';
import type { FairSeedsAnswer, RevealedPair } from '../../streams/schemas/casino-fair.ts';

// Provably fair rounds (issue 20 #1), as the best crypto casinos do them. Each player has an ACTIVE seed pair (a
// server seed whose sha-256 hash the player has been shown, the player's client seed and a nonce that counts the
// pair's rounds) and a NEXT server seed whose hash is shown before the player picks the client seed for it. A real
// round is decided by HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${i}`) (streams/schemas/casino-games/
// fair-random.ts) and answers the hash, client seed and nonce, never the seed. The seed is revealed when the player
// rotates to the next pair, when it can decide nothing more; then every round of the pair can be checked. Demo rounds
// use a fresh seed of their own, revealed at once (they are play money and touch no pair).

export interface FairSeed { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }

const hashOf = (serverSeed: string) => crypto.createHash('sha256').update(serverSeed).digest('hex');
const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

/** A demo round's seed: fresh and random, revealed with the round, never a player's committed seed. */
export function demoSeed(clientSeed: string): FairSeed {
  const serverSeed = randomHex(32);
  return { serverSeed, serverSeedHash: hashOf(serverSeed), clientSeed, nonce: 1 };
}

/** The round's random numbers: floats in [0, 1), 52 bits each, from the seed. */
export function fairRandom(seed: Pick<FairSeed, 'serverSeed' | 'clientSeed' | 'nonce'>): () => number {
  let i = 0;
  return () => {
    const digest = crypto.createHmac('sha256', seed.serverSeed).update(fairMessage(seed.clientSeed, seed.nonce, i)).digest();
    i += 1;
    return floatOfDigest(digest);
  };
}

interface PairRow { id: number; server_seed: string; server_seed_hash: string; client_seed: string | null; nonce: number; state: 'next' | 'active' | 'revealed' }

async function insertSeed(tx: Queryable, userId: number, clientSeed: string | null): Promise<void> {
  const serverSeed = randomHex(32);
  await tx.query(
    `INSERT INTO fair_seeds (user_id, server_seed, server_seed_hash, client_seed, state, activated_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END) ON CONFLICT DO NOTHING`,
    [userId, serverSeed, hashOf(serverSeed), clientSeed, clientSeed === null ? 'next' : 'active']);
}

/** The player's active and next seeds, made when first needed (a random client seed until the player picks one). */
async function ensurePairs(tx: Queryable, userId: number): Promise<{ active: PairRow; next: PairRow }> {
  const read = () => tx.query<PairRow>(
    "SELECT id, server_seed, server_seed_hash, client_seed, nonce, state FROM fair_seeds WHERE user_id = $1 AND state IN ('active', 'next')", [userId]);
  let rows = await read();
  if (!rows.some((r) => r.state === 'active')) await insertSeed(tx, userId, randomHex(8));
  if (!rows.some((r) => r.state === 'next')) await insertSeed(tx, userId, null);
  if (rows.length < 2) rows = await read();
  const active = rows.find((r) => r.state === 'active');
  const next = rows.find((r) => r.state === 'next');
  if (!active || !next) throw new Error(`fair seeds of user ${userId} could not be made`);
  return { active, next };
}

/**
 * The seed of the player's next real round: the active pair, locked, its nonce moved on by one. Call inside the
 * round's transaction after the player's and the account's locks (the order every money transaction keeps).
 */
export async function nextRoundSeed(tx: Queryable, userId: number): Promise<FairSeed & { pairId: number }> {
  const { active } = await ensurePairs(tx, userId);
  const row = await tx.one<{ nonce: number }>(
    "UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = $1 AND state = 'active' RETURNING nonce", [active.id]);
  if (!row) throw new ApiError(409, 'seeds_rotated', 'Seeds changed', 'Your seeds were changed meanwhile: play the round again');
  return { pairId: Number(active.id), serverSeed: active.server_seed, serverSeedHash: active.server_seed_hash, clientSeed: active.client_seed!, nonce: row.nonce };
}

/** What the player sees of their seeds: the active pair's hash, client seed and rounds so far, and the next hash. */
export async function seedsOf(db: Db, userId: number): Promise<FairSeedsAnswer> {
  const { active, next } = await db.transaction((tx) => ensurePairs(tx, userId));
  return {
    active: { serverSeedHash: active.server_seed_hash, clientSeed: active.client_seed!, nonce: Number(active.nonce) },
    nextServerSeedHash: next.server_seed_hash,
  };
}

/**
 * Rotation: the active pair is revealed (its server seed can decide nothing more), the next seed becomes active with
 * the client seed the player chose after seeing its hash, and a new next seed is committed.
 */
export async function rotateSeeds(tx: Queryable, userId: number, clientSeed: string): Promise<RevealedPair> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  // An open card hand's remaining deck follows from the active seed: revealing it would show the cards to come.
  if (await hasOpenHand(tx, userId)) throw new ApiError(409, 'hand_open', 'A hand is open', 'Finish your open card hand before changing seeds');
  const { active, next } = await ensurePairs(tx, userId);
  await tx.query("UPDATE fair_seeds SET state = 'revealed', revealed_at = now() WHERE id = $1", [active.id]);
  await tx.query("UPDATE fair_seeds SET state = 'active', client_seed = $2, activated_at = now() WHERE id = $1", [next.id, clientSeed]);
  await insertSeed(tx, userId, null);
  return { serverSeed: active.server_seed, serverSeedHash: active.server_seed_hash, clientSeed: active.client_seed!, rounds: Number(active.nonce) };
}

/** Whether the player has an open hand in any card game (its seed pair must not be revealed meanwhile). */
export async function hasOpenHand(db: Queryable, userId: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM casino_rounds WHERE user_id = $1 AND NOT settled AND kind IN ('blackjack', 'videopoker') LIMIT 1", [userId])).length > 0;
}
