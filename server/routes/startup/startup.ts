import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { BlockAnswer, RedirectAnswer, SessionAnswer } from '../../../streams/schemas/startup.ts';
import type { AppContext } from '../../context.ts';
import { checkBlock, normalizeIp } from '../../services/blocks.ts';
import { resolveRedirect } from '../../services/redirects.ts';
import { createSession, refreshSession, SESSION_TTL_SEC } from '../../services/sessions.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { parseInput } from '../../validate.ts';

// The calls the app makes while starting (SPEC.md section 7):
//   POST /redirects-api/api/v1/redirect-light {url}    -> RedirectAnswer (C02, T08, R23)
//   POST /blocks-api/api/v2/block {auth, url}          -> BlockAnswer (C03, T09)
//   GET  /web-api/session                              -> SessionAnswer (T04), sets the sid and has_session cookies

export const SESSION_COOKIE = 'sid';
export const HAS_SESSION_COOKIE = 'has_session';

const PageUrl = v.pipe(
  v.string('url must be a string'),
  v.minLength(1, 'url must not be empty'),
  v.maxLength(2048, 'url is longer than 2048 characters'),
  v.check((u) => {
    try {
      const parsed = new URL(u, 'http://local.invalid');
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && (u.startsWith('/') || /^https?:\/\//i.test(u));
    } catch {
      return false;
    }
  }, 'url must be a path starting with / or an http(s) URL'),
);

const RedirectBody = v.object({ url: PageUrl });
const BlockBody = v.object({ auth: v.boolean('auth must be a boolean'), url: PageUrl });

export function registerStartupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/redirects-api/api/v1/redirect-light', async (request, reply): Promise<RedirectAnswer> => {
    const body = parseInput(RedirectBody, request.body, 'body');
    const { languages } = await readStoredConfig(ctx.db);
    void reply.header('cache-control', 'no-store');
    return resolveRedirect(ctx.db, body.url, languages, request.log);
  });

  app.post('/blocks-api/api/v2/block', async (request, reply): Promise<BlockAnswer> => {
    const body = parseInput(BlockBody, request.body, 'body');
    const { languages } = await readStoredConfig(ctx.db);
    void reply.header('cache-control', 'no-store');
    return checkBlock(ctx.db, {
      path: new URL(body.url, 'http://local.invalid').pathname,
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
      auth: body.auth,
    }, languages);
  });

  app.get('/web-api/session', async (request, reply): Promise<SessionAnswer> => {
    const meta = { ip: normalizeIp(request.ip), userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) || null };
    let token = request.cookies[SESSION_COOKIE];
    let session = await refreshSession(ctx.db, token, meta);
    if (!session) {
      const created = await createSession(ctx.db, meta);
      session = created.session;
      token = created.token;
    }
    const secure = request.protocol === 'https';
    void reply
      .header('cache-control', 'no-store')
      // Sliding lifetime: every refresh renews the cookie.
      .setCookie(SESSION_COOKIE, token ?? '', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_TTL_SEC })
      // Readable by the app (T04: "only if no session is present"); a browser-session cookie.
      .setCookie(HAS_SESSION_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure });
    // Who is logged in comes from the user token only (issue 3): a session row linked at login says nothing once
    // the token is gone, expired or revoked.
    const user = request.user;
    return { userId: user?.id ?? null, banLevel: user?.banLevel ?? 0, sessionId: session.id };
  });
}
