-- 150: the support desk's other side (issue 25). A chat message is answered at once by the help assistant (an excerpt
-- of a help page in the player's language, with its link, or the word that an operator takes over); the operators of
-- the staff role 'support' read the open chats in their inbox and answer them (server/support/).
ALTER TABLE support_messages DROP CONSTRAINT support_messages_author_check;
ALTER TABLE support_messages ADD CONSTRAINT support_messages_author_check CHECK (author IN ('user', 'support', 'assistant'));
-- The help page an assistant's answer quotes: a site path under the player's language.
ALTER TABLE support_messages ADD COLUMN link text CHECK (link IS NULL OR link ~ '^/[a-z]{2}/[a-z0-9_-]{1,60}(#[a-z0-9_-]{1,60})?$');
-- The operator who wrote a support message from the inbox (NULL: the dev API or the office form's acknowledgement).
ALTER TABLE support_messages ADD COLUMN operator_id integer REFERENCES users (id);

-- The smallest honest staff model: a user listed here holds a staff role. The site has no administrative screens
-- (SPEC.md section 1); the operator grants the role in the database (or QA through the dev API).
CREATE TABLE staff_members (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('support')),
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- The chat was opened by a player who came through a payment consultant's link (the payment_consultant cookie, B24):
-- the inbox puts it first and marks it for the payment consultants.
ALTER TABLE support_tickets ADD COLUMN payment_consultant boolean NOT NULL DEFAULT false;
