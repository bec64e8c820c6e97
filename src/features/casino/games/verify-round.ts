import { fairMessage, floatOfDigest, listRandom } from '../../../../streams/schemas/casino-games/fair-random';
import type { GameRules } from '../../../../streams/schemas/casino-games/game-rules';
import { ROUND_GAMES, type RoundKind } from '../../../../streams/schemas/casino-games/round-games';

// The verify panel's check, loaded on demand: it recomputes a finished round in the browser with Web Crypto, from
// the revealed server seed, the client seed and the nonce, by the same rules the server played it with. Two
// things must hold: the seed hashes to the hash shown before the round, and it gives exactly the round's outcome.

export interface RoundToVerify {
  kind: RoundKind;
  stake: number;
  picks: readonly number[];
  level: number;
  win: number;
  outcome: unknown;
  fair: { serverSeed: string; clientSeed: string; nonce: number };
  /** The hash the page showed before the round (null: none was shown). */
  shownHash: string | null;
}

export interface Verdict {
  hashMatches: boolean;
  outcomeMatches: boolean;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The same JSON value (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

export async function verifyRound(round: RoundToVerify, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<Verdict> {
  const { serverSeed, clientSeed, nonce } = round.fair;
  const hash = hex(await subtle.digest('SHA-256', utf8(serverSeed)));
  const rules = ROUND_GAMES[round.kind];
  const key = await subtle.importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const floats = await Promise.all(Array.from({ length: rules.floats }, async (_, i) =>
    floatOfDigest(new Uint8Array(await subtle.sign('HMAC', key, utf8(fairMessage(clientSeed, nonce, i)))))));
  return { hashMatches: round.shownHash !== null && hash === round.shownHash, outcomeMatches: replays(rules, floats, round) };
}

function replays(rules: GameRules, floats: readonly number[], round: RoundToVerify): boolean {
  try {
    const replay = rules.play(listRandom(floats), round.stake, { picks: round.picks, level: round.level });
    return replay.win === round.win && sameJson(replay.outcome, round.outcome);
  } catch {
    return false; // the round asked for more numbers than its rules use: it cannot be this round
  }
}
