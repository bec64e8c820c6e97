import { CRASH_MESSAGE, crashPointOfDigest } from '../../../../streams/schemas/casino-games/crash-point';
import { fairMessage, floatOfDigest, listRandom } from '../../../../streams/schemas/casino-games/fair-random';
import type { RoundChoice, RoundResult } from '../../../../streams/schemas/casino-games/game-rules';
import { ROUND_GAMES, type RoundKind } from '../../../../streams/schemas/casino-games/round-games';
import { TABLE_GAMES, tableMessage, tableResultOfDigests, type TableKind, type TableResult } from '../../../../streams/schemas/casino-games/table-games';
import { CARD_ENGINES, replayHand, type CardMove, type CardState } from '../../../../streams/schemas/casino-games/card-games';
import type { CardKind } from '../../../../streams/schemas/casino-cards';

// The browser's provably fair check, loaded on demand by the game frame's panel and the verifier page: it recomputes
// a round with Web Crypto from the server seed, the client seed and the nonce, by the very rules the server played it
// with (streams/schemas/casino-games). Two things must hold: the seed hashes to the hash shown before the round, and
// it gives exactly the round's outcome.

export interface RoundSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface RoundToVerify extends RoundChoice {
  kind: RoundKind;
  stake: number;
  win: number;
  outcome: unknown;
  fair: RoundSeed;
  /** The hash the page showed before the round (null: none was shown). */
  shownHash: string | null;
}

export interface Verdict {
  hashMatches: boolean;
  outcomeMatches: boolean;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const subtleCrypto = () => globalThis.crypto.subtle;

/** The sha-256 hash of a server seed, as the hash shown before its rounds. */
export async function seedHash(serverSeed: string, subtle: SubtleCrypto = subtleCrypto()): Promise<string> {
  return hex(await subtle.digest('SHA-256', utf8(serverSeed)));
}

const hmacKey = (serverSeed: string, subtle: SubtleCrypto) =>
  subtle.importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

/** The first `count` random numbers of a round's seed. */
async function fairFloats(seed: RoundSeed, count: number, subtle: SubtleCrypto): Promise<number[]> {
  const key = await hmacKey(seed.serverSeed, subtle);
  return Promise.all(Array.from({ length: count }, async (_, i) =>
    floatOfDigest(new Uint8Array(await subtle.sign('HMAC', key, utf8(fairMessage(seed.clientSeed, seed.nonce, i)))))));
}

/** A round of `kind` replayed from its seed, or null when the choice does not fit the game's rules. */
export async function replayRound(kind: RoundKind, seed: RoundSeed, stake: number, choice: RoundChoice, subtle: SubtleCrypto = subtleCrypto()): Promise<RoundResult | null> {
  const rules = ROUND_GAMES[kind];
  if (rules.refusal(choice, stake) !== null) return null;
  const floats = await fairFloats(seed, rules.floats, subtle);
  try {
    return rules.play(listRandom(floats), stake, choice);
  } catch {
    return null; // the rules asked for more numbers than they declare: no round can come of it
  }
}

/** The crash point of a crash round's server seed (HMAC-SHA256 of CRASH_MESSAGE, as the server's crash game). */
export async function crashPointOfSeed(serverSeed: string, subtle: SubtleCrypto = subtleCrypto()): Promise<number> {
  const digest = await subtle.sign('HMAC', await hmacKey(serverSeed, subtle), utf8(CRASH_MESSAGE));
  return crashPointOfDigest(new Uint8Array(digest));
}

/** HMAC-SHA256(key = a shared round's server seed, message(i)) for i = 0 .. count - 1: the round's random digests. */
export async function seedDigests(serverSeed: string, message: (i: number) => string, count: number, subtle: SubtleCrypto = subtleCrypto()): Promise<Uint8Array[]> {
  const key = await hmacKey(serverSeed, subtle);
  return Promise.all(Array.from({ length: count }, async (_, i) => new Uint8Array(await subtle.sign('HMAC', key, utf8(message(i))))));
}

/** A live table round's result from its server seed (HMAC-SHA256 of tableMessage(i), as the server's tables). */
export async function tableResultOfSeed(kind: TableKind, serverSeed: string, subtle: SubtleCrypto = subtleCrypto()): Promise<TableResult> {
  return tableResultOfDigests(kind, await seedDigests(serverSeed, tableMessage, TABLE_GAMES[kind].floats, subtle));
}

/** The same JSON value (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

export async function verifyRound(round: RoundToVerify, subtle: SubtleCrypto = subtleCrypto()): Promise<Verdict> {
  const hash = await seedHash(round.fair.serverSeed, subtle);
  const replay = await replayRound(round.kind, round.fair, round.stake, { picks: round.picks, level: round.level }, subtle);
  return {
    hashMatches: round.shownHash !== null && hash === round.shownHash,
    outcomeMatches: replay !== null && replay.win === round.win && sameJson(replay.outcome, round.outcome),
  };
}

export interface HandToVerify {
  kind: CardKind;
  /** The settled hand as the server answered it. */
  state: CardState;
  actions: readonly CardMove[];
  fair: RoundSeed;
  shownHash: string;
}

/**
 * A finished card hand checked: the seed hashes to the hash shown at the deal, and the deck (the whole shoe) shuffled
 * from it, dealt and played with the hand's actions, gives exactly the hand as settled.
 */
export async function verifyCardHand(hand: HandToVerify, subtle: SubtleCrypto = subtleCrypto()): Promise<Verdict> {
  const engine = CARD_ENGINES[hand.kind];
  const floats = await fairFloats(hand.fair, engine.floats, subtle);
  let replay: CardState | null;
  try {
    replay = replayHand(engine, engine.shuffle(listRandom(floats)), hand.state.stake, hand.actions);
  } catch {
    replay = null; // an action the rules do not allow: no such hand can come of this seed
  }
  return { hashMatches: (await seedHash(hand.fair.serverSeed, subtle)) === hand.shownHash, outcomeMatches: replay !== null && sameJson(replay, hand.state) };
}
