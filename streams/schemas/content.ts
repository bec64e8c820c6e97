import * as v from 'valibot';
import { Count, int } from './numbers';

// The answers of the content API (issue 15, R20; server/routes/content/content.ts), shared by the server, which
// types its answers by them, and the client, which validates them. Every answer names the language
// it shows (`lang`) and whether that is the English fallback of a missing translation (`fallback`).

const Shown = { lang: v.string(), fallback: v.boolean() };
const Link = v.object({ slug: v.string(), title: v.string() });

export const PageSchema = v.object({ slug: v.string(), title: v.string(), description: v.string(), html: v.string(), ...Shown });

export const RulesTocSchema = v.object({
  groups: v.array(v.object({ id: v.string(), title: v.string(), chapters: v.array(v.object({ slug: v.string(), title: v.string(), lang: v.string() })) })),
  ...Shown,
});

export const RulesChapterSchema = v.object({
  group: v.object({ id: v.string(), title: v.string() }),
  slug: v.string(), title: v.string(), html: v.string(), prev: v.nullable(Link), next: v.nullable(Link),
  ...Shown,
});

const PostFields = {
  slug: v.string(), title: v.string(), summary: v.string(), author: v.nullable(v.string()), tags: v.array(v.string()),
  // An ISO timestamp (a plain string check: valibot's isoTimestamp would add to the framework chunk the home page loads).
  publishedAt: v.string(), lang: v.string(),
};
export const PostSummarySchema = v.object(PostFields);
export const PostListSchema = v.object({
  items: v.array(PostSummarySchema), page: int(1, 9999), perPage: int(1, 50), total: Count, pages: Count, ...Shown,
});
export const PostSchema = v.object({ ...PostFields, html: v.string(), fallback: v.boolean() });

const Named = v.object({ slug: v.string(), title: v.string() });
export const GlossarySchema = v.object({
  blocks: v.array(v.object({
    slug: v.string(), title: v.string(),
    categories: v.array(v.object({ slug: v.string(), title: v.string(), entries: v.array(v.object({ slug: v.string(), term: v.string() })) })),
  })),
  ...Shown,
});
const EntryFields = { slug: v.string(), term: v.string(), html: v.string(), lang: v.string(), block: Named, category: Named };
export const GlossaryCategorySchema = v.object({ block: Named, category: Named, entries: v.array(v.object(EntryFields)), ...Shown });
export const GlossaryEntrySchema = v.object({ ...EntryFields, fallback: v.boolean() });

export type ContentPage = v.InferOutput<typeof PageSchema>;
export type RulesToc = v.InferOutput<typeof RulesTocSchema>;
export type RulesChapter = v.InferOutput<typeof RulesChapterSchema>;
export type PostList = v.InferOutput<typeof PostListSchema>;
export type Post = v.InferOutput<typeof PostSchema>;
export type Glossary = v.InferOutput<typeof GlossarySchema>;
export type GlossaryCategory = v.InferOutput<typeof GlossaryCategorySchema>;
export type GlossaryEntry = v.InferOutput<typeof GlossaryEntrySchema>;
