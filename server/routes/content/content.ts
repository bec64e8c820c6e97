import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseInput } from '../../validate.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { loadContent, SEED_DIR, TEST_FIXTURES_DIR } from '../../content/load.ts';
import {
  getGlossary, getGlossaryCategory, getGlossaryEntry, getPage, getPost, getRulesChapter, getRulesToc, listPosts, syncContent,
} from '../../content/store.ts';
import { getOffer, listOffers } from '../../content/offers.ts';
import { OFFER_FOLDERS } from '../../content/load.ts';
import { BONUS_SECTIONS, PARTNER_SECTIONS, type OfferKind } from '../../../streams/schemas/offers.ts';

// The content API (issue 15, R20) under /web-api/content, documented in server/README.md "Content". Every answer is
// public and language-specific (`lang` in the query), carries a strong ETag of its body and answers 304 to a matching
// If-None-Match. Parameters are checked with valibot: a malformed one is 400, an unknown slug 404, never a 500.

const API = '/web-api/content';
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,80}$/, 'must be a slug: a-z, 0-9, - and _, at most 81 characters'));
const LangQuery = v.object({ lang: v.optional(v.picklist(SITE_LANGUAGES, `lang must be one of ${SITE_LANGUAGES.join(', ')}`), 'en') });
const Positive = (max: number, fallback: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(max)), fallback);
const ListQuery = v.object({ ...LangQuery.entries, page: Positive(9999, '1'), perPage: Positive(50, '10'), tag: v.optional(Slug) });
const SlugParams = v.object({ slug: Slug });
const ChapterParams = v.object({ group: Slug, chapter: v.optional(Slug) });
const CategoryParams = v.object({ block: Slug, category: Slug });
const SECTIONS = [...new Set([...BONUS_SECTIONS, ...PARTNER_SECTIONS])];
const OfferListQuery = v.object({ ...LangQuery.entries, section: v.optional(v.picklist(SECTIONS, `section must be one of ${SECTIONS.join(', ')}`)) });
/** The offer kinds with a list call (landings are only reached one at a time, from their campaign's link). */
const LISTED: readonly OfferKind[] = ['bonus', 'promotion', 'partner'];
const OFFER_NAMES: Record<OfferKind, string> = { bonus: 'bonus', promotion: 'promotion', landing: 'landing page', partner: 'partner' };

const notFound = (what: string) => new ApiError(404, 'not_found', 'Not found', `No such ${what}`);

/** Sends `body` with its ETag, or 304 when the client already holds it. */
function withEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): unknown {
  const json = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  void reply.header('etag', etag).header('cache-control', 'public, max-age=60, must-revalidate');
  const asked = String(request.headers['if-none-match'] ?? '');
  const tags = asked.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (asked && (tags.includes(etag) || tags.includes('*'))) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

export async function registerContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // The files are the source: written into the tables at start when they changed. The hostile test item of the e2e
  // suite (test-fixtures) is there only where the dev API is (development, tests), never in production.
  await syncContent(db, loadContent(ctx.env.devApi ? [SEED_DIR, TEST_FIXTURES_DIR] : [SEED_DIR]));

  const lang = (request: FastifyRequest) => parseInput(LangQuery, request.query, 'query').lang;

  app.get(`${API}/pages/:slug`, async (request, reply) => {
    const { slug } = parseInput(SlugParams, request.params, 'params');
    const page = await getPage(db, lang(request), slug);
    if (!page) throw notFound('page');
    return withEtag(request, reply, page);
  });

  app.get(`${API}/rules`, async (request, reply) => withEtag(request, reply, await getRulesToc(db, lang(request))));

  const chapter = async (request: FastifyRequest, reply: FastifyReply) => {
    const { group, chapter: slug } = parseInput(ChapterParams, request.params, 'params');
    const found = await getRulesChapter(db, lang(request), group, slug ?? null);
    if (!found) throw notFound('rules chapter');
    return withEtag(request, reply, found);
  };
  app.get(`${API}/rules/:group`, chapter);
  app.get(`${API}/rules/:group/:chapter`, chapter);

  for (const kind of ['news', 'blog'] as const) {
    app.get(`${API}/${kind}`, async (request, reply) => {
      const q = parseInput(ListQuery, request.query, 'query');
      const list = await listPosts(db, kind, q.lang, q.page, q.perPage, q.tag ?? null);
      // A tag no post carries has no page at all (as a CMS answers an unknown tag archive): 404, not an empty 200
      // list that search engines would take for a soft 404.
      if (q.tag !== undefined && list.total === 0) throw notFound(`${kind} tag`);
      if (q.page > list.pages) throw notFound(`${kind} page`);
      return withEtag(request, reply, list);
    });
    app.get(`${API}/${kind}/:slug`, async (request, reply) => {
      const { slug } = parseInput(SlugParams, request.params, 'params');
      const post = await getPost(db, kind, lang(request), slug);
      if (!post) throw notFound(kind === 'news' ? 'news item' : 'blog post');
      return withEtag(request, reply, post);
    });
  }

  // Bonuses, promotions, landings and partners (R12, R13): /bonuses, /promotions, /partners and /{folder}/{slug}.
  for (const kind of Object.keys(OFFER_FOLDERS) as OfferKind[]) {
    const base = `${API}/${OFFER_FOLDERS[kind]}`;
    if (LISTED.includes(kind)) {
      app.get(base, async (request, reply) => {
        const q = parseInput(OfferListQuery, request.query, 'query');
        return withEtag(request, reply, await listOffers(db, kind, q.lang, q.section ?? null));
      });
    }
    app.get(`${base}/:slug`, async (request, reply) => {
      const { slug } = parseInput(SlugParams, request.params, 'params');
      const offer = await getOffer(db, kind, lang(request), slug);
      if (!offer) throw notFound(OFFER_NAMES[kind]);
      return withEtag(request, reply, offer);
    });
  }

  app.get(`${API}/glossary`, async (request, reply) => withEtag(request, reply, await getGlossary(db, lang(request))));
  app.get(`${API}/glossary/entries/:slug`, async (request, reply) => {
    const { slug } = parseInput(SlugParams, request.params, 'params');
    const entry = await getGlossaryEntry(db, lang(request), slug);
    if (!entry) throw notFound('glossary entry');
    return withEtag(request, reply, entry);
  });
  app.get(`${API}/glossary/:block/:category`, async (request, reply) => {
    const { block, category } = parseInput(CategoryParams, request.params, 'params');
    const found = await getGlossaryCategory(db, lang(request), block, category);
    if (!found) throw notFound('glossary category');
    return withEtag(request, reply, found);
  });
}
