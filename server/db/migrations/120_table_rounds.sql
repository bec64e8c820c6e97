-- 120: the shared live tables (issue 23): one round at a time per table (a live casino game: roulette, baccarat),
-- made and settled by the cluster's leader (server/casino/table-rounds.ts). A round's result is decided by its seed
-- when it is made (committed by its hash, revealed when betting closes); players place any number of bets on the
-- table's spots while betting is open, each its own row, paid by the leader once the result is shown.
CREATE TABLE table_rounds (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('roulette', 'baccarat')),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL UNIQUE,
  result jsonb NOT NULL,
  betting_from timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  result_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- set when the leader closed the round for good (no bet can join it after); its bets are then paid one by one
  settled_at timestamptz,
  CHECK (betting_from < closes_at AND closes_at <= result_at AND result_at <= ends_at)
);
CREATE INDEX table_rounds_game_idx ON table_rounds (game_id, id DESC);
CREATE INDEX table_rounds_open_idx ON table_rounds (result_at) WHERE settled_at IS NULL;

CREATE TABLE table_bets (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES table_rounds (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  spot text NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  currency text NOT NULL,
  -- what the bet returned (stake included, 0 when lost), null until the leader paid it
  return_minor bigint CHECK (return_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX table_bets_round_idx ON table_bets (round_id, user_id);
CREATE INDEX table_bets_open_idx ON table_bets (round_id) WHERE return_minor IS NULL;

-- A table runs rounds while someone looks at it: its page moves watched_until on (at most every half minute).
CREATE TABLE table_watch (
  game_id integer PRIMARY KEY,
  watched_until timestamptz NOT NULL
);
