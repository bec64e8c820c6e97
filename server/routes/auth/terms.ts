import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { TermsStatus } from '../../../streams/schemas/auth.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { acceptTerms, termsChangedFor } from '../../auth/terms.ts';
import { parseInput } from '../../validate.ts';
import { ApiError } from '../../errors.ts';
import type { AuthDeps } from './deps.ts';
import { INT4_MAX } from '../../../streams/schemas/numbers.ts';

// Agreement rules (C12, B22):
//   GET  /web-api/api-v3/v2/user/agreement-rules/status  -> { result: terms changed since the user agreed, updatedAt, version }
//   POST /web-api/api-v3/v2/user/agreement-rules/accept  { version } -> { ok: true }

const AcceptBody = v.object({ version: v.pipe(v.number('version must be a number'), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)) });

export function registerAuthTermsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;
  app.get('/web-api/api-v3/v2/user/agreement-rules/status', { preHandler: requireUser }, async (request, reply): Promise<TermsStatus> => {
    const { changed, terms } = await termsChangedFor(ctx.db, userOf(request).id);
    void reply.header('cache-control', 'no-store');
    return { result: changed, updatedAt: terms.updatedAt, version: terms.version };
  });

  app.post('/web-api/api-v3/v2/user/agreement-rules/accept', { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(AcceptBody, request.body, 'body');
    const { terms } = await termsChangedFor(ctx.db, userOf(request).id);
    // Agreeing to a version the user was never shown (an older or a future one) is refused.
    if (body.version !== terms.version) throw new ApiError(409, 'terms_version_mismatch', 'Terms changed', 'The terms changed again; read the new version');
    await acceptTerms(ctx.db, userOf(request).id, terms.version);
    void reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });
}
