import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_LANGUAGES } from '../../streams/schemas/site-config.ts';
import { firstSentence, renderMarkdown } from './markdown.ts';
import { OFFER_KINDS, TERMS_SCHEMAS, type OfferKind } from '../../streams/schemas/offers.ts';
import * as v from 'valibot';

// Reads the content files into rows (server/content/README.md describes the layout). One folder per language:
//   {lang}/pages/{slug}.md                    title, description; an empty body = translated title, English body
//   {lang}/rules/{group}/_group.md            title (the group's), sort
//   {lang}/rules/{group}/{NN}-{slug}.md       title; NN orders the chapters
//   {lang}/news/{slug}.md, {lang}/blog/{slug}.md   title, date (YYYY-MM-DD), summary, author, tags [a, b], listed
//   {lang}/glossary/{block}/_block.md         title, sort
//   {lang}/glossary/{block}/{NN}-{category}.md     title (the category's); "## Term {#slug}" sections are entries
//   {lang}/{bonuses,promotions,landings,partners}/{NN}-{slug}.md   title, summary and the kind's terms (streams/schemas/offers.ts);
//                                             a translation may leave the terms out: English's apply
// "{lang}" inside a body becomes the language of the page that shows it (links to /{lang}/rules/1 ...).

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SEED_DIR = path.join(HERE, 'seed');
/** Items only a development or e2e server carries (the hostile news item the e2e test opens). */
export const TEST_FIXTURES_DIR = path.join(HERE, 'test-fixtures');
/** Bumped when the renderer's output changes, so a start re-renders unchanged files. */
const RENDER_VERSION = '1';

export interface PageRow { lang: string; slug: string; title: string; description: string; body_html: string | null }
export interface ChapterRow {
  lang: string; page_slug: string; group_id: string; group_title: string; group_sort: number;
  slug: string; title: string; sort: number; body_html: string | null;
}
export interface PostRow {
  lang: string; kind: 'news' | 'blog'; slug: string; title: string; summary: string; author: string | null;
  tags: string[]; published_at: string; listed: boolean; body_html: string | null;
}
export interface GlossaryRow {
  lang: string; block: string; block_title: string; block_sort: number; category: string; category_title: string;
  category_sort: number; slug: string; term: string; sort: number; body_html: string;
}
export interface OfferRow {
  lang: string; kind: OfferKind; slug: string; title: string; summary: string; sort: number; terms: Record<string, unknown>; body_html: string | null;
}
export interface ContentRows {
  hash: string;
  pages: PageRow[];
  chapters: ChapterRow[];
  posts: PostRow[];
  glossary: GlossaryRow[];
  offers: OfferRow[];
}

/** The folder of each offer kind. */
export const OFFER_FOLDERS: Record<OfferKind, string> = { bonus: 'bonuses', promotion: 'promotions', landing: 'landings', partner: 'partners' };
const OFFER_HEAD_KEYS = new Set(['title', 'summary']);

type FrontMatter = Record<string, string | string[] | boolean | number>;

/** `---` front matter of `key: value` lines (strings, optionally quoted; [a, b] lists; true/false; numbers). */
export function parseFrontMatter(text: string, file = 'file'): { meta: FrontMatter; body: string } {
  const src = text.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  if (!src.startsWith('---\n')) return { meta: {}, body: src };
  const end = src.indexOf('\n---', 4);
  if (end < 0) throw new Error(`${file}: front matter is not closed by ---`);
  const meta: FrontMatter = {};
  for (const line of src.slice(4, end).split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const m = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!m) throw new Error(`${file}: bad front matter line "${line}"`);
    const raw = m[2]!.trim();
    let value: FrontMatter[string];
    if (/^\[.*\]$/.test(raw)) value = raw.slice(1, -1).split(',').map((s) => unquote(s.trim())).filter(Boolean);
    else if (raw === 'true' || raw === 'false') value = raw === 'true';
    else if (/^-?\d+$/.test(raw)) value = Number(raw);
    else value = unquote(raw);
    meta[m[1]!] = value;
  }
  return { meta, body: src.slice(src.indexOf('\n', end + 1) + 1) };
}

