-- 030: bets (issue 5). A placed coupon is a row of bets with its selections in bet_selections; the stake and any
-- payout are ledger rows (bet_stake, bet_payout, bet_refund) written in the same transaction (DESIGN.md).
-- A multi-single coupon (type 9) is stored as one single (type 0) per bet, grouped by group_key.
--
-- bet_selections copies the names it shows (sport, championship, game, market, outcome) so the history and the
-- printed coupon stay readable whatever later happens to the sports model; outcome_id points at outcomes (020)
-- without a foreign key for the same reason. The settlement worker (server/coupon/settlement.ts) copies outcome
-- statuses 3/4/5 into result won/lost/void and settles a bet once nothing that decides it is open.

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id),
  -- B01: 0 single, 1 express, 2 system, 4 anti-express.
  type_id smallint NOT NULL CHECK (type_id IN (0, 1, 2, 4)),
  -- Multi-single (type 9) placements: the singles placed together share this key.
  group_key text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refund')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  -- The coupon's coefficient at placement (express with bonus, anti-express, system effective).
  coef numeric(14, 3) NOT NULL,
  with_bonus boolean NOT NULL DEFAULT false,
  bonus_coef numeric(6, 3) NOT NULL DEFAULT 1,
  system_value smallint CHECK (system_value IS NULL OR system_value >= 2),
  combinations integer NOT NULL DEFAULT 1 CHECK (combinations >= 1),
  possible_win_minor bigint NOT NULL,
  payout_minor bigint,
  hyper_bonus_percent numeric(5, 2) NOT NULL DEFAULT 0,
  hyper_bonus_min_minor bigint NOT NULL DEFAULT 0,
  hyper_bonus_max_minor bigint NOT NULL DEFAULT 0,
  max_payout_minor bigint,
  is_vip boolean NOT NULL DEFAULT false,
  change_coef_action smallint NOT NULL DEFAULT 2 CHECK (change_coef_action IN (0, 1, 2)),
  express_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX bets_user_idx ON bets (user_id, created_at DESC, id DESC);
CREATE INDEX bets_open_idx ON bets (id) WHERE status = 'open';

CREATE TABLE bet_selections (
  bet_id bigint NOT NULL REFERENCES bets (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  outcome_id integer NOT NULL,
  market_id integer NOT NULL,
  game_id integer NOT NULL,
  coef numeric(10, 3) NOT NULL CHECK (coef >= 1),
  is_banker boolean NOT NULL DEFAULT false,
  result text NOT NULL DEFAULT 'open' CHECK (result IN ('open', 'won', 'lost', 'void')),
  sport_name text NOT NULL,
  champ_name text NOT NULL,
  game_name text NOT NULL,
  market_name text NOT NULL,
  outcome_name text NOT NULL,
  game_start_at timestamptz NOT NULL,
  is_live boolean NOT NULL,
  score text,
  PRIMARY KEY (bet_id, position)
);
CREATE INDEX bet_selections_open_outcome_idx ON bet_selections (outcome_id) WHERE result = 'open';

-- Coupons saved as a code (R07): anyone with the code loads the same bets.
CREATE TABLE coupon_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,12}$'),
  payload jsonb NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
