-- 085: bonuses, promotions, landings and partners in the content store (issue 15, R12, R13), and bonuses taken from
-- a bonus page. The rows come from the Markdown files in server/content/seed/{lang}/{bonuses,promotions,landings,
-- partners}/ (server/content/load.ts), rewritten with the other content tables whenever the files change. `terms`
-- holds the kind's structured facts (amount, wagering, dates, section ...), checked with valibot on load and on read
-- (streams/schemas/offers.ts).
CREATE TABLE content_offers (
  lang text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bonus', 'promotion', 'landing', 'partner')),
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  terms jsonb NOT NULL DEFAULT '{}'::jsonb,
  body_html text,
  PRIMARY KEY (lang, kind, slug)
);

-- A bonus taken on its page is a user_bonuses row like the first-deposit and promo-code bonuses (the office shows
-- it with its wagering), of kind 'offer', naming the bonus it came from: one per player and bonus.
ALTER TABLE user_bonuses DROP CONSTRAINT user_bonuses_kind_check;
ALTER TABLE user_bonuses ADD CONSTRAINT user_bonuses_kind_check CHECK (kind IN ('first_deposit_sport', 'first_deposit_casino', 'promo', 'offer'));
ALTER TABLE user_bonuses ADD COLUMN offer_slug text;
CREATE UNIQUE INDEX user_bonuses_one_per_offer_idx ON user_bonuses (user_id, offer_slug) WHERE offer_slug IS NOT NULL;
