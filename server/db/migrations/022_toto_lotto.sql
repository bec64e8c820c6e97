-- 022: toto and lotto (issue 4, R05).
-- Toto: a draw of 15 events (real games of the line); players pick 1, X or 2 for each (several picks per event make
-- more combinations, each costing one stake). Draw status: 1 announced (the next draw), 2 open for coupons, 3 closed
-- (its events are being played), 4 settled. The prize fund is shared by the coupons with 12 to 15 hits.
CREATE TABLE toto_draws (
  id serial PRIMARY KEY,
  number integer NOT NULL UNIQUE,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  closes_at timestamptz NOT NULL,
  settled_at timestamptz,
  currency text NOT NULL DEFAULT 'RUB',
  pool_minor bigint NOT NULL DEFAULT 0,
  jackpot_minor bigint NOT NULL DEFAULT 0,
  coupons integer NOT NULL DEFAULT 0
);
CREATE INDEX toto_draws_status_idx ON toto_draws (status, number);

CREATE TABLE toto_events (
  draw_id integer NOT NULL REFERENCES toto_draws (id) ON DELETE CASCADE,
  num smallint NOT NULL CHECK (num BETWEEN 1 AND 15),
  game_id integer NOT NULL REFERENCES games (id),
  -- How the players picked (the "nominees" of each outcome), in percent.
  pick1 numeric(5, 2) NOT NULL,
  pickx numeric(5, 2) NOT NULL,
  pick2 numeric(5, 2) NOT NULL,
  -- '1', 'X' or '2' once the game is over; 'C' when it was cancelled (every pick counts as a hit).
  result text CHECK (result IS NULL OR result IN ('1', 'X', '2', 'C')),
  PRIMARY KEY (draw_id, num)
);

-- Winners of a settled draw by number of hits (12-15): the "nominees".
CREATE TABLE toto_prizes (
  draw_id integer NOT NULL REFERENCES toto_draws (id) ON DELETE CASCADE,
  hits smallint NOT NULL CHECK (hits BETWEEN 12 AND 15),
  winners integer NOT NULL,
  payout_minor bigint NOT NULL,
  PRIMARY KEY (draw_id, hits)
);

-- Coupons: a player's (user_id) or the demo crowd's (user_id null, no money: it only makes the pool and the winners).
CREATE TABLE toto_coupons (
  id serial PRIMARY KEY,
  draw_id integer NOT NULL REFERENCES toto_draws (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  account_id integer REFERENCES accounts (id),
  -- 15 picks, each a non-empty subset of 1, X, 2 in that order: '1,X2,1X2,...'.
  picks text NOT NULL,
  combinations integer NOT NULL CHECK (combinations >= 1),
  stake_minor bigint NOT NULL CHECK (stake_minor >= 0),
  currency text NOT NULL DEFAULT 'RUB',
  hits smallint,
  payout_minor bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX toto_coupons_draw_idx ON toto_coupons (draw_id, hits DESC);
CREATE INDEX toto_coupons_user_idx ON toto_coupons (user_id, id DESC) WHERE user_id IS NOT NULL;

-- Lotto: games of "pick N of M" drawn every few minutes. Draw status: 1 upcoming, 2 drawn.
CREATE TABLE lotto_games (
  id smallint PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  pick smallint NOT NULL,
  pool smallint NOT NULL,
  every_min integer NOT NULL,
  -- Ticket price in major units of the ticket's currency (by currency: {"RUB": 100, "USD": 1, ...}).
  prices jsonb NOT NULL,
  -- Prize as a multiple of the price by hits: {"3": 5, "4": 50, "5": 1000, "6": 100000}.
  prizes jsonb NOT NULL,
  sort smallint NOT NULL DEFAULT 0
);

CREATE TABLE lotto_draws (
  id serial PRIMARY KEY,
  lotto_id smallint NOT NULL REFERENCES lotto_games (id),
  number integer NOT NULL,
  draw_at timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  numbers smallint[],
  tickets integer NOT NULL DEFAULT 0,
  UNIQUE (lotto_id, number)
);
CREATE INDEX lotto_draws_due_idx ON lotto_draws (status, draw_at);

CREATE TABLE lotto_tickets (
  id serial PRIMARY KEY,
  draw_id integer NOT NULL REFERENCES lotto_draws (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id),
  numbers smallint[] NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  currency text NOT NULL,
  hits smallint,
  payout_minor bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lotto_tickets_user_idx ON lotto_tickets (user_id, id DESC);
CREATE INDEX lotto_tickets_draw_idx ON lotto_tickets (draw_id);
