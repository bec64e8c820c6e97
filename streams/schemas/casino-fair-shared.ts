import * as v from 'valibot';
import { Count, int, MINOR_MAX } from './numbers.ts';
import { MAX_RUNNERS, RaceCardSchema } from './casino-games/virtual-race.ts';

// The player's tickets and bets in the shared rounds whose seed is the round's own (bingo rooms, virtual races;
// issue 23), for the fair-play page: each with its round's committed hash, and the round's seed once the round is over
// (never while it runs: the seed decides the draw or the finishing order). The verifier page replays the round from it.

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const RowId = v.pipe(v.string(), v.regex(/^\d{1,19}$/));
const Minor = int(0, MINOR_MAX);

export const SHARED_FAIR_KINDS = ['bingo', 'virtualrace'] as const;
export type SharedFairKind = (typeof SHARED_FAIR_KINDS)[number];

export const SharedFairItemSchema = v.object({
  /** The ticket's or the bet's id (a bingo ticket's numbers come from its round's seed and this id). */
  id: RowId,
  kind: v.picklist(SHARED_FAIR_KINDS),
  roundId: RowId,
  gameId: int(1, 2_147_483_647),
  gameName: v.pipe(v.string(), v.maxLength(200)),
  stake: Minor,
  /** What it returned, stake included; null until the round is paid. */
  returned: v.nullable(Minor),
  currency: v.pipe(v.string(), v.maxLength(8)),
  playedAt: v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/)),
  /** A race bet's runner (its gate on the card) and the race's card, public from the moment betting opened. */
  runner: v.optional(int(0, MAX_RUNNERS - 1)),
  card: v.optional(RaceCardSchema),
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
});
export type SharedFairItem = v.InferOutput<typeof SharedFairItemSchema>;

/** GET /web-api/casino/fair/shared-rounds: newest first. */
export const SharedFairAnswerSchema = v.object({ total: Count, items: v.array(SharedFairItemSchema) });
export type SharedFairAnswer = v.InferOutput<typeof SharedFairAnswerSchema>;
