import type { Db, Queryable } from '../db/index.ts';
import type { ContentRows } from './load.ts';
import type {
  ContentPage, Glossary, GlossaryCategory, GlossaryEntry, Post, PostList, RulesChapter, RulesToc,
} from '../../streams/schemas/content.ts';

// The content store (issue 15): the rows of server/content/load.ts written into the content tables (migration 070)
// and the reads the API answers with. English is the fallback: a language without a row, or with a title-only row,
// shows English, and every answer names the language it shows (`lang`) and whether that is a fallback.

export const FALLBACK_LANG = 'en';

/** Writes the rows when their hash differs from the stored one; answers whether it wrote. */
export async function syncContent(db: Db, rows: ContentRows): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One server at a time (several on one PostgreSQL): the row lock serialises them.
    await tx.query(`INSERT INTO content_sync (id, hash) VALUES (1, '') ON CONFLICT (id) DO NOTHING`);
    const current = await tx.one<{ hash: string }>('SELECT hash FROM content_sync WHERE id = 1 FOR UPDATE');
    if (current?.hash === rows.hash) return false;
    await tx.exec('DELETE FROM content_pages; DELETE FROM content_chapters; DELETE FROM content_posts; DELETE FROM content_glossary; DELETE FROM content_offers');
    await insertAll(tx, 'content_pages', 'lang text, slug text, title text, description text, body_html text', rows.pages);
    await insertAll(tx, 'content_chapters',
      'lang text, page_slug text, group_id text, group_title text, group_sort int, slug text, title text, sort int, body_html text', rows.chapters);
    await insertAll(tx, 'content_posts',
      'lang text, kind text, slug text, title text, summary text, author text, tags jsonb, published_at timestamptz, listed boolean, body_html text', rows.posts);
    await insertAll(tx, 'content_glossary',
      'lang text, block text, block_title text, block_sort int, category text, category_title text, category_sort int, slug text, term text, sort int, body_html text', rows.glossary);
    await insertAll(tx, 'content_offers', 'lang text, kind text, slug text, title text, summary text, sort int, terms jsonb, body_html text', rows.offers);
    await tx.query('UPDATE content_sync SET hash = $1, synced_at = now() WHERE id = 1', [rows.hash]);
    return true;
  });
}

/** One statement per table: the rows as a JSON array, expanded by jsonb_to_recordset. */
async function insertAll(tx: Queryable, table: string, columns: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.split(',').map((c) => c.trim().split(' ')[0]).join(', ');
  await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [JSON.stringify(rows)]);
}

export interface Shown {
  /** The language the text is in: the asked one, or English where it has no translation. */
  lang: string;
  /** True when any part of the answer (title or body) is the English fallback. */
  fallback: boolean;
}

/** Picks the asked language's row, else English's; a title-only row takes English's body. */
function pick<T extends { lang: string; body_html: string | null }>(rows: T[], lang: string): (T & Shown & { html: string }) | null {
  const own = rows.find((r) => r.lang === lang);
  const en = rows.find((r) => r.lang === FALLBACK_LANG);
  const row = own ?? en;
  if (!row) return null;
  const html = (row.body_html ?? en?.body_html ?? '').replaceAll('{lang}', lang);
  const fallback = row.lang !== lang || (row.body_html === null && lang !== FALLBACK_LANG);
  return { ...row, html, lang: row.body_html === null ? FALLBACK_LANG : row.lang, fallback };
}

export async function getPage(db: Queryable, lang: string, slug: string): Promise<ContentPage | null> {
  const rows = await db.query<{ lang: string; slug: string; title: string; description: string; body_html: string | null }>(
    'SELECT lang, slug, title, description, body_html FROM content_pages WHERE slug = $1 AND lang IN ($2, $3)', [slug, lang, FALLBACK_LANG]);
  const p = pick(rows, lang);
  if (!p) return null;
  const own = rows.find((r) => r.lang === lang);
  return { slug: p.slug, title: p.title, description: own?.description || p.description, html: p.html, lang: p.lang, fallback: p.fallback };
}

