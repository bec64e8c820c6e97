-- 031: coupon promo codes (issue 5, SPEC.md section 3 "Coupon state" promoCode/promoCodes/availablePrepaidAmount and
-- "Coupon to send" prepaidAmount). A coupon promo code is a free bet of one user: placing a coupon with it pays
-- min(amount_minor, stake) of the stake from the code, only the rest from the balance (a bet_stake ledger row for that
-- part only), and marks the code used by that bet, in the bet's transaction. Not the office promo codes of 041
-- (promo_codes / promo_activations, points and bonus money): a different feature with its own tables.

CREATE TABLE coupon_promo_codes (
  id bigserial PRIMARY KEY,
  -- Unique over all users: a code typed by another user is refused as promo_invalid (never "someone else's").
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_-]{4,32}$'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- The coupon's coefficient must be at least this (promo_min_coef).
  min_coef numeric(10, 3) NOT NULL DEFAULT 1 CHECK (min_coef >= 1),
  expires_at timestamptz NOT NULL,
  used_bet_id bigint REFERENCES bets (id) ON DELETE SET NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_promo_codes_user_idx ON coupon_promo_codes (user_id, expires_at) WHERE used_bet_id IS NULL;

-- The part of a bet's stake paid by a free bet (0 for a bet paid from the balance alone).
ALTER TABLE bets ADD COLUMN prepaid_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD CONSTRAINT bets_prepaid_minor_check CHECK (prepaid_minor >= 0 AND prepaid_minor <= stake_minor);
