import type { FastifyInstance } from 'fastify';
import { CaptchaValidateBodySchema, type CaptchaChallenge, type CaptchaResult } from '../../../streams/schemas/auth.ts';
import { CAPTCHA_LIFETIME_SEC, createChallenge, validateAnswer } from '../../auth/captcha.ts';
import { clearUserTokenCookie } from '../../auth/current-user.ts';
import { parseFields } from '../../auth/field-errors.ts';
import { bumpTokenVersion } from '../../services/users.ts';
import type { AuthDeps } from './deps.ts';

// Captcha (C10): GET /captcha/update (a new image challenge), POST /captcha/validate (the answer; a right one gives
// the one-use pass for the X-Captcha header), GET /captcha/gettime (server time and challenge lifetime).

export function registerAuthCaptchaRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;

  app.get('/captcha/update', { config: limits.route('captcha') }, async (_request, reply): Promise<CaptchaChallenge> => {
    const challenge = await createChallenge(ctx.db, { keepAnswer: ctx.env.devApi });
    void reply.header('cache-control', 'no-store');
    return challenge;
  });

  app.post('/captcha/validate', { config: limits.route('captcha') }, async (request, reply): Promise<CaptchaResult> => {
    const body = parseFields(CaptchaValidateBodySchema, request.body);
    const outcome = await validateAnswer(ctx.db, body.id, body.captcha);
    const time = Math.floor(Date.now() / 1000);
    void reply.header('cache-control', 'no-store');
    if (outcome.success) return { success: true, type: 1, time, error_message: null, pass: outcome.pass };
    // C18: a logged-in user who runs a challenge out of answers is logged out (type 2).
    if (outcome.reason === 'exhausted' && request.user) {
      await bumpTokenVersion(ctx.db, request.user.id);
      clearUserTokenCookie(reply);
      return { success: false, type: 2, time, error_message: 'captcha_exhausted', pass: null };
    }
    return { success: false, type: 1, time, error_message: outcome.reason === 'wrong' ? 'captcha_wrong' : 'captcha_expired', pass: null };
  });

  app.get('/captcha/gettime', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { time: Math.floor(Date.now() / 1000), lifetimeSec: CAPTCHA_LIFETIME_SEC };
  });
}
