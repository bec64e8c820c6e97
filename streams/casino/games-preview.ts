import type { SiteConfig } from '../schemas/site-config';
import { GAME_FLAGS, type PreviewAnswer, type PreviewQuery } from '../schemas/games-preview';
import type { CasinoGame } from './casino-model';

// C15 games preview light, client side: the query from the site config (the site's group and partner, the visitor's
// geo country) and the page's language, and the short-coded answer turned into the games the tiles show.

export interface GamesPreview {
  games: readonly CasinoGame[];
  /** The block starts with games the player played (the bearer made it personal). */
  personal: boolean;
}

export const previewQuery = (config: Pick<SiteConfig, 'group_id' | 'ref_id' | 'geoCountryId'>, lang: string, whence: number): Record<keyof PreviewQuery, string> => ({
  whence: String(whence), groupId: String(config.group_id), ref: String(config.ref_id), lng: lang,
  fcountry: String(config.geoCountryId), includeCategories: 'false',
});

const has = (flags: number, bit: number) => (flags & bit) !== 0;

/** The tiles of a preview block; a provider the list does not name shows its id. */
export function previewGames(answer: PreviewAnswer, providerNames: ReadonlyMap<string, string>): GamesPreview {
  const games = answer.items.map((i): CasinoGame => ({
    id: i.GT, name: i.GN, route: i.R, provider: i.CRID, providerName: providerNames.get(i.CRID) ?? i.CRID,
    // The game's page needs only whether it is a live table (casino/) or a slot-like game (slots/); bonus games go
    // by their route.
    categories: has(i.GF, GAME_FLAGS.live) ? ['live'] : [],
    thumbnail: `/web-api/casino/thumbs/${i.GT}.svg`,
    isNew: has(i.GF, GAME_FLAGS.new), isPopular: has(i.GF, GAME_FLAGS.popular),
  }));
  return { games, personal: has(answer.items[0]?.GF ?? 0, GAME_FLAGS.recent) };
}
