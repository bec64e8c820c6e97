import { ROUND_GAMES, type RoundKind } from '../../streams/schemas/casino-games/round-games.ts';
import { mulberry32, seedFrom } from '../seed/prng.ts';
import { CRASH_RTP, CRASH_STAKE_UNIT } from '../../streams/schemas/casino-games/crash.ts';
import { isTableKind, TABLE_GAMES, type TableKind } from '../../streams/schemas/casino-games/table-games.ts';
import { CARD_ENGINES } from '../../streams/schemas/casino-games/card-games.ts';
import type { CardKind } from '../../streams/schemas/casino-cards.ts';
import { BINGO_RTP } from '../../streams/schemas/casino-games/bingo.ts';
import { VIRTUAL_RACE } from '../../streams/schemas/casino-games/virtual-race.ts';

// The demo provider's catalogue: a deterministic seeded set of games (same ids, names and figures on every start),
// kept in memory (it never changes while the server runs). Names are made up from word lists, no real titles.

/** Casino families of SPEC.md section 1, as catalogue categories (the client maps them to its routes). */
export const CATEGORIES = [
  'slots', 'live', 'bingo', 'poker', 'tvgames', 'virtualsports', 'fast', 'fastbet', 'crash', 'skill', 'card', 'asian', 'scratch', 'keno',
  'fishing', 'vulkan',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** How many games each family gets (slots the most, as at every operator): 3,060 in all. */
const FAMILY_SIZES: Record<Category, number> = {
  slots: 1500, live: 260, bingo: 80, poker: 90, tvgames: 70, virtualsports: 80, fast: 160, fastbet: 70, crash: 90, skill: 70,
  card: 150, asian: 110, scratch: 90, keno: 60, fishing: 60, vulkan: 70,
};

const PROVIDER_NAMES = [
  'Aurora Reels', 'Bright Owl Gaming', 'Copper Fox', 'Dune Studios', 'Emberline', 'Frostbyte Play', 'Golden Harbor', 'Hexa Lantern',
  'Iron Kite', 'Jade Meadow', 'Kestrel Works', 'Lumen Forge', 'Mapleleaf Games', 'Northwind Spin', 'Opal Coast', 'Pinecrest Play',
  'Quartz Rabbit', 'Riverstone', 'Silver Tide', 'Thunder Moth', 'Umbra Labs', 'Velvet Comet', 'Willow Peak', 'Xeno Arcade',
  'Yellowtail Studio', 'Zephyr Gaming', 'Blue Orchard', 'Crimson Atlas', 'Echo Valley', 'Granite Bay', 'Hollow Pine', 'Ivory Gate',
] as const;

const WORDS_A = ['Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Blazing', 'Frozen', 'Ancient', 'Neon', 'Crystal', 'Silent', 'Thunder', 'Velvet', 'Cosmic', 'Hidden', 'Emerald', 'Midnight', 'Solar', 'Jade', 'Iron'];
const WORDS_B = ['Fortune', 'Dragon', 'Pharaoh', 'Tiger', 'Phoenix', 'Treasure', 'Orchard', 'Comet', 'Lantern', 'Harbor', 'Falcon', 'Temple', 'Garden', 'Voyage', 'Crown', 'Circus', 'Meadow', 'Reef', 'Canyon', 'Castle'];
const WORDS_C = ['Riches', 'Spins', 'Quest', 'Party', 'Rush', 'Legends', 'Nights', 'Gems', 'Deluxe', 'Megaways', 'Tales', 'Hold and Win', 'Bonanza', 'Express', 'Stars', 'Blast'];
/** The live family's shared tables: the word in a table's name and the game it plays (server/casino/table-rounds.ts). */
const LIVE_TABLES: Readonly<Record<string, TableKind>> = { Roulette: 'roulette', Baccarat: 'baccarat' };
const TAGS = ['megaways', 'jackpot', 'bonus-buy', 'cluster', 'classic', 'fruit', 'egypt', 'asian', 'adventure', 'animals', 'hold-and-win', 'halloween'];

export interface CatalogGame {
  id: number;
  name: string;
  route: string;
  /** The old route of the legacy allgamesentrance/{gameRoute} links (R10), 301 to the canonical one. */
  oldRoute: string;
  provider: string;
  categories: Category[];
  /** The category's tag id (SPEC.md section 3 "Game list item"). */
  tagId: number;
  tags: string[];
  isNew: boolean;
  isPopular: boolean;
  /** The stated RTP in percent, the lowest over the game's choices (keno's rows differ); rtpMax the highest. */
  rtp: number;
  rtpMax: number;
  volatility: 'low' | 'medium' | 'high';
  /** Minor units. The allowed stakes are the multiples of stakeUnit from minStake to maxStake (stakes.ts). */
  minStake: number;
  maxStake: number;
  stakeUnit: number;
  /**
   * What the frame plays: the shared crash round, a shared live table (roulette, baccarat), a card game's hands, or a
   * round game's rules (the 5x3 slot for the slot-like families).
   */
  kind: RoundKind | 'crash' | TableKind | CardKind | 'bingo' | 'virtualrace';
  /** Popularity rank, for stable sorting (lower first). */
  rank: number;
  hue: number;
}

export interface Provider { id: string; name: string; games: number }

/**
 * Families that play a game of their own (live: the table its name says; a family of several games deals them to its
 * games in turn: the asian family's games are sic bo, dragon tiger, sic bo, ...); every other family plays the 5x3 slot.
 * Card games play blackjack and poker games Jacks or Better video poker (a table poker game needs other players:
 * video poker is poker one plays alone).
 */
const FAMILY_KINDS: Partial<Record<Category, CatalogGame['kind'] | ReadonlyArray<CatalogGame['kind']>>> = {
  crash: 'crash', keno: 'keno', scratch: 'scratch',
  card: 'blackjack', poker: 'videopoker',
  asian: ['sicbo', 'dragontiger'],
  tvgames: 'moneywheel',
  bingo: 'bingo', // the 90-ball room (server/casino/bingo-rounds.ts)
  virtualsports: 'virtualrace',
};
/** What the i-th game of a family plays (a live game: the table its name says). */
function familyKind(category: Category, i: number, name: string): CatalogGame['kind'] {
  const kinds = FAMILY_KINDS[category] ?? liveTableOf(category, name) ?? 'slot';
  return typeof kinds === 'string' ? kinds : kinds[i % kinds.length]!;
}

/**
 * The six bonus mini-games of R10, each at its own route (/{lang}/fortuna, ...) and listed with the fast games.
 * Their ids follow the seeded catalogue's (1001-4060) so the seeded games keep theirs.
 */
export const BONUS_GAMES: ReadonlyArray<{ id: number; name: string; route: string; kind: RoundKind }> = [
  { id: 9001, name: 'Fortuna', route: 'fortuna', kind: 'fortuna' },
  { id: 9002, name: 'Treasure Chest', route: 'chest', kind: 'chest' },
  { id: 9003, name: 'Memory', route: 'memory', kind: 'memory' },
  { id: 9004, name: 'Safe Cracker', route: 'safe', kind: 'safe' },
  { id: 9005, name: 'Lucky Lottery', route: 'lottery', kind: 'lottery' },
  { id: 9006, name: 'Dragon Bonus', route: 'dragon-bonus', kind: 'dragon' },
];
/** The operator's own studio: the bonus games are its, and casino/brand is its page. */
const HOUSE_PROVIDER = 'Golden Harbor';


/** A live game's table kind, by the table named last in its name (a name may end in a number). */
const liveTableOf = (category: Category, name: string): TableKind | undefined =>
  (category === 'live' ? Object.entries(LIVE_TABLES).find(([word]) => name.includes(` ${word}`))?.[1] : undefined);

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const HOUSE_PROVIDER_ID = slug(HOUSE_PROVIDER);

/** The seeded games, before their rules set the stated RTP and the stake unit. */
type SeededGame = Omit<CatalogGame, 'rtp' | 'rtpMax' | 'stakeUnit'>;

function buildCatalog(): SeededGame[] {
  const random = mulberry32(seedFrom('casino-catalog'));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const games: SeededGame[] = [];
  const taken = new Set<string>();
  let id = 1000;
  for (const [tagId, category] of CATEGORIES.entries()) {
    for (let i = 0; i < FAMILY_SIZES[category]; i += 1) {
      id += 1;
      let name: string;
      do {
        name = category === 'live' ? `${pick(WORDS_A)} ${pick(WORDS_B)} ${pick(Object.keys(LIVE_TABLES))}` : `${pick(WORDS_A)} ${pick(WORDS_B)}${random() < 0.5 ? ` ${pick(WORDS_C)}` : ''}`;
        if (taken.has(name)) name = `${name} ${Math.floor(random() * 90 + 10)}`;
      } while (taken.has(name));
      taken.add(name);
      const route = slug(name);
      const categories: Category[] = [category];
      if (category === 'vulkan') categories.push('slots');
      const stakeScale = pick([1, 2, 5, 10]);
      games.push({
        id, name, route, oldRoute: route.replace(/-/g, '_'), provider: slug(pick(PROVIDER_NAMES)), categories, tagId: tagId + 1,
        tags: [pick(TAGS), pick(TAGS)].filter((t, n, all) => all.indexOf(t) === n),
        isNew: random() < 0.08, isPopular: random() < 0.12, volatility: pick(['low', 'medium', 'high'] as const),
        minStake: 10 * stakeScale, maxStake: 100_000 * stakeScale, kind: familyKind(category, i, name),
        rank: Math.floor(random() * 1_000_000), hue: Math.floor(random() * 360),
      });
    }
  }
  const fastTag = CATEGORIES.indexOf('fast') + 1;
  for (const [n, bonus] of BONUS_GAMES.entries()) {
    games.push({
      ...bonus, oldRoute: bonus.route.replace(/-/g, '_'), provider: slug(HOUSE_PROVIDER), categories: ['fast'], tagId: fastTag, tags: ['bonus'],
      isNew: true, isPopular: true, volatility: 'medium', minStake: 10, maxStake: 100_000, rank: n, hue: (n * 60) % 360,
    });
  }
  return games;
}

export interface Catalog {
  games: readonly CatalogGame[];
  byId: ReadonlyMap<number, CatalogGame>;
  byRoute: ReadonlyMap<string, CatalogGame>;
  byOldRoute: ReadonlyMap<string, CatalogGame>;
  providers: readonly Provider[];
}

let built: Catalog | null = null;

/** The stated RTP and the stake unit of what a game plays. */
const rulesOf = (kind: CatalogGame['kind']) => {
  if (kind === 'crash') return { rtp: { min: CRASH_RTP, max: CRASH_RTP }, stakeUnit: CRASH_STAKE_UNIT };
  if (kind === 'bingo') return { rtp: { min: BINGO_RTP, max: BINGO_RTP }, stakeUnit: 1 };
  if (kind === 'blackjack' || kind === 'videopoker') return { rtp: { min: CARD_ENGINES[kind].rtp, max: CARD_ENGINES[kind].rtp }, stakeUnit: CARD_ENGINES[kind].stakeUnit };
  if (isTableKind(kind)) return TABLE_GAMES[kind];
  if (kind === 'virtualrace') return VIRTUAL_RACE;
  return ROUND_GAMES[kind];
};

/** The smallest multiple of `unit` at or above `stake`. */
const upTo = (stake: number, unit: number) => Math.ceil(stake / unit) * unit;

/**
 * The catalogue (built once per process). Every game states the RTP of the rules it plays and allows the stakes at
 * which that RTP is exact: its minimum is raised to a whole number of the rules' stake units.
 */
export function catalog(): Catalog {
  if (built) return built;
  const games = buildCatalog().map((g) => {
    const { rtp, stakeUnit } = rulesOf(g.kind);
    return { ...g, rtp: rtp.min, rtpMax: rtp.max, stakeUnit, minStake: upTo(g.minStake, stakeUnit), maxStake: g.maxStake - (g.maxStake % stakeUnit) };
  });
  games.sort((a, b) => a.rank - b.rank);
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.provider, (counts.get(g.provider) ?? 0) + 1);
  const providers = PROVIDER_NAMES.map((name) => ({ id: slug(name), name, games: counts.get(slug(name)) ?? 0 })).filter((p) => p.games > 0);
  built = {
    games,
    byId: new Map(games.map((g) => [g.id, g])),
    byRoute: new Map(games.map((g) => [g.route, g])),
    byOldRoute: new Map(games.map((g) => [g.oldRoute, g])),
    providers,
  };
  return built;
}
