-- 110: play time for the session limit (issue 20 #6). The limit counted from the last login, so logging in again
-- restarted it. Now it counts play time within a 24-hour window that starts at the first activity after the last
-- window ended: every ping (every 30 s while a page is open), login and stake adds the time since the previous one,
-- at most PLAY_GAP_MS (a longer gap is a break, not play).
ALTER TABLE users ADD COLUMN IF NOT EXISTS play_window_start timestamptz;
ALTER TABLE users ADD COLUMN IF NOT EXISTS play_used_ms bigint NOT NULL DEFAULT 0 CHECK (play_used_ms >= 0);
ALTER TABLE users ADD COLUMN IF NOT EXISTS play_seen_at timestamptz;
