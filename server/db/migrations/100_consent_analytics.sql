-- Issue 16: the cookie-agreement log (C16), the analytics counters of each domain (C16's counters call) and the
-- analytics events the site sends (T33, T34), kept for QA to read (server/README.md "Consent and analytics").

-- Every answer a visitor gave the cookie banner: what was agreed and when, by the visitor's clock (cookiesAgreeTime)
-- and by the server's (received_at). user_id when the visitor was logged in.
CREATE TABLE cookie_agreements (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  agree_type text NOT NULL CHECK (agree_type IN ('ALL', 'functional', 'marketing', 'necessary')),
  functional boolean NOT NULL,
  marketing boolean NOT NULL,
  cookies_agree_time timestamptz NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cookie_agreements_received_idx ON cookie_agreements (received_at DESC);

-- Analytics counters per domain: domain '' serves every domain. Only kind 'internal' (this server's event store)
-- runs under the site's CSP; other kinds (a third-party counter id) are listed and skipped by the client.
CREATE TABLE analytics_counters (
  id serial PRIMARY KEY,
  project_id integer NOT NULL,
  domain text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO analytics_counters (project_id, domain, kind) VALUES (62, '', 'internal');

-- The events analytics sent, one row each.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  counter_id integer NOT NULL REFERENCES analytics_counters (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  page text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_time timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_received_idx ON analytics_events (received_at DESC);
