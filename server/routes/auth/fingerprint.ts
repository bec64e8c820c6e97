import type { FastifyInstance } from 'fastify';
import { FingerprintBodySchema, type FingerprintAnswer } from '../../../streams/schemas/fingerprint.ts';
import { issueFingerprint } from '../../auth/fingerprint.ts';
import { parseFields } from '../../auth/field-errors.ts';
import type { AuthDeps } from './deps.ts';

// POST /web-api/fingerprint { componentsData } -> { token, expiresAt, componentsData } (T13). The demo stand-in for
// the fingerprint script of SPEC.md section 7 (it returns token, expiresAt, data). Anonymous; rate-limited.

export function registerAuthFingerprintRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;
  app.post('/web-api/fingerprint', { config: limits.route('fingerprint') }, async (request, reply): Promise<FingerprintAnswer> => {
    const body = parseFields(FingerprintBodySchema, request.body ?? {});
    void reply.header('cache-control', 'no-store');
    return issueFingerprint(ctx.jwtSecret, body.componentsData);
  });
}
