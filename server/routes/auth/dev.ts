import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { devAnswer } from '../../auth/captcha.ts';
import { publishTerms } from '../../auth/terms.ts';
import { RATE_BUCKETS } from '../../auth/rate-limits.ts';
import { ApiError } from '../../errors.ts';
import { parseInput, PathIdSchema } from '../../validate.ts';
import type { AuthDeps } from './deps.ts';
import { INT4_MAX } from '../../../streams/schemas/numbers.ts';

// Dev/QA endpoints of the accounts area (only with the dev API on; off in production):
//   GET   /web-api/dev/outbox?destination=&purpose=&limit=   what the site "sent" by SMS and e-mail, newest first
//   GET   /web-api/dev/captcha/:id                           the answer of a captcha challenge
//   POST  /web-api/dev/terms { version? }                    publish a new terms version (everyone must agree again)
//   PATCH /web-api/dev/users/:id { banLevel?, banVersion?, navigationBlocked?, twoStep? }
//   PUT   /web-api/dev/auth/rate-limits { login?, registration?, sms?, captcha?, recovery?, transfer?, fingerprint? }

const OutboxQuery = v.object({
  destination: v.optional(v.pipe(v.string(), v.maxLength(254))),
  purpose: v.optional(v.pipe(v.string(), v.maxLength(32))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), '20'),
});
const IdParams = v.object({ id: PathIdSchema });
const UserPatch = v.strictObject({
  banLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  banVersion: v.optional(v.picklist([1, 2])),
  navigationBlocked: v.optional(v.boolean()),
  twoStep: v.optional(v.boolean()),
});
const LimitsBody = v.strictObject(Object.fromEntries(RATE_BUCKETS.map((b) => [b, v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)))])));

export function registerAuthDevRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;
  const db = ctx.db;

  app.get('/web-api/dev/outbox', async (request, reply) => {
    const q = parseInput(OutboxQuery, request.query, 'query');
    const destination = q.destination?.replace(/^\+/, '') ?? null;
    const rows = await db.query<{ id: number; channel: string; destination: string; purpose: string; subject: string; body: string; code: string | null; created_at: Date }>(
      `SELECT id, channel, destination, purpose, subject, body, code, created_at FROM dev_outbox
        WHERE ($1::text IS NULL OR lower(destination) = lower($1)) AND ($2::text IS NULL OR purpose = $2)
        ORDER BY id DESC LIMIT $3`,
      [destination, q.purpose ?? null, Math.min(q.limit, 200)],
    );
    void reply.header('cache-control', 'no-store');
    return { messages: rows.map((r) => ({ id: r.id, channel: r.channel, destination: r.destination, purpose: r.purpose, subject: r.subject, body: r.body, code: r.code, createdAt: r.created_at.toISOString() })) };
  });

  app.get('/web-api/dev/captcha/:id', async (request, reply) => {
    const { id } = parseInput(v.object({ id: v.pipe(v.string(), v.maxLength(64)) }), request.params, 'params');
    const answer = await devAnswer(db, id);
    if (!answer) throw new ApiError(404, 'not_found', 'Not found', 'No such captcha challenge');
    void reply.header('cache-control', 'no-store');
    return { answer };
  });

  app.post('/web-api/dev/terms', async (request) => {
    const body = parseInput(v.optional(v.object({ version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX))) }), {}), request.body ?? {}, 'body');
    return { terms: await publishTerms(db, body.version) };
  });

  app.patch('/web-api/dev/users/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const patch = parseInput(UserPatch, request.body, 'body');
    const row = await db.one<{ id: number; ban_level: number; ban_version: number; navigation_blocked: boolean; two_step_enabled: boolean }>(
      `UPDATE users SET ban_level = COALESCE($2, ban_level), ban_version = COALESCE($3, ban_version),
              navigation_blocked = COALESCE($4, navigation_blocked), two_step_enabled = COALESCE($5, two_step_enabled)
        WHERE id = $1 RETURNING id, ban_level, ban_version, navigation_blocked, two_step_enabled`,
      [id, patch.banLevel ?? null, patch.banVersion ?? null, patch.navigationBlocked ?? null, patch.twoStep ?? null],
    );
    if (!row) throw new ApiError(404, 'not_found', 'Not found', `No user ${id}`);
    return { user: { id: row.id, banLevel: row.ban_level, banVersion: row.ban_version, navigationBlocked: row.navigation_blocked, twoStep: row.two_step_enabled } };
  });

  app.put('/web-api/dev/auth/rate-limits', async (request) => {
    const body = parseInput(LimitsBody, request.body, 'body') as Partial<Record<(typeof RATE_BUCKETS)[number], number>>;
    return { limits: limits.set(body) };
  });
}
