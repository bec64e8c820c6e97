-- 112: integrity of sign-in (issue 20 #3, #4, #10).

-- Two-factor login: after the password, a challenge that only a TOTP code (or a recovery code) turns into a session.
-- Kept here, not in memory, so its attempt count holds across server instances. token_version is the user's at
-- issue: a password change or recovery in between ends the challenge.
CREATE TABLE login_challenges (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  token_version integer NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_expires_idx ON login_challenges (expires_at);

-- One-time recovery codes of two-factor authentication, issued at enrolment and shown once: only their SHA-256 is
-- kept (they are random, 50 bits each), each works once.
CREATE TABLE totp_recovery_codes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- One-tap credentials work once: the jti of every credential spent, until it would have expired anyway.
CREATE TABLE one_tap_uses (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);

-- The demo provider vouches for an e-mail only after its own check (a code sent there); grants say whether it did.
-- Provider accounts made before this step never proved their e-mail, so they stay unverified.
ALTER TABLE demo_provider_accounts
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN verify_code_hash text,
  ADD COLUMN verify_expires_at timestamptz,
  ADD COLUMN verify_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE oauth_grants ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
