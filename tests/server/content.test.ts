import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, parseFrontMatter, SEED_DIR } from '../../server/content/load.ts';
import { renderMarkdown, safeHref } from '../../server/content/markdown.ts';
import { syncContent } from '../../server/content/store.ts';
import { SITE_LANGUAGES } from '../../streams/schemas/site-config.ts';
import * as S from '../../streams/schemas/content.ts';
import * as v from 'valibot';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The content store and API (issue 15, R20): Markdown files -> tables -> /web-api/content, with English fallback,
// ETags and valibot-checked parameters.

describe('[R20] content files', () => {
  const rows = loadContent();

  it('every information page of SPEC.md section 2 has a title and a body of its own in every language', () => {
    const slugs = ['about', 'contacts', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'amlkyc', 'amlpolicy', 'kycpolicy',
      'disputeresolution', 'responsiblegaming', 'smsbets', 'simpleidentification', 'cash_terminals', 'betting-awards', 'payment'];
    for (const lang of SITE_LANGUAGES) {
      for (const slug of slugs) {
        const page = rows.pages.find((p) => p.lang === lang && p.slug === slug);
        expect(page, `${lang}/${slug}`).toBeTruthy();
        expect(page!.body_html, `${lang}/${slug} body`).toBeTruthy();
      }
    }
    // A translated title differs from the English one (no English left in a title).
    for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
      const same = slugs.filter((s) => rows.pages.find((p) => p.lang === lang && p.slug === s)!.title === rows.pages.find((p) => p.lang === 'en' && p.slug === s)!.title);
      expect(same, lang).toEqual([]);
    }
  });

  it('the rule book has every chapter in every language, 60+ glossary terms, 20+ news and 10+ blog posts in en and ru', () => {
    const en = rows.chapters.filter((c) => c.lang === 'en');
    expect(en.length).toBeGreaterThanOrEqual(10);
    for (const lang of SITE_LANGUAGES) {
      const own = rows.chapters.filter((c) => c.lang === lang);
      expect(own.map((c) => `${c.group_id}/${c.slug}`).sort(), lang).toEqual(en.map((c) => `${c.group_id}/${c.slug}`).sort());
      expect(own.every((c) => c.body_html), lang).toBe(true);
    }
    for (const lang of ['en', 'ru']) {
      expect(rows.glossary.filter((g) => g.lang === lang).length, lang).toBeGreaterThanOrEqual(60);
      expect(rows.posts.filter((p) => p.lang === lang && p.kind === 'news' && p.listed).length, lang).toBeGreaterThanOrEqual(20);
      expect(rows.posts.filter((p) => p.lang === lang && p.kind === 'blog').length, lang).toBeGreaterThanOrEqual(10);
    }
    // Russian has every English item (same slugs), so only the six other languages fall back.
    const key = (p: { kind: string; slug: string }) => `${p.kind}/${p.slug}`;
    expect(rows.posts.filter((p) => p.lang === 'ru').map(key).sort()).toEqual(rows.posts.filter((p) => p.lang === 'en').map(key).sort());
    expect(rows.glossary.filter((p) => p.lang === 'ru').map((g) => g.slug).sort()).toEqual(rows.glossary.filter((p) => p.lang === 'en').map((g) => g.slug).sort());
  });

  it('the betting alphabet is translated into every language: the English slugs (stable URLs), blocks and categories, its own text', () => {
    const en = rows.glossary.filter((g) => g.lang === 'en');
    const place = (g: { block: string; category: string; slug: string }) => `${g.block}/${g.category}/${g.slug}`;
    for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
      const own = rows.glossary.filter((g) => g.lang === lang);
      expect(own.map(place), lang).toEqual(en.map(place));
      for (const term of own) {
        const english = en.find((g) => g.slug === term.slug)!;
        // Terms such as RTP or KYC keep their name; the text that explains them is always translated.
        expect(term.body_html, `${lang}/${term.slug}`).not.toBe(english.body_html);
        expect(term.category_title, `${lang}/${term.slug}`).not.toBe(english.category_title);
      }
    }
  });

  it('every language has every news item and blog post of its own, with the English date and its own title', () => {
    const en = rows.posts.filter((p) => p.lang === 'en');
    for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
      for (const item of en) {
        const own = rows.posts.find((p) => p.lang === lang && p.kind === item.kind && p.slug === item.slug);
        expect(own?.body_html, `${lang}/${item.kind}/${item.slug}`).toBeTruthy();
        expect(own!.published_at, `${lang}/${item.kind}/${item.slug}`).toBe(item.published_at);
        expect(own!.title, `${lang}/${item.kind}/${item.slug}`).not.toBe(item.title);
        expect(own!.tags, `${lang}/${item.kind}/${item.slug}`).toEqual(item.tags);
      }
    }
  });

  it('the hash changes with the files, and the test fixtures only load when asked for', () => {
    expect(loadContent().hash).toBe(rows.hash);
    expect(rows.posts.some((p) => p.slug === 'hostile-test-item')).toBe(false);
  });

  it('front matter: strings, quoted strings, lists, booleans, numbers; an unclosed block is an error', () => {
    const { meta, body } = parseFrontMatter('---\ntitle: "A: b"\ntags: [x, y]\nlisted: false\nsort: 3\n---\nBody\n');
    expect(meta).toEqual({ title: 'A: b', tags: ['x', 'y'], listed: false, sort: 3 });
    expect(body).toBe('Body\n');
    expect(() => parseFrontMatter('---\ntitle: x\n')).toThrow(/not closed/);
  });
});

