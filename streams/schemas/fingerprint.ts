import * as v from 'valibot';
import { EpochMs, Finite } from './numbers';

// Fingerprint (T13, C17): SPEC.md "Fingerprint record: token, expiresAt, componentsData". Apart from the account
// schemas (auth.ts): every authorised call of the home page needs these, the login and registration forms do not.

/** The header of authorised calls that carries the fingerprint token (C01). */
export const FINGERPRINT_HEADER = 'X-Fingerprint';
/** C17: a 400 answer with one of these codes makes the client fetch a new fingerprint and retry the call once. */
export const FINGERPRINT_ERROR_CODES = ['fingerprint_invalid', 'fingerprint_expired'] as const;
/** What the browser tells about itself (screen, time zone, languages ...): at most 32 short entries. */
export const FingerprintComponentsSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'invalid')), v.union([v.pipe(v.string(), v.maxLength(256, 'too_long')), Finite, v.boolean()], 'invalid')),
  v.check((o) => Object.keys(o).length <= 32, 'too_long'),
);
/** POST /web-api/fingerprint */
export const FingerprintBodySchema = v.object({ componentsData: v.optional(FingerprintComponentsSchema, {}) });
/** The fingerprint record; a token is valid while expiresAt (seconds since the epoch) is in the future (T13). */
export const FingerprintAnswerSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  expiresAt: EpochMs,
  componentsData: FingerprintComponentsSchema,
});
export type FingerprintAnswer = v.InferOutput<typeof FingerprintAnswerSchema>;
