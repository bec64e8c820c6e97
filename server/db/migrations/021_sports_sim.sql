-- 021: the live simulator's parameters per game (server/sim): scoring rates or point/round chances, the pricing
-- seed, and the break left before the next period ({"rh":1.4,"ra":1.1,"p":0.5,"ko":0.5,"seed":123,"brk":0}).
ALTER TABLE games ADD COLUMN sim jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The line by sport and start time, the live list by status.
CREATE INDEX games_sport_status_idx ON games (sport_id, status, start_at);
