import { raceMessage, raceResultOfDigests, RACE_FLOATS, type RaceCard, type RaceResult } from '../../../../streams/schemas/casino-games/virtual-race';
import { seedHash, type Verdict } from './verify-round';

// The browser's check of a virtual race (issue 23): with Web Crypto it recomputes the finishing order from the seed
// revealed when betting closed, by the rules the server drew it with (streams/schemas/casino-games/virtual-race.ts),
// and the seed's hash against the one shown while betting was open.

export interface RaceToVerify {
  card: RaceCard;
  result: RaceResult;
  serverSeed: string;
  shownHash: string;
}

export async function verifyRace(race: RaceToVerify, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<Verdict> {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const key = await subtle.importKey('raw', utf8(race.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digests = await Promise.all(Array.from({ length: RACE_FLOATS }, async (_, i) => new Uint8Array(await subtle.sign('HMAC', key, utf8(raceMessage(i))))));
  const replayed = raceResultOfDigests(race.card, digests);
  return {
    hashMatches: (await seedHash(race.serverSeed, subtle)) === race.shownHash,
    outcomeMatches: replayed.order.join() === race.result.order.join(),
  };
}