interface ChapterDb { lang: string; group_id: string; group_title: string; group_sort: number; slug: string; title: string; sort: number; body_html: string | null }

/** The rule book's table of contents: every group with its chapters, each in the asked language where it has one. */
export async function getRulesToc(db: Queryable, lang: string): Promise<RulesToc> {
  const rows = await db.query<ChapterDb>(
    `SELECT lang, group_id, group_title, group_sort, slug, title, sort, NULL AS body_html FROM content_chapters
     WHERE page_slug = 'rules' AND lang IN ($1, $2) ORDER BY group_sort, group_id, sort, slug`, [lang, FALLBACK_LANG]);
  const byKey = new Map<string, ChapterDb>();
  for (const r of rows) {
    const key = `${r.group_id}/${r.slug}`;
    if (!byKey.has(key) || r.lang === lang) byKey.set(key, r);
  }
  const groups: Array<{ id: string; title: string; chapters: Array<{ slug: string; title: string; lang: string }> }> = [];
  let fallback = false;
  for (const r of byKey.values()) {
    let g = groups.find((x) => x.id === r.group_id);
    if (!g) groups.push(g = { id: r.group_id, title: r.group_title, chapters: [] });
    if (r.lang === lang) g.title = r.group_title;
    if (r.lang !== lang) fallback = true;
    g.chapters.push({ slug: r.slug, title: r.title, lang: r.lang });
  }
  return { groups, lang, fallback };
}

export async function getRulesChapter(db: Queryable, lang: string, groupId: string, slug: string | null): Promise<RulesChapter | null> {
  const toc = await getRulesToc(db, lang);
  const group = toc.groups.find((g) => g.id === groupId);
  const first = group?.chapters[0];
  if (!group || !first) return null;
  const at = slug === null ? 0 : group.chapters.findIndex((c) => c.slug === slug);
  if (at < 0) return null;
  const chapter = group.chapters[at]!;
  const rows = await db.query<ChapterDb>(
    `SELECT lang, group_id, group_title, group_sort, slug, title, sort, body_html FROM content_chapters
     WHERE page_slug = 'rules' AND group_id = $1 AND slug = $2 AND lang IN ($3, $4)`, [groupId, chapter.slug, lang, FALLBACK_LANG]);
  const p = pick(rows, lang)!;
  const link = (c: { slug: string; title: string } | undefined) => (c ? { slug: c.slug, title: c.title } : null);
  return {
    group: { id: group.id, title: group.title }, slug: chapter.slug, title: p.title, html: p.html, lang: p.lang, fallback: p.fallback,
    prev: link(group.chapters[at - 1]), next: link(group.chapters[at + 1]),
  };
}

interface PostDb { lang: string; slug: string; title: string; summary: string; author: string | null; tags: string[]; published_at: Date; body_html: string | null }
const postView = (p: PostDb) => ({ slug: p.slug, title: p.title, summary: p.summary, author: p.author, tags: p.tags, publishedAt: p.published_at.toISOString(), lang: p.lang });

/** A page of listed posts, newest first, each in the asked language where it has one. */
export async function listPosts(db: Queryable, kind: 'news' | 'blog', lang: string, page: number, perPage: number, tag: string | null): Promise<PostList> {
  const rows = await db.query<PostDb & { total: number }>(
    `WITH pick AS (
       SELECT DISTINCT ON (slug) lang, slug, title, summary, author, tags, published_at FROM content_posts
       WHERE kind = $1 AND listed AND lang IN ($2, $3) AND ($6::text IS NULL OR tags ? $6::text)
       ORDER BY slug, (lang = $2) DESC
     )
     SELECT *, count(*) OVER () AS total FROM pick ORDER BY published_at DESC, slug LIMIT $4 OFFSET $5`,
    [kind, lang, FALLBACK_LANG, perPage, (page - 1) * perPage, tag]);
  const total = rows[0]?.total ?? (page > 1 ? await countPosts(db, kind, lang, tag) : 0);
  const items = rows.map(postView);
  return { items, page, perPage, total, pages: Math.max(1, Math.ceil(total / perPage)), lang, fallback: items.some((i) => i.lang !== lang) };
}