describe('[R20] the Markdown renderer', () => {
  it('renders headings with ids, lists, tables, quotes and inline formatting, escaping text', () => {
    const html = renderMarkdown('# Title\n\n## Bet types {#types}\n\nA *b* **c** `d<e>` & 1 < 2\n\n- one\n- two\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quoted');
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('<h2 id="types">Bet types</h2>');
    expect(html).toContain('<p>A <em>b</em> <strong>c</strong> <code>d&lt;e&gt;</code> &amp; 1 &lt; 2</p>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(html).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(html).toContain('<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
  });

  it('escapes raw HTML: a script, a handler or a javascript: link in a file is text, never markup', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\nText <a href="javascript:alert(3)">x</a>');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=&quot;alert(2)&quot;&gt;</p>\n<p>Text &lt;a href=&quot;javascript:alert(3)&quot;&gt;x&lt;/a&gt;</p>');
  });

  it('makes links only to safe targets: a javascript: or data: link is plain text', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p>x</p>');
    expect(renderMarkdown('[x](data:text/html,hi)')).toBe('<p>x</p>');
    expect(renderMarkdown('[x](/en/rules/1)')).toBe('<p><a href="/en/rules/1">x</a></p>');
    expect(renderMarkdown('[x](https://e.example/a?b=1&c=2)')).toBe('<p><a href="https://e.example/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a></p>');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
  });
});

