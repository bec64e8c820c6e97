-- 050: responsible-gaming limits (issue 13; SPEC.md sections 3, 4 "Limits", 7, 9). One row per player and kind.
-- value: minor units of the player's currency for wagering (1, 2, 3), loss (10, 11, 12) and deposit (20, 21, 22)
-- limits; days for self-exclusion (30), time-out (33) and extra limits (37); hours for the session limit (31);
-- minutes for the reality check (32). A raise or a removal waits as pending_value / pending_remove until pending_from
-- (24 hours of cooling-off); a pending deposit-limit raise needs the player's confirmation after that.
CREATE TABLE rg_limits (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type IN (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37)),
  value bigint NOT NULL CHECK (value > 0),
  started_at timestamptz NOT NULL,
  ends_at timestamptz,
  pending_value bigint CHECK (pending_value IS NULL OR pending_value > 0),
  pending_remove boolean NOT NULL DEFAULT false,
  pending_from timestamptz,
  need_approve boolean NOT NULL DEFAULT false,
  self_exclude_reason smallint,
  PRIMARY KEY (user_id, type)
);

CREATE TABLE rg_limit_history (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type smallint NOT NULL,
  action text NOT NULL CHECK (action IN ('set', 'lowered', 'raise_requested', 'remove_requested', 'applied', 'confirmed', 'rejected', 'expired', 'self_block')),
  value bigint,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rg_limit_history_user_idx ON rg_limit_history (user_id, id DESC);

-- The self-assessment before a limit is raised: answered once, by its owner, within 30 minutes.
CREATE TABLE rg_questionnaires (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  limits jsonb NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The deposit and wagering windows read ledger and payments by time.
CREATE INDEX IF NOT EXISTS ledger_entries_created_idx ON ledger_entries (account_id, created_at);
CREATE INDEX IF NOT EXISTS payments_user_created_idx ON payments (user_id, created_at);
