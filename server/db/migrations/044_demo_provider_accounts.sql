-- Issue 11 #1: the demo OAuth provider proves who the user is with its own accounts and passwords, as a real provider
-- does, instead of taking an e-mail from a cookie or a form field. Social subjects are derived from the account id,
-- so links made under the old e-mail-derived subjects can never be reached by someone who merely names the e-mail.
CREATE TABLE demo_provider_accounts (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
