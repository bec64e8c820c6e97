import { raceMessage, raceResultOfDigests, RACE_FLOATS, type RaceCard, type RaceResult } from '../../../../streams/schemas/casino-games/virtual-race';
import { seedDigests, seedHash, type Verdict } from './verify-round';

// The browser's check of a virtual race (issue 23): with Web Crypto it recomputes the finishing order from the seed
// revealed when betting closed, by the rules the server drew it with (streams/schemas/casino-games/virtual-race.ts),
// and the seed's hash against the one shown while betting was open.

export interface RaceToVerify {
  card: RaceCard;
  result: RaceResult;
  serverSeed: string;
  shownHash: string;
}

/** A race's finishing order from its seed, by the server's rule. */
export async function raceResultOfSeed(card: RaceCard, serverSeed: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<RaceResult> {
  return raceResultOfDigests(card, await seedDigests(serverSeed, raceMessage, RACE_FLOATS, subtle));
}

export async function verifyRace(race: RaceToVerify, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<Verdict> {
  const replayed = await raceResultOfSeed(race.card, race.serverSeed, subtle);
  return {
    hashMatches: (await seedHash(race.serverSeed, subtle)) === race.shownHash,
    outcomeMatches: replayed.order.join() === race.result.order.join(),
  };
}
