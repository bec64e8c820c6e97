import * as v from 'valibot';

// The provably fair contract (issue 20 #1) shared by the server and the client: a player's seeds, their rotation
// (which reveals the old server seed), and the round history with every round's seeds. The scheme itself is
// explained on /{lang}/provably-fair and in server/casino/fair.ts.

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
export const ClientSeedSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _, at most 64'));
const Nonce = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));

/** GET /web-api/casino/fair/seeds: the active pair (the seed's hash only) and the next seed's hash. */
export const FairSeedsAnswerSchema = v.object({
  active: v.object({ serverSeedHash: Hex64, clientSeed: ClientSeedSchema, nonce: Nonce }),
  nextServerSeedHash: Hex64,
});
export type FairSeedsAnswer = v.InferOutput<typeof FairSeedsAnswerSchema>;

/** POST /web-api/casino/fair/rotate body: the client seed to pair with the next server seed. */
export const RotateSeedsBodySchema = v.object({ clientSeed: ClientSeedSchema });

/** A revealed pair: its server seed (hashing to the hash shown before), its client seed and how many rounds it decided. */
export const RevealedPairSchema = v.object({
  serverSeed: Hex64, serverSeedHash: Hex64, clientSeed: ClientSeedSchema, rounds: Nonce,
});
export type RevealedPair = v.InferOutput<typeof RevealedPairSchema>;

export const RotateSeedsAnswerSchema = v.object({ revealed: RevealedPairSchema, seeds: FairSeedsAnswerSchema });

/** A round's fair data as a round answers it: the seed itself only when it may be known (a demo round). */
export const RoundFairSchema = v.object({
  serverSeedHash: Hex64,
  serverSeed: v.optional(Hex64),
  clientSeed: ClientSeedSchema,
  nonce: Nonce,
});

/** GET /web-api/casino/fair/rounds: the player's real rounds, newest first; `serverSeed` once the pair is revealed. */
export const FairRoundsAnswerSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  rounds: v.array(v.object({
    roundId: v.pipe(v.string(), v.maxLength(24)),
    gameId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
    gameName: v.pipe(v.string(), v.maxLength(200)),
    kind: v.pipe(v.string(), v.maxLength(24)),
    stake: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
    win: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
    currency: v.pipe(v.string(), v.maxLength(8)),
    // The server's toISOString(). A regex, not v.isoTimestamp(): valibot ships in the framework chunk every page loads,
    // and that action alone cost the home page ~80 B of its 150 kB JS bar (DESIGN.md) for this one page.
    playedAt: v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/)),
    picks: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
    level: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
    outcome: v.unknown(),
    fair: RoundFairSchema,
  })),
});
export type FairRoundsAnswer = v.InferOutput<typeof FairRoundsAnswerSchema>;
