import type { CasinoGame } from '../../../streams/casino/casino-types';
import { BONUS_GAMES } from './casino-families';

/** The slug of a game name in its path (game/{gameId}/{gameName}). */
export const slugOf = (name: string): string => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';

const isBonusRoute = (route: string): boolean => (BONUS_GAMES as readonly string[]).includes(route);

/** R09, R10: a bonus game at its own route (fortuna, chest, ...), live games under casino/, every other game under slots/. */
export const gamePath = (lang: string, game: Pick<CasinoGame, 'id' | 'name' | 'categories' | 'route'>): string =>
  (isBonusRoute(game.route) ? `/${lang}/${game.route}` : `/${lang}/${game.categories.includes('live') ? 'casino' : 'slots'}/game/${game.id}/${slugOf(game.name)}`);
