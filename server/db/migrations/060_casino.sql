-- 060: the casino (issue 14). Rounds are decided on the server and their money is ledger rows written in the same
-- transaction as the round: casino_stake (debit), casino_win (credit), casino_refund (credit).
ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (
  'deposit', 'withdrawal', 'withdrawal_refund', 'bet_stake', 'bet_payout', 'bet_refund', 'bonus', 'transfer', 'adjustment',
  'casino_stake', 'casino_win', 'casino_refund'
));

-- One row per real-money round (slot spins and crash bets alike), with its provably fair seed data.
CREATE TABLE casino_rounds (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('slot', 'crash')),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  win_minor bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  currency text NOT NULL,
  -- crash: the shared round it bet on; settled when cashed out or when that round crashed.
  crash_round text,
  cashed_out_at numeric(12, 2),
  settled boolean NOT NULL DEFAULT true,
  outcome jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_rounds_user_idx ON casino_rounds (user_id, id DESC);
CREATE INDEX casino_rounds_created_idx ON casino_rounds (created_at);
CREATE UNIQUE INDEX casino_rounds_one_crash_bet_idx ON casino_rounds (user_id, crash_round) WHERE crash_round IS NOT NULL;

CREATE TABLE casino_favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
