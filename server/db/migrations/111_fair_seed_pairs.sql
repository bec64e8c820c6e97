-- 111: provably fair seed pairs (issue 20 #1). A committed seed was revealed by a demo round before its real round,
-- so a player could see the future. Now each player has one ACTIVE pair (a server seed whose hash the player has
-- seen, the player's client seed, a nonce counting the pair's rounds) and one NEXT server seed, committed (its hash
-- shown) before the player chooses the client seed it will be paired with. A server seed is revealed only when the
-- player rotates to the next pair, after which it decides nothing. Demo rounds never touch a pair.
CREATE TABLE fair_seeds (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL UNIQUE CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  -- Set when the pair becomes active (the NEXT seed has none yet).
  client_seed text CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- Rounds decided by this pair so far (the next round's nonce is nonce + 1).
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  state text NOT NULL CHECK (state IN ('next', 'active', 'revealed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  revealed_at timestamptz,
  CHECK ((state = 'next') = (client_seed IS NULL))
);
CREATE UNIQUE INDEX fair_seeds_one_active_idx ON fair_seeds (user_id) WHERE state = 'active';
CREATE UNIQUE INDEX fair_seeds_one_next_idx ON fair_seeds (user_id) WHERE state = 'next';
CREATE INDEX fair_seeds_user_idx ON fair_seeds (user_id, id DESC);

-- A round names its pair and nonce: one round per (pair, nonce). The old rule (one round per seed hash) goes: a
-- pair's seed decides many rounds, each with its own nonce.
DROP INDEX IF EXISTS casino_rounds_seed_idx;
ALTER TABLE casino_rounds ADD COLUMN IF NOT EXISTS fair_seed_id bigint REFERENCES fair_seeds (id);
ALTER TABLE casino_rounds ADD COLUMN IF NOT EXISTS fair_nonce integer;
CREATE UNIQUE INDEX casino_rounds_fair_nonce_idx ON casino_rounds (fair_seed_id, fair_nonce) WHERE fair_seed_id IS NOT NULL;
