-- 040: money (issue 6): deposits and withdrawals through the demo cashier, first-deposit bonuses with wagering,
-- cashback claims, and the demo cashier's own sessions. Every balance change stays a ledger row (002).

-- A deposit or withdrawal. status_id (payment-history status, SPEC.md section 3):
--   0 new (sent to the cashier, nothing decided), 1 pending (the cashier is processing), 2 completed,
--   3 failed, 4 cancelled.
-- A deposit credits the ledger when it completes; a withdrawal debits the ledger when it is requested (the money
-- is reserved at once, so it cannot be bet or withdrawn twice) and a fail/cancel credits it back.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
  method_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status_id smallint NOT NULL DEFAULT 0 CHECK (status_id IN (0, 1, 2, 3, 4)),
  -- A message key (payments.json "messages.*") or the cashier's own words.
  message text NOT NULL DEFAULT '',
  translate_message boolean NOT NULL DEFAULT true,
  -- Withdrawal destination as typed (masked card, wallet id); never a full card number.
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  lang text NOT NULL DEFAULT 'en',
  -- First-deposit bonus the user asked for with this deposit (0 none, 1 sport, 2 casino).
  bonus_choice smallint NOT NULL DEFAULT 0 CHECK (bonus_choice IN (0, 1, 2)),
  -- A pending payment resolves by itself at resolve_at with resolve_outcome (the cashier "calls back").
  resolve_at timestamptz,
  resolve_outcome text CHECK (resolve_outcome IS NULL OR resolve_outcome IN ('success', 'fail')),
  provider_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_user_idx ON payments (user_id, id DESC);
CREATE INDEX payments_due_idx ON payments (resolve_at) WHERE status_id = 1 AND resolve_at IS NOT NULL;

-- The demo cashier's sessions (server/provider/cashier): one per payment, opened by a secret token in the URL.
CREATE TABLE cashier_sessions (
  token_hash text PRIMARY KEY,
  payment_id integer NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  -- What the operator handed over when it opened the page (the cashier shows it and echoes it back).
  direction text NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
  method_id text NOT NULL,
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  lang text NOT NULL,
  destination text NOT NULL DEFAULT '',
  provider_ref text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done')),
  outcome text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Bonuses: the first-deposit bonus (sport or casino) sits on the bonus account (type 4) until its wagering is done.
CREATE TABLE user_bonuses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('first_deposit_sport', 'first_deposit_casino', 'promo')),
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  payment_id integer REFERENCES payments (id) ON DELETE SET NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  wager_multiplier integer NOT NULL CHECK (wager_multiplier > 0),
  wager_required_minor bigint NOT NULL CHECK (wager_required_minor > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'expired')),
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX user_bonuses_user_idx ON user_bonuses (user_id, id DESC);
CREATE UNIQUE INDEX user_bonuses_one_first_deposit_idx ON user_bonuses (user_id) WHERE kind IN ('first_deposit_sport', 'first_deposit_casino');

-- Cashback claims: one per programme and week (period_start is the Monday of the claimed week).
CREATE TABLE cashback_claims (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  programme text NOT NULL CHECK (programme IN ('vip', 'premium')),
  period_start date NOT NULL,
  option smallint NOT NULL CHECK (option IN (0, 1)),
  amount_minor bigint NOT NULL DEFAULT 0,
  points integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, programme, period_start)
);
