import * as v from 'valibot';
import { floatOfDigest } from './fair-random.ts';
import { stakeUnitOf } from './stakes.ts';
import { int } from '../numbers.ts';

// Virtual horse racing (issue 23): a race every few minutes for every player of the game, run by the server's leader
// (server/casino/virtual-races.ts). A race's card (its runners and their fixed-odds prices) is public from the moment
// betting opens; its finishing order is decided by the race's server seed alone, committed by its sha-256 hash before
// betting opens and revealed when betting closes. Random number i is the first 52 bits of HMAC-SHA256(key = server
// seed, message = `race:${i}`) (floatOfDigest), the same on the server (node:crypto) and in the browser (Web Crypto).
//
// Prices: runner i wins with probability p_i = w_i / RACE_WEIGHT_TOTAL (its weight on the card) and is priced at
// exactly RACE_RTP_PERCENT % of its fair price 1 / p_i: odds_i = 0.9 / p_i, a stated margin of 10 %. Every card is a
// shuffle of one of RACE_LADDERS, whose weights make every price a whole number of hundredths, so a win bet on any
// runner returns p_i x odds_i = 0.9 exactly (closed form, tests/server/casino-virtual-rules.test.ts).
// The finishing order: the winner is drawn with the runners' probabilities, then second from the rest in proportion
// to their weights, and so on (one random number per place but the last).

export const RACE_RTP_PERCENT = 90;
export const RACE_WEIGHT_TOTAL = 360;
/** The fields a card may have: runners' weights out of RACE_WEIGHT_TOTAL (6, 7 or 8 runners). */
export const RACE_LADDERS: ReadonlyArray<readonly number[]> = [
  [100, 72, 54, 45, 36, 25, 16, 12],
  [80, 60, 54, 50, 40, 36, 24, 16],
  [90, 72, 60, 48, 40, 30, 20],
  [120, 90, 60, 45, 27, 18],
];
export const MAX_RUNNERS = 8;

/** The horses a card is drawn from: a name (a proper name, the same in every language) and the jockey's silks. */
export const HORSES: ReadonlyArray<{ name: string; silk: string }> = [
  { name: 'Arrowfield', silk: '#d32f2f' }, { name: 'Bellmoor', silk: '#1976d2' }, { name: 'Cinder Lane', silk: '#388e3c' },
  { name: 'Dapplewick', silk: '#fbc02d' }, { name: 'Everhart', silk: '#7b1fa2' }, { name: 'Fenwick Star', silk: '#f57c00' },
  { name: 'Galloway Rose', silk: '#c2185b' }, { name: 'Hollowmere', silk: '#0097a7' }, { name: 'Ironbrook', silk: '#5d4037' },
  { name: 'Juniper Ridge', silk: '#689f38' }, { name: 'Kestrel Bay', silk: '#303f9f' }, { name: 'Larkspur', silk: '#e64a19' },
  { name: 'Moonstride', silk: '#455a64' }, { name: 'Northern Quill', silk: '#0288d1' }, { name: 'Oakhaven', silk: '#afb42b' },
  { name: 'Pennyroyal', silk: '#8e24aa' }, { name: 'Quicksilva', silk: '#9e9e9e' }, { name: 'Redwing Dancer', silk: '#b71c1c' },
  { name: 'Saltmarsh', silk: '#00796b' }, { name: 'Thistledown', silk: '#512da8' }, { name: 'Umberfield', silk: '#795548' },
  { name: 'Valewind', silk: '#1565c0' }, { name: 'Westerly Gold', silk: '#ffa000' }, { name: 'Yarrowby', silk: '#2e7d32' },
];

/** A runner's decimal price in hundredths (324 = 3.24): RACE_RTP_PERCENT % of its fair price. */
export const raceOdds = (weight: number): number => (RACE_RTP_PERCENT * RACE_WEIGHT_TOTAL) / weight;

const sortedKey = (weights: readonly number[]) => [...weights].sort((a, b) => a - b).join(',');
const LADDER_KEYS: ReadonlySet<string> = new Set(RACE_LADDERS.map(sortedKey));

/** A race card: the runners in gate order (gate = index), each a horse of HORSES and its weight. */
export const RaceCardSchema = v.pipe(
  v.array(v.object({ horse: int(0, HORSES.length - 1), weight: int(1, RACE_WEIGHT_TOTAL) })),
  v.minLength(6), v.maxLength(MAX_RUNNERS),
  v.check((card) => LADDER_KEYS.has(sortedKey(card.map((r) => r.weight))), 'the weights are not a ladder'),
  v.check((card) => new Set(card.map((r) => r.horse)).size === card.length, 'a horse runs twice'),
);
export type RaceCard = v.InferOutput<typeof RaceCardSchema>;

/** The finishing order: gates, the winner first. */
export const RaceResultSchema = v.object({
  order: v.pipe(v.array(int(0, MAX_RUNNERS - 1)), v.minLength(6), v.maxLength(MAX_RUNNERS)),
});
export type RaceResult = v.InferOutput<typeof RaceResultSchema>;

/** How many random numbers a race uses at most (the verifier computes this many). */
export const RACE_FLOATS = MAX_RUNNERS - 1;

/** A new card from any random source (the server's; the card is public, it decides nothing). */
export function newRaceCard(random: () => number): RaceCard {
  const ladder = RACE_LADDERS[Math.floor(random() * RACE_LADDERS.length)]!;
  const weights = [...ladder];
  const horses = HORSES.map((_, i) => i);
  for (let i = 0; i < weights.length; i += 1) {
    const j = i + Math.floor(random() * (weights.length - i));
    [weights[i], weights[j]] = [weights[j]!, weights[i]!];
    const k = i + Math.floor(random() * (horses.length - i));
    [horses[i], horses[k]] = [horses[k]!, horses[i]!];
  }
  return weights.map((weight, i) => ({ horse: horses[i]!, weight }));
}

/** The finishing order of a card from the race's random numbers (see the head of this file). */
export function raceResultOf(card: RaceCard, random: () => number): RaceResult {
  const left = card.map((_, gate) => gate);
  const order: number[] = [];
  while (left.length > 1) {
    const total = left.reduce((s, gate) => s + card[gate]!.weight, 0);
    let x = Math.floor(random() * total);
    const at = left.findIndex((gate) => (x -= card[gate]!.weight) < 0);
    order.push(...left.splice(at, 1));
  }
  return { order: [...order, ...left] };
}

/** The HMAC message of a race's i-th random number. */
export const raceMessage = (i: number): string => `race:${i}`;

/** A race's finishing order from its random numbers' digests (HMAC-SHA256(seed, raceMessage(i)), i = 0, 1, ...). */
export function raceResultOfDigests(card: RaceCard, digests: readonly Uint8Array[]): RaceResult {
  let i = 0;
  return raceResultOf(card, () => {
    const digest = digests[i++];
    if (!digest) throw new RangeError('the race used more random numbers than were computed');
    return floatOfDigest(digest);
  });
}

/** What a win bet on `gate` returns, stake included (0 when another runner won). */
export const raceReturn = (card: RaceCard, gate: number, stake: number, result: RaceResult): number =>
  (result.order[0] === gate && card[gate] ? (stake * raceOdds(card[gate].weight)) / 100 : 0);

/** The game's rules as the catalogue states them: every win bet returns exactly 90 %. */
export const VIRTUAL_RACE = {
  rtp: { min: RACE_RTP_PERCENT, max: RACE_RTP_PERCENT },
  /** Every price times a multiple of this is whole minor units. */
  stakeUnit: stakeUnitOf(RACE_LADDERS.flat().map(raceOdds)),
} as const;
