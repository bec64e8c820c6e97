-- 161: a deposit made by a player who came through a payment consultant's link (the payment_consultant cookie, B24)
-- is tagged, so the operator answering that player's payments chat sees the deposits the consultant brought
-- (issue 25). The link names no consultant (SPEC.md: payment_consultant=1), so the tag is the link, not a person.
ALTER TABLE payments ADD COLUMN payment_consultant boolean NOT NULL DEFAULT false;