async function countPosts(db: Queryable, kind: string, lang: string, tag: string | null): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(DISTINCT slug) AS n FROM content_posts WHERE kind = $1 AND listed AND lang IN ($2, $3) AND ($4::text IS NULL OR tags ? $4::text)`,
    [kind, lang, FALLBACK_LANG, tag]);
  return row?.n ?? 0;
}

export async function getPost(db: Queryable, kind: 'news' | 'blog', lang: string, slug: string): Promise<Post | null> {
  const rows = await db.query<PostDb>(
    'SELECT lang, slug, title, summary, author, tags, published_at, body_html FROM content_posts WHERE kind = $1 AND slug = $2 AND lang IN ($3, $4)',
    [kind, slug, lang, FALLBACK_LANG]);
  const p = pick(rows, lang);
  if (!p) return null;
  return { ...postView(p), html: p.html, lang: p.lang, fallback: p.fallback };
}

interface GlossaryDb { lang: string; block: string; block_title: string; category: string; category_title: string; slug: string; term: string; body_html: string }

async function glossaryRows(db: Queryable, lang: string, withBody: boolean, where = '', params: string[] = []): Promise<GlossaryDb[]> {
  const rows = await db.query<GlossaryDb>(
    `SELECT lang, block, block_title, category, category_title, slug, term, ${withBody ? 'body_html' : "'' AS body_html"} FROM content_glossary
     WHERE lang IN ($1, $2) ${where} ORDER BY block_sort, block, category_sort, category, sort, slug`, [lang, FALLBACK_LANG, ...params]);
  const byLang = new Set(rows.filter((r) => r.lang === lang).map((r) => r.slug));
  return rows.filter((r) => r.lang === lang || !byLang.has(r.slug));
}

/** Blocks, their categories and the entries (term and slug) of each. */
export async function getGlossary(db: Queryable, lang: string): Promise<Glossary> {
  const rows = await glossaryRows(db, lang, false);
  const blocks: Array<{ slug: string; title: string; categories: Array<{ slug: string; title: string; entries: Array<{ slug: string; term: string }> }> }> = [];
  for (const r of rows) {
    let b = blocks.find((x) => x.slug === r.block);
    if (!b) blocks.push(b = { slug: r.block, title: r.block_title, categories: [] });
    let c = b.categories.find((x) => x.slug === r.category);
    if (!c) b.categories.push(c = { slug: r.category, title: r.category_title, entries: [] });
    c.entries.push({ slug: r.slug, term: r.term });
  }
  return { blocks, lang, fallback: rows.some((r) => r.lang !== lang) };
}

const entryView = (r: GlossaryDb, lang: string) => ({
  slug: r.slug, term: r.term, html: r.body_html.replaceAll('{lang}', lang), lang: r.lang,
  block: { slug: r.block, title: r.block_title }, category: { slug: r.category, title: r.category_title },
});

/** The entries of a category, with their text. Null when the block or category does not exist. */
export async function getGlossaryCategory(db: Queryable, lang: string, block: string, category: string): Promise<GlossaryCategory | null> {
  const rows = await glossaryRows(db, lang, true, 'AND block = $3 AND category = $4', [block, category]);
  if (rows.length === 0) return null;
  const first = rows[0]!;
  return {
    block: { slug: first.block, title: first.block_title }, category: { slug: first.category, title: first.category_title },
    entries: rows.map((r) => entryView(r, lang)), lang, fallback: rows.some((r) => r.lang !== lang),
  };
}

export async function getGlossaryEntry(db: Queryable, lang: string, slug: string): Promise<GlossaryEntry | null> {
  const rows = await glossaryRows(db, lang, true, 'AND slug = $3', [slug]);
  const r = rows[0];
  return r ? { ...entryView(r, lang), fallback: r.lang !== lang } : null;
}
