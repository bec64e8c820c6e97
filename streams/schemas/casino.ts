import * as v from 'valibot';
import { ClientSeedSchema, RoundFairSchema } from './casino-fair';
import { Coef, Count, Id, int, MINOR_MAX, Minor, Percent } from './numbers';

// The answers of the casino API (issue 14, /web-api/casino, server/routes/casino/casino.ts) shared by the server,
// which types its answers by them, and the client, which validates them. The shared rounds' answers are in
// casino-tables.ts, casino-bingo.ts, casino-virtual.ts, casino-cards.ts, casino-fair*.ts and games-preview.ts.

/** A stake or win in minor units of the player's account. */
const Stake = int(0, MINOR_MAX);

export const GameSchema = v.object({
  id: Id,
  name: v.string(),
  route: v.string(),
  provider: v.string(),
  /** The provider's display name (the slug above is its id in routes). */
  providerName: v.optional(v.string()),
  categories: v.array(v.string()),
  thumbnail: v.string(),
  isNew: v.optional(v.boolean()),
  isPopular: v.optional(v.boolean()),
  rtp: v.optional(Percent),
  kind: v.optional(v.string()),
});
/** GET games (a page of the catalogue) and GET recent (a player's last games; empty for a visitor). */
export const GamesPageSchema = v.object({ total: Count, items: v.array(GameSchema) });
/** GET games/:id (its id or route). */
export const GameDetailSchema = v.object({
  ...GameSchema.entries,
  rtpMax: v.optional(Percent),
  minStake: Stake,
  maxStake: Stake,
  stakeUnit: int(1, 1_000_000),
  volatility: v.optional(v.string()),
  description: v.optional(v.string()),
  related: v.array(GameSchema),
});
export const LobbySchema = v.object({ rows: v.array(v.object({ category: v.string(), games: v.array(GameSchema) })) });
export const PartitionsSchema = v.object({ partitions: v.array(v.string()) });
/** C04: GET /web-api/third-party/api/list-available-partitions, the casino families for the menu. */
export const ListAvailablePartitionsSchema = v.object({ success: v.literal(true), listAvailablePartitions: v.array(v.string()) });
/** casino/brand: the operator's own studio, one of the providers. */
export const BrandSchema = v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)) });
export const ProvidersSchema = v.object({ providers: v.array(v.object({ id: v.string(), name: v.string(), games: Count })) });
/** GET favorites, and the answer of PUT / DELETE favorites/:gameId and POST favorites/merge. */
export const FavoritesSchema = v.object({ ids: v.array(Id) });
/** A round's answer: its fair data names the seed pair's hash, client seed and nonce (the seed only in demo). */
export const RoundSchema = v.object({ roundId: v.string(), stake: Stake, win: Stake, balance: v.nullable(Minor), outcome: v.unknown(), fair: RoundFairSchema });
const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
export const CrashSchema = v.object({
  roundId: v.string(),
  phase: v.picklist(['betting', 'running', 'crashed']),
  multiplier: Coef,
  startsInMs: Count,
  history: v.array(Coef),
  myBet: v.nullable(v.object({ stake: Stake, cashedOutAt: v.nullable(Coef) })),
  /** The round's server seed hash from before it runs, and the seed itself once it crashed (provably fair). */
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
});
/** POST crash/bet and crash/cashout. */
export const CrashBetSchema = v.object({ stake: Stake, win: Stake, multiplier: v.nullable(Coef) });
const TournamentSummarySchema = v.object({ id: v.string(), name: v.string(), prizePool: Stake, currency: v.string(), endsAt: v.string() });
export const TournamentListSchema = v.object({ tournaments: v.array(TournamentSummarySchema) });
export const TournamentSchema = v.object({
  ...TournamentSummarySchema.entries,
  leaderboard: v.array(v.object({ place: int(1, 1000), player: v.string(), score: Count })),
});
export const PromosSchema = v.object({ promotions: v.array(v.object({ id: v.string(), title: v.string(), text: v.string(), bonus: v.nullable(v.string()) })) });

