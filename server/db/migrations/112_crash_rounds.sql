-- 112: the crash game's shared rounds live in the database (issue 21), so every instance of a cluster shows the same
-- round and takes its bets and cash-outs, and a round outlives the process that made it. The leader makes rounds
-- ahead of time (their seed decides the crash point and time at once) and settles them; `watched_until` is how far
-- the leader followed the round without a break, which decides how it is settled (server/casino/crash-rounds.ts).
CREATE TABLE crash_rounds (
  id bigserial PRIMARY KEY,
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL UNIQUE,
  crash_point numeric(12, 2) NOT NULL CHECK (crash_point >= 1),
  betting_from timestamptz NOT NULL,
  running_from timestamptz NOT NULL,
  crash_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  watched_until timestamptz NOT NULL,
  -- null until settled: 'crashed' (open bets lost) or 'refunded' (the leader stopped during the round: open stakes back)
  outcome text CHECK (outcome IN ('crashed', 'refunded')),
  settled_at timestamptz
);
CREATE INDEX crash_rounds_open_idx ON crash_rounds (crash_at) WHERE settled_at IS NULL;
CREATE INDEX crash_rounds_ends_idx ON crash_rounds (ends_at DESC);
CREATE INDEX casino_rounds_open_crash_idx ON casino_rounds (crash_round) WHERE crash_round IS NOT NULL AND NOT settled;
