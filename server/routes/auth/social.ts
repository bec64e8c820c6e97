import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import {
  CurrencySchema, REGISTRATION_COUNTRIES, REGISTRATION_CURRENCIES, SOCIAL_PROVIDERS, type SocialProvider,
} from '../../../streams/schemas/auth.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { issueLogin } from '../../auth/issue.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { currentTerms } from '../../auth/terms.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { createUser, findUserById, findUserByLogin, generatePassword } from '../../services/users.ts';
import { parseInput } from '../../validate.ts';
import type { AuthDeps } from './deps.ts';

// Social sign-in (B20 soc_reg, C08 social/oauth, C09 one-tap) against a demo OAuth provider the server hosts, so the
// flow completes end to end without a third party:
//   GET  /social-api/oauth/:provider/start?lang=&returnUrl=   -> 302 to the demo consent page (state in a cookie)
//   GET  /social-api/oauth/demo/consent?provider=&state=       the provider's consent page (name, e-mail, Allow / Cancel)
//   GET  /social-api/oauth/demo/authorize?provider=&state=&name=&email=   -> 302 to the callback with a code
//   GET  /social-api/oauth/:provider/callback?code=&state=     linked account: logged in, 302 to returnUrl;
//                                                              else 302 to /{lang}/registration/socialregistration?social_token=&provider=
//   GET  /social-api/oauth/google-one-tap/clientId             -> { clientId }
//   GET  /social-api/oauth/demo/one-tap-credential?client_id=  -> { credential, select_by } (what Google's script would give)
//   POST /social-api/oauth/google-one-tap (multipart: credential, select_by, clientId, language, currency, countryId)
//                                                              -> { redirectUrl }: logged in (registered on the fly if new)

export const ONE_TAP_CLIENT_ID = 'betarena-demo-one-tap.apps.example';
const STATE_COOKIE = 'oauth_state';
const IDENTITY_COOKIE = 'demo_provider_identity';
const GRANT_LIFETIME_SEC = 600;

export interface SocialGrant {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
}

/** Spends a social token (from the callback) once; null when unknown, used, expired or of another provider. */
export async function takeSocialGrant(tx: Queryable, token: string, provider?: string): Promise<SocialGrant | null> {
  const row = await tx.one<SocialGrant>(
    `UPDATE oauth_grants SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND ($2::text IS NULL OR provider = $2)
     RETURNING provider, subject, email, name`,
    [token, provider ?? null],
  );
  return row;
}

const Provider = v.picklist(SOCIAL_PROVIDERS, 'unknown provider');
const Lang = v.optional(v.picklist(SITE_LANGUAGES, 'unknown language'), 'en');
/** Only a path of this site is a place to come back to (no open redirect). */
const ReturnUrl = v.optional(v.pipe(v.string(), v.maxLength(1024), v.check((u) => /^\/[a-z]{2}(\/|$)/.test(u) && !u.startsWith('//'), 'returnUrl must be a path of this site')), '');
const StartQuery = v.object({ lang: Lang, returnUrl: ReturnUrl });
const StateValue = v.object({ state: v.string(), provider: Provider, lang: v.picklist(SITE_LANGUAGES), returnUrl: v.string() });
const ConsentQuery = v.object({ provider: Provider, state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) });
const AuthorizeQuery = v.object({
  provider: Provider,
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name is required'), v.maxLength(80)),
  email: v.pipe(v.string(), v.trim(), v.email('email is not valid'), v.maxLength(254)),
});
const CallbackQuery = v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)), state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const subjectOf = (provider: string, email: string) => crypto.createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 32);