describe('[R20] content API', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a page by slug, in the asked language, parsed by the client schema', async () => {
    const res = await get('/web-api/content/pages/about?lang=ru');
    expect(res.statusCode).toBe(200);
    const page = v.parse(S.PageSchema, res.json());
    expect(page).toMatchObject({ slug: 'about', lang: 'ru', fallback: false });
    expect(page.title).toMatch(/BetArena/);
    expect(page.html).toContain('<h2');
    expect(page.html).toContain('href="/ru/contacts"');
  });

  it('no information page falls back: every page of the English files answers in every language, in that language', async () => {
    const slugs = fs.readdirSync(path.join(SEED_DIR, 'en', 'pages')).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));
    expect(slugs.length).toBeGreaterThanOrEqual(17);
    const shown: string[] = [];
    for (const lang of SITE_LANGUAGES) {
      for (const slug of slugs) {
        const res = await get(`/web-api/content/pages/${slug}?lang=${lang}`);
        expect(res.statusCode, `${lang}/${slug}`).toBe(200);
        const page = v.parse(S.PageSchema, res.json());
        if (page.fallback || page.lang !== lang) shown.push(`${lang}/${slug} shown in ${page.lang}`);
      }
    }
    expect(shown).toEqual([]);
  });

  it('ETag: the same answer has the same tag, If-None-Match answers 304 without a body, another language another tag', async () => {
    const first = await get('/web-api/content/pages/about?lang=en');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await get('/web-api/content/pages/about?lang=en')).headers['etag']).toBe(etag);
    const again = await get('/web-api/content/pages/about?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect((await get('/web-api/content/pages/about?lang=en', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/web-api/content/pages/about?lang=en', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect((await get('/web-api/content/pages/about?lang=ru')).headers['etag']).not.toBe(etag);
    expect((await get('/web-api/content/news?lang=en', { 'if-none-match': (await get('/web-api/content/news?lang=en')).headers['etag'] as string })).statusCode).toBe(304);
  });

  it('the rules: the table of contents, a chapter with its neighbours, the group alone opens its first chapter', async () => {
    const toc = v.parse(S.RulesTocSchema, (await get('/web-api/content/rules?lang=ru')).json());
    expect(toc.groups.map((g) => g.id)).toEqual(['1', '2']);
    expect(toc.groups[0]!.chapters.length).toBeGreaterThanOrEqual(6);
    expect(toc.fallback).toBe(false);
    const second = toc.groups[0]!.chapters[1]!;
    const chapter = v.parse(S.RulesChapterSchema, (await get(`/web-api/content/rules/1/${second.slug}?lang=ru`)).json());
    expect(chapter).toMatchObject({ slug: second.slug, title: second.title, group: { id: '1' }, prev: { slug: toc.groups[0]!.chapters[0]!.slug } });
    const group = v.parse(S.RulesChapterSchema, (await get('/web-api/content/rules/2?lang=ru')).json());
    expect(group.slug).toBe(toc.groups[1]!.chapters[0]!.slug);
    expect(group.prev).toBeNull();
    expect((await get('/web-api/content/rules/9?lang=ru')).statusCode).toBe(404);
    expect((await get('/web-api/content/rules/1/nope?lang=ru')).json()).toMatchObject({ errors: [{ status: '404', code: 'not_found' }] });
  });

  it('news: pages of 10 newest first, page 2 continues page 1, a page past the end is 404', async () => {
    const p1 = v.parse(S.PostListSchema, (await get('/web-api/content/news?lang=ru&perPage=10')).json());
    const p2 = v.parse(S.PostListSchema, (await get('/web-api/content/news?lang=ru&perPage=10&page=2')).json());
    expect(p1.total).toBeGreaterThanOrEqual(20);
    expect(p1.items).toHaveLength(10);
    expect(p1.pages).toBe(Math.ceil(p1.total / 10));
    const all = [...p1.items, ...p2.items];
    expect(new Set(all.map((i) => i.slug)).size).toBe(all.length);
    const dates = all.map((i) => i.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.every((i) => i.lang === 'ru')).toBe(true);
    expect((await get(`/web-api/content/news?lang=ru&page=${p1.pages + 1}`)).statusCode).toBe(404);
    // The hostile test item (loaded: the dev API is on in tests) is not listed.
    expect(all.some((i) => i.slug === 'hostile-test-item')).toBe(false);
  });

  it('news and blog items in the reader\'s language; a language without a translation shows English and says so', async () => {
    const list = v.parse(S.PostListSchema, (await get('/web-api/content/blog?lang=kk&perPage=50')).json());
    expect(list.total).toBeGreaterThanOrEqual(10);
    expect(list).toMatchObject({ lang: 'kk', fallback: false });
    expect(list.items.every((i) => i.lang === 'kk')).toBe(true);
    const item = v.parse(S.PostSchema, (await get(`/web-api/content/blog/${list.items[0]!.slug}?lang=kk`)).json());
    expect(item).toMatchObject({ lang: 'kk', fallback: false });
    // The betting alphabet is Kazakh too (an English-only term still falls back: "content sync" below).
    const glossary = v.parse(S.GlossarySchema, (await get('/web-api/content/glossary?lang=kk')).json());
    expect(glossary).toMatchObject({ lang: 'kk', fallback: false });
    const term = glossary.blocks[0]!.categories[0]!.entries[0]!;
    expect(v.parse(S.GlossaryEntrySchema, (await get(`/web-api/content/glossary/entries/${term.slug}?lang=kk`)).json())).toMatchObject({ term: term.term, lang: 'kk', fallback: false });
    const news = v.parse(S.PostListSchema, (await get('/web-api/content/news?lang=en&perPage=1')).json());
    const one = v.parse(S.PostSchema, (await get(`/web-api/content/news/${news.items[0]!.slug}?lang=en`)).json());
    expect(one.html.length).toBeGreaterThan(50);
    expect((await get('/web-api/content/news/no-such-item?lang=en')).statusCode).toBe(404);
    expect((await get(`/web-api/content/blog/${news.items[0]!.slug}?lang=en`)).statusCode).toBe(404);
  });

  it('[R20] blog by tag: only the posts carrying it, paged like the full list, in the reader\'s language; a tag no post carries is 404', async () => {
    const all = v.parse(S.PostListSchema, (await get('/web-api/content/blog?lang=ru&perPage=50')).json());
    const expected = all.items.filter((i) => i.tags.includes('strategy')).map((i) => i.slug);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeLessThan(all.total);
    const tagged = v.parse(S.PostListSchema, (await get('/web-api/content/blog?lang=ru&perPage=50&tag=strategy')).json());
    expect(tagged).toMatchObject({ total: expected.length, pages: 1, lang: 'ru', fallback: false });
    expect(tagged.items.map((i) => i.slug)).toEqual(expected);
    // One per page: the pages follow each other in the same order, and past the last is 404.
    const pages = await Promise.all(expected.map(async (_s, i) =>
      v.parse(S.PostListSchema, (await get(`/web-api/content/blog?lang=ru&perPage=1&page=${i + 1}&tag=strategy`)).json())));
    expect(pages.map((p) => p.items[0]!.slug)).toEqual(expected);
    expect(pages[0]).toMatchObject({ pages: expected.length, total: expected.length });
    expect((await get(`/web-api/content/blog?lang=ru&perPage=1&page=${expected.length + 1}&tag=strategy`)).statusCode).toBe(404);
    for (const url of ['/web-api/content/blog?tag=no-such-tag', '/web-api/content/blog?lang=kk&tag=no-such-tag', '/web-api/content/news?tag=strategy']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errors: [{ status: '404' }] });
    }
    // A tag that cannot be a slug is refused before any lookup: control characters, upper case, too long, repeated.
    for (const tag of ['%00', 'a%0Ab', 'Strategy', 'a'.repeat(82), 'strategy&tag=odds', '%E2%80%AEx']) {
      const res = await get(`/web-api/content/blog?tag=${tag}`);
      expect(res.statusCode, tag).toBe(400);
    }
  });

  it('the glossary: blocks with categories with entries, a category with its entries, an entry by slug', async () => {
    const g = v.parse(S.GlossarySchema, (await get('/web-api/content/glossary?lang=ru')).json());
    const terms = g.blocks.flatMap((b) => b.categories.flatMap((c) => c.entries));
    expect(terms.length).toBeGreaterThanOrEqual(60);
    expect(g.blocks.length).toBeGreaterThanOrEqual(3);
    const block = g.blocks[0]!;
    const cat = block.categories[0]!;
    const list = v.parse(S.GlossaryCategorySchema, (await get(`/web-api/content/glossary/${block.slug}/${cat.slug}?lang=ru`)).json());
    expect(list.entries.map((e) => e.slug)).toEqual(cat.entries.map((e) => e.slug));
    const entry = v.parse(S.GlossaryEntrySchema, (await get(`/web-api/content/glossary/entries/${cat.entries[0]!.slug}?lang=ru`)).json());
    expect(entry).toMatchObject({ term: cat.entries[0]!.term, block: { slug: block.slug }, category: { slug: cat.slug }, lang: 'ru' });
    expect((await get(`/web-api/content/glossary/${block.slug}/nope?lang=ru`)).statusCode).toBe(404);
    expect((await get('/web-api/content/glossary/entries/nope?lang=ru')).statusCode).toBe(404);
  });

  it('hostile parameters are 400 in the error shape, never 500; unknown slugs 404', async () => {
    const bad = [
      '/web-api/content/pages/about?lang=xx', '/web-api/content/pages/about?lang=en&lang=ru', '/web-api/content/pages/..%2F..%2Fetc',
      `/web-api/content/pages/${'a'.repeat(90)}`, '/web-api/content/pages/%27%20OR%201%3D1--', '/web-api/content/pages/About',
      '/web-api/content/news?page=0', '/web-api/content/news?page=-1', '/web-api/content/news?page=1e3', '/web-api/content/news?perPage=51',
      '/web-api/content/news?page=99999', '/web-api/content/news?tag=%3Cscript%3E', '/web-api/content/rules/1/%3Cimg%3E',
      '/web-api/content/glossary/entries/%E2%80%AE', '/web-api/content/blog/a%20b',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ errors: [{ status: '400' }] });
    }
    for (const url of ['/web-api/content/pages/nope', '/web-api/content/pages/nope?lang=ru', '/web-api/content/news/nope', '/web-api/content/rules/nope']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/web-api/content/pages/%00')).statusCode).toBe(400);
    // Longer than Fastify's parameter limit (100): no route matches, the API's 404.
    expect((await get(`/web-api/content/pages/${'a'.repeat(200)}`)).json()).toMatchObject({ errors: [{ status: '404' }] });
  });

  it('the dev fixture with hostile markup is there (dev API on), unlisted, its markup escaped to text', async () => {
    const res = await get('/web-api/content/news/hostile-test-item?lang=ru');
    const item = v.parse(S.PostSchema, res.json());
    expect(item).toMatchObject({ lang: 'en', fallback: true });
    expect(item.html).toContain('&lt;script&gt;');
    expect(item.html).not.toMatch(/<(script|img|iframe)|<a href="javascript|onerror="|style="/);
  });
});

