import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import {
  CurrencySchema, REGISTRATION_COUNTRIES, REGISTRATION_CURRENCIES, SOCIAL_PROVIDERS, type SocialProvider,
} from '../../../streams/schemas/auth.ts';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import { sendToOutbox } from '../../auth/codes.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { loginOrChallenge } from '../../auth/issue.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { signValue, verifyValue } from '../../auth/signed-value.ts';
import { currentTerms } from '../../auth/terms.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { createUser, findUserById, findUserByLogin, generatePassword } from '../../services/users.ts';
import { parseInput } from '../../validate.ts';
import type { AuthDeps } from './deps.ts';
import { providerMail, sendProviderPage, type ProviderPageError } from './demo-provider-page.ts';
import { EpochMs, Id } from '../../../streams/schemas/numbers.ts';

// Social sign-in (B20 soc_reg, C08 social/oauth, C09 one-tap) against a demo OAuth provider the server hosts, so the
// flow completes end to end without a third party:
//   GET  /social-api/oauth/:provider/start?lang=&returnUrl=   -> 302 to the demo consent page (state in a signed cookie)
//   GET  /social-api/oauth/demo/consent?provider=&state=       the provider's page: its own sign-in (e-mail, password)
//                                                              or, when this browser is signed in there, Allow / Cancel
//   POST /social-api/oauth/demo/authorize (form: provider, state, email?, password?, name?)  -> 303 to the callback, or
//                                                              the provider's e-mail check while its account's
//                                                              e-mail is unconfirmed
//   POST /social-api/oauth/demo/verify (form: provider, state, code? | skip=1)   -> 303 to the callback
//   GET  /social-api/oauth/demo/cancel?state=                  -> 302 to the state's returnUrl (checked again)
//   GET  /social-api/oauth/:provider/callback?code=&state=     linked account: logged in, 302 to returnUrl (2FA
//                                                              accounts: to the login page's second step);
//                                                              unlinked, this browser logged in at the site: linked to
//                                                              that account; unlinked, the provider vouches for the
//                                                              e-mail of an existing account: 302 to the login page,
//                                                              which links it once the owner logs in (issue 20 #4);
//                                                              else 302 to /{lang}/registration/socialregistration?social_token=&provider=
//   POST /web-api/auth/social-link                             (logged in) links the sign-in this browser brought back
//   GET  /social-api/oauth/google-one-tap/clientId             -> { clientId }
//   GET  /social-api/oauth/demo/one-tap-credential?client_id=  -> { credential, select_by } (what Google's script would give),
//                                                              only to a browser signed in at the provider (401 otherwise)
// Issue 11 #1: identity comes only from the provider's own sign-in (a password it checks) and its signed session
// cookie, never from a cookie value or form field the caller fills. DEMO_OAUTH_PROVIDER=0 turns it all off.
//   POST /social-api/oauth/google-one-tap (multipart: credential, select_by, clientId, language, currency, countryId)
//                                                              -> { redirectUrl }: logged in (registered on the fly if new);
//                                                              each credential once (409 credential_used, issue 20 #10)
// Issue 20 #4 (pre-account takeover): the provider vouches for an e-mail (email_verified) only after its own check;
// an e-mail it does not vouch for is never put on a site account nor matched to one, and a provider identity joins
// an existing account only when that account's owner proves control of it by logging in.

export const ONE_TAP_CLIENT_ID = 'betarena-demo-one-tap.apps.example';
const STATE_COOKIE = 'oauth_state';
/** The demo provider's own session: a signed account id and expiry (the provider remembers who signed in there). */
const PROVIDER_SESSION_COOKIE = 'demo_provider_session';
const PROVIDER_SESSION_SEC = 30 * 24 * 3600;
const GRANT_LIFETIME_SEC = 600;
const MIN_PROVIDER_PASSWORD = 8;
const VERIFY_CODE_TTL_SEC = 600;
const VERIFY_MAX_ATTEMPTS = 5;
/** The sign-in this browser brought back for an existing account, until its owner logs in: a signed grant id. */
const LINK_COOKIE = 'social_link';
const LINK_PATH = '/web-api/auth/social-link';

export interface SocialGrant {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
  /** The provider checked that its user controls `email`. */
  email_verified: boolean;
}

