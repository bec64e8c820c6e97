-- 042: an office promo code may grant a coupon free bet (reward_kind 'freebet', reward_value in roubles-equivalent
-- like 'bonus'): activating it in office/promotion creates a coupon promo code (migration 031) for the user's main
-- currency, which the coupon then offers as a free bet.
ALTER TABLE promo_codes DROP CONSTRAINT promo_codes_reward_kind_check;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_reward_kind_check CHECK (reward_kind IN ('points', 'bonus', 'freebet'));
INSERT INTO promo_codes (code, reward_kind, reward_value, expires_at) VALUES ('FREEBET200', 'freebet', 200, NULL);
