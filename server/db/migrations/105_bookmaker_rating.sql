-- 105: the bookmakers' rating the right column shows on Russian pages (B28). One row per place; the site's own row is
-- marked `is_site` and answered under the site's company name (site config), so a rebrand needs no change here.
-- Scores are kept in tenths (47 = 4.7 of 5) so both drivers give integers back. The other bookmakers are made-up
-- names: a demo must not publish scores for real companies.
CREATE TABLE bookmaker_rating (
  place integer PRIMARY KEY CHECK (place BETWEEN 1 AND 100),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  score_tenths smallint NOT NULL CHECK (score_tenths BETWEEN 0 AND 50),
  reviews integer NOT NULL CHECK (reviews >= 0),
  is_site boolean NOT NULL DEFAULT false,
  updated_on date NOT NULL
);
-- At most one row is the site's.
CREATE UNIQUE INDEX bookmaker_rating_one_site ON bookmaker_rating (is_site) WHERE is_site;

INSERT INTO bookmaker_rating (place, name, score_tenths, reviews, is_site, updated_on) VALUES
(1, 'Polar Bet', 47, 18420, false, '2026-11-01'),
(2, 'BetArena', 46, 9310, true, '2026-11-01'),
(3, 'Volga Line', 45, 15280, false, '2026-11-01'),
(4, 'Ural Stake', 44, 12050, false, '2026-11-01'),
(5, 'Neva Sport', 42, 7640, false, '2026-11-01'),
(6, 'Taiga Bet', 41, 6930, false, '2026-11-01');
