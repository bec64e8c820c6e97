-- 001: site settings, redirect and block rules, users (minimal), visitor sessions, seed bookkeeping.
-- Runs on PGlite and on PostgreSQL 15 alike. Later issues add columns and tables in new numbered files.

-- Site configuration: one row per top-level SiteConfig key (streams/schemas/site-config.ts) and one row per
-- config group ('group.<name>'). Values are JSON; the server merges them over code defaults and validates.
CREATE TABLE site_settings (
  key text PRIMARY KEY CHECK (key ~ '^[A-Za-z][A-Za-z0-9_.-]{0,99}$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Redirect-light rules (C02): from_path is an exact path ('/en/old-promo'); '{lang}' as the first segment matches
-- any site language. to_url is a path or an absolute URL; the request's query string is kept.
CREATE TABLE redirect_rules (
  id serial PRIMARY KEY,
  from_path text NOT NULL UNIQUE CHECK (from_path LIKE '/%'),
  to_url text NOT NULL CHECK (length(to_url) > 0),
  code integer NOT NULL DEFAULT 301 CHECK (code IN (301, 302, 307, 308)),
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(reasons) = 'array'),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Block rules (C03). Every condition that is set must match (AND); a rule without conditions blocks everything.
--   path_prefix        segment-wise prefix of the page path ('/en/casino' matches '/en/casino/x', not '/en/casino-lobby');
--                      '{lang}' as the first segment matches any language
--   user_agent_pattern case-insensitive substring of the User-Agent
--   ip_cidr            the client address is inside this network (a single address is a /32 or /128)
--   auth_scope         'any', 'auth' (only authorised visitors) or 'anon' (only anonymous ones)
-- The first match by priority (higher first), then id, decides displayTypeId / templateTypeId.
CREATE TABLE block_rules (
  id serial PRIMARY KEY,
  path_prefix text CHECK (path_prefix IS NULL OR path_prefix LIKE '/%'),
  user_agent_pattern text CHECK (user_agent_pattern IS NULL OR length(user_agent_pattern) > 0),
  ip_cidr cidr,
  auth_scope text NOT NULL DEFAULT 'any' CHECK (auth_scope IN ('any', 'auth', 'anon')),
  display_type_id integer NOT NULL DEFAULT 1,
  template_type_id integer,
  priority integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX block_rules_enabled_idx ON block_rules (priority DESC, id) WHERE enabled;

-- Users: minimal for now; authentication, accounts and limits add columns in later migrations.
CREATE TABLE users (
  id serial PRIMARY KEY,
  login text NOT NULL UNIQUE,
  ban_level integer NOT NULL DEFAULT 0 CHECK (ban_level >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Visitor sessions (T04). id is public (answered as sessionId); the cookie holds a separate random secret whose
-- SHA-256 is token_hash, so neither the answer nor a database read reveals a usable cookie.
CREATE TABLE visitor_sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text
);
CREATE INDEX visitor_sessions_last_seen_idx ON visitor_sessions (last_seen_at);
CREATE INDEX visitor_sessions_user_idx ON visitor_sessions (user_id) WHERE user_id IS NOT NULL;

-- Seed steps applied once each (server/seed), like schema_migrations for data.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
