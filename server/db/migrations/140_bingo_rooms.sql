-- 140: the 90-ball bingo rooms (issue 23): one round at a time per room, made and settled by the cluster's leader
-- (server/casino/bingo-rounds.ts) like the live tables' (120). A round's draw is decided by its seed when it is made
-- (committed by its hash, revealed after the draw); players buy tickets while the room is buying, each ticket its
-- own row whose numbers come from the round's seed and the ticket's id, paid by the leader after the draw.
CREATE TABLE bingo_rounds (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL UNIQUE,
  -- the balls called, in order
  draw jsonb NOT NULL,
  ticket_price_minor bigint NOT NULL CHECK (ticket_price_minor > 0),
  buying_from timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  result_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- set when the leader closed the round for good (no ticket can join it after); its tickets are then paid one by one
  settled_at timestamptz,
  CHECK (buying_from < closes_at AND closes_at <= result_at AND result_at <= ends_at)
);
CREATE INDEX bingo_rounds_game_idx ON bingo_rounds (game_id, id DESC);
CREATE INDEX bingo_rounds_open_idx ON bingo_rounds (result_at) WHERE settled_at IS NULL;

CREATE TABLE bingo_tickets (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES bingo_rounds (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- 3 rows of 9 cells, 0 where blank
  numbers jsonb NOT NULL,
  -- the ball (1-based) at which the ticket completes a line, two lines, the full house; null if not within the draw
  line_ball smallint,
  two_lines_ball smallint,
  full_house_ball smallint,
  price_minor bigint NOT NULL CHECK (price_minor > 0),
  currency text NOT NULL,
  -- what the ticket returned (0 when it won nothing), null until the leader paid it
  return_minor bigint CHECK (return_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bingo_tickets_round_idx ON bingo_tickets (round_id, user_id);
CREATE INDEX bingo_tickets_open_idx ON bingo_tickets (round_id) WHERE return_minor IS NULL;

-- A room runs rounds while someone looks at it: its page moves watched_until on (at most every half minute).
CREATE TABLE bingo_watch (
  game_id integer PRIMARY KEY,
  watched_until timestamptz NOT NULL
);
