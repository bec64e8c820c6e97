-- 125: the card games (issue 23): blackjack and video poker are played hand by hand. A hand is a casino_rounds row
-- that stays open (settled = false) from the deal to its last action, with its state in `outcome`; its stake grows
-- with a double, a split or insurance (each a ledger row of the round). One open hand per player and game.
ALTER TABLE casino_rounds DROP CONSTRAINT IF EXISTS casino_rounds_kind_check;
ALTER TABLE casino_rounds ADD CONSTRAINT casino_rounds_kind_check CHECK (kind IN (
  'slot', 'crash', 'keno', 'scratch', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon', 'blackjack', 'videopoker'
));
CREATE UNIQUE INDEX casino_rounds_one_open_hand_idx ON casino_rounds (user_id, game_id)
  WHERE NOT settled AND kind IN ('blackjack', 'videopoker');
