import type { CasinoGame } from '../../../streams/casino/casino-types';

/** The slug of a game name in its path (game/{gameId}/{gameName}). */
export const slugOf = (name: string): string => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';

/** R09: live games under casino/, every other game under slots/. */
export const gamePath = (lang: string, game: Pick<CasinoGame, 'id' | 'name' | 'categories'>): string =>
  `/${lang}/${game.categories.includes('live') ? 'casino' : 'slots'}/game/${game.id}/${slugOf(game.name)}`;
