-- 010: accounts of people (issue 3): registration data, one-time codes (SMS / e-mail, recovery, two-step),
-- the dev outbox that stands in for the SMS gateway and the mail server, login failures (captcha after repeated
-- failures), image captcha challenges, agreement to the terms and social sign-in links.

ALTER TABLE users
  ADD COLUMN user_name text,
  ADD COLUMN user_surname text,
  ADD COLUMN birth_date date,
  ADD COLUMN phone_code text,
  ADD COLUMN email_confirmed boolean NOT NULL DEFAULT false,
  ADD COLUMN phone_confirmed boolean NOT NULL DEFAULT false,
  -- 0 none, 1 e-mail, 2 both, 3 phone (SPEC.md section 3 "User configuration")
  ADD COLUMN activation_type smallint NOT NULL DEFAULT 0 CHECK (activation_type IN (0, 1, 2, 3)),
  ADD COLUMN ref_code text,
  ADD COLUMN referral_values jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN enable_mail_news boolean NOT NULL DEFAULT true,
  ADD COLUMN enable_sms_news boolean NOT NULL DEFAULT false,
  ADD COLUMN two_step_enabled boolean NOT NULL DEFAULT false,
  -- B19: a navigation-blocked flag independent of the ban level.
  ADD COLUMN navigation_blocked boolean NOT NULL DEFAULT false,
  -- B22: the version of the terms this user agreed to (site_settings 'terms' holds the current one).
  ADD COLUMN terms_version integer NOT NULL DEFAULT 0,
  ADD COLUMN terms_accepted_at timestamptz,
  ADD COLUMN last_login_at timestamptz,
  -- T01: the last ping of an authorised page.
  ADD COLUMN last_seen_at timestamptz;

-- Login by phone looks a user up by the full number.
CREATE INDEX users_phone_idx ON users (phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email)) WHERE email IS NOT NULL;

-- One-time codes sent by SMS or e-mail. Only a hash of the code is kept. A code is used once (used_at) and
-- refused after expires_at (time_up) or after too many wrong tries.
CREATE TABLE auth_codes (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('phone_reg', 'login_sms', 'recovery', 'two_step', 'activation', 'user_transfer', 'login_token')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  destination text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  approved_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_codes_destination_idx ON auth_codes (purpose, destination, created_at);

-- What the site "sent": the demo operator has no SMS gateway or mail server; QA and e2e read the codes through the
-- dev API (/web-api/dev/outbox, off in production).
CREATE TABLE dev_outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  destination text NOT NULL,
  purpose text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_destination_idx ON dev_outbox (destination, id);

-- Failed logins per identifier (a SHA-256 of the normalised login, so the table says nothing about who exists).
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  key_hash text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (key_hash, created_at);

-- Image captcha challenges (C10). The answer is kept as a hash; a solved challenge gives a one-use pass that the
-- retried call sends in the X-Captcha header.
CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  pass_hash text UNIQUE,
  solved_at timestamptz,
  used_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Social sign-in (B20 soc_reg, C09): a provider's subject linked to a user.
CREATE TABLE social_links (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

-- The demo OAuth provider the server hosts: authorisation codes and one-tap credentials it issued.
CREATE TABLE oauth_grants (
  id text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  email text,
  name text,
  state text,
  used_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
