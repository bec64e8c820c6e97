import type { FastifyInstance } from 'fastify';
import { catalog, type CatalogGame } from '../../casino/catalog.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { favoriteGameIds, recentGameIds } from '../../casino/player-games.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { parseInput } from '../../validate.ts';
import { GAME_FLAGS, PREVIEW_WHENCE, PreviewQuerySchema, type PreviewAnswer, type PreviewItem } from '../../../streams/schemas/games-preview.ts';

// C15 games preview light (documented in server/README.md "Casino"): a block of game previews in short codes. The
// bearer (the user_token cookie the page sends as Authorization) personalises it: the player's last games first in the
// top block, and the favourite / recent flags. groupId and ref must name this site's group and partner (the site
// config's group_id and ref_id): another site's block is not ours to answer. lng and fcountry are checked; the demo
// catalogue has the same games in every language and country.

export const PREVIEW_LIGHT_PATH = '/web-api/casino/preview/light';
const BLOCK_SIZE = 12;

export function registerPreviewLightRoute(app: FastifyInstance, { db }: AppContext): void {
  const cat = catalog();
  // The bonus games have a lobby row of their own: the popular and new blocks show the rest of the catalogue (a
  // player's last games still lead the top block, bonus games included).
  const catalogue = cat.games.filter((g) => !g.tags.includes('bonus'));
  const popular = catalogue.filter((g) => g.isPopular);
  const fresh = catalogue.filter((g) => g.isNew);
  const live = cat.games.filter((g) => g.categories.includes('live'));

  app.get(PREVIEW_LIGHT_PATH, async (request, reply) => {
    const q = parseInput(PreviewQuerySchema, request.query, 'query');
    const site = await readStoredConfig(db);
    if (q.groupId !== site.group_id || q.ref !== site.ref_id) throw new ApiError(404, 'unknown_group', 'Unknown group', 'No preview block for this group and partner');
    const userId = request.user?.id;
    const [recent, favorites] = userId === undefined ? [[], []]
      : await Promise.all([recentGameIds(db, userId, BLOCK_SIZE), favoriteGameIds(db, userId)]);
    const recentIds = new Set(recent);
    const favoriteIds = new Set(favorites);
    const source = q.whence === PREVIEW_WHENCE.top
      ? [...recent.map((id) => cat.byId.get(id)).filter((g): g is CatalogGame => !!g), ...popular]
      : q.whence === PREVIEW_WHENCE.fresh ? fresh : live;
    const block = [...new Map(source.map((g) => [g.id, g])).values()].slice(0, BLOCK_SIZE);
    const item = (g: CatalogGame): PreviewItem => ({
      GT: g.id, GN: g.name, R: g.route, OR: g.oldRoute, CRID: g.provider,
      GF: (g.isNew ? GAME_FLAGS.new : 0) | (g.isPopular ? GAME_FLAGS.popular : 0) | (g.categories.includes('live') ? GAME_FLAGS.live : 0)
        | (g.tags.includes('bonus') ? GAME_FLAGS.bonus : 0) | (favoriteIds.has(g.id) ? GAME_FLAGS.favorite : 0) | (recentIds.has(g.id) ? GAME_FLAGS.recent : 0),
    });
    // A personal block is nobody else's: only an anonymous one may be cached, only by the browser, and only for
    // requests without a bearer (Vary), so a visitor who logs in gets their own block at once.
    void reply.header('cache-control', userId === undefined ? 'private, max-age=60' : 'no-store').header('vary', 'Authorization, Cookie');
    const answer: PreviewAnswer = { items: block.map(item) };
    if (q.includeCategories === 'true') {
      const counts = new Map<string, number>();
      for (const g of block) for (const c of g.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
      answer.categories = [...counts].map(([id, count]) => ({ id, count }));
    }
    return answer;
  });
}
