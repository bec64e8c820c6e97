-- 041: the personal office (issue 6): personal data beyond registration, security methods, preferences,
-- documents for verification, support tickets, promo codes, referral codes, rewards, ideas and payment requests.
-- Kept in tables of their own so the users table stays with the accounts-of-people migrations (010).

-- Personal data (SPEC.md section 3 "Personal-data fields"); name, surname and birth date live on users (010).
CREATE TABLE user_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  middle_name text NOT NULL DEFAULT '',
  birth_place text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  region text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  registration_address text NOT NULL DEFAULT '',
  document_type_id smallint NOT NULL DEFAULT 1 CHECK (document_type_id IN (1, 2, 3)),
  passport_series text NOT NULL DEFAULT '',
  passport_number text NOT NULL DEFAULT '',
  passport_date date,
  passport_end_date date,
  passport_issued_by text NOT NULL DEFAULT '',
  inn text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Protection methods (B13): each adds to the protection level.
CREATE TABLE user_security (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  password_changed_at timestamptz,
  -- TOTP (RFC 6238): the base32 secret; enabled only after a first good code. last_step refuses a code replay.
  totp_secret text,
  totp_enabled boolean NOT NULL DEFAULT false,
  totp_last_step bigint NOT NULL DEFAULT 0,
  phone_bound text,
  phone_code_hash text,
  phone_code_expires_at timestamptz,
  phone_code_attempts integer NOT NULL DEFAULT 0,
  security_question smallint,
  security_answer_hash text,
  email_auth boolean NOT NULL DEFAULT false
);

-- Preferences (B25) and the subscription flags not kept on users (enable_mail_news and enable_sms_news are in 010).
CREATE TABLE user_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  prefs jsonb NOT NULL DEFAULT '{}'::jsonb,
  enable_mail_deposit boolean NOT NULL DEFAULT true,
  enable_mail_bets boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Documents uploaded for verification / identification. The file itself is kept (bytea), checked by its bytes.
-- status: 0 under review, 1 accepted, 2 rejected.
CREATE TABLE user_documents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verification', 'identification')),
  doc_kind text NOT NULL CHECK (doc_kind IN ('passport', 'id_card', 'driver_license', 'address_proof', 'selfie', 'payment_method')),
  file_name text NOT NULL,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  data bytea NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_documents_user_idx ON user_documents (user_id, id DESC);

-- Support tickets and their conversation. A message from support may be a template key (translated by the app).
CREATE TABLE support_tickets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, updated_at DESC);
CREATE TABLE support_messages (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('user', 'support')),
  body text NOT NULL DEFAULT '',
  template text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_ticket_idx ON support_messages (ticket_id, id);

-- Promo codes and their activations.
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  reward_kind text NOT NULL CHECK (reward_kind IN ('points', 'bonus')),
  reward_value integer NOT NULL CHECK (reward_value > 0),
  max_activations integer NOT NULL DEFAULT 1000000,
  expires_at timestamptz,
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE promo_activations (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES promo_codes (code) ON DELETE CASCADE,
  activated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code)
);
INSERT INTO promo_codes (code, reward_kind, reward_value, expires_at) VALUES
  ('WELCOME100', 'points', 100, NULL),
  ('SPORT500', 'bonus', 500, NULL),
  ('CASINO250', 'points', 250, NULL),
  ('OLDPROMO', 'points', 50, '2020-01-01T00:00:00Z');

-- Bring a friend: each user's referral code (the friend registers with ?bf=<code>, B24).
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9]{6,16}$'),
  -- Friends who deposited and were already paid out in points.
  rewarded integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Rewards (achievements) claimed for points.
CREATE TABLE reward_claims (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reward_id text NOT NULL,
  points integer NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, reward_id)
);

-- Share an idea.
CREATE TABLE ideas (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Payment requests (office payment/requests, payment/create-request/...): a question about payments, optionally
-- about one transaction. status: 0 new, 1 in progress, 2 answered, 3 closed.
CREATE TABLE payment_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic_id text NOT NULL,
  sub_topic_id text,
  payment_id integer REFERENCES payments (id) ON DELETE SET NULL,
  text text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_requests_user_idx ON payment_requests (user_id, id DESC);
