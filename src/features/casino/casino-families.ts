// The casino families of SPEC.md section 1 and the route each lives at (R08, R09). `category` is the catalogue's
// category id the family page lists; `partition` is the C04 partition that must be available for the menu to show it.

export interface CasinoFamily {
  /** Route relative to /{lang}/. */
  path: string;
  /** Catalogue category (server catalogue `categories`). */
  category: string;
  /** casino:family.* label key. */
  key: string;
}

export const CASINO_FAMILIES: readonly CasinoFamily[] = [
  { path: 'slots', category: 'slots', key: 'slots' },
  { path: 'casino', category: 'live', key: 'live' },
  { path: 'bingo', category: 'bingo', key: 'bingo' },
  { path: 'poker', category: 'poker', key: 'poker' },
  { path: 'tvgames', category: 'tvgames', key: 'tvgames' },
  { path: 'virtualsports', category: 'virtualsports', key: 'virtualsports' },
  { path: 'fast-games', category: 'fast', key: 'fast' },
  { path: 'fast-bet', category: 'fastbet', key: 'fastbet' },
  { path: 'crash-games', category: 'crash', key: 'crash' },
  { path: 'skill-games', category: 'skill', key: 'skill' },
  { path: 'card-games', category: 'card', key: 'card' },
  { path: 'asian-games', category: 'asian', key: 'asian' },
  { path: 'scratchcards', category: 'scratch', key: 'scratch' },
  { path: 'keno', category: 'keno', key: 'keno' },
  { path: 'fishinghunting', category: 'fishing', key: 'fishing' },
  { path: 'slots/vulkan', category: 'vulkan', key: 'vulkan' },
];

/** The bonus mini-games of R10 (route = game kind). */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;

/** Path prefixes the casino route group stands in for (app/routing/more-routes.tsx). */
export const CASINO_GROUP_PATHS: readonly string[] = [
  'casino-lobby', 'othergames', 'slots/*', 'casino/*', 'poker/*', 'keno/*', 'games/*', 'games-landing/*', 'allgamesentrance/*',
  'providers/*', 'casino-search', 'my-casino/*', 'bonus/casino/*', 'provably-fair', ...BONUS_GAMES,
  ...CASINO_FAMILIES.map((f) => f.path).filter((p) => !['slots', 'casino', 'poker', 'keno', 'slots/vulkan'].includes(p)),
];
