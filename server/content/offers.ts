import * as v from 'valibot';
import type { Queryable } from '../db/index.ts';
import { TERMS_SCHEMAS, type OfferKind, type OfferStatus } from '../../streams/schemas/offers.ts';
import { FALLBACK_LANG } from './store.ts';

// Reads of the bonuses, promotions, landings and partners (migration 085), in the asked language where it has a row,
// else English (and the answer says so). The status of a dated offer is taken on the database's clock, the one the
// bonus take (server/money/bonuses.ts) checks against, so a page never offers what the server would refuse.

interface OfferDb { lang: string; slug: string; title: string; summary: string; terms: unknown; body_html: string | null; status: OfferStatus }

/** Upcoming before its first day, ended after its last day (UTC); undated kinds are always running. */
const STATUS_SQL = `CASE WHEN terms ? 'startsAt' AND now() < (terms->>'startsAt')::date THEN 'upcoming'
  WHEN terms ? 'endsAt' AND now() >= (terms->>'endsAt')::date + 1 THEN 'ended' ELSE 'running' END AS status`;

async function offerRows(db: Queryable, kind: OfferKind, lang: string, slug: string | null, withBody: boolean): Promise<OfferDb[]> {
  const rows = await db.query<OfferDb>(
    `SELECT DISTINCT ON (slug) lang, slug, title, summary, terms, ${withBody ? 'body_html' : 'NULL AS body_html'}, sort, ${STATUS_SQL}
       FROM content_offers WHERE kind = $1 AND lang IN ($2, $3) AND ($4::text IS NULL OR slug = $4::text)
      ORDER BY slug, (lang = $2) DESC`, [kind, lang, FALLBACK_LANG, slug]);
  return rows;
}

/** A stored row's terms through the kind's schema: a row that fails it is left out, never sent half-checked. */
function view(kind: OfferKind, r: OfferDb) {
  const terms = v.safeParse(TERMS_SCHEMAS[kind], r.terms);
  return terms.success ? { slug: r.slug, title: r.title, summary: r.summary, lang: r.lang, terms: terms.output, status: r.status } : null;
}

/** Every offer of a kind (sorted as the files are numbered), optionally only one section's. */
export async function listOffers(db: Queryable, kind: OfferKind, lang: string, section: string | null) {
  // A partner's text is a line or two, shown in the list itself.
  const withBody = kind === 'partner';
  const rows = (await offerRows(db, kind, lang, null, withBody)) as Array<OfferDb & { sort: number }>;
  rows.sort((a, b) => a.sort - b.sort || a.slug.localeCompare(b.slug));
  const items = rows.map((r) => {
    const head = view(kind, r);
    return head && withBody ? { ...head, html: (r.body_html ?? '').replaceAll('{lang}', lang) } : head;
  }).filter((x) => x !== null)
    .filter((x) => section === null || (x.terms as { section?: string }).section === section);
  return { items, lang, fallback: items.some((i) => i.lang !== lang) };
}

/** One offer with its body; null when there is none of that kind and slug. */
export async function getOffer(db: Queryable, kind: OfferKind, lang: string, slug: string) {
  const [row] = await offerRows(db, kind, lang, slug, true);
  const head = row ? view(kind, row) : null;
  if (!row || !head) return null;
  const en = row.body_html === null && row.lang !== FALLBACK_LANG ? (await offerRows(db, kind, FALLBACK_LANG, slug, true))[0] : undefined;
  const html = (row.body_html ?? en?.body_html ?? '').replaceAll('{lang}', lang);
  return { ...head, html, fallback: row.lang !== lang || (row.body_html === null && lang !== FALLBACK_LANG) };
}
