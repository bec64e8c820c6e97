import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Queryable } from '../db/index.ts';
import { readStoredConfig } from '../services/settings.ts';
import { TERMS_EXCEPTION_CODE } from '../../streams/schemas/auth.ts';
import { INT4_MAX } from '../../streams/schemas/numbers.ts';

// The terms of use have a version (site_settings 'terms': { version, updatedAt }). A user agrees to the current
// version at registration and again on the confirm-terms page after it changes (B22, C12). With the confirmTerms
// feature on, calls guarded by requireCurrentTerms answer 451 with exception_code 1 until the user agrees (C17).

export const TERMS_KEY = 'terms';
const TermsSchema = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)), updatedAt: v.string() });
export type Terms = v.InferOutput<typeof TermsSchema>;

/** The terms in force when the operator never changed them. */
export const DEFAULT_TERMS: Terms = { version: 1, updatedAt: '2026-01-01T00:00:00.000Z' };

export async function currentTerms(db: Queryable): Promise<Terms> {
  const row = await db.one<{ value: unknown }>('SELECT value FROM site_settings WHERE key = $1', [TERMS_KEY]);
  const parsed = v.safeParse(TermsSchema, row?.value);
  return parsed.success ? parsed.output : DEFAULT_TERMS;
}

/** Publishes a new version of the terms (dev API): every user must agree again. */
export async function publishTerms(db: Queryable, version?: number): Promise<Terms> {
  const now = await currentTerms(db);
  const next: Terms = { version: version ?? now.version + 1, updatedAt: new Date().toISOString() };
  await db.query(
    `INSERT INTO site_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [TERMS_KEY, JSON.stringify(next)],
  );
  return next;
}

export async function termsChangedFor(db: Queryable, userId: number): Promise<{ changed: boolean; terms: Terms }> {
  const terms = await currentTerms(db);
  const row = await db.one<{ terms_version: number }>('SELECT terms_version FROM users WHERE id = $1', [userId]);
  return { changed: (row?.terms_version ?? 0) < terms.version, terms };
}

export async function acceptTerms(db: Queryable, userId: number, version: number): Promise<void> {
  await db.query('UPDATE users SET terms_version = GREATEST(terms_version, $2), terms_accepted_at = now() WHERE id = $1', [userId, version]);
}

/**
 * preHandler for authorised calls that need the current terms (after requireUser): 451 with exception_code 1
 * while the confirmTerms feature is on and the user has not agreed to the current version.
 */
export function requireCurrentTerms(db: Queryable) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = request.user;
    if (!user) return;
    const config = await readStoredConfig(db, () => undefined);
    if (!config.features.confirmTerms) return;
    const { changed } = await termsChangedFor(db, user.id);
    if (!changed) return;
    await reply.code(451).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({
      exception_code: TERMS_EXCEPTION_CODE,
      errors: [{ status: '451', code: 'terms_not_accepted', title: 'Terms changed', detail: 'Confirm the new terms to continue' }],
    });
  };
}