const unquote = (s: string) => (/^(["']).*\1$/.test(s) ? s.slice(1, -1) : s);
const str = (meta: FrontMatter, key: string, file: string, fallback?: string): string => {
  const v = meta[key];
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number') return String(v);
  if (fallback !== undefined) return fallback;
  throw new Error(`${file}: front matter needs "${key}"`);
};
const num = (meta: FrontMatter, key: string, fallback: number) => (typeof meta[key] === 'number' ? meta[key] : fallback);

const SLUG = /^[a-z0-9][a-z0-9_-]{0,80}$/;
const listMd = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : []);
const listDirs = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : []);

/** Reads every language folder under the given roots (later roots add to and override earlier ones). */
export function loadContent(roots: readonly string[] = [SEED_DIR]): ContentRows {
  const hash = crypto.createHash('sha256').update(RENDER_VERSION);
  const rows: ContentRows = { hash: '', pages: [], chapters: [], posts: [], glossary: [], offers: [] };
  const offerFiles = new Map<OfferRow, string>();
  const read = (file: string, lang: string) => {
    const text = fs.readFileSync(file, 'utf8');
    hash.update(`${file.slice(file.lastIndexOf(`${path.sep}${lang}${path.sep}`))}\u0000${text}\u0000`);
    const { meta, body } = parseFrontMatter(text, file);
    // "{lang}" stays in the stored HTML: the answer puts the asked language in (store.ts), fallbacks included.
    return { meta, md: body, html: body.trim() ? renderMarkdown(body) : null };
  };
  const slugOf = (name: string, file: string) => {
    const slug = name.replace(/\.md$/, '').replace(/^\d+-/, '');
    if (!SLUG.test(slug)) throw new Error(`${file}: "${slug}" is not a valid slug`);
    return slug;
  };
  for (const root of roots) {
    for (const lang of SITE_LANGUAGES) {
      const base = path.join(root, lang);
      if (!fs.existsSync(base)) continue;
      for (const f of listMd(path.join(base, 'pages'))) {
        const file = path.join(base, 'pages', f);
        const { meta, html } = read(file, lang);
        rows.pages.push({ lang, slug: slugOf(f, file), title: str(meta, 'title', file), description: str(meta, 'description', file, ''), body_html: html });
      }
      for (const group of listDirs(path.join(base, 'rules'))) {
        const dir = path.join(base, 'rules', group);
        const g = read(path.join(dir, '_group.md'), lang);
        const groupTitle = str(g.meta, 'title', path.join(dir, '_group.md'));
        for (const f of listMd(dir).filter((n) => n !== '_group.md')) {
          const file = path.join(dir, f);
          const { meta, html } = read(file, lang);
          rows.chapters.push({
            lang, page_slug: 'rules', group_id: group, group_title: groupTitle, group_sort: num(g.meta, 'sort', Number(group) || 0),
            slug: slugOf(f, file), title: str(meta, 'title', file), sort: Number(/^(\d+)-/.exec(f)?.[1] ?? 0), body_html: html,
          });
        }
      }
      for (const kind of ['news', 'blog'] as const) {
        for (const f of listMd(path.join(base, kind))) {
          const file = path.join(base, kind, f);
          const { meta, md, html } = read(file, lang);
          const date = str(meta, 'date', file);
          if (!/^\d{4}-\d{2}-\d{2}(T[\d:]+Z?)?$/.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
          rows.posts.push({
            lang, kind, slug: slugOf(f, file), title: str(meta, 'title', file), summary: str(meta, 'summary', file, firstSentence(md)),
            author: typeof meta['author'] === 'string' ? meta['author'] : null, tags: Array.isArray(meta['tags']) ? meta['tags'] : [],
            published_at: new Date(date.length === 10 ? `${date}T09:00:00Z` : date).toISOString(), listed: meta['listed'] !== false, body_html: html,
          });
        }
      }
      for (const block of listDirs(path.join(base, 'glossary'))) {
        const dir = path.join(base, 'glossary', block);
        const b = read(path.join(dir, '_block.md'), lang);
        const blockTitle = str(b.meta, 'title', path.join(dir, '_block.md'));
        for (const f of listMd(dir).filter((n) => n !== '_block.md')) {
          const file = path.join(dir, f);
          const { meta, md } = read(file, lang);
          const category = slugOf(f, file);
          const sections = md.split(/^## /m).slice(1);
          sections.forEach((section, k) => {
            const nl = section.indexOf('\n');
            const head = (nl < 0 ? section : section.slice(0, nl)).trim();
            const m = /^(.*?)\s*\{#([a-z0-9_-]+)\}$/.exec(head);
            if (!m) throw new Error(`${file}: entry "${head}" needs a {#slug}`);
            rows.glossary.push({
              lang, block, block_title: blockTitle, block_sort: num(b.meta, 'sort', 0), category, category_title: str(meta, 'title', file),
              category_sort: Number(/^(\d+)-/.exec(f)?.[1] ?? 0), slug: m[2]!, term: m[1]!, sort: k, body_html: renderMarkdown(nl < 0 ? '' : section.slice(nl + 1)),
            });
          });
        }
      }
      for (const kind of OFFER_KINDS) {
        const dir = path.join(base, OFFER_FOLDERS[kind]);
        for (const f of listMd(dir)) {
          const file = path.join(dir, f);
          const { meta, md, html } = read(file, lang);
          const terms = Object.fromEntries(Object.entries(meta).filter(([k]) => !OFFER_HEAD_KEYS.has(k)).map(([k, x]) => [k, termValue(x)]));
          const row: OfferRow = {
            lang, kind, slug: slugOf(f, file), title: str(meta, 'title', file), summary: str(meta, 'summary', file, firstSentence(md)),
            sort: Number(/^(\d+)-/.exec(f)?.[1] ?? 0), terms, body_html: html,
          };
          rows.offers.push(row);
          offerFiles.set(row, file);
        }
      }
    }
  }
  rows.hash = hash.digest('hex');
  const out = dedupe(rows);
  out.offers = out.offers.map((row) => ({ ...row, terms: checkedTerms(row, out.offers, offerFiles.get(row) ?? row.slug) }));
  return out;
}

/** Front matter to a term: "none" is null, a decimal written as text ("1.5") a number. */
const termValue = (x: FrontMatter[string]): unknown => (x === 'none' ? null : typeof x === 'string' && /^-?\d+\.\d+$/.test(x) ? Number(x) : x);

/** A row's terms over English's (a translation may leave them out), checked against the kind's schema. */
function checkedTerms(row: OfferRow, all: readonly OfferRow[], file: string): Record<string, unknown> {
  const en = all.find((r) => r.lang === 'en' && r.kind === row.kind && r.slug === row.slug);
  const merged = { ...(en?.terms ?? {}), ...row.terms };
  const checked = v.safeParse(TERMS_SCHEMAS[row.kind], merged);
  if (!checked.success) throw new Error(`${file}: bad terms: ${checked.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}`);
  return checked.output as Record<string, unknown>;
}

/** A later root's row replaces an earlier one with the same key. */
function dedupe(rows: ContentRows): ContentRows {
  const last = <T>(list: T[], key: (r: T) => string) => [...new Map(list.map((r) => [key(r), r])).values()];
  return {
    hash: rows.hash,
    pages: last(rows.pages, (r) => `${r.lang}/${r.slug}`),
    chapters: last(rows.chapters, (r) => `${r.lang}/${r.page_slug}/${r.group_id}/${r.slug}`),
    posts: last(rows.posts, (r) => `${r.lang}/${r.kind}/${r.slug}`),
    glossary: last(rows.glossary, (r) => `${r.lang}/${r.slug}`),
    offers: last(rows.offers, (r) => `${r.lang}/${r.kind}/${r.slug}`),
  };
}