describe('[R20] content sync', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes only when the files changed, and a change replaces the old rows', async () => {
    expect(await syncContent(t.db, loadContent([SEED_DIR]))).toBe(true); // the app synced with the dev fixture; this set differs
    expect(await syncContent(t.db, loadContent([SEED_DIR]))).toBe(false);
    fs.mkdirSync(path.join(dir, 'en', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'en', 'pages', 'about.md'), '---\ntitle: Changed\n---\nNew text\n');
    expect(await syncContent(t.db, loadContent([SEED_DIR, dir]))).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/web-api/content/pages/about?lang=en' });
    expect(res.json()).toMatchObject({ title: 'Changed', html: '<p>New text</p>' });
  });

  it('a title-only page shows English and says so, under its own title', async () => {
    // Every language has every seed page in full, so the title-only translation comes from an extra root.
    const extra = path.join(dir, 'title-only-page');
    fs.mkdirSync(path.join(extra, 'tr', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(extra, 'tr', 'pages', 'cookies.md'), '---\ntitle: "Çerez politikası"\n---\n');
    expect(await syncContent(t.db, loadContent([SEED_DIR, extra]))).toBe(true);
    const get = async (url: string) => v.parse(S.PageSchema, (await t.app.inject({ method: 'GET', url })).json());
    const page = await get('/web-api/content/pages/cookies?lang=tr');
    const en = await get('/web-api/content/pages/cookies?lang=en');
    expect(page).toMatchObject({ title: 'Çerez politikası', lang: 'en', fallback: true });
    expect(page.html).toBe(en.html.replaceAll('/en/', '/tr/'));
    // A page translated in full: no fallback.
    expect(await get('/web-api/content/pages/about?lang=tr')).toMatchObject({ lang: 'tr', fallback: false });
  });

  it('a glossary term only English has shows in English and says so, next to the reader\'s own terms', async () => {
    // Every language has the whole seed alphabet, so the English-only term comes from an extra root.
    const extra = path.join(dir, 'english-only-term');
    const basics = path.join(extra, 'en', 'glossary', 'basics');
    fs.mkdirSync(basics, { recursive: true });
    fs.copyFileSync(path.join(SEED_DIR, 'en', 'glossary', 'basics', '_block.md'), path.join(basics, '_block.md'));
    fs.writeFileSync(path.join(basics, '09-extra.md'), '---\ntitle: Extra\n---\n\n## Parlay {#parlay}\n\nThe American name of an accumulator.\n');
    expect(await syncContent(t.db, loadContent([SEED_DIR, extra]))).toBe(true);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

    const tree = v.parse(S.GlossarySchema, await get('/web-api/content/glossary?lang=kk'));
    expect(tree).toMatchObject({ lang: 'kk', fallback: true });
    const basicsBlock = tree.blocks.find((b) => b.slug === 'basics')!;
    expect(basicsBlock.categories.find((c) => c.slug === 'extra')!.entries).toEqual([{ slug: 'parlay', term: 'Parlay' }]);
    expect(basicsBlock.categories.find((c) => c.slug === 'odds')!.entries[0]).toEqual({ slug: 'odds', term: 'Коэффициент' });
    expect(v.parse(S.GlossaryCategorySchema, await get('/web-api/content/glossary/basics/extra?lang=kk'))).toMatchObject({ lang: 'kk', fallback: true });
    expect(v.parse(S.GlossaryEntrySchema, await get('/web-api/content/glossary/entries/parlay?lang=kk'))).toMatchObject({ lang: 'en', fallback: true });
    expect(v.parse(S.GlossaryEntrySchema, await get('/web-api/content/glossary/entries/odds?lang=kk'))).toMatchObject({ lang: 'kk', fallback: false });
  });
});