/** Spends a social token (from the callback) once; null when unknown, used, expired or of another provider. */
export async function takeSocialGrant(tx: Queryable, token: string, provider?: string): Promise<SocialGrant | null> {
  const row = await tx.one<SocialGrant>(
    `UPDATE oauth_grants SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND ($2::text IS NULL OR provider = $2)
     RETURNING provider, subject, email, name, email_verified`,
    [token, provider ?? null],
  );
  return row;
}

const Provider = v.picklist(SOCIAL_PROVIDERS, 'unknown provider');
const Lang = v.optional(v.picklist(SITE_LANGUAGES, 'unknown language'), 'en');
/** Only a path of this site is a place to come back to (no open redirect). */
const ReturnUrl = v.optional(v.pipe(v.string(), v.maxLength(1024), v.check((u) => u === '' || (/^\/[a-z]{2}(\/|$)/.test(u) && !u.startsWith('//') && !u.includes('\\')), 'returnUrl must be a path of this site')), '');
const StartQuery = v.object({ lang: Lang, returnUrl: ReturnUrl });
const StateValue = v.object({ state: v.string(), provider: Provider, lang: v.picklist(SITE_LANGUAGES), returnUrl: ReturnUrl });
const StateParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
const ConsentQuery = v.object({ provider: Provider, state: StateParam, switch: v.optional(v.literal('1')) });
const AuthorizeBody = v.object({
  provider: Provider,
  state: StateParam,
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
  password: v.optional(v.pipe(v.string(), v.maxLength(128))),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
});
const CallbackQuery = v.object({ code: StateParam, state: StateParam });
const EmailShape = v.pipe(v.string(), v.email());
const SessionValue = v.object({ id: Id, exp: EpochMs });
const VerifyBody = v.object({
  provider: Provider,
  state: StateParam,
  code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(16)), ''),
  skip: v.optional(v.literal('1')),
});
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

interface ProviderAccount { id: number; email: string; name: string; verified: boolean }
const PROVIDER_ACCOUNT_COLUMNS = 'id, email, name, email_verified_at IS NOT NULL AS verified';

/** The subject a provider account has towards this site: from its id, never from an e-mail anyone can type. */
const subjectOf = (provider: string, accountId: number) => crypto.createHash('sha256').update(`${provider}:account:${accountId}`).digest('hex').slice(0, 32);

function readSigned<S extends v.GenericSchema>(secret: Uint8Array, purpose: string, raw: string | undefined, schema: S): v.InferOutput<S> | null {
  const payload = verifyValue(secret, purpose, raw);
  if (payload === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(payload));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

async function newGrant(db: Queryable, g: SocialGrant): Promise<string> {
  const id = crypto.randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO oauth_grants (id, provider, subject, email, name, email_verified, expires_at) VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [id, g.provider, g.subject, g.email, g.name, g.email_verified, GRANT_LIFETIME_SEC],
  );
  return id;
}

/** The site account that holds an e-mail the provider vouches for (never one it does not), or null. */
async function ownerOfVerifiedEmail(db: Queryable, grant: SocialGrant): Promise<number | null> {
  if (!grant.email_verified || !grant.email) return null;
  return (await findUserByLogin(db, grant.email))?.id ?? null;
}

/** Links the identity of an unspent grant to the user (the owner proved control): its provider, null when the grant is
 * gone, 'elsewhere' when the identity belongs to another account. */