function readState(request: FastifyRequest): v.InferOutput<typeof StateValue> | null {
  const raw = request.cookies?.[STATE_COOKIE];
  if (!raw) return null;
  try {
    const parsed = v.safeParse(StateValue, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

async function newGrant(db: Queryable, g: SocialGrant): Promise<string> {
  const id = crypto.randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO oauth_grants (id, provider, subject, email, name, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [id, g.provider, g.subject, g.email, g.name, GRANT_LIFETIME_SEC],
  );
  return id;
}

export function registerAuthSocialRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;
  const db = ctx.db;

  // Multipart bodies (one-tap) are parsed with the platform's FormData parser; no plugin needed.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (request, body, done) => {
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': String(request.headers['content-type']) } }).formData().then(
      (form) => {
        const out: Record<string, string> = {};
        form.forEach((value, key) => { if (typeof value === 'string') out[key] = value; });
        done(null, out);
      },
      () => done(new ApiError(400, 'invalid_body', 'Invalid request body', 'the multipart body could not be read'), undefined),
    );
  });

  app.get('/social-api/oauth/:provider/start', { config: limits.route('login') }, async (request, reply) => {
    const { provider } = parseInput(v.object({ provider: Provider }), request.params, 'params');
    const query = parseInput(StartQuery, request.query, 'query');
    const state = crypto.randomBytes(16).toString('base64url');
    void reply.setCookie(STATE_COOKIE, JSON.stringify({ state, provider, lang: query.lang, returnUrl: query.returnUrl }), {
      path: '/social-api', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: GRANT_LIFETIME_SEC,
    });
    return reply.redirect(`/social-api/oauth/demo/consent?provider=${provider}&state=${state}`, 302);
  });

  app.get('/social-api/oauth/demo/consent', async (request, reply) => {
    const query = parseInput(ConsentQuery, request.query, 'query');
    const remembered = request.cookies?.[IDENTITY_COOKIE];
    const email = remembered && /^[^@\s]+@[^@\s]+$/.test(remembered) ? remembered : `player.${crypto.randomBytes(3).toString('hex')}@${query.provider}.example`;
    const providerName = query.provider[0]!.toUpperCase() + query.provider.slice(1);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(providerName)} — sign in (demo provider)</title>
<style>body{font:16px system-ui,sans-serif;background:#f4f6f8;color:#17202a;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:380px;width:100%}
h1{font-size:20px;margin:0 0 8px}p{color:#55606b;margin:0 0 20px}label{display:block;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c8d0d8;border-radius:8px;font:inherit}
.row{display:flex;gap:12px;margin-top:24px}button,a{flex:1;text-align:center;padding:10px;border-radius:8px;font:inherit;cursor:pointer;text-decoration:none}
button{background:#1a73e8;color:#fff;border:0}a{border:1px solid #c8d0d8;color:#17202a}</style></head>
<body><main><h1>${escapeHtml(providerName)}</h1><p>BetArena asks to use your name and e-mail address. This is the demo sign-in provider of this site.</p>
<form method="get" action="/social-api/oauth/demo/authorize">
<input type="hidden" name="provider" value="${escapeHtml(query.provider)}"><input type="hidden" name="state" value="${escapeHtml(query.state)}">
<label for="name">Name</label><input id="name" name="name" value="Demo Player" required maxlength="80">
<label for="email">E-mail</label><input id="email" name="email" type="email" value="${escapeHtml(email)}" required maxlength="254">
<div class="row"><a href="/social-api/oauth/demo/cancel?state=${escapeHtml(query.state)}" data-testid="oauth-cancel">Cancel</a><button type="submit" data-testid="oauth-allow">Allow</button></div>
</form></main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.get('/social-api/oauth/demo/authorize', async (request, reply) => {
    const query = parseInput(AuthorizeQuery, request.query, 'query');
    const state = readState(request);
    if (!state || state.state !== query.state || state.provider !== query.provider) {
      throw new ApiError(400, 'oauth_state_mismatch', 'Sign-in expired', 'The sign-in was started elsewhere or has expired; start again');
    }
    const code = await newGrant(db, { provider: query.provider, subject: subjectOf(query.provider, query.email), email: query.email.toLowerCase(), name: query.name });
    void reply.setCookie(IDENTITY_COOKIE, query.email.toLowerCase(), { path: '/social-api', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: 30 * 24 * 3600 });
    return reply.redirect(`/social-api/oauth/${query.provider}/callback?code=${code}&state=${query.state}`, 302);
  });

  app.get('/social-api/oauth/demo/cancel', async (request, reply) => {
    const state = readState(request);
    void reply.clearCookie(STATE_COOKIE, { path: '/social-api' });
    const lang = state?.lang ?? 'en';
    return reply.redirect(state?.returnUrl || `/${lang}/user/login`, 302);
  });

  app.get('/social-api/oauth/:provider/callback', async (request, reply) => {
    const { provider } = parseInput(v.object({ provider: Provider }), request.params, 'params');
    const query = parseInput(CallbackQuery, request.query, 'query');
    const state = readState(request);
    if (!state || state.state !== query.state || state.provider !== provider) {
      throw new ApiError(400, 'oauth_state_mismatch', 'Sign-in expired', 'The sign-in was started elsewhere or has expired; start again');
    }
    void reply.clearCookie(STATE_COOKIE, { path: '/social-api' });
    const grant = await db.one<SocialGrant>('SELECT provider, subject, email, name FROM oauth_grants WHERE id = $1 AND used_at IS NULL AND expires_at > now()', [query.code]);
    if (!grant || grant.provider !== provider) throw new ApiError(400, 'invalid_token', 'Sign-in expired', 'The sign-in has expired; start again');
    const linked = await db.one<{ user_id: number }>('SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2', [grant.provider, grant.subject]);
    if (!linked) {
      // No account yet: the site asks for currency and country and registers (soc_reg) with this token.
      return reply.redirect(`/${state.lang}/registration/socialregistration?social_token=${query.code}&provider=${provider}`, 302);
    }
    await takeSocialGrant(db, query.code, provider);
    const user = await findUserById(db, linked.user_id);
    if (!user) throw new ApiError(400, 'invalid_token', 'Sign-in expired', 'The account is gone');
    await issueLogin(ctx, request, reply, user, true);
    return reply.redirect(state.returnUrl || `/${state.lang}/`, 302);
  });

  // ------------------------------------------------------------------------------------------------ one-tap

  app.get('/social-api/oauth/google-one-tap/clientId', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600');
    return { clientId: ONE_TAP_CLIENT_ID };
  });

  /** What Google's one-tap script would hand the page: a signed credential of the browser's demo identity. */
  app.get('/social-api/oauth/demo/one-tap-credential', async (request, reply) => {
    const query = parseInput(v.object({ client_id: v.literal(ONE_TAP_CLIENT_ID, 'unknown client_id') }), request.query, 'query');
    const remembered = request.cookies?.[IDENTITY_COOKIE];
    const email = remembered && /^[^@\s]+@[^@\s]+$/.test(remembered) ? remembered : `player.${crypto.randomBytes(3).toString('hex')}@google.example`;
    const credential = await new SignJWT({ email, name: 'Demo Player', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('demo-provider').setAudience(query.client_id).setSubject(subjectOf('google', email))
      .setIssuedAt().setExpirationTime('5m')
      .sign(ctx.jwtSecret);
    void reply.setCookie(IDENTITY_COOKIE, email, { path: '/social-api', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: 30 * 24 * 3600 });
    void reply.header('cache-control', 'no-store');
    return { credential, select_by: 'user', email };
  });

  const OneTapBody = v.object({
    credential: v.pipe(v.string('credential is required'), v.minLength(20), v.maxLength(4096)),
    select_by: v.optional(v.string(), 'user'),
    clientId: v.optional(v.string(), ONE_TAP_CLIENT_ID),
    language: Lang,
    currency: v.optional(CurrencySchema, 'RUB'),
    countryId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'countryId must be a number'), v.transform(Number)), '1'),
  });

  app.post('/social-api/oauth/google-one-tap', { config: limits.route('login') }, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseInput(OneTapBody, request.body, 'body');
    let claims: { sub?: string; email?: unknown; name?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(body.credential, ctx.jwtSecret, { issuer: 'demo-provider', audience: ONE_TAP_CLIENT_ID, algorithms: ['HS256'] }));
    } catch {
      throw new ApiError(401, 'invalid_token', 'Sign-in expired', 'The one-tap credential is not valid; try again');
    }
    const subject = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    if (!subject) throw new ApiError(401, 'invalid_token', 'Sign-in expired', 'The one-tap credential has no subject');
    const linked = await db.one<{ user_id: number }>(`SELECT user_id FROM social_links WHERE provider = 'google' AND subject = $1`, [subject]);
    let userId = linked?.user_id ?? null;
    if (userId === null) {
      const config = await readStoredConfig(db, () => undefined);
      if (!config.registrationAllowed || config.isVipDomain) throw new ApiError(403, 'registration_closed', 'Registration closed', 'Registration is not available on this site');
      const country = REGISTRATION_COUNTRIES.find((c) => c.id === body.countryId) ?? REGISTRATION_COUNTRIES[0];
      const currency = (REGISTRATION_CURRENCIES as readonly string[]).includes(body.currency) ? body.currency : country.currency;
      const terms = await currentTerms(db);
      const passwordHash = await hashPassword(generatePassword());
      userId = await db.transaction(async (tx) => {
        const free = email && !(await findUserByLogin(tx, email)) ? email : null;
        const user = await createUser(tx, {
          regType: 'soc_reg', currency, countryId: country.id, passwordHash, email: free, emailConfirmed: free !== null,
          userName: typeof claims.name === 'string' ? claims.name.slice(0, 64) : null, termsVersion: terms.version,
        });
        await tx.query(`INSERT INTO social_links (provider, subject, user_id, email) VALUES ('google', $1, $2, $3)`, [subject, user.id, email]);
        return user.id;
      });
    }
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(401, 'invalid_token', 'Sign-in expired', 'The account is gone');
    await issueLogin(ctx, request, reply, user, true);
    return { redirectUrl: `/${body.language}/` };
  });
}
