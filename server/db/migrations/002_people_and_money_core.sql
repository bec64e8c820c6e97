-- 002: the core every feature stands on: who a user is (login credentials, currency, ban), their money accounts,
-- the ledger that is the only source of balances, and idempotency keys for money-moving calls (DESIGN.md).
-- Money is integer minor units (bigint). balance(account) = SUM(ledger_entries.amount_minor) for that account.

ALTER TABLE users
  ADD COLUMN email text UNIQUE,
  ADD COLUMN phone text UNIQUE,
  ADD COLUMN password_hash text,
  ADD COLUMN country_id integer,
  ADD COLUMN currency text NOT NULL DEFAULT 'RUB' CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN reg_type text NOT NULL DEFAULT 'full_reg' CHECK (reg_type IN ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg')),
  ADD COLUMN first_deposit_bonus_choice smallint NOT NULL DEFAULT 0 CHECK (first_deposit_bonus_choice IN (0, 1, 2)),
  -- Bumped on logout-everywhere and password change: tokens carrying an older version stop working.
  ADD COLUMN token_version integer NOT NULL DEFAULT 0,
  ADD COLUMN ban_version integer NOT NULL DEFAULT 2 CHECK (ban_version IN (1, 2));

-- Accounts (SPEC.md section 3): type 0 main, 4 bonus, 9 additional currency. One main account per user.
CREATE TABLE accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type IN (0, 4, 9)),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  label text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT false,
  points integer NOT NULL DEFAULT 0,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_one_main_idx ON accounts (user_id) WHERE type = 0;
CREATE UNIQUE INDEX accounts_one_currency_idx ON accounts (user_id, currency) WHERE type = 9 AND closed_at IS NULL;
CREATE UNIQUE INDEX accounts_one_active_idx ON accounts (user_id) WHERE is_active;

-- The ledger: append-only; a correction is a new row, never an update.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'withdrawal_refund', 'bet_stake', 'bet_payout', 'bet_refund', 'bonus', 'transfer', 'adjustment')),
  ref_type text,
  ref_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_ref_idx ON ledger_entries (ref_type, ref_id) WHERE ref_type IS NOT NULL;

-- Idempotency-Key of money-moving calls: the first answer is stored in the same transaction as its effects, so a
-- retry with the same key gets that answer and moves no money twice.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
