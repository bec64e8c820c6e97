-- 145: virtual horse racing (issue 23): one race at a time per virtual sports game, made and settled by the cluster's
-- leader (server/casino/virtual-races.ts). A race's card (runners and prices) is public while betting is open; its
-- finishing order is decided by its seed when the race is made (committed by its hash, revealed when betting closes).
-- Players place win bets on runners while betting is open, each its own row at the runner's price, paid by the leader
-- once the result is shown.
CREATE TABLE virtual_races (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL UNIQUE,
  card jsonb NOT NULL,
  result jsonb NOT NULL,
  betting_from timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  result_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- set when the leader closed the race for good (no bet can join it after); its bets are then paid one by one
  settled_at timestamptz,
  CHECK (betting_from < closes_at AND closes_at <= result_at AND result_at <= ends_at)
);
CREATE INDEX virtual_races_game_idx ON virtual_races (game_id, id DESC);
CREATE INDEX virtual_races_open_idx ON virtual_races (result_at) WHERE settled_at IS NULL;

CREATE TABLE virtual_race_bets (
  id bigserial PRIMARY KEY,
  race_id bigint NOT NULL REFERENCES virtual_races (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- the runner's gate on the card, and its price in hundredths when the bet was taken
  runner smallint NOT NULL CHECK (runner BETWEEN 0 AND 7),
  odds integer NOT NULL CHECK (odds > 100),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  currency text NOT NULL,
  -- what the bet returned (stake included, 0 when lost), null until the leader paid it
  return_minor bigint CHECK (return_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX virtual_race_bets_race_idx ON virtual_race_bets (race_id, user_id);
CREATE INDEX virtual_race_bets_open_idx ON virtual_race_bets (race_id) WHERE return_minor IS NULL;

-- A game runs races while someone looks at it: its page moves watched_until on (at most every half minute).
CREATE TABLE virtual_race_watch (
  game_id integer PRIMARY KEY,
  watched_until timestamptz NOT NULL
);
