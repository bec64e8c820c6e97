-- 108: counters every server instance shares (issue 21). Rate limits, resend waits and daily caps of messages
-- used to live in each process's memory, so N instances allowed N times the attempts. One row per counter key
-- (server/services/counters.ts): the hits of the current fixed window, the window's start and end, and for growing
-- resend waits the earliest time the next hit is allowed. Rows are updated with one INSERT ... ON CONFLICT DO
-- UPDATE ... RETURNING, atomic on PostgreSQL and PGlite alike; rows past their window are purged by the hourly job.
CREATE TABLE rate_counters (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 300),
  hits integer NOT NULL CHECK (hits >= 0),
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at >= window_start),
  next_at timestamptz
);
CREATE INDEX rate_counters_expires_at ON rate_counters (expires_at);

-- The answer of a captcha challenge for the dev API (e2e and QA solve challenges through it), kept only when the
-- dev API is on, so any instance can answer for a challenge another one drew.
ALTER TABLE captcha_challenges ADD COLUMN dev_answer text;
