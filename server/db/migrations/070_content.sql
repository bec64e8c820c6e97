-- 070: the content store (issue 15, R20): information pages, the rule book's chapters, news and blog posts and the
-- betting-alphabet glossary, one row per language. Filled at start from the reviewable Markdown files in
-- server/content/seed/{lang}/ (server/content/store.ts): the files are the source; the tables are rewritten in one
-- transaction whenever the files' hash differs from content_sync.hash. A row whose body_html is NULL has a translated
-- title only: its body comes from English and the answer says so (fallback).
CREATE TABLE content_sync (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  hash text NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_pages (
  lang text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  body_html text,
  PRIMARY KEY (lang, slug)
);

-- Chapters of a page (the rule book: rules/{ruleGroup}/{chapter}), grouped.
CREATE TABLE content_chapters (
  lang text NOT NULL,
  page_slug text NOT NULL,
  group_id text NOT NULL,
  group_title text NOT NULL,
  group_sort integer NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  sort integer NOT NULL,
  body_html text,
  PRIMARY KEY (lang, page_slug, group_id, slug)
);

-- News and blog posts; `listed` false keeps an item out of the lists (the dev-only hostile test item).
CREATE TABLE content_posts (
  lang text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('news', 'blog')),
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  author text,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  published_at timestamptz NOT NULL,
  listed boolean NOT NULL DEFAULT true,
  body_html text,
  PRIMARY KEY (lang, kind, slug)
);
CREATE INDEX content_posts_list_idx ON content_posts (kind, published_at DESC, slug);

-- The betting alphabet: blocks hold categories, categories hold entries (terms).
CREATE TABLE content_glossary (
  lang text NOT NULL,
  block text NOT NULL,
  block_title text NOT NULL,
  block_sort integer NOT NULL,
  category text NOT NULL,
  category_title text NOT NULL,
  category_sort integer NOT NULL,
  slug text NOT NULL,
  term text NOT NULL,
  sort integer NOT NULL,
  body_html text NOT NULL,
  PRIMARY KEY (lang, slug)
);