export type Game = v.InferOutput<typeof GameSchema>;
export type GamesPage = v.InferOutput<typeof GamesPageSchema>;
export type GameDetail = v.InferOutput<typeof GameDetailSchema>;
export type Lobby = v.InferOutput<typeof LobbySchema>;
export type Partitions = v.InferOutput<typeof PartitionsSchema>;
export type ListAvailablePartitions = v.InferOutput<typeof ListAvailablePartitionsSchema>;
export type Brand = v.InferOutput<typeof BrandSchema>;
export type Providers = v.InferOutput<typeof ProvidersSchema>;
export type Favorites = v.InferOutput<typeof FavoritesSchema>;
export type Round = v.InferOutput<typeof RoundSchema>;
export type Crash = v.InferOutput<typeof CrashSchema>;
export type CrashBet = v.InferOutput<typeof CrashBetSchema>;
export type TournamentList = v.InferOutput<typeof TournamentListSchema>;
export type Tournament = v.InferOutput<typeof TournamentSchema>;
export type Promos = v.InferOutput<typeof PromosSchema>;

/** A 5x3 slot round's outcome: the reels (5 columns of 3 symbols), the paying lines, free spins won and left. */
const FreeSpins = int(0, 1000);
export const SlotOutcomeSchema = v.object({
  reels: v.array(v.array(v.string())),
  lines: v.array(v.object({ line: int(0, 1000), symbol: v.string(), count: int(0, 100), win: Stake })),
  freeSpinsWon: v.optional(FreeSpins, 0),
  freeSpinsLeft: v.optional(FreeSpins, 0),
});
export type SlotOutcome = v.InferOutput<typeof SlotOutcomeSchema>;

/** The outcome of a slot round, or null when the answer is not one (shown as an error, never crashed on). */
export const slotOutcomeOf = (outcome: unknown): SlotOutcome | null => {
  const parsed = v.safeParse(SlotOutcomeSchema, outcome);
  return parsed.success ? parsed.output : null;
};

/** A keno draw: the numbers drawn (1-80) and how many of the player's picks they hit. */
export const KenoOutcomeSchema = v.object({ drawn: v.array(int(1, 80)), hits: int(0, 80) });
/** A scratch card: nine symbols and the winning symbol, if any. */
export const ScratchOutcomeSchema = v.object({ cells: v.array(v.string()), winning: v.nullable(v.string()) });
/** Fortuna: the wheel's segment the spin stopped at and its multiplier. */
export const FortunaOutcomeSchema = v.object({ segment: int(0, 1000), multiplier: Coef });
/** A "pick and reveal" bonus game (chest, memory, safe, dragon): every field's content once the round is played. */
export const PickOutcomeSchema = v.object({ fields: v.array(v.string()), picks: v.array(int(0, 99)) });
/** The lottery: the player's three digits, the three drawn and how many positions match. */
export const LotteryOutcomeSchema = v.object({ picks: v.array(int(0, 99)), drawn: v.array(int(0, 99)), matches: int(0, 100) });

/** A round's outcome of the given schema, or null when it is not one (shown as an error, never crashed on). */
export const outcomeOf = <T>(schema: v.GenericSchema<unknown, T>, outcome: unknown): T | null => {
  const parsed = v.safeParse(schema, outcome);
  return parsed.success ? parsed.output : null;
};

/**
 * A one-shot round's body (slot, keno, scratch card, bonus game: POST games/{id}/play), as the server parses it and
 * as a sandboxed game frame may ask the page to send it (the server fills what is left out: roundBodyDefaults). The
 * game's rules judge the choice itself (range, repeats, count): a refusal names them (bad_picks, bad_level).
 */
export const CasinoRoundBodySchema = v.object({
  stake: v.pipe(v.number(), v.integer('stake must be whole minor units'), v.minValue(1), v.maxValue(1_000_000_000)),
  mode: v.picklist(['real', 'demo']),
  /** A demo round's client seed (a real round is decided by the player's seed pair: GET fair/seeds). */
  clientSeed: v.optional(ClientSeedSchema),
  picks: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))), v.maxLength(20))),
  level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
});
