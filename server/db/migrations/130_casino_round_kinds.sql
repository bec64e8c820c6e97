-- 130: the round kinds are the rules the server knows (streams/schemas/casino-games/round-games.ts ROUND_GAMES,
-- checked before a round is stored), and several kinds are being added at once (sic bo, money wheel, dragon tiger
-- here; the tables and card games beside them): a list in this constraint would refuse every kind another migration
-- added. The row keeps a kind's shape only.
ALTER TABLE casino_rounds DROP CONSTRAINT IF EXISTS casino_rounds_kind_check;
ALTER TABLE casino_rounds ADD CONSTRAINT casino_rounds_kind_check CHECK (kind ~ '^[a-z][a-z0-9_]{0,23}$');
