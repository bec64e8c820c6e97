-- 043: an Idempotency-Key remembers what it was used for. A retry must repeat the same request; the same key with a
-- different body is a client bug (or an attack) and is refused with 422 idempotency_key_reused instead of being
-- answered with the first request's result (IETF draft "The Idempotency-Key HTTP Header Field", section 2.7).
-- Keys stored before this column existed have no fingerprint and keep replaying as before.
ALTER TABLE idempotency_keys ADD COLUMN fingerprint text;
