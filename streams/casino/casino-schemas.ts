import * as v from 'valibot';
import { RoundFairSchema } from '../schemas/casino-fair';

// The answers of the casino API as the client validates them. Aligned with the contract (streams/schemas/casino.ts)
// once it lands; until then the shapes the pages need.

export const GameSchema = v.object({
  id: v.number(),
  name: v.string(),
  route: v.string(),
  provider: v.string(),
  /** The provider's display name (the slug above is its id in routes). */
  providerName: v.optional(v.string()),
  categories: v.array(v.string()),
  thumbnail: v.string(),
  isNew: v.optional(v.boolean()),
  isPopular: v.optional(v.boolean()),
  rtp: v.optional(v.number()),
  kind: v.optional(v.string()),
});
export const GamesPageSchema = v.object({ total: v.number(), items: v.array(GameSchema) });
export const GameDetailSchema = v.object({
  ...GameSchema.entries,
  rtpMax: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  minStake: v.number(),
  maxStake: v.number(),
  stakeUnit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  volatility: v.optional(v.string()),
  description: v.optional(v.string()),
  related: v.array(GameSchema),
});
export const LobbySchema = v.object({ rows: v.array(v.object({ category: v.string(), games: v.array(GameSchema) })) });
export const PartitionsSchema = v.object({ partitions: v.array(v.string()) });
/** casino/brand: the operator's own studio, one of the providers. */
export const BrandSchema = v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)) });
export const ProvidersSchema = v.object({ providers: v.array(v.object({ id: v.string(), name: v.string(), games: v.number() })) });
export const FavoritesSchema = v.object({ ids: v.array(v.number()) });
/** A round's answer: its fair data names the seed pair's hash, client seed and nonce (the seed only in demo). */
export const RoundSchema = v.object({ roundId: v.string(), stake: v.number(), win: v.number(), balance: v.nullable(v.number()), outcome: v.unknown(), fair: RoundFairSchema });
const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
export const CrashSchema = v.object({
  roundId: v.string(),
  phase: v.picklist(['betting', 'running', 'crashed']),
  multiplier: v.number(),
  startsInMs: v.number(),
  history: v.array(v.number()),
  myBet: v.nullable(v.object({ stake: v.number(), cashedOutAt: v.nullable(v.number()) })),
  /** The round's server seed hash from before it runs, and the seed itself once it crashed (provably fair). */
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
});
export const CrashBetSchema = v.object({ stake: v.number(), win: v.number(), multiplier: v.nullable(v.number()) });
const TournamentSummarySchema = v.object({ id: v.string(), name: v.string(), prizePool: v.number(), currency: v.string(), endsAt: v.string() });
export const TournamentListSchema = v.object({ tournaments: v.array(TournamentSummarySchema) });
export const TournamentSchema = v.object({
  ...TournamentSummarySchema.entries,
  leaderboard: v.array(v.object({ place: v.number(), player: v.string(), score: v.number() })),
});
export const PromosSchema = v.object({ promotions: v.array(v.object({ id: v.string(), title: v.string(), text: v.string(), bonus: v.nullable(v.string()) })) });

/** A 5x3 slot round's outcome: the reels (5 columns of 3 symbols), the paying lines, free spins won and left. */
export const SlotOutcomeSchema = v.object({
  reels: v.array(v.array(v.string())),
  lines: v.array(v.object({ line: v.number(), symbol: v.string(), count: v.number(), win: v.number() })),
  freeSpinsWon: v.optional(v.number(), 0),
  freeSpinsLeft: v.optional(v.number(), 0),
});
export type SlotOutcome = v.InferOutput<typeof SlotOutcomeSchema>;

/** The outcome of a slot round, or null when the answer is not one (shown as an error, never crashed on). */
export const slotOutcomeOf = (outcome: unknown): SlotOutcome | null => {
  const parsed = v.safeParse(SlotOutcomeSchema, outcome);
  return parsed.success ? parsed.output : null;
};

/** A keno draw: the numbers drawn (1-80) and how many of the player's picks they hit. */
export const KenoOutcomeSchema = v.object({ drawn: v.array(v.number()), hits: v.number() });
/** A scratch card: nine symbols and the winning symbol, if any. */
export const ScratchOutcomeSchema = v.object({ cells: v.array(v.string()), winning: v.nullable(v.string()) });
/** Fortuna: the wheel's segment the spin stopped at and its multiplier. */
export const FortunaOutcomeSchema = v.object({ segment: v.number(), multiplier: v.number() });
/** A "pick and reveal" bonus game (chest, memory, safe, dragon): every field's content once the round is played. */
export const PickOutcomeSchema = v.object({ fields: v.array(v.string()), picks: v.array(v.number()) });
/** The lottery: the player's three digits, the three drawn and how many positions match. */
export const LotteryOutcomeSchema = v.object({ picks: v.array(v.number()), drawn: v.array(v.number()), matches: v.number() });

/** A round's outcome of the given schema, or null when it is not one (shown as an error, never crashed on). */
export const outcomeOf = <T>(schema: v.GenericSchema<unknown, T>, outcome: unknown): T | null => {
  const parsed = v.safeParse(schema, outcome);
  return parsed.success ? parsed.output : null;
};
