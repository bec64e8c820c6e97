-- The demo identity check of verification/sumsub (issue 16, R17): each check a player ran, its outcome and why it
-- failed. A passed check verifies the player (the office's verificationStatus 2), as an accepted document does.
CREATE TABLE identity_checks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 3 AND 100),
  birth_date date NOT NULL,
  document_number text NOT NULL CHECK (document_number ~ '^[A-Za-z0-9]{6,12}$'),
  status text NOT NULL CHECK (status IN ('passed', 'failed')),
  reason text CHECK (reason IS NULL OR reason IN ('underage', 'document_rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_checks_user_idx ON identity_checks (user_id, id DESC);
