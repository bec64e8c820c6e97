-- 080: the casino's round games beyond the slot (issue 14): keno, the scratch card and the six bonus games, and
-- provably fair seeds that decide one round only.
ALTER TABLE casino_rounds DROP CONSTRAINT IF EXISTS casino_rounds_kind_check;
ALTER TABLE casino_rounds ADD CONSTRAINT casino_rounds_kind_check CHECK (kind IN (
  'slot', 'crash', 'keno', 'scratch', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'
));
-- A committed seed is revealed with its round; used again it would let the player know the outcome ahead.
CREATE UNIQUE INDEX casino_rounds_seed_idx ON casino_rounds ((outcome #>> '{fair,serverSeedHash}'))
  WHERE outcome #>> '{fair,serverSeedHash}' IS NOT NULL;
