import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored first answer to an earlier call with the same key. */
  replayed: boolean;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The Idempotency-Key header, required on money-moving calls. */
export function idempotencyKey(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) throw new ApiError(400, 'idempotency_key_required', 'Idempotency-Key required', 'Send an Idempotency-Key header of 8-128 letters, digits, - or _');
  return key;
}

/** The body as one canonical JSON text (object keys sorted), so equal requests fingerprint equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a request was: sha-256 of its parsed body, canonical. Stored with its Idempotency-Key. */
export function requestFingerprint(body: unknown): string {
  return crypto.createHash('sha256').update(canonical(body)).digest('hex');
}

export interface IdempotencyClaim {
  userId: number;
  scope: string;
  key: string;
  /** requestFingerprint(body): the same key with another body is refused with 422. */
  fingerprint: string;
}

/**
 * Runs `work` once per (user, scope, key): the key is claimed and the answer stored in the same transaction as the
 * work's effects. A concurrent call with the same key waits on the claim and then gets the stored answer; a later
 * retry gets it at once. Refusals (ApiError) are stored too, so a retry is refused the same way without new work.
 * A key reused with a different body (another fingerprint) is refused with 422 idempotency_key_reused.
 */
export async function once<T>(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Queryable) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  // The claim comes first (no read before it): a first call, by far the most common, costs no extra statement; a
  // key already claimed makes the insert do nothing (after waiting for a concurrent claimer to finish, on
  // PostgreSQL), the transaction is dropped and the stored answer read.
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (user_id, scope, key, fingerprint) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
        [claim.userId, claim.scope, claim.key, claim.fingerprint],
      );
      if (claimed.length === 0) throw new AlreadyClaimed();
      let answer: { statusCode: number; body: T };
      try {
        answer = await work(tx);
      } catch (err) {
        if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
        answer = { statusCode: err.statusCode, body: { errors: err.items } as T };
      }
      await tx.query(`UPDATE idempotency_keys SET status_code = $4, response = $5::jsonb WHERE user_id = $1 AND scope = $2 AND key = $3`,
        [claim.userId, claim.scope, claim.key, answer.statusCode, JSON.stringify(answer.body)]);
      return { ...answer, replayed: false };
    });
  } catch (err) {
    if (!(err instanceof AlreadyClaimed) && !isUniqueViolation(err)) throw err;
    const again = await readStored<T>(db, claim);
    if (again) return again;
    throw new ApiError(409, 'idempotency_in_progress', 'Request in progress', 'A request with this Idempotency-Key is still being processed');
  }
}

class AlreadyClaimed extends Error {}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23505';
}

async function readStored<T>(db: Queryable, claim: IdempotencyClaim): Promise<IdempotentAnswer<T> | null> {
  const row = await db.one<{ status_code: number | null; response: T | null; fingerprint: string | null }>(
    'SELECT status_code, response, fingerprint FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3',
    [claim.userId, claim.scope, claim.key],
  );
  if (row && row.fingerprint !== null && row.fingerprint !== claim.fingerprint) {
    throw new ApiError(422, 'idempotency_key_reused', 'Idempotency-Key reused', 'This Idempotency-Key was used for a different request; send a new key for a new request');
  }
  if (!row || row.status_code === null) return null;
  return { statusCode: row.status_code, body: row.response as T, replayed: true };
}