async function linkGrant(tx: Queryable, grantId: string, userId: number): Promise<SocialProvider | null | 'elsewhere'> {
  const grant = await takeSocialGrant(tx, grantId);
  if (!grant) return null;
  const linked = await tx.one<{ user_id: number }>('SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2', [grant.provider, grant.subject]);
  if (linked && linked.user_id !== userId) return 'elsewhere';
  if (!linked) await tx.query('INSERT INTO social_links (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)', [grant.provider, grant.subject, userId, grant.email]);
  return grant.provider;
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

  // The demo provider's sign-in form posts application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const demoOn = ctx.env.demoOAuthProvider;
  const requireDemo = () => {
    if (!demoOn) throw new ApiError(404, 'social_provider_off', 'Not available', 'The demo sign-in provider is turned off on this server');
  };
  const cookieOptions = (request: FastifyRequest, maxAge: number) =>
    ({ path: '/social-api', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge }) as const;
  // The state cookie is signed and its returnUrl checked again on every read: a forged or edited one is not read.
  const readState = (request: FastifyRequest) => readSigned(ctx.jwtSecret, 'oauth-state', request.cookies?.[STATE_COOKIE], StateValue);
  const providerAccount = async (request: FastifyRequest) => {
    const session = readSigned(ctx.jwtSecret, 'demo-provider-session', request.cookies?.[PROVIDER_SESSION_COOKIE], SessionValue);
    if (!session || session.exp < Date.now() / 1000) return null;
    return db.one<ProviderAccount>(`SELECT ${PROVIDER_ACCOUNT_COLUMNS} FROM demo_provider_accounts WHERE id = $1`, [session.id]);
  };
  /** The provider's own e-mail check: a code to the address (a live one is not replaced), then the page asking for it. */
  const askForEmailCode = async (reply: FastifyReply, page: { lang: (typeof SITE_LANGUAGES)[number]; provider: SocialProvider; state: string }, account: ProviderAccount, error: ProviderPageError = null, status = 200) => {
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    const fresh = await db.query(
      `UPDATE demo_provider_accounts SET verify_code_hash = $2, verify_expires_at = now() + make_interval(secs => $3), verify_attempts = 0
        WHERE id = $1 AND (verify_expires_at IS NULL OR verify_expires_at < now() OR verify_attempts >= $4) RETURNING id`,
      [account.id, sha256(`${account.id}:${code}`), VERIFY_CODE_TTL_SEC, VERIFY_MAX_ATTEMPTS],
    );
    if (fresh.length === 1) {
      await sendToOutbox(db, { channel: 'email', destination: account.email, purpose: 'provider_email_verify', subject: 'Demo sign-in provider', body: providerMail(page.lang, code), code });
    }
    return sendProviderPage(reply, { ...page, signedInAs: null, verifyEmail: account.email, error }, status);
  };
  const grantRedirect = async (reply: FastifyReply, provider: SocialProvider, state: string, account: ProviderAccount, emailVerified: boolean) => {
    const code = await newGrant(db, { provider, subject: subjectOf(provider, account.id), email: account.email, name: account.name, email_verified: emailVerified });
    return reply.redirect(`/social-api/oauth/${provider}/callback?code=${code}&state=${state}`, 303);
  };
  const setLinkCookie = (request: FastifyRequest, reply: FastifyReply, grantId: string) =>
    reply.setCookie(LINK_COOKIE, signValue(ctx.jwtSecret, 'social-link', grantId), { path: LINK_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: GRANT_LIFETIME_SEC });
  /** The login page: with `link` it tells the owner to log in to connect the provider; with `challenge`, the 2FA step. */
  const loginPageUrl = (lang: string, returnUrl: string, extra: Record<string, string>) =>
    `/${lang}/user/login?${new URLSearchParams({ ...extra, ...(returnUrl ? { returnUrl } : {}) }).toString()}`;
  const stateMismatch = () => new ApiError(400, 'oauth_state_mismatch', 'Sign-in expired', 'The sign-in was started elsewhere or has expired; start again');

  app.get('/social-api/oauth/:provider/start', { config: limits.route('login') }, async (request, reply) => {
    requireDemo();
    const { provider } = parseInput(v.object({ provider: Provider }), request.params, 'params');
    const query = parseInput(StartQuery, request.query, 'query');
    const state = crypto.randomBytes(16).toString('base64url');
    const value = signValue(ctx.jwtSecret, 'oauth-state', JSON.stringify({ state, provider, lang: query.lang, returnUrl: query.returnUrl }));
    void reply.setCookie(STATE_COOKIE, value, cookieOptions(request, GRANT_LIFETIME_SEC));
    return reply.redirect(`/social-api/oauth/demo/consent?provider=${provider}&state=${state}`, 302);
  });

  app.get('/social-api/oauth/demo/consent', async (request, reply) => {
    requireDemo();
    const query = parseInput(ConsentQuery, request.query, 'query');
    const state = readState(request);
    if (!state || state.state !== query.state || state.provider !== query.provider) throw stateMismatch();
    const account = query.switch ? null : await providerAccount(request);
    return sendProviderPage(reply, { lang: state.lang, provider: query.provider, state: query.state, signedInAs: account?.email ?? null, error: null });
  });

  // A plain HTML form posts here (no X-Requested-With: see CSRF_EXEMPT in security.ts). A cross-site post carries no
  // SameSite=Lax state cookie, so it ends at the state check below.
  app.post('/social-api/oauth/demo/authorize', { config: limits.route('login') }, async (request, reply) => {
    requireDemo();
    const body = parseInput(AuthorizeBody, request.body, 'body');
    const state = readState(request);
    if (!state || state.state !== body.state || state.provider !== body.provider) throw stateMismatch();
    const page = (error: ProviderPageError, status: number) =>
      sendProviderPage(reply, { lang: state.lang, provider: body.provider, state: body.state, signedInAs: null, email: body.email, error }, status);

    let account: ProviderAccount | null;
    if (body.email || body.password) {
      // The provider's own sign-in: an existing account needs its password; a new e-mail becomes a new account.
      if (!body.email || !body.password || !v.is(EmailShape, body.email)) return page('fields_missing', 400);
      const known = await db.one<ProviderAccount & { password_hash: string }>(
        `SELECT ${PROVIDER_ACCOUNT_COLUMNS}, password_hash FROM demo_provider_accounts WHERE email = $1`, [body.email],
      );
      if (known) {
        if (!(await verifyPassword(body.password, known.password_hash))) return page('wrong_password', 401);
        account = known;
      } else {
        if (body.password.length < MIN_PROVIDER_PASSWORD) return page('password_short', 400);
        const name = body.name || body.email.split('@')[0]!;
        account = await db.one<ProviderAccount>(
          `INSERT INTO demo_provider_accounts (email, name, password_hash) VALUES ($1, $2, $3)
           ON CONFLICT (email) DO NOTHING RETURNING ${PROVIDER_ACCOUNT_COLUMNS}`, [body.email, name.slice(0, 80), await hashPassword(body.password)],
        );
        if (!account) return page('wrong_password', 401); // created by a parallel request a moment ago
      }
      const session = JSON.stringify({ id: account.id, exp: Math.floor(Date.now() / 1000) + PROVIDER_SESSION_SEC });
      void reply.setCookie(PROVIDER_SESSION_COOKIE, signValue(ctx.jwtSecret, 'demo-provider-session', session), cookieOptions(request, PROVIDER_SESSION_SEC));
    } else {
      account = await providerAccount(request);
      if (!account) return page('fields_missing', 401);
    }
    if (!account.verified) return askForEmailCode(reply, { lang: state.lang, provider: body.provider, state: body.state }, account);
    return grantRedirect(reply, body.provider, body.state, account, true);
  });

  // The provider's e-mail check: the code it sent proves the address (email_verified from then on), or the user goes
  // on without, and the site is told the e-mail is not verified.
  app.post('/social-api/oauth/demo/verify', { config: limits.route('login') }, async (request, reply) => {
    requireDemo();
    const body = parseInput(VerifyBody, request.body, 'body');
    const state = readState(request);
    if (!state || state.state !== body.state || state.provider !== body.provider) throw stateMismatch();
    const account = await providerAccount(request);
    const page = { lang: state.lang, provider: body.provider, state: body.state };
    if (!account) return sendProviderPage(reply, { ...page, signedInAs: null, error: 'fields_missing' }, 401);
    if (account.verified || body.skip) return grantRedirect(reply, body.provider, body.state, account, account.verified);
    const outcome = await db.transaction(async (tx) => {
      const row = await tx.one<{ verify_code_hash: string | null; live: boolean; verify_attempts: number }>(
        'SELECT verify_code_hash, verify_expires_at > now() AS live, verify_attempts FROM demo_provider_accounts WHERE id = $1 FOR UPDATE', [account.id],
      );
      if (!row?.verify_code_hash || !row.live || row.verify_attempts >= VERIFY_MAX_ATTEMPTS) return 'code_expired' as const;
      const given = Buffer.from(sha256(`${account.id}:${body.code}`));
      if (!crypto.timingSafeEqual(given, Buffer.from(row.verify_code_hash))) {
        await tx.query('UPDATE demo_provider_accounts SET verify_attempts = verify_attempts + 1 WHERE id = $1', [account.id]);
        return 'wrong_code' as const;
      }
      await tx.query('UPDATE demo_provider_accounts SET email_verified_at = now(), verify_code_hash = NULL, verify_expires_at = NULL WHERE id = $1', [account.id]);
      return 'ok' as const;
    });
    if (outcome !== 'ok') return askForEmailCode(reply, page, account, outcome, 400);
    return grantRedirect(reply, body.provider, body.state, account, true);
  });

  app.get('/social-api/oauth/demo/cancel', async (request, reply) => {
    requireDemo();
    const state = readState(request);
    void reply.clearCookie(STATE_COOKIE, { path: '/social-api' });
    // returnUrl was checked when the state was read (a same-site path or nothing).
    return reply.redirect(state?.returnUrl || `/${state?.lang ?? 'en'}/user/login`, 302);
  });

  app.get('/social-api/oauth/:provider/callback', async (request, reply) => {
    requireDemo();
    const { provider } = parseInput(v.object({ provider: Provider }), request.params, 'params');
    const query = parseInput(CallbackQuery, request.query, 'query');
    const state = readState(request);
    if (!state || state.state !== query.state || state.provider !== provider) throw stateMismatch();
    void reply.clearCookie(STATE_COOKIE, { path: '/social-api' });
    const grant = await db.one<SocialGrant>('SELECT provider, subject, email, name, email_verified FROM oauth_grants WHERE id = $1 AND used_at IS NULL AND expires_at > now()', [query.code]);
    if (!grant || grant.provider !== provider) throw new ApiError(400, 'invalid_token', 'Sign-in expired', 'The sign-in has expired; start again');
    const linked = await db.one<{ user_id: number }>('SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2', [grant.provider, grant.subject]);
    if (!linked) {
      // Logged in at the site in this browser: its owner connects the provider to this account.
      if (request.user) {
        const done = await db.transaction((tx) => linkGrant(tx, query.code, userOf(request).id));
        if (done === null) throw new ApiError(400, 'invalid_token', 'Sign-in expired', 'The sign-in has expired; start again');
        return reply.redirect(state.returnUrl || `/${state.lang}/`, 302);
      }
      // The e-mail of an existing account: joined only once its owner logs in (the grant waits in this browser).
      if (await ownerOfVerifiedEmail(db, grant)) {
        void setLinkCookie(request, reply, query.code);
        return reply.redirect(loginPageUrl(state.lang, state.returnUrl, { link: provider }), 302);
      }
      // No account yet: the site asks for currency and country and registers (soc_reg) with this token.
      return reply.redirect(`/${state.lang}/registration/socialregistration?social_token=${query.code}&provider=${provider}`, 302);
    }
    await takeSocialGrant(db, query.code, provider);
    const user = await findUserById(db, linked.user_id);
    if (!user) throw new ApiError(400, 'invalid_token', 'Sign-in expired', 'The account is gone');
    const answer = await loginOrChallenge(ctx, request, reply, user, true);
    if (answer.status === 'two_factor') return reply.redirect(loginPageUrl(state.lang, state.returnUrl, { challenge: answer.challenge }), 302);
    return reply.redirect(state.returnUrl || `/${state.lang}/`, 302);
  });

  // The owner, logged in, connects the sign-in this browser brought back (the cookie set by the callback or one-tap):
  // an identity never joins an existing account on an e-mail alone.
  app.post(LINK_PATH, { preHandler: requireUser, config: limits.route('login') }, async (request, reply) => {
    const grantId = verifyValue(ctx.jwtSecret, 'social-link', request.cookies?.[LINK_COOKIE]);
    void reply.clearCookie(LINK_COOKIE, { path: LINK_PATH });
    void reply.header('cache-control', 'no-store');
    const done = grantId ? await db.transaction((tx) => linkGrant(tx, grantId, userOf(request).id)) : null;
    if (done === null) throw new ApiError(400, 'invalid_token', 'Sign-in expired', 'The sign-in to connect has expired; sign in with the provider again');
    if (done === 'elsewhere') throw new ApiError(409, 'social_linked_elsewhere', 'Already connected', 'This sign-in already belongs to another account');
    return { ok: true as const, provider: done };
  });

  // ------------------------------------------------------------------------------------------------ one-tap

  app.get('/social-api/oauth/google-one-tap/clientId', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600');
    return { clientId: ONE_TAP_CLIENT_ID };
  });

  /** What Google's one-tap script would hand the page: a signed credential of the account signed in at the provider. */
  app.get('/social-api/oauth/demo/one-tap-credential', async (request, reply) => {
    requireDemo();
    const query = parseInput(v.object({ client_id: v.literal(ONE_TAP_CLIENT_ID, 'unknown client_id') }), request.query, 'query');
    void reply.header('cache-control', 'no-store');
    const account = await providerAccount(request);
    // As with Google, one-tap offers only an account the browser is signed in to; the site then runs the full sign-in.
    if (!account) throw new ApiError(401, 'provider_sign_in_required', 'Sign in at the provider', 'Sign in with Google first');
    // email_verified only after the provider's own check of the address (issue 20 #4); a jti makes it single-use.
    const credential = await new SignJWT({ email: account.email, name: account.name, email_verified: account.verified })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('demo-provider').setAudience(query.client_id).setSubject(subjectOf('google', account.id))
      .setJti(crypto.randomBytes(16).toString('base64url'))
      .setIssuedAt().setExpirationTime('5m')
      .sign(ctx.jwtSecret);
    return { credential, select_by: 'user', email: account.email };
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
    requireDemo();
    const body = parseInput(OneTapBody, request.body, 'body');
    let claims: { sub?: string; jti?: string; exp?: number; email?: unknown; name?: unknown; email_verified?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(body.credential, ctx.jwtSecret, {
        issuer: 'demo-provider', audience: ONE_TAP_CLIENT_ID, algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'exp'],
      }));
    } catch {
      throw new ApiError(401, 'invalid_token', 'Sign-in expired', 'The one-tap credential is not valid; try again');
    }
    const subject = claims.sub!;
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const emailVerified = claims.email_verified === true;
    // Single use, across server instances: the jti is kept in the database until the credential would expire.
    await db.query('DELETE FROM one_tap_uses WHERE expires_at < now()');
    const fresh = await db.query('INSERT INTO one_tap_uses (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING RETURNING jti', [claims.jti!, claims.exp!]);
    if (fresh.length === 0) throw new ApiError(409, 'credential_used', 'Sign-in already used', 'This one-tap sign-in was already used; sign in again');
    const linked = await db.one<{ user_id: number }>(`SELECT user_id FROM social_links WHERE provider = 'google' AND subject = $1`, [subject]);
    let userId = linked?.user_id ?? null;
    if (userId === null) {
      const grant: SocialGrant = { provider: 'google', subject, email, name: typeof claims.name === 'string' ? claims.name.slice(0, 80) : null, email_verified: emailVerified };
      // The e-mail of an existing account: joined only once its owner logs in (issue 20 #4).
      if (await ownerOfVerifiedEmail(db, grant)) {
        void setLinkCookie(request, reply, await newGrant(db, grant));
        return { redirectUrl: loginPageUrl(body.language, '', { link: 'google' }) };
      }
      const config = await readStoredConfig(db, () => undefined);
      if (!config.registrationAllowed || config.isVipDomain) throw new ApiError(403, 'registration_closed', 'Registration closed', 'Registration is not available on this site');
      const country = REGISTRATION_COUNTRIES.find((c) => c.id === body.countryId) ?? REGISTRATION_COUNTRIES[0];
      const currency = (REGISTRATION_CURRENCIES as readonly string[]).includes(body.currency) ? body.currency : country.currency;
      const terms = await currentTerms(db);
      const passwordHash = await hashPassword(generatePassword());
      userId = await db.transaction(async (tx) => {
        // Only an e-mail the provider vouches for goes on the account.
        const free = email && emailVerified && !(await findUserByLogin(tx, email)) ? email : null;
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
    const answer = await loginOrChallenge(ctx, request, reply, user, true);
    if (answer.status === 'two_factor') return { redirectUrl: loginPageUrl(body.language, '', { challenge: answer.challenge }) };
    return { redirectUrl: `/${body.language}/` };
  });
}
