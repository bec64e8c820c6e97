import * as v from 'valibot';
import { BJ_ACTIONS } from './casino-games/blackjack';
import { VP_HANDS } from './casino-games/video-poker';

// The card games' contract (blackjack, video poker): the requests of a hand (deal, then one action per request) and
// the hand the server answers and stores. The stored hand is read back through the same schemas.

const Card = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(51));
const Minor = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000_000));
const Index = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

export const CARD_KINDS = ['blackjack', 'videopoker'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const isCardKind = (kind: string | undefined): kind is CardKind => (CARD_KINDS as readonly string[]).includes(kind ?? '');

export const CardDealBodySchema = v.object({ stake: v.pipe(v.number(), v.integer('stake must be whole minor units'), v.minValue(1), v.maxValue(1_000_000_000)) });
/** An action: a blackjack move, or video poker's draw with the positions held (0-4). */
export const CardActionBodySchema = v.object({
  action: v.picklist([...BJ_ACTIONS, 'draw']),
  held: v.optional(v.pipe(v.array(Index(4)), v.maxLength(5)), []),
});
export type CardAction = v.InferOutput<typeof CardActionBodySchema>;

const BjHandSchema = v.object({ cards: v.pipe(v.array(Card), v.maxLength(21)), stake: Minor, doubled: v.boolean(), done: v.boolean() });
export const BjStateSchema = v.object({
  stake: Minor,
  next: Index(312),
  dealer: v.pipe(v.array(Card), v.maxLength(21)),
  hands: v.pipe(v.array(BjHandSchema), v.minLength(1), v.maxLength(2)),
  active: Index(1),
  insurance: Minor,
  phase: v.picklist(['insurance', 'player', 'settled']),
  returned: Minor,
});
export const VpStateSchema = v.object({
  stake: Minor,
  next: Index(52),
  cards: v.pipe(v.array(Card), v.length(5)),
  held: v.pipe(v.array(Index(4)), v.maxLength(5)),
  phase: v.picklist(['dealt', 'settled']),
  hand: v.picklist(VP_HANDS),
  returned: Minor,
});

/** What the database keeps of a hand (casino_rounds.outcome): the full state, the actions so far, the seed's public part. */
export const StoredHandSchema = v.object({
  state: v.union([BjStateSchema, VpStateSchema]),
  actions: v.pipe(v.array(v.object({ action: v.string(), held: v.array(Index(4)) })), v.maxLength(40)),
  fair: v.object({ serverSeedHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), clientSeed: v.string(), nonce: Index(2_000_000_000) }),
});
export type StoredHand = v.InferOutput<typeof StoredHandSchema>;

/** A hand as the player sees it (the dealer's hole card hidden until the end). */
export const CardHandSchema = v.object({
  roundId: v.string(),
  kind: v.picklist(CARD_KINDS),
  state: v.union([BjStateSchema, VpStateSchema]),
  /** The actions allowed now (none once settled). */
  legal: v.array(v.string()),
  settled: v.boolean(),
  /** All the stakes of the hand so far and what it paid back (minor units). */
  staked: Minor,
  win: Minor,
  balance: v.nullable(Minor),
  actions: StoredHandSchema.entries.actions,
  fair: StoredHandSchema.entries.fair,
});
export type CardHand = v.InferOutput<typeof CardHandSchema>;
export const CurrentHandSchema = v.object({ hand: v.nullable(CardHandSchema) });
