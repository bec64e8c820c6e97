-- 020: the sports model (issue 4): sports, countries, championships, games, markets, outcomes.
-- Read by the coupon (issue 5), which settles bets from outcome statuses 3/4/5 set by the simulator (server/sim).
--
-- Change tracking for the feeds: every insert or update of a game, market or outcome takes a fresh value of
-- sports_version_seq into its `version` column (the simulator and the seed set it explicitly). A feed asked
-- "since=V" answers only rows with version > V plus the current max version.
--
-- Status codes (contract with the coupon):
--   games.status     1 pre-match, 2 live, 3 break, 4 finished, 5 cancelled
--   markets.status   1 open, 2 suspended, 3 closed
--   outcomes.status  1 open, 2 suspended, 3 won, 4 lost, 5 void (refund)
-- Market kinds (markets.kind; kind 7 = outright bars the accumulator bonus, B05):
--   1 main result, 2 double chance, 3 totals, 4 handicaps, 5 both teams to score, 6 correct score,
--   7 outright, 8 player, 9 period, 10 individual totals, 11 specials
-- markets.type_id names the precise market (server/sports/market-types.ts); block_id is the game's lobby block:
-- bets of one block depend on each other and cannot be combined in an express (B01).

CREATE SEQUENCE sports_version_seq;

CREATE TABLE sports (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- Localised names by site language ({"ru": "Футбол", ...}); name is the English one.
  names jsonb NOT NULL DEFAULT '{}'::jsonb,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  sort integer NOT NULL DEFAULT 0,
  -- How the score moves (server/sim/sport-rules.ts): goals, points, sets, games, rounds, maps, frames, runs, ...
  score_model text NOT NULL,
  is_cyber boolean NOT NULL DEFAULT false,
  -- Live polling period for this sport (T18: 2000-5000 ms by area, 3000 for some sports).
  live_poll_ms integer NOT NULL DEFAULT 5000 CHECK (live_poll_ms BETWEEN 2000 AND 10000)
);

CREATE TABLE countries (
  id integer PRIMARY KEY,
  iso text NOT NULL,
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}'::jsonb,
  slug text NOT NULL UNIQUE
);

CREATE TABLE championships (
  id integer PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES sports (id),
  country_id integer REFERENCES countries (id),
  name text NOT NULL,
  slug text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  is_top boolean NOT NULL DEFAULT false,
  -- Cyber sport championships: real esports, virtual (simulated, short cycles) or stream (games with video), R06.
  cyber_type text CHECK (cyber_type IS NULL OR cyber_type IN ('real', 'virtual', 'stream')),
  -- Overrides the sport's live polling period (T18: 3000 ms for some champs).
  live_poll_ms integer CHECK (live_poll_ms IS NULL OR live_poll_ms BETWEEN 2000 AND 10000),
  -- Special championship pages (R04): a championship may have its own landing (home, game, final).
  special_slug text UNIQUE,
  UNIQUE (sport_id, slug)
);
CREATE INDEX championships_sport_idx ON championships (sport_id, sort);

CREATE TABLE games (
  id serial PRIMARY KEY,
  champ_id integer NOT NULL REFERENCES championships (id),
  sport_id integer NOT NULL REFERENCES sports (id),
  -- 0 a match between home and away; 1 an outright (long-term event: home holds its title, away is '').
  kind smallint NOT NULL DEFAULT 0 CHECK (kind IN (0, 1)),
  home text NOT NULL,
  away text NOT NULL,
  start_at timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  -- {"home": 1, "away": 0, "periods": [[1, 0], [0, 0]], "serve": null}
  score jsonb NOT NULL DEFAULT '{"home":0,"away":0,"periods":[]}'::jsonb,
  -- Seconds of play (the game clock); null before the start.
  game_time_sec integer,
  -- Current period (1-based) while live; 0 before the start.
  period smallint NOT NULL DEFAULT 0,
  -- Planned length in seconds of play (the simulator finishes the game after it).
  duration_sec integer NOT NULL DEFAULT 5400,
  is_synthetic boolean NOT NULL DEFAULT false,
  is_top boolean NOT NULL DEFAULT false,
  has_video boolean NOT NULL DEFAULT false,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT nextval('sports_version_seq')
);
CREATE INDEX games_status_start_idx ON games (status, start_at);
CREATE INDEX games_champ_idx ON games (champ_id, start_at);
CREATE INDEX games_version_idx ON games (version);
CREATE INDEX games_home_idx ON games (home);
CREATE INDEX games_away_idx ON games (away);

CREATE TABLE markets (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  kind integer NOT NULL,
  type_id integer NOT NULL,
  name text NOT NULL,
  -- The line of a totals/handicap market (2.5, -1.5), a period number for period markets; null otherwise.
  param numeric(8, 2),
  period smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  block_id integer NOT NULL,
  -- Main markets (result, main total, main handicap) are the columns of the game lists.
  is_main boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  version bigint NOT NULL DEFAULT nextval('sports_version_seq')
);
CREATE INDEX markets_game_idx ON markets (game_id, sort);
CREATE INDEX markets_version_idx ON markets (version);

CREATE TABLE outcomes (
  id serial PRIMARY KEY,
  market_id integer NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  -- Display name (language-neutral where possible: '1', 'X', '2', 'Over 2.5', '2:1', a player's name).
  name text NOT NULL,
  -- What the outcome means for settlement (server/sim/settle.ts): home, draw, away, over, under, yes, no, ...
  code text NOT NULL,
  coef numeric(10, 3) NOT NULL CHECK (coef >= 1),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  sort smallint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT nextval('sports_version_seq')
);
CREATE INDEX outcomes_market_idx ON outcomes (market_id, sort);
CREATE INDEX outcomes_version_idx ON outcomes (version);
CREATE INDEX outcomes_status_idx ON outcomes (status, updated_at);

-- Goals, cards, points and period changes of a game (the live timeline, T22; statistics).
CREATE TABLE game_events (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  game_time_sec integer NOT NULL,
  -- goal, point, card, period_start, period_end, finish, suspend, resume, corner, ...
  type text NOT NULL,
  -- 'home', 'away' or null
  side text CHECK (side IS NULL OR side IN ('home', 'away')),
  -- score after the event: "2:1"
  score text,
  player text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_events_game_idx ON game_events (game_id, id);

-- The simulator's own bookkeeping (one row): when it last ran, so a restart catches up.
CREATE TABLE sports_sim_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  last_tick_at timestamptz,
  ticks bigint NOT NULL DEFAULT 0
);
