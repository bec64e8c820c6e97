import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { signValue, verifyValue } from '../../auth/signed-value.ts';
import { parseInput } from '../../validate.ts';
import { identityVerified, judgeIdentity, recordIdentityCheck } from '../../services/identity-checks.ts';
import { verificationStatusOf } from '../office/documents.ts';
import { IdentityCheckBodySchema } from '../../../streams/schemas/remote.ts';
import { GRANT_COOKIE_MAX_AGE_MS } from '../../../streams/timing.ts';
import { EpochMs, Id } from '../../../streams/schemas/numbers.ts';

// Secure data (C05, T30) and the demo identity check of verification/sumsub. The secure-data GET grants the player a
// signed, http-only _grant cookie for 1800 s; the identity check, which changes the player's verification status,
// is only taken with a valid grant of the same player (a stolen user token alone does not run it from elsewhere).

export const GRANT_COOKIE = '_grant';
const GRANT_PURPOSE = 'secure-grant';
const GRANT_SEC = GRANT_COOKIE_MAX_AGE_MS / 1000;
const GrantValue = v.object({ u: Id, id: v.string(), exp: EpochMs });

export function registerVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  app.get('/web-api/secure-data', auth, async (request, reply) => {
    const id = crypto.randomUUID();
    const exp = Math.floor(Date.now() / 1000) + GRANT_SEC;
    const value = signValue(ctx.jwtSecret, GRANT_PURPOSE, JSON.stringify({ u: userOf(request).id, id, exp }));
    void reply
      .header('cache-control', 'no-store')
      .setCookie(GRANT_COOKIE, value, { path: '/web-api', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: GRANT_SEC });
    return { grant: id, expiresIn: GRANT_SEC };
  });

  app.post('/web-api/verification/sumsub/check', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const raw = verifyValue(ctx.jwtSecret, GRANT_PURPOSE, request.cookies?.[GRANT_COOKIE]);
    const grant = raw === null ? null : v.safeParse(GrantValue, safeJson(raw));
    if (!grant?.success || grant.output.u !== userId || grant.output.exp <= Math.floor(Date.now() / 1000)) {
      throw new ApiError(403, 'grant_required', 'Forbidden', 'Ask /web-api/secure-data for a grant first');
    }
    const input = parseInput(IdentityCheckBodySchema, request.body, 'body');
    const year = Number(input.birthDate.slice(0, 4));
    if (year < 1900 || new Date(`${input.birthDate}T00:00:00Z`).getTime() > Date.now()) {
      throw new ApiError(400, 'invalid_body', 'Invalid request body', ['birthDate: birth_date']);
    }
    if (await identityVerified(db, userId)) throw new ApiError(409, 'already_verified', 'Already verified', 'Your identity is already verified');
    const outcome = judgeIdentity(input, new Date());
    await recordIdentityCheck(db, userId, input, outcome);
    const documents = await db.query<{ purpose: string; status: number }>('SELECT purpose, status FROM user_documents WHERE user_id = $1', [userId]);
    void reply.header('cache-control', 'no-store');
    return { ...outcome, verificationStatus: verificationStatusOf(documents, outcome.status === 'passed') };
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
