import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { ApiError } from '../../errors.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import { bannerSvg, type BannerMotif } from '../../shell/banner-art.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import type { BannersAnswer } from '../../../streams/schemas/banners.ts';
import type { AppVersion, UserMessagesAnswer } from '../../../streams/schemas/shell.ts';
import type { BookmakerRating } from '../../../streams/schemas/shell-extras.ts';
import { readStoredConfigKey } from '../../services/settings.ts';

// The site shell's calls (issue 16), documented in server/README.md "Site shell":
//  GET  /web-api/app/version                 { version }: the build served now (T29; the page compares it with its own)
//  GET  /web-api/banners?slot=home&lang=en   the slot's banners in that language (T22, polled every 60 s)
//  GET  /web-api/banners/:id/image.svg       a banner's picture, drawn here (server/shell/banner-art.ts)
//  GET  /web-api/user/messages?lang=en       the player's unread operator messages (T22, polled every 60 s)
//  POST /web-api/user/messages/:id/read      marks one read (204); another player's message is 404 like a missing one
//  GET  /web-api/bookmaker-rating            the bookmakers' rating of the right column on Russian pages (B28)

const LangQuery = v.optional(v.picklist(SITE_LANGUAGES, `lang must be one of ${SITE_LANGUAGES.join(', ')}`), 'en');
const BannersQuery = v.object({ lang: LangQuery, slot: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,30}$/, 'slot must be a-z, 0-9, "_" or "-"')), 'home') });
const MessagesQuery = v.object({ lang: LangQuery });
const IdParams = v.object({ id: PathIdSchema });

/** A per-language text of the database in `lang`, else English (every row has English: the seed and the dev API). */
const textIn = (texts: Record<string, string>, lang: string): string => texts[lang] ?? texts['en'] ?? '';

const notFound = (what: string) => new ApiError(404, 'not_found', 'Not found', `No such ${what}`);

interface BannerRow { id: number; href: string; title: Record<string, string>; body: Record<string, string> }
interface MessageRow { id: number; title: Record<string, string>; body: Record<string, string>; created_at: Date }

export function registerShellRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/web-api/app/version', async (_request, reply) => {
    const answer: AppVersion = { version: await ctx.build.version() };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get('/web-api/banners', async (request, reply) => {
    const { lang, slot } = parseInput(BannersQuery, request.query, 'query');
    const rows = await db.query<BannerRow>(
      `SELECT id, href, title, body FROM banners
        WHERE slot = $1 AND active AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
        ORDER BY position, id`,
      [slot],
    );
    const answer: BannersAnswer = {
      banners: rows.map((b) => ({
        id: b.id,
        title: textIn(b.title, lang),
        text: textIn(b.body, lang),
        href: b.href.replace('{lang}', lang),
        image: `/web-api/banners/${b.id}/image.svg`,
      })),
    };
    // Shorter than the page's 60 s poll, so a banner switched off is gone by the next poll.
    return reply.header('cache-control', 'public, max-age=30').send(answer);
  });

  app.get('/web-api/banners/:id/image.svg', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const row = await db.one<{ motif: BannerMotif; color_from: string; color_to: string }>('SELECT motif, color_from, color_to FROM banners WHERE id = $1', [id]);
    if (!row) throw notFound('banner');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(bannerSvg(row.motif, row.color_from, row.color_to));
  });

  app.get('/web-api/bookmaker-rating', async (_request, reply) => {
    const rows = await db.query<{ place: number; name: string; score_tenths: number; reviews: number; is_site: boolean; updated_on: string }>(
      `SELECT place, name, score_tenths, reviews, is_site, to_char(updated_on, 'YYYY-MM-DD') AS updated_on FROM bookmaker_rating ORDER BY place LIMIT 20`,
    );
    const companyName = await readStoredConfigKey(db, 'companyName');
    const first = rows[0];
    if (!first) throw notFound('rating');
    const answer: BookmakerRating = {
      updatedOn: first.updated_on,
      entries: rows.map((r) => ({ place: r.place, name: r.is_site ? companyName : r.name, score: r.score_tenths / 10, reviews: r.reviews, isSite: r.is_site })),
      // The rating is shown on Russian pages only; "about the company" tells the rest.
      page: '/ru/about',
    };
    return reply.header('cache-control', 'public, max-age=3600').send(answer);
  });

  const auth = { preHandler: requireUser };

  app.get('/web-api/user/messages', auth, async (request, reply) => {
    const { lang } = parseInput(MessagesQuery, request.query, 'query');
    const userId = userOf(request).id;
    const rows = await db.query<MessageRow>(
      `SELECT m.id, m.title, m.body, m.created_at FROM user_messages m
        WHERE (m.user_id = $1 OR m.user_id IS NULL)
          AND NOT EXISTS (SELECT 1 FROM user_message_reads r WHERE r.message_id = m.id AND r.user_id = $1)
        ORDER BY m.id LIMIT 20`,
      [userId],
    );
    const answer: UserMessagesAnswer = {
      messages: rows.map((m) => ({ id: m.id, title: textIn(m.title, lang), body: textIn(m.body, lang), createdAt: new Date(m.created_at).toISOString() })),
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post('/web-api/user/messages/:id/read', auth, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const userId = userOf(request).id;
    const row = await db.one<{ id: number }>(
      `INSERT INTO user_message_reads (message_id, user_id)
       SELECT id, $2 FROM user_messages WHERE id = $1 AND (user_id = $2 OR user_id IS NULL)
       ON CONFLICT DO NOTHING RETURNING message_id AS id`,
      [id, userId],
    );
    if (!row) {
      // Already read (a second tab) is fine; a message that is not the player's is as unknown as a missing one.
      const mine = await db.one('SELECT 1 FROM user_messages WHERE id = $1 AND (user_id = $2 OR user_id IS NULL)', [id, userId]);
      if (!mine) throw notFound('message');
    }
    return reply.code(204).send();
  });
}
